// The quote request's own fields: what to insure (at least one), the ZIP code, and a message.
import { COVERAGE_LABELS, COVERAGES, FIELD_LIMITS } from '@/config/request-fields';
import { ChoiceGroup, TextAreaField, TextField } from '@/features/forms/components/request-fields';
import type { FieldErrors } from '@/features/forms/lib/validate-request';

const coverages = COVERAGES.map((value) => ({ value, label: COVERAGE_LABELS[value] }));

export function QuoteFields({ errors }: { errors: FieldErrors }) {
  return (
    <>
      <ChoiceGroup
        name="coverages"
        label="What would you like to insure?"
        required
        hint="Choose all that apply."
        type="checkbox"
        columns="grid-cols-2 sm:grid-cols-3"
        options={coverages}
        error={errors.coverages}
      />
      <TextField
        name="zip"
        label="ZIP code"
        hint="Where the car or the home is."
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={FIELD_LIMITS.zip}
        className="sm:max-w-xs"
        error={errors.zip}
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
