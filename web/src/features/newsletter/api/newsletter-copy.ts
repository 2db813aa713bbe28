// GET /api/copy/newsletter: the intro, the consent sentence and the topics every sign-up form shows, read as the copy
// document it is (lib/copy-query), so the rendered-page cache and the static export follow its changes like any other
// content read.
import { useQuery } from '@tanstack/react-query';
import { copyQueryOptions } from '@/lib/copy-query';

export const newsletterCopyQueryOptions = () => copyQueryOptions('newsletter');

export const useNewsletterCopy = () => useQuery(newsletterCopyQueryOptions());
