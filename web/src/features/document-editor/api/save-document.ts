// PUT /api/admin/documents/{name}, POST …/restore and …/undo: the whole document (an earlier version of it, or it
// with one change undone) written as one commit by the signed-in staff member, with If-Match; the saved value and its version become the cached ones.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { documentKeys, documentUrl } from '@/features/document-editor/api/document-keys';
import type { JsonValue, VersionedDocument } from '@/features/document-editor/types';
import type { Acknowledgement } from '@/lib/api-types';
import { apiWrite } from '@/lib/api-write';

type Written = { name: string; value: JsonValue };

export type SaveDocumentInput = {
  name: string;
  value: JsonValue;
  etag: string | null;
  csrfToken: string;
  /** Wording findings staff reviewed and let stand: sent as {data, acknowledge}. */
  acknowledge?: Acknowledgement[];
};
export type RestoreDocumentInput = {
  name: string;
  rev: string;
  etag: string | null;
  csrfToken: string;
  /** Wording findings of that version staff reviewed and let stand. */
  acknowledge?: Acknowledgement[];
};

/** The saved document and its new version; a 412 raises ConflictError, a refusal ApiError with its field errors. */
export async function saveDocument({ name, value, etag, csrfToken, acknowledge }: SaveDocumentInput): Promise<VersionedDocument> {
  const body = acknowledge?.length ? { data: value, acknowledge } : value;
  const { data, etag: version } = await apiWrite<Written>('PUT', documentUrl(name), { body, csrfToken, ifMatch: etag });
  return { value: data.value, etag: version };
}

export type UndoChangeInput = {
  name: string;
  rev: string;
  /** The change's path, as the history lists it. */
  path: readonly (string | number)[];
  csrfToken: string;
  acknowledge?: Acknowledgement[];
};

/** The document with one change of a version undone (409: that field changed since, or its wording to review). */
export async function undoChange({ name, rev, path, csrfToken, acknowledge }: UndoChangeInput): Promise<VersionedDocument> {
  const { data, etag: version } = await apiWrite<Written>('POST', documentUrl(name, '/undo'), {
    body: acknowledge?.length ? { rev, path, acknowledge } : { rev, path },
    csrfToken,
    ifMatch: null,
  });
  return { value: data.value, etag: version };
}

/** The restored document and its new version; a restore refused for its wording raises a ReviewRefusal. */
export async function restoreDocument({ name, rev, etag, csrfToken, acknowledge }: RestoreDocumentInput): Promise<VersionedDocument> {
  const { data, etag: version } = await apiWrite<Written>('POST', documentUrl(name, '/restore'), {
    body: acknowledge?.length ? { rev, acknowledge } : { rev },
    csrfToken,
    ifMatch: etag,
  });
  return { value: data.value, etag: version };
}

function keepWritten(client: QueryClient, name: string, written: VersionedDocument) {
  client.setQueryData(documentKeys.document(name), written);
  void client.invalidateQueries({ queryKey: documentKeys.history(name) });
  void client.invalidateQueries({ queryKey: documentKeys.list() });
  // The public pages' reads (site facts, copy, pages) show the change when staff look at the website next.
  void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== documentKeys.all[0] });
}

export function useSaveDocument() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDocument, onSuccess: (written, { name }) => keepWritten(client, name, written) });
}

export function useUndoChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: undoChange, onSuccess: (written, { name }) => keepWritten(client, name, written) });
}

export function useRestoreDocument() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreDocument, onSuccess: (written, { name }) => keepWritten(client, name, written) });
}
