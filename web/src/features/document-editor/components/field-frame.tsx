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

export function FieldHelp({ id, help }: { id: string; help: string | undefined }) {
  return help ? (
    <p id={`${id}-help`} className="text-sm text-slate-600">
      {help}
    </p>
  ) : null;
}

export function FieldProblem({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

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
