// GET /api/blog-posts?view=summary: every post without its content, newest first, for the admin list. Its key
// sits under the blog's list key (handed in by the app), so a save that refreshes the lists refreshes it too.
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { PostSummary } from '@/features/admin-editor/types';
import { apiGet } from '@/lib/api-client';

export function getPostSummaries({ signal }: { signal?: AbortSignal } = {}): Promise<PostSummary[]> {
  return apiGet<PostSummary[]>('/api/blog-posts?view=summary', signal ? { signal } : {});
}

export function getPostSummariesQueryOptions(listKey: QueryKey) {
  return queryOptions({ queryKey: [...listKey, 'summary'], queryFn: getPostSummaries });
}

export function usePostSummaries(listKey: QueryKey) {
  return useQuery(getPostSummariesQueryOptions(listKey));
}
