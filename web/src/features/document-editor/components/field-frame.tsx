// A one-control field's frame: its <label for>, the help line its model gives, and the server's problem under it,
// with the ids the control points to (aria-describedby). Also the ids any field uses for them.
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** The ids of a field's help line and problem that are on the page, for aria-describedby. */
export function describedBy(id: string, help: string | undefined, error: string | undefined): string | undefined {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

const NOTE_CLASSES = { help: 'text-sm text-slate-600', error: 'text-sm font-medium text-red-700' };

/** A line under a field: its help, or its problem; nothing when there is none. */
function FieldNote({ id, kind, text }: { id: string; kind: keyof typeof NOTE_CLASSES; text: string | undefined }) {
  return text ? (
    <p id={`${id}-${kind}`} className={NOTE_CLASSES[kind]}>
      {text}
    </p>
  ) : null;
}

export const FieldHelp = ({ id, help }: { id: string; help: string | undefined }) => (
  <FieldNote id={id} kind="help" text={help} />
);

export const FieldProblem = ({ id, error }: { id: string; error: string | undefined }) => (
  <FieldNote id={id} kind="error" text={error} />
);

type FieldFrameProps = {
  id: string;
  label: string;
  help: string | undefined;
  error: string | undefined;
  /** A box's label goes after it, on the same line. */
  inline?: boolean;
  children: ReactNode;
};

export function FieldFrame({ id, label, help, error, inline = false, children }: FieldFrameProps) {
  return (
    <div className="min-w-0 space-y-1.5">
      <div className={cn(inline && 'flex items-center gap-2')}>
        {inline ? children : null}
        <Label htmlFor={id} className={cn(!inline && 'mb-1.5 block')}>
          {label}
        </Label>
        {inline ? null : children}
      </div>
      <FieldHelp id={id} help={help} />
      <FieldProblem id={id} error={error} />
    </div>
  );
}
