// Query keys of the newsletter's staff screens: one factory, so a change refreshes every list it touches.
import type { SubscriberFilters } from '@/features/newsletter-staff/types';

export const newsletterKeys = {
  all: ['newsletter', 'staff'] as const,
  subscriberLists: () => [...newsletterKeys.all, 'subscribers'] as const,
  subscribers: (filters: SubscriberFilters) => [...newsletterKeys.subscriberLists(), filters] as const,
  sends: () => [...newsletterKeys.all, 'sends'] as const,
  send: (id: number) => [...newsletterKeys.sends(), id] as const,
  topics: () => ['newsletter', 'topics'] as const,
  preview: (slug: string, subject: string) => [...newsletterKeys.all, 'preview', slug, subject] as const,
};
