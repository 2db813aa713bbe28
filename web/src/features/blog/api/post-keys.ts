// Query-key factory for blog posts, shared by every blog query and mutation (lists, detail, update).

export const postKeys = {
  all: ['blog-posts'] as const,
  /** Every list of posts: a save refreshes them all by this prefix. */
  lists: () => [...postKeys.all, 'list'] as const,
  summaries: () => [...postKeys.lists(), 'summary'] as const,
  detail: (slug: string) => [...postKeys.all, 'detail', slug] as const,
};
