// GET /api/admin/staff: every staff account by user name (owners only: anyone else is answered 403).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffAccountKeys } from '@/features/staff-accounts/api/staff-account-keys';
import type { StaffAccount } from '@/features/staff-accounts/types';
import { apiGet } from '@/lib/api-client';

export function getStaffAccounts({ signal }: { signal?: AbortSignal } = {}): Promise<StaffAccount[]> {
  return apiGet<StaffAccount[]>('/api/admin/staff', signal ? { signal } : {});
}

export function getStaffAccountsQueryOptions() {
  return queryOptions({ queryKey: staffAccountKeys.all, queryFn: getStaffAccounts });
}

export function useStaffAccounts() {
  return useQuery(getStaffAccountsQueryOptions());
}
