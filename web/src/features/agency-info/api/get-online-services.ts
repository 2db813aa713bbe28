// GET /api/copy/online-services: fetcher, shared query options and the useOnlineServices() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencyInfoKeys } from '@/features/agency-info/api/agency-info-keys';
import type { OnlineServices } from '@/features/agency-info/types';
import { apiGet } from '@/lib/api-client';

export function getOnlineServices({ signal }: { signal?: AbortSignal } = {}): Promise<OnlineServices> {
  return apiGet<OnlineServices>('/api/copy/online-services', signal ? { signal } : {});
}

export function getOnlineServicesQueryOptions() {
  return queryOptions({ queryKey: agencyInfoKeys.onlineServices(), queryFn: getOnlineServices });
}

export function useOnlineServices() {
  return useQuery(getOnlineServicesQueryOptions());
}
