// A sidebar's list of posts under a heading (thumbnail or illustration, date, title linking to /blog/{slug}); a
// skeleton of the same size while loading; a short text when there are none. Recent Posts and the posts about a
// product are two of them.
import type { ReactNode } from 'react';
import { LabelledSection } from '@/components/ui/labelled-section';
import { PostImage } from '@/components/ui/post-image';
import { PostTitleLink } from '@/components/ui/post-teaser';
import { useCacheBuster } from '@/features/blog/lib/use-cache-buster';
import type { PostSummary } from '@/features/blog/types';
import { formatLongDate } from '@/lib/dates';
import { postIllustrations } from '@/lib/post-illustration';
import {
  SidebarPostRowsSkeleton,
  sidebarBoxClasses,
  sidebarThumbnailClasses,
} from '@/features/blog/components/sidebar-post-skeleton';


type SidebarPostListProps = {
  title: ReactNode;
  /** The posts to list, in order (at most SIDEBAR_POSTS_COUNT of sidebar-post-skeleton), or undefined while they load. */
  posts: readonly PostSummary[] | undefined;
  /** Shown when there are none. */
  emptyText: string;
  /** The data-testid of the skeleton, for tests. */
  skeletonTestId?: string;
};

export function SidebarPostList({ title, posts, emptyText, skeletonTestId }: SidebarPostListProps) {
  const stamp = useCacheBuster();
  const shown = posts ?? [];
  const illustrations = postIllustrations(shown);

  return (
    <LabelledSection
      title={title}
      className={sidebarBoxClasses}
      headingClassName="text-lg font-bold text-navy-900"
    >
      {posts === undefined ? (
        <SidebarPostRowsSkeleton testId={skeletonTestId} />
      ) : shown.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {shown.map((post, i) => (
            <li key={post.slug} className="group relative flex gap-3">
              <PostImage
                src={post.imageUrl}
                alt={post.imageAlt}
                illustration={illustrations[i]}
                stamp={stamp}
                sizes="6rem"
                className={sidebarThumbnailClasses}
                glyphClassName="size-7"
              />
              <div className="min-w-0">
                <time dateTime={post.date} className="block text-xs font-semibold text-teal-700">
                  {formatLongDate(post.date)}
                </time>
                {/* The link covers the row, thumbnail included. */}
                <PostTitleLink
                  slug={post.slug}
                  className="mt-1 line-clamp-3 text-sm leading-snug font-semibold text-navy-900 group-hover:text-teal-700"
                >
                  {post.title}
                </PostTitleLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </LabelledSection>
  );
}
