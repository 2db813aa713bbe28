// PATCH /api/admin/requests/{id} (with the session's CSRF token): a request's status or who it is assigned to, and
// POST /api/admin/requests/{id}/notes: a note, and POST /api/admin/requests/{id}/contacts: a call, text or e-mail that
// reached the visitor ("Log a call"). Each answers the request, which replaces the cached one; every list and
// the count of new requests are refreshed.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import type { ContactLog, RequestChange, RequestDetail } from '@/features/requests/types';
import { apiWrite } from '@/lib/api-write';

export async function updateRequest(id: number, change: RequestChange, csrfToken: string): Promise<RequestDetail> {
  const { data } = await apiWrite<RequestDetail>('PATCH', `/api/admin/requests/${id}`, { body: change, csrfToken });
  return data;
}

export async function addRequestNote(id: number, text: string, csrfToken: string): Promise<RequestDetail> {
  const { data } = await apiWrite<RequestDetail>('POST', `/api/admin/requests/${id}/notes`, { body: { text }, csrfToken });
  return data;
}

export async function logRequestContact(id: number, contact: ContactLog, csrfToken: string): Promise<RequestDetail> {
  const { data } = await apiWrite<RequestDetail>('POST', `/api/admin/requests/${id}/contacts`, { body: contact, csrfToken });
  return data;
}

function showChanged(queryClient: QueryClient, changed: RequestDetail) {
  // A change answers the request without its intake (GET alone reads it): the intake already shown stays.
  queryClient.setQueryData<RequestDetail>(requestKeys.detail(changed.id), (old) => ({
    ...changed,
    intake: changed.intake ?? old?.intake ?? null,
  }));
  void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: requestKeys.newCount() });
}

export function useUpdateRequest(id: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RequestChange) => updateRequest(id, change, csrfToken),
    onSuccess: (changed) => showChanged(queryClient, changed),
  });
}

export function useAddRequestNote(id: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addRequestNote(id, text, csrfToken),
    onSuccess: (changed) => showChanged(queryClient, changed),
  });
}

export function useLogRequestContact(id: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: ContactLog) => logRequestContact(id, contact, csrfToken),
    onSuccess: (changed) => showChanged(queryClient, changed),
  });
}
