// GET /api/admin/documents/{name}: the document as stored with its version, read fresh each time an editor opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys, documentUrl } from '@/features/document-editor/api/document-keys';
import type { JsonValue, VersionedDocument } from '@/features/document-editor/types';
import { apiGetVersioned } from '@/lib/api-write';

export async function getDocument(name: string, { signal }: { signal?: AbortSignal } = {}): Promise<VersionedDocument> {
  const { data, etag } = await apiGetVersioned<{ name: string; value: JsonValue }>(documentUrl(name), { signal });
  return { value: data.value, etag };
}

export const documentQueryOptions = (name: string) =>
  queryOptions({
    queryKey: documentKeys.document(name),
    queryFn: ({ signal }) => getDocument(name, { signal }),
    // The form keeps what is typed: a newer version comes in only when staff ask for it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useDocument = (name: string) => useQuery(documentQueryOptions(name));
