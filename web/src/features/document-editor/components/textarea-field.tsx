// A paragraph of plain text: a box of several lines (the `textarea` widget).
import { Textarea } from '@/components/ui/textarea';
import { describedBy, FieldFrame } from '@/features/document-editor/components/field-frame';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';

export function TextareaField(props: FieldProps) {
  const { id, value, setValue, help, error, nullable } = useField(props);
  return (
    <FieldFrame id={id} label={props.label} help={help} error={error}>
      <Textarea
        id={id}
        rows={4}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => setValue(event.target.value === '' && nullable ? null : event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
      />
    </FieldFrame>
  );
}
