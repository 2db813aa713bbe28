// GET /api/admin/documents/{name}/schema: the JSON Schema of the document's model, from which its form is built.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys, documentUrl } from '@/features/document-editor/api/document-keys';
import type { DocumentSchema } from '@/features/document-editor/types';
import { apiGet } from '@/lib/api-client';

export const documentSchemaQueryOptions = (name: string) =>
  queryOptions({
    queryKey: documentKeys.schema(name),
    queryFn: ({ signal }) => apiGet<DocumentSchema>(documentUrl(name, '/schema'), { signal }),
    // A model changes only with a new release of the service.
    staleTime: Infinity,
  });

export const useDocumentSchema = (name: string) => useQuery(documentSchemaQueryOptions(name));
