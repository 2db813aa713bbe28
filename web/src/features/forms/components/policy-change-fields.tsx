// The policy change request's own fields: policy number, insurer (from the companies the agency represents), the
// kind of change (required), the date it should take effect and the details.
import {
  CHANGE_KIND_LABELS,
  CHANGE_KINDS,
  EFFECTIVE_DATE_WINDOW,
  FIELD_LIMITS,
  NOT_SURE,
} from '@/config/request-fields';
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '@/features/forms/components/request-fields';
import type { FieldErrors } from '@/features/forms/lib/validate-request';

const changeKinds = CHANGE_KINDS.map((value) => ({ value, label: CHANGE_KIND_LABELS[value] }));

export function PolicyChangeFields({ errors, insurers }: { errors: FieldErrors; insurers: readonly string[] }) {
  const insurerOptions = [
    { value: '', label: 'Choose your insurance company' },
    ...insurers.map((name) => ({ value: name, label: name })),
    { value: NOT_SURE, label: NOT_SURE },
  ];
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="policyNumber"
          label="Policy number"
          hint="On your ID card or declarations page."
          autoComplete="off"
          spellCheck={false}
          maxLength={FIELD_LIMITS.policyNumber}
          error={errors.policyNumber}
        />
        <SelectField
          name="insurer"
          label="Insurance company"
          hint="The company that issued the policy."
          options={insurerOptions}
          defaultValue=""
          error={errors.insurer}
        />
      </div>
      <ChoiceGroup
        name="changeKind"
        label="What would you like to change?"
        required
        type="radio"
        columns="sm:grid-cols-2"
        options={changeKinds}
        error={errors.changeKind}
      />
      <TextField
        name="effectiveDate"
        label="Date the change should take effect"
        hint={`Any day from ${EFFECTIVE_DATE_WINDOW.daysBefore} days ago up to a year from today.`}
        type="date"
        className="sm:max-w-sm"
        error={errors.effectiveDate}
      />
      <TextAreaField
        name="message"
        label="Tell us about the change"
        hint="For example the new car's year, make and model, the new address, or the driver to add."
        error={errors.message}
      />
    </>
  );
}
