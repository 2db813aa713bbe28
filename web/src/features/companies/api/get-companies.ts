// GET /api/companies: fetcher, shared query options and the useCompanies() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@/features/companies/types';
import { apiGet } from '@/lib/api-client';

export const companyKeys = { all: ['companies'] as const };

export function getCompanies({ signal }: { signal?: AbortSignal } = {}): Promise<Company[]> {
  return apiGet<Company[]>('/api/companies', signal ? { signal } : {});
}

export function getCompaniesQueryOptions() {
  return queryOptions({ queryKey: companyKeys.all, queryFn: getCompanies });
}

export function useCompanies() {
  return useQuery(getCompaniesQueryOptions());
}
