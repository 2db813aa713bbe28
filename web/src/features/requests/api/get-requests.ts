// GET /api/admin/requests?q=&kind=&status=&assignee=&overdue=&page=: one page of the inbox (overdue first, then newest),
// how many are new and overdue; the inbox's query, the admin navigation's count of new requests, and the CSV
// export's address for the same filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { NO_FILTERS, searchOfFilters } from '@/features/requests/lib/request-filters';
import type { RequestFilters, RequestList } from '@/features/requests/types';
import { apiGet } from '@/lib/api-client';

export function getRequests(filters: RequestFilters, { signal }: { signal?: AbortSignal } = {}): Promise<RequestList> {
  return apiGet<RequestList>(`/api/admin/requests${searchOfFilters(filters)}`, signal ? { signal } : {});
}

export function getRequestsQueryOptions(filters: RequestFilters) {
  return queryOptions({ queryKey: requestKeys.list(filters), queryFn: ({ signal }) => getRequests(filters, { signal }) });
}

/** One page of the inbox; the page shown stays while the next one loads (no flash of "Loading..." when paging). */
export function useRequests(filters: RequestFilters) {
  return useQuery({ ...getRequestsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** The new requests, overdue first: the overview's list. */
export const NEW_REQUESTS: RequestFilters = { ...NO_FILTERS, status: 'new' };

/** How many requests are new (for the admin navigation); asks nothing while `enabled` is false (signed out). */
export function useNewRequestCount({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: requestKeys.newCount(),
    queryFn: async ({ signal }) => (await getRequests(NEW_REQUESTS, { signal })).newCount,
    enabled,
  });
}

/** The CSV export of every request the filters find (every page). */
export function requestsCsvHref(filters: RequestFilters): string {
  return `/api/admin/requests/export.csv${searchOfFilters(filters, { withPage: false })}`;
}
