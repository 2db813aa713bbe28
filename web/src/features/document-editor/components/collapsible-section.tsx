// A section of a document's form: a heading whose button opens and closes it (its fields stay in the page while
// closed, hidden), a note beside the heading that shows either way, and an id the address can name.
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type CollapsibleSectionProps = {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  /** A line under the heading shown open or closed ("6 items", why only owners change it). */
  note?: ReactNode;
  children: ReactNode;
};

export function CollapsibleSection({ id, label, open, onToggle, note, children }: CollapsibleSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {label}
          <ChevronDownIcon className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')} />
        </button>
      </h2>
      {note ? <div className="-mt-1 px-4 pb-3 text-sm text-slate-600">{note}</div> : null}
      <div id={`${id}-panel`} hidden={!open} className="space-y-6 border-t border-slate-200 p-4">
        {children}
      </div>
    </section>
  );
}
