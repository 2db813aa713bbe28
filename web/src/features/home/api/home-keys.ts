// Query-key factory for the home page's own queries (its copy is under copyKeys, @/lib/copy-query).

export const homeKeys = {
  all: ['home'] as const,
  latestPosts: (count: number) => [...homeKeys.all, 'latest-posts', count] as const,
};
