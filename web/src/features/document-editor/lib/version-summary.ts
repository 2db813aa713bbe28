// What a version of a document did when it lists no changed fields (the service lists those, with their old and
// new values): that it created, deleted or broke the file, or saved it unchanged.
import type { DocumentVersion } from '@/features/document-editor/types';

export function versionSummary(version: DocumentVersion, before: DocumentVersion | undefined): string {
  if (version.deleted) return 'Deleted the document.';
  if (version.value === null) return 'Saved a file that could not be read (it was put right later or is now).';
  if (!before || before.value === null) return 'Created the document.';
  return 'Saved it without changes.';
}
