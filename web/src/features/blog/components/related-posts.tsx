// The posts about one product, for its page's sidebar: "Articles about Flood Insurance", newest first (a
// SidebarPostList). When none is about it, the page's `fallback` (Recent Posts, under its own honest heading, or
// nothing) shows instead.
import type { ReactNode } from 'react';
import { usePostSummaries } from '@/features/blog/api/get-post-summaries';
import { SidebarPostList } from '@/features/blog/components/sidebar-post-list';
import { SIDEBAR_POSTS_COUNT } from '@/features/blog/components/sidebar-post-skeleton';

type RelatedPostsProps = {
  /** The product's slug (content/products/<slug>.json), as posts name it in `coverages`. */
  productSlug: string;
  productTitle: string;
  fallback: ReactNode;
};

export function RelatedPosts({ productSlug, productTitle, fallback }: RelatedPostsProps) {
  const { data: posts, isPending } = usePostSummaries();
  // The list comes newest first.
  const related = (posts ?? []).filter((post) => post.coverages.includes(productSlug)).slice(0, SIDEBAR_POSTS_COUNT);
  if (!isPending && related.length === 0) return <>{fallback}</>;
  return (
    <SidebarPostList
      title={`Articles about ${productTitle}`}
      posts={isPending ? undefined : related}
      emptyText=""
      skeletonTestId="related-posts-skeleton"
    />
  );
}
