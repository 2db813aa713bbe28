// The inbox's filters and page as an address's query (`?q=jane&status=new&page=2`), both ways: the inbox keeps them
// in its address (so Back returns to them), and the API and the CSV export take the same query.
import { isValidUsername } from '@/config/account-rules';
import { requestKindOf, STATUSES } from '@/config/request-kinds';
import type { RequestFilters } from '@/features/requests/types';

/** The assignee filter's value for requests nobody is assigned to. */
export const UNASSIGNED = 'none';

/** The longest search text sent (the API matches names, e-mails, phones and references, all shorter). */
const MAX_SEARCH = 200;

export const NO_FILTERS: RequestFilters = { q: '', kind: null, status: null, assignee: null, overdue: false, renewal: false, page: 1 };

/** The filters an address's query names; anything unknown is "all", a page that is not a number the first. */
export function filtersFromSearch(search: string): RequestFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const assignee = params.get('assignee');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    kind: requestKindOf(params.get('kind')),
    status: STATUSES.find((value) => value === status) ?? null,
    assignee: assignee === UNASSIGNED || (assignee && isValidUsername(assignee)) ? assignee : null,
    overdue: ['1', 'true'].includes(params.get('overdue') ?? ''),
    renewal: ['1', 'true'].includes(params.get('renewal') ?? ''),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query of the filters that are set ("?q=…&kind=…&status=…&assignee=…&overdue=1&renewal=1&page=…"), or "" for none. */
export function searchOfFilters(filters: RequestFilters, { withPage = true } = {}): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.overdue) params.set('overdue', '1');
  if (filters.renewal) params.set('renewal', '1');
  if (withPage && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when anything narrows the list (the empty state then says nothing matches). */
export const isFiltered = (filters: RequestFilters) => searchOfFilters(filters, { withPage: false }) !== '';

/** The filters with some changed: a change of filter goes back to the first page. */
export function withFilters(filters: RequestFilters, change: Partial<RequestFilters>): RequestFilters {
  return { ...filters, page: 1, ...change };
}
