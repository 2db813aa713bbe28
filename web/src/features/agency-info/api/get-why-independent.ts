// GET /api/copy/why-independent: fetcher, shared query options and the useWhyIndependent() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencyInfoKeys } from '@/features/agency-info/api/agency-info-keys';
import type { WhyIndependent } from '@/features/agency-info/types';
import { apiGet } from '@/lib/api-client';

export function getWhyIndependent({ signal }: { signal?: AbortSignal } = {}): Promise<WhyIndependent> {
  return apiGet<WhyIndependent>('/api/copy/why-independent', signal ? { signal } : {});
}

export function getWhyIndependentQueryOptions() {
  return queryOptions({ queryKey: agencyInfoKeys.whyIndependent(), queryFn: getWhyIndependent });
}

export function useWhyIndependent() {
  return useQuery(getWhyIndependentQueryOptions());
}
