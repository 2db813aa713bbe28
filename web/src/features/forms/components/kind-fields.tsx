// A kind's own fields, rendered from their declaration (request_kinds.json): each by its input (a line of text, a
// day, a list, radio buttons or check boxes) with its label, hint, browser hints and width, then the message box in
// the kind's words. Choices a page address ticks (`fromAddress`) start ticked.
import { NOT_SURE } from '@/config/request-fields';
import { choicesOf, type KindDefinition, type KindField } from '@/config/request-kinds';
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '@/features/forms/components/request-fields';
import type { FieldErrors } from '@/features/forms/lib/validate-request';
import { cn } from '@/lib/cn';

/** The grid columns of a group of choices, by how many columns its declaration asks for. */
const CHOICE_COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 2: 'sm:grid-cols-2', 3: 'grid-cols-2 sm:grid-cols-3' };
/** Where a field sits in the two-column grid, by its declared width. */
const WIDTHS = {
  whole: 'sm:col-span-2',
  half: '',
  medium: 'sm:col-span-2 sm:max-w-sm',
  narrow: 'sm:col-span-2 sm:max-w-xs',
} as const;

/** A field's hint with its date window's days filled in. */
export function hintOf(field: KindField): string | undefined {
  const hint = field.hint?.replace(/\{(daysBefore|daysAfter)\}/g, (_, key: 'daysBefore' | 'daysAfter') =>
    String(field.window?.[key] ?? ''),
  );
  return hint || undefined;
}

type KindFieldsProps = {
  kind: KindDefinition;
  errors: FieldErrors;
  /** The companies the agency represents, for a company field's list. */
  insurers: readonly string[];
  /** Choices to tick when the form opens, by field name (presetsFromSearch). */
  presets?: Readonly<Record<string, string>>;
};

export function KindFields({ kind, errors, insurers, presets = {} }: KindFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {kind.fields.map((field) => (
          <OneField
            key={field.name}
            field={field}
            error={errors[field.name]}
            insurers={insurers}
            preset={presets[field.name]}
          />
        ))}
      </div>
      <TextAreaField
        name="message"
        label={kind.form.message.label ?? ''}
        hint={kind.form.message.hint || undefined}
        error={errors.message}
      />
    </>
  );
}

type OneFieldProps = { field: KindField; error: string | undefined; insurers: readonly string[]; preset?: string | undefined };

function OneField({ field, error, insurers, preset }: OneFieldProps) {
  const common = {
    name: field.name,
    label: field.labels.form,
    required: field.required,
    hint: hintOf(field),
    error,
    className: cn(WIDTHS[field.width ?? 'whole']),
  };
  switch (field.input ?? 'text') {
    case 'checkboxes':
    case 'radios':
      return (
        <ChoiceGroup
          {...common}
          type={field.input === 'checkboxes' ? 'checkbox' : 'radio'}
          columns={CHOICE_COLUMNS[field.columns ?? 1]}
          options={choicesOf(field)}
          defaultValues={preset ? [preset] : undefined}
        />
      );
    case 'select':
      return <SelectField {...common} options={optionsOf(field, insurers)} defaultValue="" />;
    default:
      return (
        <TextField
          {...common}
          type={field.input === 'date' ? 'date' : undefined}
          autoComplete={field.autocomplete}
          inputMode={field.inputMode}
          spellCheck={field.spellcheck}
          maxLength={field.input === 'date' ? undefined : field.limit}
        />
      );
  }
}

/** A list's options: its first line, then the companies (a company field, with "Not sure" last) or its choices. */
function optionsOf(field: KindField, insurers: readonly string[]) {
  const first = field.placeholder !== undefined ? [{ value: '', label: field.placeholder }] : [];
  if (field.check !== 'company') return [...first, ...choicesOf(field)];
  return [...first, ...insurers.map((name) => ({ value: name, label: name })), { value: NOT_SURE, label: NOT_SURE }];
}
