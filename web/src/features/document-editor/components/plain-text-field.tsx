// What a field of plain text does whatever its control (one line or a box of several): its frame, placeholders shown
// as chips until it is edited, and an optional field left empty stored as null. The control is the caller's.
import type { ChangeEvent, ReactNode } from 'react';
import { describedBy, FieldFrame } from '@/features/document-editor/components/field-frame';
import { PlaceholderField } from '@/features/document-editor/components/placeholder-field';
import { useField, type FieldProps } from '@/features/document-editor/components/use-field';

/** The props the control is given: its id and value, its handlers, and what describes it. */
export type TextControlProps = {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type PlainTextFieldProps = FieldProps & { children: (control: TextControlProps) => ReactNode };

export function PlainTextField({ children, ...props }: PlainTextFieldProps) {
  const { id, value, setValue, help, error, nullable } = useField(props);
  const described = describedBy(id, help, error);
  return (
    <FieldFrame id={id} label={props.label} help={help} error={error}>
      <PlaceholderField id={id} value={value} describedBy={described}>
        {(handlers) =>
          children({
            id,
            value: typeof value === 'string' ? value : '',
            onChange: (event) => setValue(event.target.value === '' && nullable ? null : event.target.value),
            ...handlers,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': described,
          })
        }
      </PlaceholderField>
    </FieldFrame>
  );
}
