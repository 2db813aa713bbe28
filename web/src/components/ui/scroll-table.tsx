// ScrollTable: a staff table that may be wider than a phone: it scrolls sideways in a focusable region named by its
// caption, so a keyboard can scroll it too (the newsletter's and the requests' reports).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const cell = 'border-b border-slate-100 px-3 py-2 align-top';
export const headCell = 'border-b border-slate-200 px-3 py-2 text-left font-semibold whitespace-nowrap text-navy-900';

type ScrollTableProps = {
  caption: string;
  /** The caption is read by screen readers only (a heading above says the same). */
  hideCaption?: boolean;
  head: readonly string[];
  /** Columns (by index) of numbers, aligned right. */
  numeric?: readonly number[];
  busy?: boolean;
  children: ReactNode;
};

export function ScrollTable({ caption, hideCaption = false, head, numeric = [], busy = false, children }: ScrollTableProps) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        // relative: what is positioned inside (a screen-reader-only header) scrolls with the table, not the page.
        'relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-teal-600',
        busy && 'opacity-60',
      )}
    >
      <table className="w-full text-sm" aria-busy={busy || undefined}>
        <caption className={hideCaption ? 'sr-only' : 'px-4 pt-4 pb-2 text-left text-lg font-bold text-navy-900'}>{caption}</caption>
        <thead>
          <tr>
            {head.map((name, index) => (
              <th key={name || index} scope="col" className={numeric.includes(index) ? `${headCell} text-right` : headCell}>
                {name || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
