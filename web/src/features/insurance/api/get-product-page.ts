// GET /api/products/{slug}: fetcher, shared query options and the useProductPage(slug) hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { insuranceKeys } from '@/features/insurance/api/insurance-keys';
import type { ProductPage } from '@/features/insurance/types';
import { apiGet } from '@/lib/api-client';

export function getProductPage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<ProductPage> {
  return apiGet<ProductPage>(`/api/products/${encodeURIComponent(slug)}`, signal ? { signal } : {});
}

export function getProductPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: insuranceKeys.product(slug),
    queryFn: ({ signal }) => getProductPage(slug, { signal }),
  });
}

export function useProductPage(slug: string) {
  return useQuery(getProductPageQueryOptions(slug));
}
