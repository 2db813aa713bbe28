// A sidebar's list of posts under a heading (thumbnail or illustration, date, title linking to /blog/{slug}); a
// skeleton of the same size while loading; a short text when there are none. Recent Posts and the posts about a
// product are two of them.
import type { ReactNode } from 'react';
import { LabelledSection } from '@/components/ui/labelled-section';
import { PostImage } from '@/components/ui/post-image';
import { PostTitleLink } from '@/components/ui/post-teaser';
import { PostTeaserSkeletons, type TeaserSkeletonLook } from '@/components/ui/post-teaser-skeleton';
import { useCacheBuster } from '@/features/blog/lib/use-cache-buster';
import type { PostSummary } from '@/features/blog/types';
import { formatLongDate } from '@/lib/dates';
import { postIllustrations } from '@/lib/post-illustration';

/** How many posts a sidebar list shows at most. */
export const SIDEBAR_POSTS_COUNT = 5;

const thumbnailClasses = 'size-16 shrink-0 rounded-lg';

const rowSkeleton: TeaserSkeletonLook = {
  teaser: 'flex gap-3',
  picture: thumbnailClasses,
  text: 'flex-1 space-y-2 pt-0.5',
  lines: ['h-3.5 w-24', 'h-4 w-full', 'h-4 w-2/3'],
};

type SidebarPostListProps = {
  title: ReactNode;
  /** The posts to list, in order (at most SIDEBAR_POSTS_COUNT), or undefined while they load. */
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
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      headingClassName="text-lg font-bold text-navy-900"
    >
      {posts === undefined ? (
        <ul className="mt-4 space-y-4" aria-hidden="true" data-testid={skeletonTestId}>
          <PostTeaserSkeletons look={rowSkeleton} count={SIDEBAR_POSTS_COUNT} as="li" />
        </ul>
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
                className={thumbnailClasses}
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
