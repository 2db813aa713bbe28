// A text field whose value holds placeholders: shown as the text with chips (not braces) until it is chosen, then
// the plain control with the braces to edit (whatever is typed: the chips never replace a control in use); leaving
// the control shows the chips again.
import { useEffect, useState, type ReactNode } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { ChipText } from '@/features/document-editor/components/chip-text';
import { hasPlaceholders } from '@/features/document-editor/lib/placeholders';
import { cn } from '@/lib/cn';

type PlaceholderFieldProps = {
  id: string;
  value: unknown;
  describedBy: string | undefined;
  /** The control, told to call `onFocus` and `onBlur` as the keyboard enters and leaves it. */
  children: (handlers: { onFocus: () => void; onBlur: () => void }) => ReactNode;
};

export function PlaceholderField({ id, value, describedBy, children }: PlaceholderFieldProps) {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (editing) document.getElementById(id)?.focus();
  }, [editing, id]);
  if (editing || !hasPlaceholders(value)) return children({ onFocus: () => setEditing(true), onBlur: () => setEditing(false) });
  return (
    <button
      type="button"
      id={id}
      aria-describedby={describedBy}
      onClick={() => setEditing(true)}
      className={cn(fieldClasses, 'block h-auto min-h-11 py-2 text-left leading-relaxed')}
    >
      <ChipText text={value} />
    </button>
  );
}
