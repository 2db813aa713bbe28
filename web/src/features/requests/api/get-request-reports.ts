// GET /api/admin/requests/reports?weeks=N: requests per week by kind, by source and by page, and the median time to
// first contact, over the last N weeks.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import type { RequestReports } from '@/features/requests/types';
import { apiGet } from '@/lib/api-client';

export function getRequestReports(weeks: number, { signal }: { signal?: AbortSignal } = {}): Promise<RequestReports> {
  return apiGet<RequestReports>(`/api/admin/requests/reports?weeks=${weeks}`, signal ? { signal } : {});
}

export function useRequestReports(weeks: number) {
  return useQuery({
    ...queryOptions({ queryKey: requestKeys.reports(weeks), queryFn: ({ signal }) => getRequestReports(weeks, { signal }) }),
    placeholderData: keepPreviousData,
  });
}
