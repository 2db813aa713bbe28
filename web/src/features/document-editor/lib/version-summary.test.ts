// Tests of a version's plain-words summary: the fields it changed named by their labels, list items by name.
import { describe, expect, it } from 'vitest';
import { NAMED_FIELDS_MAX, versionSummary } from '@/features/document-editor/lib/version-summary';
import type { DocumentSchema, DocumentVersion, JsonValue } from '@/features/document-editor/types';

const schema: DocumentSchema = {
  type: 'array',
  items: { $ref: '#/$defs/Company' },
  $defs: {
    Company: {
      type: 'object',
      properties: { name: { type: 'string' }, claimsPhone: { anyOf: [{ type: 'string' }, { type: 'null' }], title: '24-hour claims phone' } },
    },
  },
};
const version = (value: JsonValue, extra: Partial<DocumentVersion> = {}): DocumentVersion => ({
  rev: 'r', at: '2026-11-25T12:00:00Z', author: 'maria', message: '', deleted: false, value, ...extra,
});
const before = version([{ name: 'Travelers', claimsPhone: null }, { name: 'Hanover', claimsPhone: null }]);

describe('versionSummary', () => {
  it('names the changed fields by their labels and list items by their first text', () => {
    const after = version([{ name: 'Travelers', claimsPhone: '800-555-0100' }, { name: 'Hanover', claimsPhone: null }]);
    expect(versionSummary(schema, after, before, 'Companies')).toBe('Changed Travelers › 24-hour claims phone.');
  });

  it('names a list that grew as one change, and says when a version created or deleted the document', () => {
    const grown = version([...(before.value as JsonValue[]), { name: 'Acme', claimsPhone: null }]);
    expect(versionSummary(schema, grown, before, 'Companies')).toBe('Changed Companies.');
    expect(versionSummary(schema, before, undefined, 'Companies')).toBe('Created the document.');
    expect(versionSummary(schema, version(null, { deleted: true }), before, 'Companies')).toBe('Deleted the document.');
  });

  it('counts what it does not name', () => {
    const many = Array.from({ length: NAMED_FIELDS_MAX + 2 }, (_, at) => ({ name: `C${at}`, claimsPhone: null }));
    const changed = many.map((item) => ({ ...item, claimsPhone: '1' }));
    expect(versionSummary(schema, version(changed), version(many), 'Companies')).toMatch(/ and 2 more fields\.$/);
  });
});
