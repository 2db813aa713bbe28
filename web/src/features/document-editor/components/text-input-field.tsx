// A one-line field: plain text, or the input type its widget names (email, tel, url, time, date); an optional
// field left empty is stored as null. Placeholders in its text show as chips until it is edited.
import { Input } from '@/components/ui/input';
import { describedBy, FieldFrame } from '@/features/document-editor/components/field-frame';
import { PlaceholderField } from '@/features/document-editor/components/placeholder-field';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';

export type TextInputType = 'text' | 'email' | 'tel' | 'url' | 'time' | 'date';

const INPUT_MODES = { email: 'email', tel: 'tel', url: 'url' } as const;

export function TextInputField({ type, ...props }: FieldProps & { type: TextInputType }) {
  const { id, value, setValue, help, error, nullable } = useField(props);
  const described = describedBy(id, help, error);
  return (
    <FieldFrame id={id} label={props.label} help={help} error={error}>
      <PlaceholderField id={id} value={value} describedBy={described}>
        {(handlers) => (
          <Input
            id={id}
            type={type}
            inputMode={type in INPUT_MODES ? INPUT_MODES[type as keyof typeof INPUT_MODES] : undefined}
            spellCheck={type === 'text' ? undefined : false}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => setValue(event.target.value === '' && nullable ? null : event.target.value)}
            {...handlers}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className={type === 'time' || type === 'date' ? 'sm:max-w-48' : undefined}
          />
        )}
      </PlaceholderField>
    </FieldFrame>
  );
}
