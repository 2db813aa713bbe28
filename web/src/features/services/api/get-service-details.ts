// GET /api/copy/service-details: fetcher, shared query options and the useServiceDetails() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceKeys } from '@/features/services/api/service-keys';
import type { ServiceDetails } from '@/features/services/types';
import { apiGet } from '@/lib/api-client';

export function getServiceDetails({ signal }: { signal?: AbortSignal } = {}): Promise<ServiceDetails> {
  return apiGet<ServiceDetails>('/api/copy/service-details', signal ? { signal } : {});
}

export function getServiceDetailsQueryOptions() {
  return queryOptions({ queryKey: serviceKeys.details(), queryFn: getServiceDetails });
}

export function useServiceDetails() {
  return useQuery(getServiceDetailsQueryOptions());
}
