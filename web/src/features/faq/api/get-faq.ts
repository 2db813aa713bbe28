// GET /api/copy/faq: fetcher, shared query options and the useFaq() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Faq } from '@/features/faq/types';
import { apiGet } from '@/lib/api-client';

export const faqKeys = { all: ['faq'] as const };

export function getFaq({ signal }: { signal?: AbortSignal } = {}): Promise<Faq> {
  return apiGet<Faq>('/api/copy/faq', signal ? { signal } : {});
}

export function getFaqQueryOptions() {
  return queryOptions({ queryKey: faqKeys.all, queryFn: getFaq });
}

export function useFaq() {
  return useQuery(getFaqQueryOptions());
}
