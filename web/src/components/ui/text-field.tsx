// TextField: a labelled single-line field with an optional rule under it and its problem in plain words, both tied
// to the input with aria-describedby (the problem also marks it aria-invalid).
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type TextFieldProps = Omit<ComponentProps<typeof Input>, 'id'> & {
  label: ReactNode;
  /** What the field takes, shown under it at all times. */
  hint?: ReactNode;
  /** What is wrong with the value, shown under the hint. */
  error?: string | null;
};

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className ?? 'space-y-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
