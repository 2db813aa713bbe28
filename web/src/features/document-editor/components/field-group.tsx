// A field of several parts (an object, a list, a map, an optional group): a <fieldset> with its label as the
// <legend>, its help line and the server's problem with the whole; focusable, so a save can lead to it.
import type { ReactNode } from 'react';
import { FieldHelp, FieldProblem } from '@/features/document-editor/components/field-frame';
import { cn } from '@/lib/cn';

type FieldGroupProps = {
  id: string;
  label: string;
  help: string | undefined;
  error: string | undefined;
  className?: string;
  /** Named by a heading already (a section's, the page's): the legend only for assistive technology. */
  hideLegend?: boolean;
  children: ReactNode;
};

export function FieldGroup({ id, label, help, error, className, hideLegend = false, children }: FieldGroupProps) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      className={cn(
        'min-w-0 space-y-4 rounded-lg bg-white outline-none',
        hideLegend ? 'border-0 p-0' : 'border border-slate-200 p-4',
        className,
      )}
    >
      <legend className={hideLegend ? 'sr-only' : 'px-1 font-semibold text-navy-900'}>{label}</legend>
      <FieldHelp id={id} help={help} />
      <FieldProblem id={id} error={error} />
      {children}
    </fieldset>
  );
}
