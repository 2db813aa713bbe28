// GET /api/copy/categories: useCategory(key) picks one category page out of the document.
import { useQuery } from '@tanstack/react-query';
import type { CategoryKey } from '@/features/insurance/types';
import { copyQueryOptions } from '@/lib/copy-query';

/** The category page of `key`; `data` is null when the document has no such category. */
export function useCategory(key: CategoryKey) {
  return useQuery({
    ...copyQueryOptions('categories'),
    select: (categories) => categories.items.find((item) => item.key === key) ?? null,
  });
}
