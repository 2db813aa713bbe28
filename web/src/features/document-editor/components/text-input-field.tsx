// A one-line field: plain text, or the input type its widget names (email, tel, url, time, date); an optional
// field left empty is stored as null.
import { Input } from '@/components/ui/input';
import { describedBy, FieldFrame } from '@/features/document-editor/components/field-frame';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';

export type TextInputType = 'text' | 'email' | 'tel' | 'url' | 'time' | 'date';

const INPUT_MODES = { email: 'email', tel: 'tel', url: 'url' } as const;

export function TextInputField({ type, ...props }: FieldProps & { type: TextInputType }) {
  const { id, value, setValue, help, error, nullable } = useField(props);
  return (
    <FieldFrame id={id} label={props.label} help={help} error={error}>
      <Input
        id={id}
        type={type}
        inputMode={type in INPUT_MODES ? INPUT_MODES[type as keyof typeof INPUT_MODES] : undefined}
        spellCheck={type === 'text' ? undefined : false}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => setValue(event.target.value === '' && nullable ? null : event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        className={type === 'time' || type === 'date' ? 'sm:max-w-48' : undefined}
      />
    </FieldFrame>
  );
}
