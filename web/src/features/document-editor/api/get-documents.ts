// GET /api/admin/documents: every document staff can edit, with its title and what is wrong with a broken file.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/features/document-editor/api/document-keys';
import type { DocumentListItem } from '@/features/document-editor/types';
import { apiGet } from '@/lib/api-client';

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.list(),
    queryFn: ({ signal }) => apiGet<DocumentListItem[]>('/api/admin/documents', { signal }),
  });

export const useDocuments = () => useQuery(documentsQueryOptions());
