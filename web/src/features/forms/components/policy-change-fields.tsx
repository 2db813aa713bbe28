// The policy change request's own fields: policy number, insurer (from the companies the agency represents), the
// kind of change (required), the date it should take effect and the details.
import { NOT_SURE } from '@/config/request-fields';
import { choicesOf, declaredField } from '@/config/request-kinds';
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '@/features/forms/components/request-fields';
import type { FieldErrors } from '@/features/forms/lib/validate-request';

const policyNumber = declaredField('policyNumber');
const insurer = declaredField('insurer');
const changeKind = declaredField('changeKind');
const effectiveDate = declaredField('effectiveDate');

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
          name={policyNumber.name}
          label={policyNumber.labels.form}
          hint="On your ID card or declarations page."
          autoComplete="off"
          spellCheck={false}
          maxLength={policyNumber.limit}
          error={errors[policyNumber.name]}
        />
        <SelectField
          name={insurer.name}
          label={insurer.labels.form}
          hint="The company that issued the policy."
          options={insurerOptions}
          defaultValue=""
          error={errors[insurer.name]}
        />
      </div>
      <ChoiceGroup
        name={changeKind.name}
        label={changeKind.labels.form}
        required={changeKind.required}
        type="radio"
        columns="sm:grid-cols-2"
        options={choicesOf(changeKind)}
        error={errors[changeKind.name]}
      />
      <TextField
        name={effectiveDate.name}
        label={effectiveDate.labels.form}
        hint={`Any day from ${effectiveDate.window?.daysBefore} days ago up to a year from today.`}
        type="date"
        className="sm:max-w-sm"
        error={errors[effectiveDate.name]}
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
