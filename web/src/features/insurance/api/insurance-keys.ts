// Query-key factory for the product pages (the overview and category copy are under copyKeys, @/lib/copy-query).

export const insuranceKeys = {
  all: ['insurance'] as const,
  addresses: () => [...insuranceKeys.all, 'addresses'] as const,
  product: (slug: string) => [...insuranceKeys.all, 'product', slug] as const,
};
