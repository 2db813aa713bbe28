// The next three open times (GET /api/booking/next) for the request-received page's offer: a module of its own, so
// that page loads none of the rest of the booking API. Live data, read in the browser alone (never into a
// server-rendered page, which a cache may keep).
import { isServer, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type NextSlots = { type: string; slots: string[] };

export const nextSlotsKey = ['booking', 'next'] as const;

export const nextQueryOptions = () =>
  queryOptions({
    queryKey: nextSlotsKey,
    queryFn: ({ signal }) => apiGet<NextSlots>('/api/booking/next?count=3', { signal }),
    staleTime: 0,
    enabled: !isServer,
  });
