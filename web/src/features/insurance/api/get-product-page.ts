// GET /api/products/{slug}: shared query options and the useProductPage(slug) hook. Only asked for a slug the list of
// product addresses names (get-product-addresses.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { insuranceKeys } from '@/features/insurance/api/insurance-keys';
import type { ProductPage } from '@/features/insurance/types';
import { useAgencyYears } from '@/lib/agency-years';
import { apiGet } from '@/lib/api-client';

export function getProductPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: insuranceKeys.product(slug),
    queryFn: ({ signal }) => apiGet<ProductPage>(`/api/products/${encodeURIComponent(slug)}`, { signal }),
  });
}

/** The page with the agency's years filled in ({founded}, {yearsInBusiness}: lib/agency-years). */
export function useProductPage(slug: string) {
  return useQuery({ ...getProductPageQueryOptions(slug), select: useAgencyYears() });
}
