// Infinite scroll's choice of post: the next older post, in descending date order, not yet shown.
import { calendarDayTime } from '@/lib/dates';

type Dated = { slug: string; date: string };

const time = (post: Dated) => {
  const value = calendarDayTime(post.date);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
};

/** Newest first; posts of the same day keep the server's order. */
export function sortNewestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => time(b) - time(a));
}

/**
 * The post to append after `shown` (slugs in the order shown): the first post older than the last one shown
 * that is not shown yet, or undefined at the oldest post.
 */
export function findNextOlderPost<T extends Dated>(posts: readonly T[], shown: readonly string[]): T | undefined {
  const last = shown.at(-1);
  if (last === undefined) return undefined;
  const sorted = sortNewestFirst(posts);
  const at = sorted.findIndex((post) => post.slug === last);
  if (at < 0) return undefined;
  const seen = new Set(shown);
  return sorted.slice(at + 1).find((post) => !seen.has(post.slug));
}
