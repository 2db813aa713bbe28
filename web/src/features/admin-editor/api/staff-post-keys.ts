// Query keys of the staff lists: every post with its status, and the recently deleted posts.

export const staffPostKeys = {
  all: ['staff-posts'] as const,
  list: () => [...staffPostKeys.all, 'list'] as const,
  deleted: () => [...staffPostKeys.all, 'deleted'] as const,
};
