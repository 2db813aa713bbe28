// QuoteForm: the agency's own quote request form, or the embedded third-party form (site facts
// forms.quoteEmbedUrl, 539 px high) when one is configured, with the agency's form standing in if it fails.
import { lazy, memo } from 'react';
import { DeferredRequestForm } from '@/features/forms/components/deferred-request-form';
import { EmbeddedForm } from '@/features/forms/components/embedded-form';
import { useSiteFacts } from '@/lib/site-facts';

export const QUOTE_FORM_HEIGHT = 539;

const QuoteRequestForm = lazy(() =>
  import('@/features/forms/components/quote-request-form').then((m) => ({ default: m.QuoteRequestForm })),
);

// Memoised: a server-rendered form still waiting to hydrate must not be re-rendered (see DeferredContent).
type QuoteFormProps = {
  /** Level of the confirmation's heading, one below the heading the form sits under. */
  headingLevel?: 2 | 3 | 4;
  /** A coverage choice to tick when the agency's form opens (the quote page's `?coverage=`); the embed ignores it. */
  coverage?: string | null;
};

const AgencyQuoteForm = memo(function AgencyQuoteForm({ headingLevel, coverage }: Required<QuoteFormProps>) {
  return (
    <DeferredRequestForm>
      <QuoteRequestForm headingLevel={headingLevel} coverage={coverage} />
    </DeferredRequestForm>
  );
});

export function QuoteForm({ headingLevel = 2, coverage = null }: QuoteFormProps) {
  const { data: facts } = useSiteFacts();
  if (!facts) return null;
  return (
    <EmbeddedForm
      src={facts.forms.quoteEmbedUrl}
      title="Request a quote form"
      height={QUOTE_FORM_HEIGHT}
      fallback={<AgencyQuoteForm headingLevel={headingLevel} coverage={coverage} />}
    />
  );
}
