// LinkCard: a card in a list of links (the home services, a category's pages, the online services) that is one link
// as a whole — its link's ::after covers the card — with the link's description under it.
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** For the card's one link: its ::after spreads over the card, so a click anywhere on the card follows it. */
export const cardCoveringLink = 'after:absolute after:inset-0 after:rounded-xl';

/** A covering link that reads as its label with an arrow at the right end (put `LinkCardArrow` after the label). */
export const cardArrowLink = `flex items-center justify-between gap-3 ${cardCoveringLink}`;

export function LinkCardArrow() {
  return <ArrowRightIcon className="size-5 shrink-0 text-teal-600" />;
}

/** The card (a list item); `className` gives its padding and its hover look. */
export function LinkCard({ className, children }: { className: string; children: ReactNode }) {
  return (
    <li className={cn('group relative flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md', className)}>
      {children}
    </li>
  );
}

/** What the link leads to, in a line or two under it (nothing when the copy has none). */
export function LinkCardDescription({ className, children }: { className?: string; children: ReactNode }) {
  if (!children) return null;
  return <p className={cn('mt-2 text-sm leading-6 text-slate-600', className)}>{children}</p>;
}
