// One intake question, rendered from its declaration: its label, its input as declared (a line of text, a number, a
// day, a list, radio buttons, check boxes or a text box, with the browser's autocomplete, keyboard and width), its
// hint, and why it is asked beneath it, tied to the input (aria-describedby) with the service's problem when it
// refused the answer. A sensitive answer kept by the service shows only its mask, with "Change".
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { IntakeField } from '@/config/intake-form';
import { isMasked, type AnswerValue } from '@/features/intake/api/intake-api';
import { FieldProblem } from '@/components/ui/field-problem';
import { cn } from '@/lib/cn';

/** Where a question sits in the two-column grid, by its declared width. */
const WIDTHS = { half: '', medium: 'sm:col-span-2 sm:max-w-sm', narrow: 'sm:col-span-2 sm:max-w-xs' } as const;
const CHOICE_COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 2: 'sm:grid-cols-2', 3: 'grid-cols-2 sm:grid-cols-3' };

type QuestionProps = {
  field: IntakeField;
  /** The input's id (lib/intake-drafts inputId); its hint, why and problem take it as a prefix. */
  id: string;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  error: string | undefined;
};

export function IntakeQuestion({ field, id, value, onChange, error }: QuestionProps) {
  const describedBy = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null, `${id}-why`].filter(Boolean).join(' ');
  const aria: Aria = { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  const grouped = field.input === 'radios' || field.input === 'checkboxes';
  const below = (
    <>
      {field.hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {field.hint}
        </p>
      ) : null}
      <FieldProblem id={`${id}-error`} message={error} />
      <p id={`${id}-why`} className="text-sm text-slate-600">
        <span className="font-semibold">Why we ask: </span>
        {field.why}
      </p>
    </>
  );
  const width = cn('space-y-1.5', field.width ? WIDTHS[field.width] : 'sm:col-span-2');
  if (grouped) {
    return (
      <fieldset id={id} tabIndex={-1} aria-describedby={describedBy} className={cn(width, 'space-y-2 outline-none')}>
        <legend className="text-sm font-semibold text-navy-900">{field.label}</legend>
        <Choices field={field} value={value} onChange={onChange} />
        {below}
      </fieldset>
    );
  }
  return (
    <div className={width}>
      <Label htmlFor={id}>{field.label}</Label>
      {isMasked(value) ? (
        <Masked id={id} mask={value.masked} aria={aria} onChange={() => onChange('')} />
      ) : (
        <Control field={field} id={id} value={typeof value === 'string' ? value : ''} onChange={onChange} aria={aria} />
      )}
      {below}
    </div>
  );
}

type Aria = { 'aria-describedby': string; 'aria-invalid': boolean | undefined };

/** A kept sensitive answer: its mask, read as the field's value, and the button to type a new one. */
function Masked({ id, mask, aria, onChange }: { id: string; mask: string; aria: Aria; onChange: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <output id={id} tabIndex={-1} {...aria} className="font-mono text-base text-slate-800" data-testid="masked-answer">
        {mask}
      </output>
      <Button variant="outline" size="sm" onClick={onChange} aria-describedby={id}>
        Change
      </Button>
    </div>
  );
}

type ControlProps = { field: IntakeField; id: string; value: string; onChange: (value: string) => void; aria: Aria };

function Control({ field, id, value, onChange, aria }: ControlProps) {
  const common = { id, name: field.name, value, ...aria };
  if (field.input === 'textarea') {
    return <Textarea {...common} rows={4} maxLength={field.limit} onChange={(event) => onChange(event.target.value)} />;
  }
  if (field.input === 'select') {
    return (
      <select {...common} className={cn(fieldClasses, 'h-11')} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose...</option>
        {Object.entries(field.choices ?? {}).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <Input
      {...common}
      // A number is typed as digits (inputMode), not a spinner that steps past the limits or turns 12345 into 12,345.
      type={field.input === 'date' ? 'date' : 'text'}
      inputMode={field.inputMode}
      pattern={field.input === 'number' ? '[0-9]*' : undefined}
      autoComplete={field.autocomplete}
      spellCheck={field.spellcheck}
      maxLength={field.input === 'date' ? undefined : field.limit}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Radio buttons or check boxes, controlled by the draft. */
function Choices({ field, value, onChange }: { field: IntakeField; value: AnswerValue | undefined; onChange: (value: AnswerValue | undefined) => void }) {
  const name = useId();
  const many = field.input === 'checkboxes';
  const chosen = new Set(Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []);
  const toggle = (key: string, checked: boolean) => {
    if (!many) return onChange(key);
    const next = new Set(chosen);
    if (checked) next.add(key);
    else next.delete(key);
    onChange(Object.keys(field.choices ?? {}).filter((one) => next.has(one)));
  };
  return (
    <div className={cn('grid gap-2', CHOICE_COLUMNS[field.columns ?? 1])}>
      {Object.entries(field.choices ?? {}).map(([key, label]) => (
        <label
          key={key}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-800',
            'has-checked:border-teal-600 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-600',
          )}
        >
          <input
            type={many ? 'checkbox' : 'radio'}
            name={name}
            value={key}
            checked={chosen.has(key)}
            onChange={(event) => toggle(key, event.target.checked)}
            className="size-4 shrink-0 accent-teal-600"
          />
          {label}
        </label>
      ))}
    </div>
  );
}
