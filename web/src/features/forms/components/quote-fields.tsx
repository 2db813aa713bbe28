// The quote request's own fields: what to insure (at least one; the coverage the page was asked for ticked, as a
// product page's Request Quote link asks), the ZIP code, and a message.
import { choicesOf, declaredField } from '@/config/request-kinds';
import { ChoiceGroup, TextAreaField, TextField } from '@/features/forms/components/request-fields';
import type { FieldErrors } from '@/features/forms/lib/validate-request';

const coverages = declaredField('coverages');
const zip = declaredField('zip');

/** `coverage`: a declared coverage choice to tick when the form opens (quoteCoverageFromSearch). */
export function QuoteFields({ errors, coverage }: { errors: FieldErrors; coverage?: string | null }) {
  return (
    <>
      <ChoiceGroup
        name={coverages.name}
        label={coverages.labels.form}
        required={coverages.required}
        hint="Choose all that apply."
        type="checkbox"
        columns="grid-cols-2 sm:grid-cols-3"
        options={choicesOf(coverages)}
        defaultValues={coverage ? [coverage] : undefined}
        error={errors[coverages.name]}
      />
      <TextField
        name={zip.name}
        label={zip.labels.form}
        hint="Where the car or the home is."
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={zip.limit}
        className="sm:max-w-xs"
        error={errors[zip.name]}
      />
      <TextAreaField
        name="message"
        label="Anything we should know?"
        hint="For example the cars and drivers, when your current policy renews, or questions you have."
        error={errors.message}
      />
    </>
  );
}
