// Query keys of the staff's request screens: one factory, so a change can refresh every list, count and report.
import type { RequestFilters } from '@/features/requests/types';

export const requestKeys = {
  all: ['requests', 'staff'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (filters: RequestFilters) => [...requestKeys.lists(), filters] as const,
  newCount: () => [...requestKeys.all, 'new-count'] as const,
  detail: (id: number) => [...requestKeys.all, 'detail', id] as const,
  assignees: () => [...requestKeys.all, 'assignees'] as const,
  reports: (weeks: number) => [...requestKeys.all, 'reports', weeks] as const,
};
