// Skeletons of the home sections: the same layout as the loaded sections (heading block, grid of cards), in
// grey blocks. Each sits in the section's fixed-height box, so swapping it for the content moves nothing.
import { Container } from '@/components/ui/container';
import { PostTeaserSkeletons, type TeaserSkeletonLook } from '@/components/ui/post-teaser-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

function HeadingSkeleton({ lead = true }: { lead?: boolean }) {
  return (
    <div className="max-w-2xl">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-3 h-8 w-4/5" />
      {lead ? <Skeleton className="mt-4 h-5 w-full" /> : null}
    </div>
  );
}

function Loading({ what }: { what: string }) {
  return <span className="sr-only">Loading {what}...</span>;
}

export function ServicesSkeleton() {
  return (
    <Container>
      <Loading what="our insurance services" />
      <HeadingSkeleton />
      <div className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-36 rounded-xl sm:h-48" />
        ))}
      </div>
    </Container>
  );
}

export function AboutSkeleton() {
  return (
    <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
      <Loading what="about our agency" />
      <div>
        <HeadingSkeleton lead={false} />
        <Skeleton className="mt-6 h-40 w-full" />
        <Skeleton className="mt-6 h-11 w-48" />
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </Container>
  );
}

export function TestimonialsSkeleton() {
  return (
    <Container>
      <Loading what="what our clients say" />
      <HeadingSkeleton lead={false} />
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-64 rounded-xl" />
        ))}
      </div>
    </Container>
  );
}

const tileSkeleton: TeaserSkeletonLook = {
  teaser: 'flex gap-4 overflow-hidden rounded-xl bg-white p-3 ring-1 ring-slate-200 md:flex-col md:gap-0 md:p-0',
  picture: 'aspect-video w-28 shrink-0 rounded-lg sm:w-40 md:w-full md:rounded-none',
  text: 'flex-1 md:p-5',
  lines: ['h-4 w-32', 'mt-3 h-5 w-full', 'mt-2 h-5 w-2/3'],
};

export function LatestPostsSkeleton() {
  return (
    <Container>
      <Loading what="our latest posts" />
      <HeadingSkeleton lead={false} />
      <div className="mt-8 grid gap-4 sm:mt-10 md:grid-cols-3 md:gap-6">
        <PostTeaserSkeletons look={tileSkeleton} count={3} />
      </div>
    </Container>
  );
}

export function CallToActionSkeleton() {
  return (
    <Container>
      <Loading what="ways to reach us" />
      <div className="flex flex-col items-center rounded-2xl bg-navy-900 px-6 py-12 sm:px-12 sm:py-16">
        <Skeleton className="h-9 w-3/4 max-w-lg" onDark />
        <Skeleton className="mt-5 h-5 w-full max-w-2xl" onDark />
        <Skeleton className="mt-2 h-5 w-2/3 max-w-xl" onDark />
        <Skeleton className="mt-8 h-12 w-full max-w-xl" onDark />
      </div>
    </Container>
  );
}
