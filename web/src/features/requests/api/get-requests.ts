// GET /api/requests?kind=&status=: the requests newest first and how many are new; the list's query, the admin
// navigation's count of new requests, and the CSV export's address for the same filters.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { searchOfFilters } from '@/features/requests/lib/request-filters';
import type { RequestFilters, RequestList } from '@/features/requests/types';
import { apiGet } from '@/lib/api-client';

export function getRequests(filters: RequestFilters, { signal }: { signal?: AbortSignal } = {}): Promise<RequestList> {
  return apiGet<RequestList>(`/api/requests${searchOfFilters(filters)}`, signal ? { signal } : {});
}

export function getRequestsQueryOptions(filters: RequestFilters) {
  return queryOptions({ queryKey: requestKeys.list(filters), queryFn: ({ signal }) => getRequests(filters, { signal }) });
}

export function useRequests(filters: RequestFilters) {
  return useQuery(getRequestsQueryOptions(filters));
}

/** How many requests are new (for the admin navigation); asks nothing while `enabled` is false (signed out). */
export function useNewRequestCount({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: requestKeys.newCount(),
    queryFn: async ({ signal }) => (await getRequests({ kind: null, status: 'new' }, { signal })).newCount,
    enabled,
  });
}

/** The CSV export of the requests the filters show. */
export function requestsCsvHref(filters: RequestFilters): string {
  return `/api/requests/export.csv${searchOfFilters(filters)}`;
}
