// POST /api/auth/login: sign a staff member in; the session cookie is set by the answer, the session cached.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/features/auth/api/get-session';
import { markStaff } from '@/features/auth/lib/mark-staff';
import type { SignInCredentials, StaffSession } from '@/features/auth/types';
import { apiWrite } from '@/lib/api-write';

export async function signIn(credentials: SignInCredentials): Promise<StaffSession> {
  const { data } = await apiWrite<StaffSession>('POST', '/api/auth/login', { body: credentials });
  return data;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      markStaff(true);
      queryClient.setQueryData(sessionKeys.all, session);
    },
  });
}
