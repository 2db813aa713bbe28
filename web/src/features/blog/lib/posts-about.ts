// The posts about a product: those whose `coverages` name its slug (content/products/<slug>.json), newest first.
import { sortNewestFirst } from '@/features/blog/lib/next-post';
import type { PostSummary } from '@/features/blog/types';

export function postsAbout<T extends Pick<PostSummary, 'coverages' | 'date' | 'slug'>>(
  posts: readonly T[],
  productSlug: string,
): T[] {
  return sortNewestFirst(posts.filter((post) => post.coverages.includes(productSlug)));
}
