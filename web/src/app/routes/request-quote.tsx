// Request a Quote page (/request-quote): the agency's own quote form (or the embedded one, when configured), with
// the coverage `?coverage=` names ticked, and the immediate-assistance phone block. Scrolls to the top on arrival.
import { useSearch } from 'wouter';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { AssistanceBlock } from '@/features/forms/components/assistance-block';
import { QuoteForm } from '@/features/forms/components/quote-form';
import { quoteCoverageFromSearch } from '@/features/forms/lib/quote-coverage';
import { useSiteFacts } from '@/lib/site-facts';
import { usePageTitle } from '@/lib/use-page-title';
import { useScrolledToTopOnArrival } from '@/lib/use-scrolled-to-top-on-arrival';

export function RequestQuoteRoute() {
  usePageTitle(paths.requestQuote.title);
  const { data: facts } = useSiteFacts();
  const coverage = quoteCoverageFromSearch(useSearch());

  useScrolledToTopOnArrival();

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
