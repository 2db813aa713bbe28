// GET /api/pages/{name}: fetcher, key factory, shared query options and the usePage() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageName, ServerPage } from '@/features/pages/types';
import { useAgencyYears } from '@/lib/agency-years';
import { apiGet } from '@/lib/api-client';

export const pageKeys = {
  all: ['pages'] as const,
  detail: (name: PageName) => [...pageKeys.all, name] as const,
};

export function getPage(name: PageName, { signal }: { signal?: AbortSignal } = {}): Promise<ServerPage> {
  return apiGet<ServerPage>(`/api/pages/${name}`, signal ? { signal } : {});
}

export function getPageQueryOptions(name: PageName) {
  return queryOptions({ queryKey: pageKeys.detail(name), queryFn: ({ signal }) => getPage(name, { signal }) });
}

/** The page with the agency's years filled in ({founded}, {yearsInBusiness}: lib/agency-years). */
export function usePage(name: PageName) {
  return useQuery({ ...getPageQueryOptions(name), select: useAgencyYears() });
}
