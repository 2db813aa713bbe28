// Recent Posts sidebar: the five newest posts (a SidebarPostList); "No recent posts available." when there are none.
import { SidebarPostList } from '@/features/blog/components/sidebar-post-list';
import { SIDEBAR_POSTS_COUNT } from '@/features/blog/components/sidebar-post-skeleton';
import { usePostSummaries } from '@/features/blog/api/get-post-summaries';
import { sortNewestFirst } from '@/features/blog/lib/next-post';

export const RECENT_POSTS_COUNT = SIDEBAR_POSTS_COUNT;

export function RecentPosts() {
  const { data: posts, isPending } = usePostSummaries();
  // A list that failed to load reads as none: the sidebar is secondary to the page beside it.
  const recent = isPending ? undefined : sortNewestFirst(posts ?? []).slice(0, RECENT_POSTS_COUNT);
  return (
    <SidebarPostList
      title="Recent Posts"
      posts={recent}
      emptyText="No recent posts available."
      skeletonTestId="recent-posts-skeleton"
    />
  );
}
