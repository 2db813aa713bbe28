// Query keys of the staff's request screens: one factory, so a status change can refresh every list and count.
import type { RequestFilters } from '@/features/requests/types';

export const requestKeys = {
  all: ['requests', 'staff'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (filters: RequestFilters) => [...requestKeys.lists(), filters] as const,
  newCount: () => [...requestKeys.all, 'new-count'] as const,
  detail: (id: number) => [...requestKeys.all, 'detail', id] as const,
};
