// Which product page an address is (from GET /api/products, lib/product-addresses), without asking for a page that
// is not there: a product page (content/products/*.json) or a service.
import { normalizePath } from '@/lib/normalize-path';
import type { ProductAddress } from '@/lib/api-types';

/** The product page at `path` (matched as the router matches), or null when the address is no product's. */
export function productAt(addresses: readonly ProductAddress[], path: string): ProductAddress | null {
  const wanted = normalizePath(path);
  return addresses.find((address) => normalizePath(address.path) === wanted) ?? null;
}
