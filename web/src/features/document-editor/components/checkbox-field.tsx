// A yes-or-no field: a box; for an optional `Literal[True]` ("Closed all day") ticked is true and unticked null.
import { describedBy, FieldFrame } from '@/features/document-editor/components/field-frame';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';

export const CHECKBOX_CLASSES = 'size-5 shrink-0 rounded border-slate-400 accent-teal-700';

export function CheckboxField(props: FieldProps) {
  const { id, value, setValue, help, error, nullable } = useField(props);
  return (
    <FieldFrame id={id} label={props.label} help={help} error={error} inline>
      <input
        id={id}
        type="checkbox"
        className={CHECKBOX_CLASSES}
        checked={value === true}
        onChange={(event) => setValue(event.target.checked ? true : nullable ? null : false)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
      />
    </FieldFrame>
  );
}
