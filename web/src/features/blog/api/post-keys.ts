// Query-key factory for blog posts, shared by every blog query and mutation (list, detail, update).

export const postKeys = {
  all: ['blog-posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  detail: (slug: string) => [...postKeys.all, 'detail', slug] as const,
};
