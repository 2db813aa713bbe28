// The checked-in API types (web/api/schema.d.ts) are what openapi-typescript makes of the checked-in document now,
// and hold types only: a document changed without `make api-types`, or a hand edit, fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PATH, TYPES_PATH, apiTypesSource } from './api-types.mjs';

describe('generated API types', () => {
  it('match the checked-in OpenAPI document', async () => {
    const generated = await apiTypesSource(readFileSync(DOCUMENT_PATH, 'utf8'));
    expect(readFileSync(TYPES_PATH, 'utf8')).toBe(generated);
  });

  it('follow a change of the document', async () => {
    const document = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8'));
    document.components.schemas.DiffPiece.properties.words = { type: 'integer' };
    const generated = await apiTypesSource(JSON.stringify(document));
    expect(generated).toMatch(/^\s+words\?: number;$/m);
    expect(readFileSync(TYPES_PATH, 'utf8')).not.toBe(generated);
  });

  it('declare types only, no code that would run', () => {
    const source = readFileSync(TYPES_PATH, 'utf8');
    const declarations = source.match(/^export \w+/gm) ?? [];
    expect(declarations.length).toBeGreaterThan(0);
    expect(new Set(declarations)).toEqual(new Set(['export interface', 'export type']));
  });
});
