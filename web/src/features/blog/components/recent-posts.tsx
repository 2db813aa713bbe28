// Recent Posts sidebar (spec §2): the five newest posts (thumbnail or illustration, uppercase short date, title
// linking to /blog/{slug}); a skeleton of the same size while loading; a short text when there are none.
import { useId } from 'react';
import { Link } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePostSummaries } from '@/features/blog/api/get-post-summaries';
import { PostImage } from '@/features/blog/components/post-image';
import { sortNewestFirst } from '@/features/blog/lib/next-post';
import { useCacheBuster } from '@/features/blog/lib/use-cache-buster';
import { formatShortDateUpper } from '@/lib/dates';
import { postIllustrations } from '@/lib/post-illustration';

export const RECENT_POSTS_COUNT = 5;

const thumbnailClasses = 'size-16 shrink-0 rounded-lg';

export function RecentPosts() {
  const { data: posts, isPending } = usePostSummaries();
  const stamp = useCacheBuster();
  const headingId = useId();
  const recent = posts ? sortNewestFirst(posts).slice(0, RECENT_POSTS_COUNT) : [];
  const illustrations = postIllustrations(recent);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        Recent Posts
      </h2>
      {isPending ? (
        <ul className="mt-4 space-y-4" aria-hidden="true" data-testid="recent-posts-skeleton">
          {Array.from({ length: RECENT_POSTS_COUNT }, (_, i) => (
            <li key={i} className="flex gap-3">
              <Skeleton className={thumbnailClasses} />
              <div className="flex-1 space-y-2 pt-0.5">
                <Skeleton className="h-3.5 w-24" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            </li>
          ))}
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
                illustration={illustrations[i]}
                stamp={stamp}
                sizes="6rem"
                className={thumbnailClasses}
                glyphClassName="size-7"
              />
              <div className="min-w-0">
                <time dateTime={post.date} className="block text-xs font-semibold tracking-wide text-teal-700">
                  {formatShortDateUpper(post.date)}
                </time>
                {/* The link covers the row, thumbnail included. */}
                <Link
                  href={paths.blogPost.getHref(post.slug)}
                  className="mt-1 line-clamp-3 text-sm leading-snug font-semibold text-navy-900 group-hover:text-teal-700 after:absolute after:inset-0"
                >
                  {post.title}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
