// The list's filters as an address's query (`?kind=quote&status=new`), both ways: the list page keeps them in
// its address, and the API and the CSV export take the same query.
import { requestKindOf, STATUSES } from '@/config/request-kinds';
import type { RequestFilters } from '@/features/requests/types';

/** The filters an address's query names; anything else is "all". */
export function filtersFromSearch(search: string): RequestFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  return { kind: requestKindOf(params.get('kind')), status: STATUSES.find((value) => value === status) ?? null };
}

/** "?kind=…&status=…" for the filters that are set, or "" for none. */
export function searchOfFilters({ kind, status }: RequestFilters): string {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (status) params.set('status', status);
  const text = params.toString();
  return text ? `?${text}` : '';
}
