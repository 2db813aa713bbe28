// What one version of a document did, in plain words: which fields it changed (by their labels), or that it
// created, deleted or broke the file.
import { changedPaths } from '@/features/document-editor/lib/changed-fields';
import { placeName } from '@/features/document-editor/lib/path-labels';
import type { DocumentSchema, DocumentVersion } from '@/features/document-editor/types';

/** At most this many fields are named; the rest are counted. */
export const NAMED_FIELDS_MAX = 6;

export function versionSummary(
  schema: DocumentSchema,
  version: DocumentVersion,
  before: DocumentVersion | undefined,
  documentTitle: string,
): string {
  if (version.deleted) return 'Deleted the document.';
  if (version.value === null) return 'Saved a file that could not be read (it was put right later or is now).';
  if (!before || before.value === null) return 'Created the document.';
  const names = [
    ...new Set(changedPaths(before.value, version.value).map((path) => placeName(schema, version.value, path, documentTitle))),
  ];
  if (names.length === 0) return 'Saved it without changes.';
  const shown = names.slice(0, NAMED_FIELDS_MAX).join('; ');
  const more = names.length - NAMED_FIELDS_MAX;
  return `Changed ${shown}${more > 0 ? ` and ${more} more field${more === 1 ? '' : 's'}` : ''}.`;
}
