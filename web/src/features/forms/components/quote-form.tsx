// QuoteForm: the embedded quote request form (site facts forms.quoteEmbedUrl, 539 px high) with its
// call/text/e-mail fallback. The frame loads the provider's embed script.
import { EmbeddedForm } from '@/features/forms/components/embedded-form';
import type { HeadingLevel } from '@/features/forms/components/form-fallback';
import { useSiteFacts } from '@/lib/site-facts';

export const QUOTE_FORM_HEIGHT = 539;

/** `headingLevel`: level of the fallback card's heading; 3 when the form sits under a section's h2. */
export function QuoteForm({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  const { data: facts } = useSiteFacts();
  if (!facts) return null;
  return (
    <EmbeddedForm
      src={facts.forms.quoteEmbedUrl}
      title="Request a quote form"
      height={QUOTE_FORM_HEIGHT}
      subject="Quote request"
      headingLevel={headingLevel}
    />
  );
}
