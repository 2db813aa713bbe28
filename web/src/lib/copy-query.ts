// GET /api/copy/{name}: the one fetcher, query-key factory and query options of every copy document (content/copy/).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAgencyYears } from '@/lib/agency-years';
import { apiGet } from '@/lib/api-client';
import type { CopyDocuments } from '@/lib/api-types';

/** The documents in content/copy/, by the name the API serves them under. */
export type CopyName = keyof CopyDocuments;

export const copyKeys = {
  all: ['copy'] as const,
  document: (name: CopyName) => [...copyKeys.all, name] as const,
};

/** The document's shape follows from its name (CopyDocuments); `staleTime` for copy read in several places. */
export function copyQueryOptions<Name extends CopyName>(name: Name, { staleTime }: { staleTime?: number } = {}) {
  return queryOptions({
    queryKey: copyKeys.document(name),
    queryFn: ({ signal }) => apiGet<CopyDocuments[Name]>(`/api/copy/${name}`, { signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** The document with the agency's years filled in ({founded}, {yearsInBusiness}: lib/agency-years). */
export function useCopy<Name extends CopyName>(name: Name, options: { staleTime?: number } = {}) {
  return useQuery({ ...copyQueryOptions(name, options), select: useAgencyYears() });
}
