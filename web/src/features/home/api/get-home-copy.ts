// GET /api/copy/home: fetcher, shared query options and the useHomeCopy() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COPY_STALE_TIME_MS, homeKeys } from '@/features/home/api/home-keys';
import type { HomeCopy } from '@/features/home/types';
import { apiGet } from '@/lib/api-client';

export function getHomeCopy({ signal }: { signal?: AbortSignal } = {}): Promise<HomeCopy> {
  return apiGet<HomeCopy>('/api/copy/home', signal ? { signal } : {});
}

export function getHomeCopyQueryOptions() {
  return queryOptions({ queryKey: homeKeys.copy(), queryFn: getHomeCopy, staleTime: COPY_STALE_TIME_MS });
}

export function useHomeCopy() {
  return useQuery(getHomeCopyQueryOptions());
}
