// Query-key factory for the product pages (the overview and category copy are under copyKeys, @/lib/copy-query;
// the list of product addresses under productAddressKeys, @/lib/product-addresses).

export const insuranceKeys = {
  all: ['insurance'] as const,
  product: (slug: string) => [...insuranceKeys.all, 'product', slug] as const,
};
