// Recent Posts sidebar: the five newest posts (thumbnail or illustration, date ("March 11, 2025"), title
// linking to /blog/{slug}); a skeleton of the same size while loading; a short text when there are none.
import { LabelledSection } from '@/components/ui/labelled-section';
import { PostImage } from '@/components/ui/post-image';
import { PostTitleLink } from '@/components/ui/post-teaser';
import { PostTeaserSkeletons, type TeaserSkeletonLook } from '@/components/ui/post-teaser-skeleton';
import { usePostSummaries } from '@/features/blog/api/get-post-summaries';
import { sortNewestFirst } from '@/features/blog/lib/next-post';
import { useCacheBuster } from '@/features/blog/lib/use-cache-buster';
import { formatLongDate } from '@/lib/dates';
import { postIllustrations } from '@/lib/post-illustration';

export const RECENT_POSTS_COUNT = 5;

const thumbnailClasses = 'size-16 shrink-0 rounded-lg';

const rowSkeleton: TeaserSkeletonLook = {
  teaser: 'flex gap-3',
  picture: thumbnailClasses,
  text: 'flex-1 space-y-2 pt-0.5',
  lines: ['h-3.5 w-24', 'h-4 w-full', 'h-4 w-2/3'],
};

export function RecentPosts() {
  const { data: posts, isPending } = usePostSummaries();
  const stamp = useCacheBuster();
  const recent = posts ? sortNewestFirst(posts).slice(0, RECENT_POSTS_COUNT) : [];
  const illustrations = postIllustrations(recent);

  return (
    <LabelledSection
      title="Recent Posts"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      headingClassName="text-lg font-bold text-navy-900"
    >
      {isPending ? (
        <ul className="mt-4 space-y-4" aria-hidden="true" data-testid="recent-posts-skeleton">
          <PostTeaserSkeletons look={rowSkeleton} count={RECENT_POSTS_COUNT} as="li" />
        </ul>
      ) : recent.length === 0 ? (
        // A list that failed to load reads the same: the sidebar is secondary to the page beside it.
        <p className="mt-4 text-sm text-slate-600">No recent posts available.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {recent.map((post, i) => (
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
                <time dateTime={post.date} className="block text-xs font-semibold tracking-wide text-teal-700">
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
