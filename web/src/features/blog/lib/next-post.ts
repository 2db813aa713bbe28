// Infinite scroll's choice of post (spec §4): the next older post, in descending date order, not yet shown.
import type { BlogPost } from '@/features/blog/types';
import { calendarDayTime } from '@/lib/dates';

const time = (post: BlogPost) => {
  const value = calendarDayTime(post.date);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
};

/** Newest first; posts of the same day keep the server's order. */
export function sortNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => time(b) - time(a));
}

/**
 * The post to append after `shown` (slugs in the order shown): the first post older than the last one shown
 * that is not shown yet, or undefined at the oldest post.
 */
export function findNextOlderPost(posts: readonly BlogPost[], shown: readonly string[]): BlogPost | undefined {
  const last = shown.at(-1);
  if (last === undefined) return undefined;
  const sorted = sortNewestFirst(posts);
  const at = sorted.findIndex((post) => post.slug === last);
  if (at < 0) return undefined;
  const seen = new Set(shown);
  return sorted.slice(at + 1).find((post) => !seen.has(post.slug));
}
