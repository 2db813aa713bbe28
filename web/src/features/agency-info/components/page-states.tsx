// Shared states of the editorial pages: the heading band's skeleton, and the load failure with the agency's phone.
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PhoneIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { telHref, useSiteFacts } from '@/lib/site-facts';

/** Holds the place of <PageHeading> (same band, same height) while the page's copy loads. */
export function PageHeadingSkeleton() {
  return (
    <div className="border-b border-slate-200 bg-navy-50">
      <Container className="py-10 sm:py-14">
        <Skeleton className="h-9 w-2/3 max-w-md sm:h-10" />
      </Container>
    </div>
  );
}

/** What a page shows when its copy cannot be loaded: a plain apology, the phone number, and a retry. */
export function PageLoadError({ onRetry }: { onRetry?: () => void }) {
  const { data: facts } = useSiteFacts();
  const headingId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      className="max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-6 text-slate-800"
    >
      <h2 id={headingId} className="text-xl font-bold text-navy-900">
        This page could not be loaded
      </h2>
      <p className="mt-2 leading-7">
        Something went wrong while loading this page. Please try again in a moment
        {facts ? ', or call us and an agent will gladly answer your questions.' : '.'}
      </p>
      {facts ? (
        <a
          href={telHref(facts.phone)}
          className="mt-4 inline-flex items-center gap-2 text-lg font-bold text-navy-900 hover:text-teal-700"
        >
          <PhoneIcon className="size-5 text-teal-600" />
          {facts.phone}
        </a>
      ) : null}
      {onRetry ? (
        <div className="mt-5">
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </section>
  );
}
