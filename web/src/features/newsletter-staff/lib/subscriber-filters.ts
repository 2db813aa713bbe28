// The subscriber list's search, filters and page as an address's query (`?q=ann&status=pending&topic=business`),
// both ways: the screen keeps them in its address (so Back returns to them), and the API takes the same query.
import { SUBSCRIBER_STATUSES, type SubscriberFilters } from '@/features/newsletter-staff/types';

/** The longest search text sent (e-mail addresses and names are shorter). */
const MAX_SEARCH = 200;
/** A topic id as copy/newsletter.json names them ("home-auto"). */
const TOPIC_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const NO_SUBSCRIBER_FILTERS: SubscriberFilters = { q: '', status: null, topic: null, page: 1 };

/** The filters an address's query names; anything unknown is "all", a page that is not a number the first. */
export function subscriberFiltersFromSearch(search: string): SubscriberFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const topic = params.get('topic') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    status: SUBSCRIBER_STATUSES.find((value) => value === status) ?? null,
    topic: TOPIC_ID.test(topic) ? topic : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query of the filters that are set, or "" for none. */
export function searchOfSubscriberFilters(filters: SubscriberFilters): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.status) params.set('status', filters.status);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when anything narrows the list (the empty state then says nothing matches). */
export const isSubscriberFiltered = (filters: SubscriberFilters) =>
  searchOfSubscriberFilters({ ...filters, page: 1 }) !== '';
