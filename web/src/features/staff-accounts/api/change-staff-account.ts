// PATCH /api/admin/staff/{username} (with the session's CSRF token): disable or enable an account, give it another
// role, or reset its password (the answer carries the new temporary password this once). The list is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAccountKeys } from '@/features/staff-accounts/api/staff-account-keys';
import type { AccountChange, ChangedAccount } from '@/features/staff-accounts/types';
import { apiWrite } from '@/lib/api-write';

export async function changeStaffAccount(
  username: string,
  change: AccountChange,
  csrfToken: string,
): Promise<ChangedAccount> {
  const url = `/api/admin/staff/${encodeURIComponent(username)}`;
  const { data } = await apiWrite<ChangedAccount>('PATCH', url, { body: change, csrfToken });
  return data;
}

export function useChangeStaffAccount(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, change }: { username: string; change: AccountChange }) =>
      changeStaffAccount(username, change, csrfToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.all }),
  });
}
