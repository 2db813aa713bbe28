// DELETE /api/admin/requests/{id}/person (with the session's CSRF token): forget the person who sent a request: every
// request, note and queued mail from their e-mail or phone. Answers how many requests were forgotten; every
// cached request, list and report is dropped or refreshed, since any of them may have held the person.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { apiWrite } from '@/lib/api-write';

export async function forgetPerson(id: number, csrfToken: string): Promise<number> {
  const { data } = await apiWrite<{ forgotten: number }>('DELETE', `/api/admin/requests/${id}/person`, { csrfToken });
  return data.forgotten;
}

export function useForgetPerson(id: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => forgetPerson(id, csrfToken),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...requestKeys.all, 'detail'] });
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}
