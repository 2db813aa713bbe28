// Tests of changing one place of a document: the rest untouched, keys taken away, dotted paths read back.
import { describe, expect, it } from 'vitest';
import { fieldId, pathOfDotted, valueAt, withValueAt } from '@/features/document-editor/lib/value-paths';

describe('value paths', () => {
  const doc = { hours: { saturday: { opens: '09:00' } }, agents: [{ name: 'Jane' }] };

  it('puts a value at a place, copying only the containers on the way', () => {
    const next = withValueAt(doc, ['agents', 0, 'name'], 'Ann') as typeof doc;
    expect(next.agents[0]).toEqual({ name: 'Ann' });
    expect(next.hours).toBe(doc.hours);
    expect(doc.agents[0]!.name).toBe('Jane');
    expect(withValueAt(doc, ['hours', 'saturday'], undefined)).toEqual({ hours: {}, agents: [{ name: 'Jane' }] });
  });

  it('reads the API dotted paths back into places', () => {
    expect(pathOfDotted('agents.2.email')).toEqual(['agents', 2, 'email']);
    expect(valueAt(doc, pathOfDotted('hours.saturday.opens'))).toBe('09:00');
    expect(fieldId(['products/x', 0])).toBe('doc-field-products_x-0');
  });
});
