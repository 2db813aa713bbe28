// Tests of reading a document's schema: the widget each field gets, labels worded from keys, new items' values.
import { describe, expect, it } from 'vitest';
import { emptyValue, fieldKind, labelFromKey, openedValue } from '@/features/document-editor/lib/schema-nodes';
import type { DocumentSchema, SchemaNode } from '@/features/document-editor/types';

const schema: DocumentSchema = {
  $defs: {
    Day: { type: 'object', properties: { opens: { type: 'string', 'x-widget': 'time' }, note: { type: 'string', default: '' } }, required: ['opens'] },
  },
};

describe('fieldKind', () => {
  it.each([
    [{ type: 'string' }, 'text'],
    [{ type: 'string', 'x-widget': 'html' }, 'html'],
    [{ type: 'string', format: 'date' }, 'date'],
    [{ type: 'integer' }, 'number'],
    [{ type: 'boolean' }, 'checkbox'],
    [{ type: 'string', enum: ['a', 'b'] }, 'select'],
    [{ type: 'array', items: { type: 'string' } }, 'list'],
    [{ $ref: '#/$defs/Day' }, 'object'],
    [{ type: 'object', additionalProperties: { type: 'string' } }, 'map'],
    [{ anyOf: [{ $ref: '#/$defs/Day' }, { type: 'null' }] }, 'nullable'],
    [{ anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] }, 'list'],
    [{ anyOf: [{ type: 'string' }, { type: 'null' }], 'x-widget': 'image' }, 'image'],
    [{ anyOf: [{ type: 'string', 'x-widget': 'time' }, { type: 'null' }] }, 'time'],
    [{ anyOf: [{ const: true, type: 'boolean' }, { type: 'null' }] }, 'checkbox'],
  ] as [SchemaNode, string][])('%j is drawn as %s', (node, kind) => {
    expect(fieldKind(schema, node)).toBe(kind);
  });
});

describe('labelFromKey', () => {
  it.each([
    ['specialHours', 'Special hours'],
    ['payBillUrl', 'Pay bill url'],
    ['zip', 'Zip'],
    ['area_served', 'Area served'],
  ])('%s reads as %s', (key, label) => expect(labelFromKey(key)).toBe(label));
});

describe('emptyValue', () => {
  it('makes a new item of the required fields and those with defaults', () => {
    expect(emptyValue(schema, { $ref: '#/$defs/Day' })).toEqual({ opens: '', note: '' });
    expect(emptyValue(schema, { type: 'array' })).toEqual([]);
    expect(emptyValue(schema, { type: 'string', enum: ['vehicle', 'home'] })).toBe('vehicle');
    expect(emptyValue(schema, { anyOf: [{ type: 'string' }, { type: 'null' }] })).toBeNull();
  });

  it('opens a closed day with its fields empty', () => {
    expect(openedValue(schema, { anyOf: [{ $ref: '#/$defs/Day' }, { type: 'null' }], default: null })).toEqual({ opens: '', note: '' });
  });
});
