import { describe, expect, it } from 'vitest';
import { SHOWN_MAX, shownValue } from '@/features/document-editor/lib/change-values';

describe('shownValue', () => {
  it('shows text as written, markup dropped, and nothing as (empty)', () => {
    expect(shownValue('(800) 555-0101')).toBe('(800) 555-0101');
    expect(shownValue('<p>Yes, <strong>always</strong>.</p>')).toBe('Yes, always .');
    expect(shownValue(null)).toBe('(empty)');
    expect(shownValue('')).toBe('(empty)');
  });

  it('cuts long text and words boxes, numbers and lists', () => {
    const shown = shownValue('x'.repeat(500));
    expect(shown).toHaveLength(SHOWN_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(shownValue(true)).toBe('Yes');
    expect(shownValue(1998)).toBe('1998');
    expect(shownValue(['English', 'Spanish'])).toBe('English; Spanish');
    expect(shownValue([{ name: 'A' }, { name: 'B' }])).toBe('2 entries');
    expect(shownValue([])).toBe('(none)');
  });
});
