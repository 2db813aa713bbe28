// A paragraph of plain text: a box of several lines (the `textarea` widget); placeholders in it show as chips
// until it is edited.
import { Textarea } from '@/components/ui/textarea';
import { describedBy, FieldFrame } from '@/features/document-editor/components/field-frame';
import { PlaceholderField } from '@/features/document-editor/components/placeholder-field';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';

export function TextareaField(props: FieldProps) {
  const { id, value, setValue, help, error, nullable } = useField(props);
  const described = describedBy(id, help, error);
  return (
    <FieldFrame id={id} label={props.label} help={help} error={error}>
      <PlaceholderField id={id} value={value} describedBy={described}>
        {(handlers) => (
          <Textarea
            id={id}
            rows={4}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => setValue(event.target.value === '' && nullable ? null : event.target.value)}
            {...handlers}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />
        )}
      </PlaceholderField>
    </FieldFrame>
  );
}
