// GET /api/blog-posts, reduced to the newest few for the home page: fetcher, query options, useLatestPosts().
import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeKeys } from '@/features/home/api/home-keys';
import { newestPosts, withCacheBuster } from '@/features/home/lib/posts';
import type { Post, PostSummary } from '@/features/home/types';
import { apiGet } from '@/lib/api-client';

export const HOME_POST_COUNT = 3;

/** The `count` newest posts. Image addresses carry `v=<time of the fetch>` (spec §7: cache-busting images). */
export async function getLatestPosts(count: number, { signal }: { signal?: AbortSignal } = {}): Promise<PostSummary[]> {
  const posts = await apiGet<Post[]>('/api/blog-posts', signal ? { signal } : {});
  const fetchedAt = Date.now();
  return newestPosts(posts, count).map(({ slug, title, date, imageUrl }) => ({
    slug,
    title,
    date,
    imageSrc: imageUrl ? withCacheBuster(imageUrl, fetchedAt) : null,
  }));
}

export function getLatestPostsQueryOptions(count: number = HOME_POST_COUNT) {
  return queryOptions({
    queryKey: homeKeys.latestPosts(count),
    queryFn: ({ signal }) => getLatestPosts(count, { signal }),
  });
}

export function useLatestPosts(count: number = HOME_POST_COUNT) {
  return useQuery(getLatestPostsQueryOptions(count));
}
