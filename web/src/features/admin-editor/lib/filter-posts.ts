// The list's filter and search, done here as the API leaves them to the client: by status (a scheduled post that
// has gone live counts as published) and by words of the title, ignoring case and accents.
import type { StaffSummary, StatusFilter } from '@/features/admin-editor/types';
import { statusAt, type PostStatus } from '@/lib/post-status';

/** "Café Crème" → "cafe creme": what a search compares. */
export function searchable(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export type ListedPost = StaffSummary & { statusNow: PostStatus };

/** Each post with its status now. */
export function withStatusNow(posts: StaffSummary[], now: number): ListedPost[] {
  return posts.map((post) => ({ ...post, statusNow: statusAt(post.status, post.publishAt, now) }));
}

/** How many posts each filter shows. */
export function countByStatus(posts: ListedPost[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: posts.length, draft: 0, scheduled: 0, published: 0 };
  for (const post of posts) counts[post.statusNow] += 1;
  return counts;
}

/** The posts of `status` whose title holds every word of `search`, in the list's order. */
export function filterPosts(posts: ListedPost[], status: StatusFilter, search: string): ListedPost[] {
  const words = searchable(search).split(' ').filter(Boolean);
  return posts.filter((post) => {
    if (status !== 'all' && post.statusNow !== status) return false;
    const title = searchable(post.title);
    return words.every((word) => title.includes(word));
  });
}
