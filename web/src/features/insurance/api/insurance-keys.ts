// Query-key factory for the insurance pages' copy (overview, categories, product pages).

export const insuranceKeys = {
  all: ['insurance'] as const,
  overview: () => [...insuranceKeys.all, 'overview'] as const,
  categories: () => [...insuranceKeys.all, 'categories'] as const,
  product: (slug: string) => [...insuranceKeys.all, 'product', slug] as const,
};
