// The agency's own quote request form (its own chunk): contact fields, what to insure, ZIP code and a message.
import { QuoteFields } from '@/features/forms/components/quote-fields';
import { RequestForm } from '@/features/forms/components/request-form';

type QuoteRequestFormProps = {
  headingLevel: 2 | 3 | 4;
  /** The coverage to tick when the form opens (the quote page's `?coverage=`). */
  coverage?: string | null;
};

export function QuoteRequestForm({ headingLevel, coverage }: QuoteRequestFormProps) {
  return (
    <RequestForm
      kind="quote"
      headingLevel={headingLevel}
      requiredNote={
        <>
          <strong>We need your name, a phone number or e-mail address, and what you would like to insure.</strong>{' '}
          Everything else is optional, but it helps us prepare.
        </>
      }
      submitLabel="Send my quote request"
    >
      {(errors) => <QuoteFields errors={errors} coverage={coverage} />}
    </RequestForm>
  );
}
