// GET /api/copy/{name}: the one fetcher, query-key factory and query options of every copy document (content/copy/).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The documents in content/copy/, by the name the API serves them under. */
export type CopyName =
  | 'categories'
  | 'faq'
  | 'home'
  | 'insurance-overview'
  | 'online-services'
  | 'service-details'
  | 'team'
  | 'testimonials'
  | 'why-independent';

export const copyKeys = {
  all: ['copy'] as const,
  document: (name: CopyName) => [...copyKeys.all, name] as const,
};

/** `T` is the document's shape, declared by the feature that shows it; `staleTime` for copy read in several places. */
export function copyQueryOptions<T>(name: CopyName, { staleTime }: { staleTime?: number } = {}) {
  return queryOptions({
    queryKey: copyKeys.document(name),
    queryFn: ({ signal }) => apiGet<T>(`/api/copy/${name}`, { signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

export function useCopy<T>(name: CopyName, options: { staleTime?: number } = {}) {
  return useQuery(copyQueryOptions<T>(name, options));
}
