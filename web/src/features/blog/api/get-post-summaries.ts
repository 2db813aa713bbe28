// GET /api/blog-posts?view=summary: every post without its content, newest first. The lists (blog list, Recent
// Posts, the reader's choice of the next post, the admin list) need no content: a post's own page fetches it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postKeys } from '@/features/blog/api/post-keys';
import type { PostSummary } from '@/features/blog/types';
import { apiGet } from '@/lib/api-client';

export const POST_SUMMARIES_URL = '/api/blog-posts?view=summary';

export function getPostSummaries({ signal }: { signal?: AbortSignal } = {}): Promise<PostSummary[]> {
  return apiGet<PostSummary[]>(POST_SUMMARIES_URL, signal ? { signal } : {});
}

export function getPostSummariesQueryOptions() {
  return queryOptions({ queryKey: postKeys.summaries(), queryFn: getPostSummaries });
}

export function usePostSummaries() {
  return useQuery(getPostSummariesQueryOptions());
}
