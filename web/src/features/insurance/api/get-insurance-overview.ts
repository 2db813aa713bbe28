// GET /api/copy/insurance-overview: fetcher, shared query options and the useInsuranceOverview() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { insuranceKeys } from '@/features/insurance/api/insurance-keys';
import type { InsuranceOverview } from '@/features/insurance/types';
import { apiGet } from '@/lib/api-client';

export function getInsuranceOverview({ signal }: { signal?: AbortSignal } = {}): Promise<InsuranceOverview> {
  return apiGet<InsuranceOverview>('/api/copy/insurance-overview', signal ? { signal } : {});
}

export function getInsuranceOverviewQueryOptions() {
  return queryOptions({ queryKey: insuranceKeys.overview(), queryFn: getInsuranceOverview });
}

export function useInsuranceOverview() {
  return useQuery(getInsuranceOverviewQueryOptions());
}
