// PATCH /api/requests/{id} (with the session's CSRF token): move a request to new, contacted or closed. The
// answer replaces the cached request; every list and the count of new requests are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import type { RequestStatus, StaffRequest } from '@/features/requests/types';
import { apiWrite } from '@/lib/api-write';

export async function updateRequestStatus(id: number, status: RequestStatus, csrfToken: string): Promise<StaffRequest> {
  const { data } = await apiWrite<StaffRequest>('PATCH', `/api/requests/${id}`, { body: { status }, csrfToken });
  return data;
}

export function useUpdateRequestStatus(id: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: RequestStatus) => updateRequestStatus(id, status, csrfToken),
    onSuccess: (changed) => {
      queryClient.setQueryData(requestKeys.detail(id), changed);
      void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: requestKeys.newCount() });
    },
  });
}
