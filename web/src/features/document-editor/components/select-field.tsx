// One of a fixed set of values (a Literal or enum): a select; an optional one has "None" first, stored as null.
import { fieldClasses } from '@/components/ui/input';
import { describedBy, FieldFrame } from '@/features/document-editor/components/field-frame';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';
import { labelFromKey, nonNullBranch, resolve } from '@/features/document-editor/lib/schema-nodes';
import { cn } from '@/lib/cn';

const NONE = '';

export function SelectField(props: FieldProps) {
  const { form, id, value, setValue, help, error, nullable } = useField(props);
  const choices = resolve(form.schema, nonNullBranch(props.node) ?? props.node).enum ?? [];
  const index = choices.findIndex((choice) => choice === value);
  return (
    <FieldFrame id={id} label={props.label} help={help} error={error}>
      <select
        id={id}
        className={cn(fieldClasses, 'h-11 sm:max-w-sm')}
        value={index < 0 ? NONE : String(index)}
        onChange={(event) => setValue(event.target.value === NONE ? null : (choices[Number(event.target.value)] ?? null))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
      >
        {nullable || index < 0 ? <option value={NONE}>None</option> : null}
        {choices.map((choice, at) => (
          <option key={String(choice)} value={String(at)}>
            {labelFromKey(String(choice))}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
