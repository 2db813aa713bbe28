// GET /api/products: every product page's slug, path, kind and title, which tells the insurance page whether an
// address is a product page (content/products/*.json) or a service, without asking for a page that is not there.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { insuranceKeys } from '@/features/insurance/api/insurance-keys';
import { normalizePath } from '@/features/insurance/lib/insurance-paths';
import { apiGet } from '@/lib/api-client';
import type { ProductAddress } from '@/lib/api-types';

export function getProductAddressesQueryOptions() {
  return queryOptions({
    queryKey: insuranceKeys.addresses(),
    queryFn: ({ signal }) => apiGet<ProductAddress[]>('/api/products', { signal }),
  });
}

export function useProductAddresses() {
  return useQuery(getProductAddressesQueryOptions());
}

/** The product page at `path` (matched as the router matches), or null when the address is no product's. */
export function productAt(addresses: readonly ProductAddress[], path: string): ProductAddress | null {
  const wanted = normalizePath(path);
  return addresses.find((address) => normalizePath(address.path) === wanted) ?? null;
}
