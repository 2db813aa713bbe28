// The posts in a page's sidebar (Recent Posts, or the posts about a product), loaded apart from the page so that
// their pictures, drawn illustrations and dates stay out of its first load. A server-rendered page keeps the list's
// HTML (plain links that work as they are) and hydrates it when the visitor first points at, touches or focuses it;
// a page rendered in the browser loads it at once. Memoised: a box whose server HTML waits to hydrate must not be
// re-rendered with new elements when the page around it re-renders (React would put the skeleton in its place).
import { lazy, memo } from 'react';
import { DeferredContent } from '@/components/ui/deferred-content';
import { SidebarPostsSkeleton } from '@/features/blog/components/sidebar-post-skeleton';

const RecentPosts = lazy(() =>
  import('@/features/blog/components/recent-posts').then((m) => ({ default: m.RecentPosts })),
);
const RelatedPosts = lazy(() =>
  import('@/features/blog/components/related-posts').then((m) => ({ default: m.RelatedPosts })),
);

export const SidebarRecentPosts = memo(function SidebarRecentPosts() {
  return (
    <DeferredContent hydrateOn="interaction" fallback={<SidebarPostsSkeleton testId="recent-posts-skeleton" />}>
      <RecentPosts />
    </DeferredContent>
  );
});

type SidebarRelatedPostsProps = {
  /** The product's slug, as posts name it in `coverages`, and its title for the heading. */
  productSlug: string;
  productTitle: string;
  /** When no post is about the product: Recent Posts under their own heading, or nothing. */
  orRecent: boolean;
};

export const SidebarRelatedPosts = memo(function SidebarRelatedPosts({
  productSlug,
  productTitle,
  orRecent,
}: SidebarRelatedPostsProps) {
  return (
    <DeferredContent hydrateOn="interaction" fallback={<SidebarPostsSkeleton testId="related-posts-skeleton" />}>
      <RelatedPosts productSlug={productSlug} productTitle={productTitle} fallback={orRecent ? <RecentPosts /> : null} />
    </DeferredContent>
  );
});
