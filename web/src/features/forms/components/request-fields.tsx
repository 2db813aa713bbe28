// The request forms' fields: a labelled text, text-area or select field, and a group of check boxes or radio
// buttons, each with its hint and its problem in plain words right under it. Uncontrolled: what a visitor types
// before the page's code has loaded stays, and the plain form post sends it; a refused plain post shown again
// starts each field from what was posted in it.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { fieldClasses, Input } from '@/components/ui/input';
import { FieldProblem } from '@/components/ui/field-problem';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { usePostedValue } from '@/features/forms/lib/posted-request';
import { cn } from '@/lib/cn';

type FieldBase = {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
};

/** The words after a label: which fields must be filled in. */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? <span className="ml-1.5 text-sm font-normal whitespace-nowrap text-slate-600">(required)</span> : null;
}

/** A line of help under a field's name (nothing when there is none). */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A posted answer as a text field's start (undefined when none was posted). */
function postedText(posted: string | string[] | undefined): string | undefined {
  return Array.isArray(posted) ? posted[0] : posted;
}

/** Ids for a field's hint and problem, and the aria attributes that point at them. */
function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } };
}

function FieldFrame({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: Omit<FieldBase, 'name'> & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </Label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children}
      <FieldProblem id={errorId} message={error} />
    </div>
  );
}

type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'>;

export function TextField({ name, label, required, hint, error, className, ...input }: TextFieldProps) {
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  const posted = postedText(usePostedValue(name));
  return (
    <FieldFrame {...{ id, label, required, hint, hintId, error, errorId, className }}>
      <Input id={id} name={name} required={required} {...aria} {...input} defaultValue={posted ?? input.defaultValue} />
    </FieldFrame>
  );
}

export function TextAreaField({ name, label, required, hint, error, className }: FieldBase) {
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  const posted = postedText(usePostedValue(name));
  return (
    <FieldFrame {...{ id, label, required, hint, hintId, error, errorId, className }}>
      <Textarea id={id} name={name} rows={5} required={required} defaultValue={posted} {...aria} />
    </FieldFrame>
  );
}

type SelectFieldProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'className'> & {
    options: readonly { value: string; label: string }[];
  };

export function SelectField({ name, label, required, hint, error, className, options, ...select }: SelectFieldProps) {
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  const posted = postedText(usePostedValue(name));
  return (
    <FieldFrame {...{ id, label, required, hint, hintId, error, errorId, className }}>
      <select
        id={id}
        name={name}
        className={cn(fieldClasses, 'h-11')}
        {...aria}
        {...select}
        defaultValue={posted ?? select.defaultValue}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type ChoiceGroupProps = FieldBase & {
  type: 'checkbox' | 'radio';
  options: readonly { value: string; label: string }[];
  /** Tailwind grid columns of the options (one column without). */
  columns?: string;
  /** The options ticked when the form opens (the visitor may untick them). */
  defaultValues?: readonly string[];
};

/** Check boxes or radio buttons under a legend; a problem is named under the legend. */
export function ChoiceGroup({
  name,
  label,
  required,
  hint,
  error,
  className,
  type,
  options,
  columns,
  defaultValues,
}: ChoiceGroupProps) {
  const { hintId, errorId, aria } = useFieldIds(hint, error);
  const posted = usePostedValue(name);
  // What a refused plain post sent, else what the address ticks (?coverage=).
  const chosen = new Set(typeof posted === 'string' ? [posted] : (posted ?? defaultValues ?? []));
  return (
    <fieldset aria-describedby={aria['aria-describedby']} className={cn('space-y-2', className)}>
      <legend className="text-sm font-semibold text-navy-900">
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldProblem id={errorId} message={error} />
      <div className={cn('grid gap-2', columns ?? 'grid-cols-1')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border bg-white px-3 py-2 text-slate-800',
              'has-checked:border-teal-600 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-600',
              error ? 'border-red-300' : 'border-slate-300',
            )}
          >
            <input
              type={type}
              name={name}
              value={option.value}
              required={type === 'radio' ? required : undefined}
              defaultChecked={chosen.has(option.value) || undefined}
              className="size-4 shrink-0 accent-teal-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
