// GET /api/products: every product page's slug, path, kind and title. The insurance pages route by it (a product
// page or a service?), and the post editor offers its products as what a post may be about.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { ProductAddress } from '@/lib/api-types';

/** Under the insurance pages' keys (['insurance', …]), so what refreshes those refreshes this list too. */
export const productAddressKeys = { all: ['insurance', 'addresses'] as const };

export function productAddressesQueryOptions() {
  return queryOptions({
    queryKey: productAddressKeys.all,
    queryFn: ({ signal }) => apiGet<ProductAddress[]>('/api/products', { signal }),
  });
}

export function useProductAddresses() {
  return useQuery(productAddressesQueryOptions());
}
