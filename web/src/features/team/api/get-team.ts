// GET /api/copy/team: fetcher, key, shared query options and the useTeam() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamCopy } from '@/features/team/types';
import { apiGet } from '@/lib/api-client';

export const teamKeys = { all: ['copy', 'team'] as const };

export function getTeam({ signal }: { signal?: AbortSignal } = {}): Promise<TeamCopy> {
  return apiGet<TeamCopy>('/api/copy/team', signal ? { signal } : {});
}

export function getTeamQueryOptions() {
  return queryOptions({ queryKey: teamKeys.all, queryFn: getTeam });
}

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}
