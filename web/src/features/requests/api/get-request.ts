// GET /api/requests/{id}: one request with its status history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import type { StaffRequest } from '@/features/requests/types';
import { apiGet } from '@/lib/api-client';

export function getRequest(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<StaffRequest> {
  return apiGet<StaffRequest>(`/api/requests/${id}`, signal ? { signal } : {});
}

export function getRequestQueryOptions(id: number) {
  return queryOptions({ queryKey: requestKeys.detail(id), queryFn: ({ signal }) => getRequest(id, { signal }) });
}

export function useRequest(id: number) {
  return useQuery(getRequestQueryOptions(id));
}
