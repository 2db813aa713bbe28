// Request a Quote page (/request-quote): the agency's own quote form (or the embedded one, when configured), with
// the coverage `?coverage=` names ticked, and the immediate-assistance phone block. Scrolls to the top on arrival.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { AssistanceBlock } from '@/features/forms/components/assistance-block';
import { QuoteForm } from '@/features/forms/components/quote-form';
import { quoteCoverageFromSearch } from '@/features/forms/lib/quote-coverage';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';

export function RequestQuoteRoute() {
  usePageTitle(paths.requestQuote.title);
  const { data: facts } = useSiteFacts();
  const coverage = quoteCoverageFromSearch(useSearch());

  // Start at the form, also when the browser restores a scrolled position (reload, back/forward): it does so
  // after the first render, hence once more on the next frame.
  useEffect(() => {
    window.scrollTo(0, 0);
    const frame = window.requestAnimationFrame(() => window.scrollTo(0, 0));
    return () => window.cancelAnimationFrame(frame);
  }, []);

  return (
    <>
      <PageHeading title={paths.requestQuote.title}>
        Tell us a little about what you would like to insure, and we will compare several companies for you.
      </PageHeading>
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="min-w-0">
          <QuoteForm coverage={coverage} />
        </div>
        {facts ? (
          <aside className="min-w-0">
            <AssistanceBlock facts={facts} />
          </aside>
        ) : null}
      </Container>
    </>
  );
}
