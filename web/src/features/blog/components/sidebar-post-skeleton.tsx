// The look of a sidebar's post list while it loads: its rows' boxes (thumbnail, date, two title lines), shared by the
// list itself and by the box that stands in while the list's code arrives.
import { PostTeaserSkeletons, type TeaserSkeletonLook } from '@/components/ui/post-teaser-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

/** How many posts a sidebar list shows at most. */
export const SIDEBAR_POSTS_COUNT = 5;

export const sidebarThumbnailClasses = 'size-16 shrink-0 rounded-lg';

export const sidebarBoxClasses = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

const rowSkeleton: TeaserSkeletonLook = {
  teaser: 'flex gap-3',
  picture: sidebarThumbnailClasses,
  text: 'flex-1 space-y-2 pt-0.5',
  lines: ['h-3.5 w-24', 'h-4 w-full', 'h-4 w-2/3'],
};

/** The rows of a list still loading. */
export function SidebarPostRowsSkeleton({ testId }: { testId?: string | undefined }) {
  return (
    <ul className="mt-4 space-y-4" aria-hidden="true" data-testid={testId}>
      <PostTeaserSkeletons look={rowSkeleton} count={SIDEBAR_POSTS_COUNT} as="li" />
    </ul>
  );
}

/** The whole box, heading included, while the list's code loads. */
export function SidebarPostsSkeleton({ testId }: { testId: string }) {
  return (
    <div className={sidebarBoxClasses}>
      <Skeleton className="h-6 w-32" />
      <SidebarPostRowsSkeleton testId={testId} />
    </div>
  );
}
