// POST /api/admin/staff (with the session's CSRF token): add an account; the answer carries its temporary password,
// which is never asked for again. The list is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAccountKeys } from '@/features/staff-accounts/api/staff-account-keys';
import type { AddedAccount, NewAccount } from '@/features/staff-accounts/types';
import { apiWrite } from '@/lib/api-write';

export async function addStaffAccount(account: NewAccount, csrfToken: string): Promise<AddedAccount> {
  const { data } = await apiWrite<AddedAccount>('POST', '/api/admin/staff', { body: account, csrfToken });
  return data;
}

export function useAddStaffAccount(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: NewAccount) => addStaffAccount(account, csrfToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.all }),
  });
}
