// GET /api/blog-posts/{slug}: fetcher, shared query options and the usePost(slug) hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postKeys } from '@/features/blog/api/post-keys';
import type { BlogPost } from '@/features/blog/types';
import { apiGet } from '@/lib/api-client';

export const POST_NOT_FOUND_MESSAGE = 'Blog post not found';

/**
 * One post. Any non-OK answer raises 'Blog post not found' (the page shows its not-found state); the server's
 * error is its cause.
 */
export async function getPost(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<BlogPost> {
  try {
    return await apiGet<BlogPost>(`/api/blog-posts/${encodeURIComponent(slug)}`, signal ? { signal } : {});
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(POST_NOT_FOUND_MESSAGE, { cause: error });
  }
}

export function getPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: postKeys.detail(slug),
    queryFn: ({ signal }) => getPost(slug, { signal }),
  });
}

export function usePost(slug: string) {
  return useQuery(getPostQueryOptions(slug));
}
