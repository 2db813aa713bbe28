// A one-line field: plain text, or the input type its widget names (email, tel, url, time, date); an optional
// field left empty is stored as null. Placeholders in its text show as chips until it is edited.
import { Input } from '@/components/ui/input';
import { PlainTextField } from '@/features/document-editor/components/plain-text-field';
import type { FieldProps } from '@/features/document-editor/components/use-field';

export type TextInputType = 'text' | 'email' | 'tel' | 'url' | 'time' | 'date';

const INPUT_MODES = { email: 'email', tel: 'tel', url: 'url' } as const;

export function TextInputField({ type, ...props }: FieldProps & { type: TextInputType }) {
  return (
    <PlainTextField {...props}>
      {(control) => (
        <Input
          {...control}
          type={type}
          inputMode={type in INPUT_MODES ? INPUT_MODES[type as keyof typeof INPUT_MODES] : undefined}
          spellCheck={type === 'text' ? undefined : false}
          className={type === 'time' || type === 'date' ? 'sm:max-w-48' : undefined}
        />
      )}
    </PlainTextField>
  );
}
