// GET /api/copy/newsletter: the intro, the consent sentence and the topics every sign-up form shows. Read as the copy
// document it is (key ['copy', 'newsletter'], as lib/copy-query names every copy document), so the rendered-page
// cache and the static export follow its changes like any other content read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsletterCopy } from '@/features/newsletter/types';
import { apiGet } from '@/lib/api-client';

export const NEWSLETTER_COPY_URL = '/api/copy/newsletter';

export function newsletterCopyQueryOptions() {
  return queryOptions({
    queryKey: ['copy', 'newsletter'] as const,
    queryFn: ({ signal }) => apiGet<NewsletterCopy>(NEWSLETTER_COPY_URL, { signal }),
  });
}

export const useNewsletterCopy = () => useQuery(newsletterCopyQueryOptions());
