// Pure helper for the home page's post cards: pick the newest posts.

/** The `count` newest posts, newest first (the API already sorts them; an unreadable date sorts last). */
export function newestPosts<T extends { date: string }>(posts: readonly T[], count: number): T[] {
  const time = (post: T) => {
    const value = Date.parse(post.date);
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...posts].sort((a, b) => time(b) - time(a)).slice(0, count);
}
