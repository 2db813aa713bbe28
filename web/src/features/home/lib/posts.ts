// Pure helpers for the home page's post cards: pick the newest posts, add the cache-busting image parameter.

/** The `count` newest posts, newest first (the API already sorts them; an unreadable date sorts last). */
export function newestPosts<T extends { date: string }>(posts: readonly T[], count: number): T[] {
  const time = (post: T) => {
    const value = Date.parse(post.date);
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...posts].sort((a, b) => time(b) - time(a)).slice(0, count);
}

/** "/media/a.webp" → "/media/a.webp?v=1700000000000"; keeps an existing query and a fragment. */
export function withCacheBuster(url: string, stamp: number): string {
  const [base, fragment] = url.split('#', 2) as [string, string | undefined];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}v=${stamp}${fragment === undefined ? '' : `#${fragment}`}`;
}
