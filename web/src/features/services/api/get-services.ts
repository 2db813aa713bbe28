// GET /api/services: fetcher, shared query options and the useServices() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceKeys } from '@/features/services/api/service-keys';
import type { Service } from '@/features/services/types';
import { apiGet } from '@/lib/api-client';

export function getServices({ signal }: { signal?: AbortSignal } = {}): Promise<Service[]> {
  return apiGet<Service[]>('/api/services', signal ? { signal } : {});
}

export function getServicesQueryOptions() {
  return queryOptions({ queryKey: serviceKeys.list(), queryFn: getServices });
}

export function useServices() {
  return useQuery(getServicesQueryOptions());
}
