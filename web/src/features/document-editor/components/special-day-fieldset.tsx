// A special date (site facts' specialHours) as staff set one: the date, read back as "Thursday, December 3" atop it; the
// notice, free text shown under a live preview exactly as visitors will read it; "Closed all day", which disables
// and clears the opening and closing times.
import { useEffect } from 'react';
import { FieldGroup } from '@/features/document-editor/components/field-group';
import { SchemaField } from '@/features/document-editor/components/schema-field';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';
import { useDocumentForm } from '@/features/document-editor/components/document-form-context';
import { labelOf, resolve } from '@/features/document-editor/lib/schema-nodes';
import { fieldId } from '@/features/document-editor/lib/value-paths';
import { formatWeekdayDate } from '@/lib/dates';

const TIMES = ['opens', 'closes'] as const;

export function SpecialDayFieldset(props: FieldProps) {
  const { id, value, help, error } = useField(props);
  const { schema, setAt } = useDocumentForm();
  const fields = resolve(schema, props.node).properties ?? {};
  const day = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const date = typeof day.date === 'string' ? day.date : '';
  const notice = typeof day.notice === 'string' ? day.notice.trim() : '';
  const closed = day.closed === true;
  const field = (key: string) =>
    fields[key] ? <SchemaField key={key} node={fields[key]} path={[...props.path, key]} label={labelOf(fields[key], key)} /> : null;

  // Closed all day has no times: ticking the box clears them, so the day saves as the model takes it.
  const hasTimes = TIMES.some((key) => day[key] != null);
  useEffect(() => {
    if (closed && hasTimes) for (const key of TIMES) setAt([...props.path, key], null);
  }, [closed, hasTimes, props.path, setAt]);

  return (
    <FieldGroup id={id} label={date ? formatWeekdayDate(date) : props.label} help={help} error={error}>
      {field('date')}
      {field('notice')}
      <div aria-live="polite" id={`${fieldId(props.path)}-preview`}>
        <p className="text-sm font-semibold text-slate-700">Visitors will read</p>
        <p className="mt-1 rounded-lg bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950" data-testid="notice-preview">
          {notice || 'Write the notice above.'}
        </p>
      </div>
      {field('closed')}
      <fieldset disabled={closed} className="grid gap-4 disabled:opacity-60 sm:grid-cols-2">
        <legend className="sr-only">{closed ? 'Times (not used: closed all day)' : 'Times'}</legend>
        {TIMES.map(field)}
      </fieldset>
    </FieldGroup>
  );
}
