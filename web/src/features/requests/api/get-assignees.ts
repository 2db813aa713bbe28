// GET /api/admin/requests/assignees: the active staff a request can be assigned to (the inbox's filter, the detail's select).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import type { Assignee } from '@/features/requests/types';
import { apiGet } from '@/lib/api-client';

export async function getAssignees({ signal }: { signal?: AbortSignal } = {}): Promise<Assignee[]> {
  const { assignees } = await apiGet<{ assignees: Assignee[] }>('/api/admin/requests/assignees', signal ? { signal } : {});
  return assignees;
}

export function useAssignees() {
  return useQuery(
    queryOptions({ queryKey: requestKeys.assignees(), queryFn: ({ signal }) => getAssignees({ signal }), staleTime: 60_000 }),
  );
}
