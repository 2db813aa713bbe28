// POST /api/admin/staff/invites (with the session's CSRF token): e-mail a colleague a single-use link, valid 72 hours,
// where they choose their password. No account exists until they do, so the list is not refreshed.
import { useMutation } from '@tanstack/react-query';
import type { NewInvite, SentInvite } from '@/features/staff-accounts/types';
import { apiWrite } from '@/lib/api-write';

export async function inviteStaff(invite: NewInvite, csrfToken: string): Promise<SentInvite> {
  const { data } = await apiWrite<SentInvite>('POST', '/api/admin/staff/invites', { body: invite, csrfToken });
  return data;
}

export function useInviteStaff(csrfToken: string) {
  return useMutation({ mutationFn: (invite: NewInvite) => inviteStaff(invite, csrfToken) });
}
