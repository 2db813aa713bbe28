// GET /api/admin/documents/{name}/history: every commit that touched the document, newest first, with its value.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys, documentUrl } from '@/features/document-editor/api/document-keys';
import type { DocumentVersion } from '@/features/document-editor/types';
import { apiGet } from '@/lib/api-client';

export const documentHistoryQueryOptions = (name: string) =>
  queryOptions({
    queryKey: documentKeys.history(name),
    queryFn: async ({ signal }) =>
      (await apiGet<{ versions: DocumentVersion[] }>(documentUrl(name, '/history'), { signal })).versions,
  });

export const useDocumentHistory = (name: string, enabled: boolean) =>
  useQuery({ ...documentHistoryQueryOptions(name), enabled });
