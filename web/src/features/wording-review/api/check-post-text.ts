// POST /api/admin/blog-posts/checks: the findings in a post's text as the editor holds it, saved or not.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wordingCheckKeys } from '@/features/wording-review/api/wording-check-keys';
import type { Finding, PostText } from '@/lib/api-types';
import { apiWrite } from '@/lib/api-write';

export async function checkPostText(text: PostText, csrfToken: string): Promise<Finding[]> {
  const { data } = await apiWrite<Finding[]>('POST', '/api/admin/blog-posts/checks', { body: text, csrfToken });
  return data;
}

export const postTextChecks = (text: PostText, csrfToken: string) =>
  queryOptions({
    queryKey: wordingCheckKeys.postText(text),
    queryFn: () => checkPostText(text, csrfToken),
    staleTime: 30_000,
  });

export function usePostTextChecks(text: PostText, csrfToken: string, { enabled = true, keepPrevious = false } = {}) {
  return useQuery({
    ...postTextChecks(text, csrfToken),
    enabled,
    // The panel keeps the last list while the next one loads; the checklist never shows an older text's.
    ...(keepPrevious ? { placeholderData: (previous: Finding[] | undefined) => previous } : {}),
  });
}
