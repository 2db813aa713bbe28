// GET /api/admin/changes?limit=: the content folder's last commits, newest first, with who made each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentChange } from '@/features/workspace/types';
import { apiGet } from '@/lib/api-client';

export const changeKeys = {
  all: ['content-changes'] as const,
  list: (limit: number) => [...changeKeys.all, limit] as const,
};

export async function getChanges(limit: number, { signal }: { signal?: AbortSignal } = {}): Promise<ContentChange[]> {
  const answer = await apiGet<{ changes: ContentChange[] }>(`/api/admin/changes?limit=${limit}`, signal ? { signal } : {});
  return answer.changes;
}

export function useChanges(limit: number) {
  return useQuery(
    queryOptions({ queryKey: changeKeys.list(limit), queryFn: ({ signal }) => getChanges(limit, { signal }) }),
  );
}
