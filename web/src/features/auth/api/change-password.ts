// POST /api/auth/password (with the session's CSRF token): change one's own password. The session goes on (the
// member's other sessions end), no longer bound to change a temporary password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/features/auth/api/get-session';
import type { PasswordChange, StaffSession } from '@/features/auth/types';
import { apiWrite } from '@/lib/api-write';

export async function changePassword(change: PasswordChange, csrfToken: string): Promise<void> {
  await apiWrite('POST', '/api/auth/password', { body: change, csrfToken });
}

export function useChangePassword(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => changePassword(change, csrfToken),
    onSuccess: () =>
      queryClient.setQueryData<StaffSession | null>(sessionKeys.all, (session) =>
        session ? { ...session, mustChangePassword: false } : session,
      ),
  });
}
