// GET /api/blog-posts: fetcher, shared query options and the usePosts() hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postKeys } from '@/features/blog/api/post-keys';
import type { BlogPost } from '@/features/blog/types';
import { apiGet } from '@/lib/api-client';

// The key factory lives in post-keys.ts (shared with the detail and update files); re-exported for list users.
export { postKeys };

export function getPosts({ signal }: { signal?: AbortSignal } = {}): Promise<BlogPost[]> {
  return apiGet<BlogPost[]>('/api/blog-posts', signal ? { signal } : {});
}

export function getPostsQueryOptions() {
  return queryOptions({ queryKey: postKeys.lists(), queryFn: getPosts });
}

export function usePosts() {
  return useQuery(getPostsQueryOptions());
}
