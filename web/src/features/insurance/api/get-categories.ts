// GET /api/copy/categories: fetcher, shared query options, and useCategory(key) that picks one category page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { insuranceKeys } from '@/features/insurance/api/insurance-keys';
import type { CategoryKey, InsuranceCategories } from '@/features/insurance/types';
import { apiGet } from '@/lib/api-client';

export function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<InsuranceCategories> {
  return apiGet<InsuranceCategories>('/api/copy/categories', signal ? { signal } : {});
}

export function getCategoriesQueryOptions() {
  return queryOptions({ queryKey: insuranceKeys.categories(), queryFn: getCategories });
}

/** The category page of `key`; `data` is null when the document has no such category. */
export function useCategory(key: CategoryKey) {
  return useQuery({
    ...getCategoriesQueryOptions(),
    select: (categories) => categories.items.find((item) => item.key === key) ?? null,
  });
}
