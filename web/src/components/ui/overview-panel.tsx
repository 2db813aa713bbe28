// OverviewPanel: one box of the staff overview: a heading with how many there are, a short list, and a link to
// the screen that shows them all.
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';

type OverviewPanelProps = {
  title: string;
  /** How many there are in all (left out while unknown). */
  count?: number | undefined;
  /** The screen with all of them, and its link's words. */
  more?: { href: string; label: string };
  children: ReactNode;
};

export function OverviewPanel({ title, count, more, children }: OverviewPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-bold text-navy-900">
        {title}
        {count === undefined ? null : (
          <span data-testid="panel-count" className="rounded-full bg-navy-50 px-2.5 text-base text-navy-900">
            {count}
          </span>
        )}
      </h2>
      <div className="mt-3 flex-1">{children}</div>
      {more ? (
        <Link href={more.href} className="mt-4 self-start font-semibold text-navy-800 underline hover:text-teal-700">
          {more.label}
        </Link>
      ) : null}
    </section>
  );
}
