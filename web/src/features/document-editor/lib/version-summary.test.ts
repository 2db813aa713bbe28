// Tests of a version's plain-words summary when it lists no changed fields.
import { describe, expect, it } from 'vitest';
import { versionSummary } from '@/features/document-editor/lib/version-summary';
import type { DocumentVersion, JsonValue } from '@/features/document-editor/types';

const version = (value: JsonValue, extra: Partial<DocumentVersion> = {}): DocumentVersion => ({
  rev: 'r', at: '2026-11-25T12:00:00Z', author: 'maria', message: '', deleted: false, value, changes: [], ...extra,
});
const before = version([{ name: 'Travelers' }]);

describe('versionSummary', () => {
  it('says when a version created, deleted or broke the document, or saved it unchanged', () => {
    expect(versionSummary(before, undefined)).toBe('Created the document.');
    expect(versionSummary(version(null, { deleted: true }), before)).toBe('Deleted the document.');
    expect(versionSummary(version(null), before)).toMatch(/could not be read/);
    expect(versionSummary(version([{ name: 'Travelers' }]), before)).toBe('Saved it without changes.');
  });
});
