// The staff's quote intake calls: POST .../intake/reveal (one sensitive answer in clear; the timeline records it) and
// PATCH .../intake (a step edited on the visitor's behalf), each refreshing the request so its timeline shows the
// event; and the addresses of the rater CSV and of an attached file.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import type { IntakeAnswer, IntakeItem, RequestDetail, StaffIntake } from '@/features/requests/types';
import { apiUrl } from '@/lib/api-client';
import { apiWrite } from '@/lib/api-write';

export type RevealTarget = { step: string; item?: string; field: string };

export async function revealAnswer(id: number, target: RevealTarget, csrfToken: string): Promise<string> {
  const { data } = await apiWrite<{ value: string }>('POST', `/api/admin/requests/${id}/intake/reveal`, {
    body: target,
    csrfToken,
  });
  return data.value;
}

export async function editIntake(
  id: number,
  step: string,
  answers: IntakeItem | IntakeItem[],
  csrfToken: string,
): Promise<StaffIntake> {
  const { data } = await apiWrite<StaffIntake>('PATCH', `/api/admin/requests/${id}/intake`, {
    body: { step, answers },
    csrfToken,
  });
  return data;
}

export function useRevealAnswer(id: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: RevealTarget) => revealAnswer(id, target, csrfToken),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) }),
  });
}

export function useEditIntake(id: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, answers }: { step: string; answers: IntakeItem | IntakeItem[] }) =>
      editIntake(id, step, answers, csrfToken),
    onSuccess: (intake) => {
      queryClient.setQueryData<RequestDetail>(requestKeys.detail(id), (old) => (old ? { ...old, intake } : old));
      void queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) });
    },
  });
}

/** The rater CSV's address: sensitive answers masked, or in clear (recorded on the timeline). */
export const intakeCsvHref = (id: number, sensitive: boolean) =>
  apiUrl(`/api/admin/requests/${id}/intake.csv${sensitive ? '?sensitive=1' : ''}`);

export const intakeFileHref = (id: number, fileId: number) => apiUrl(`/api/admin/requests/${id}/intake/files/${fileId}`);

/** An answer as the edit form holds it: text for one answer, keys for several, '' for a sensitive one kept as stored. */
export type DraftAnswer = string | string[];
export const isAnswered = (answer: IntakeAnswer | undefined) => answer !== undefined && answer !== '';
