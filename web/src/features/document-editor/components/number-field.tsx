// A whole number (a year, a count); an optional one left empty is stored as null.
import { Input } from '@/components/ui/input';
import { describedBy, FieldFrame } from '@/features/document-editor/components/field-frame';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';

export function NumberField(props: FieldProps) {
  const { id, value, setValue, help, error, nullable } = useField(props);
  const change = (text: string) => {
    // A number the browser cannot read (half typed) is sent as typed text: the server says what is wrong.
    if (text === '') setValue(nullable ? null : '');
    else setValue(Number.isFinite(Number(text)) ? Number(text) : text);
  };
  return (
    <FieldFrame id={id} label={props.label} help={help} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
        onChange={(event) => change(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        className="sm:max-w-48"
      />
    </FieldFrame>
  );
}
