// The staff's subscriber endpoints: one page of the list (GET /api/admin/newsletter/subscribers), the CSV export's
// address, the import (POST .../subscribers/import) and unsubscribing one person (POST .../{id}/status). Writes carry
// the session's CSRF token and refresh every page of the list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsletterKeys } from '@/features/newsletter-staff/api/newsletter-keys';
import { searchOfSubscriberFilters } from '@/features/newsletter-staff/lib/subscriber-filters';
import type { ImportRequest, ImportResult, Subscriber, SubscriberFilters, SubscriberList } from '@/features/newsletter-staff/types';
import { apiGet } from '@/lib/api-client';
import { apiWrite } from '@/lib/api-write';

const BASE = '/api/admin/newsletter/subscribers';

/** One page of subscribers; the page shown stays while the next one loads. */
export function useSubscribers(filters: SubscriberFilters) {
  return useQuery({
    queryKey: newsletterKeys.subscribers(filters),
    queryFn: ({ signal }) => apiGet<SubscriberList>(`${BASE}${searchOfSubscriberFilters(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The export: every subscriber the search and filters find (every page), as CSV. */
export const subscribersCsvHref = (filters: SubscriberFilters) =>
  `${BASE}.csv${searchOfSubscriberFilters({ ...filters, page: 1 })}`;

export function useImportSubscribers(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ImportRequest) =>
      (await apiWrite<ImportResult>('POST', `${BASE}/import`, { body: request, csrfToken })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsletterKeys.subscriberLists() }),
  });
}

/** Staff may only unsubscribe someone, never subscribe them (only the person can, by confirming). */
export function useUnsubscribe(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriber: Pick<Subscriber, 'id'>) =>
      (await apiWrite<unknown>('POST', `${BASE}/${subscriber.id}/status`, { body: { status: 'unsubscribed' }, csrfToken })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsletterKeys.subscriberLists() }),
  });
}
