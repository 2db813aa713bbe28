// Page heading band for content pages: the page name as <h1> and an optional lead line; its skeleton (same band,
// same height) while the page's data loads, and the loading state of a whole page.
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-navy-50">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-2xl text-lg text-slate-600">{children}</div> : null}
      </Container>
    </div>
  );
}

/** Holds the place of <PageHeading> (same band, same height) while the page's data loads. */
export function PageHeadingSkeleton() {
  return (
    <div className="border-b border-slate-200 bg-navy-50">
      <Container className="py-10 sm:py-14">
        <Skeleton className="h-9 w-2/3 max-w-md sm:h-10" />
      </Container>
    </div>
  );
}

/** A page whose data is on its way: the heading's skeleton and `message` as a status line. */
export function PageLoading({ message = 'Loading...' }: { message?: string }) {
  return (
    <>
      <PageHeadingSkeleton />
      <Container className="py-10 sm:py-14">
        <p role="status" className="text-lg text-slate-600">
          {message}
        </p>
      </Container>
    </>
  );
}
