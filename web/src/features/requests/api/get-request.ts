// GET /api/admin/requests/{id}: one request with its timeline and the related requests of the same person.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import type { RequestDetail } from '@/features/requests/types';
import { apiGet } from '@/lib/api-client';

export function getRequest(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<RequestDetail> {
  return apiGet<RequestDetail>(`/api/admin/requests/${id}`, signal ? { signal } : {});
}

export function getRequestQueryOptions(id: number) {
  return queryOptions({ queryKey: requestKeys.detail(id), queryFn: ({ signal }) => getRequest(id, { signal }) });
}

export function useRequest(id: number) {
  return useQuery(getRequestQueryOptions(id));
}
