// Query-key factory for the home page's queries.

export const homeKeys = {
  all: ['home'] as const,
  copy: () => [...homeKeys.all, 'copy'] as const,
  testimonials: () => [...homeKeys.all, 'testimonials'] as const,
  latestPosts: (count: number) => [...homeKeys.all, 'latest-posts', count] as const,
};

/** Editorial copy changes with a content edit, not while someone reads: the three sections share one fetch. */
export const COPY_STALE_TIME_MS = 5 * 60 * 1000;
