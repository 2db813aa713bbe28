// POST /api/auth/logout (with the session's CSRF token): end the session. The caller moves on first, then
// forgets the session (clearSession), so that no screen reacts to being signed out before it is left.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/features/auth/api/get-session';
import { markStaff } from '@/features/auth/lib/mark-staff';
import { apiWrite } from '@/lib/api-write';

export async function signOut(csrfToken: string): Promise<void> {
  await apiWrite('POST', '/api/auth/logout', { csrfToken });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: signOut });
  const clearSession = () => {
    markStaff(false);
    queryClient.setQueryData(sessionKeys.all, null);
  };
  return { ...mutation, clearSession };
}
