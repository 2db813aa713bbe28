// GET /api/blog-posts?view=summary, reduced to the newest few for the home page: fetcher, query options, useLatestPosts().
import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeKeys } from '@/features/home/api/home-keys';
import { newestPosts } from '@/features/home/lib/posts';
import type { HomePost, PostSummary } from '@/features/home/types';
import { apiGet } from '@/lib/api-client';
import { postIllustrations } from '@/lib/post-illustration';

export const HOME_POST_COUNT = 3;

/** The `count` newest posts. Image addresses carry `v=<time of the fetch>` (so a replaced image shows at once). */
export async function getLatestPosts(count: number, { signal }: { signal?: AbortSignal } = {}): Promise<HomePost[]> {
  const posts = await apiGet<PostSummary[]>('/api/blog-posts?view=summary', signal ? { signal } : {});
  const fetchedAt = Date.now();
  const newest = newestPosts(posts, count);
  const illustrations = postIllustrations(newest);
  return newest.map(({ slug, title, date, imageUrl, imageAlt }, i) => ({
    slug,
    title,
    date,
    imageUrl,
    imageAlt,
    stamp: fetchedAt,
    illustration: illustrations[i]!,
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
