// The fields both request forms start with: the visitor's name, a phone number or an e-mail address (at least
// one; a missing pair is named once, for the pair), and the best way to reach them.
import { useId } from 'react';
import { FieldProblem } from '@/components/ui/field-problem';
import { CONTACT_PREFERENCE_LABELS, CONTACT_PREFERENCES, FIELD_MESSAGES } from '@/config/request-fields';
import { FIELD_LIMITS } from '@/config/request-kinds';
import {
  ChoiceGroup,
  FieldHint,
  RequiredMark,
  TextField,
} from '@/features/forms/components/request-fields';
import type { FieldErrors } from '@/features/forms/lib/validate-request';

// Either one will do, so the two are alike but for what the browser needs to fill each in.
const REACH_FIELDS = [
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', spellCheck: false },
] as const;

const preferences = CONTACT_PREFERENCES.map((value) => ({ value, label: CONTACT_PREFERENCE_LABELS[value] }));

export function ContactFields({ errors }: { errors: FieldErrors }) {
  const pairId = useId();
  const neither = errors.email === FIELD_MESSAGES.contact && errors.phone === FIELD_MESSAGES.contact;
  const own = (field: 'email' | 'phone') => (neither ? undefined : errors[field]);
  // Both fields are marked when the pair is missing; the problem is named once, under the legend.
  const invalidPair = neither ? { 'aria-invalid': true } : {};
  return (
    <>
      <TextField
        name="name"
        label="Your name"
        required
        autoComplete="name"
        maxLength={FIELD_LIMITS.name}
        error={errors.name}
      />
      <fieldset aria-describedby={`${pairId}-hint${neither ? ` ${pairId}-error` : ''}`} className="space-y-3">
        <legend className="text-sm font-semibold text-navy-900">
          How can we reach you?
          <RequiredMark required />
        </legend>
        <FieldHint id={`${pairId}-hint`}>A phone number or an e-mail address, at least one of them.</FieldHint>
        <FieldProblem id={`${pairId}-error`} message={neither ? FIELD_MESSAGES.contact : undefined} />
        <div className="grid gap-4 sm:grid-cols-2">
          {REACH_FIELDS.map((field) => (
            <TextField
              key={field.name}
              {...field}
              maxLength={FIELD_LIMITS[field.name]}
              {...invalidPair}
              error={own(field.name)}
            />
          ))}
        </div>
      </fieldset>
      <ChoiceGroup
        name="contactPreference"
        label="Best way to reach you"
        type="radio"
        columns="sm:grid-cols-3"
        options={preferences}
        error={errors.contactPreference}
      />
    </>
  );
}
