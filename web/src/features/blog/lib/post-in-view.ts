// Which post the reader is in, for the address bar: the last article whose top has passed the
// reading line, a little above the middle of the viewport.

/** The attribute marking each article of the reader with its post's slug. */
export const POST_SLUG_ATTRIBUTE = 'data-post-slug';

/** The reading line, as a fraction of the viewport height from its top. */
export const READING_LINE = 0.4;

export type ArticlePosition = { slug: string; top: number };

/**
 * The slug of the article being read: the last one (in page order) whose top is at or above the reading line;
 * the first article while none has reached it. `top` is relative to the viewport (getBoundingClientRect).
 */
export function articleInView(
  articles: readonly ArticlePosition[],
  viewportHeight: number,
  line = READING_LINE,
): string | undefined {
  const limit = viewportHeight * line;
  let current = articles[0]?.slug;
  for (const article of articles) {
    if (article.top <= limit) current = article.slug;
    else break;
  }
  return current;
}
