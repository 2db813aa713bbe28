// A send's figures as cells of a row, in one order shared by the sends' table and the reports' newsletter table:
// sent, bounced, marked as spam, unsubscribed, failed, interrupted, skipped (no opens or clicks: no tracking pixel,
// no link rewriting).
import { cell } from '@/components/ui/scroll-table';
import type { SendFigures } from '@/features/newsletter-staff/types';

export const FIGURES = [
  ['sent', 'Sent'],
  ['bounced', 'Bounced'],
  ['complained', 'Marked as spam'],
  ['unsubscribed', 'Unsubscribed'],
  ['failed', 'Failed'],
  ['interrupted', 'Interrupted'],
  ['skipped', 'Skipped'],
] as const satisfies readonly (readonly [keyof SendFigures, string])[];

export const FIGURE_HEADS = FIGURES.map(([, label]) => label);

/** The figures' columns after `before` others: their indexes, for right alignment. */
export const figureColumns = (before: number) => FIGURES.map((_, index) => before + index);

export function FigureCells({ figures }: { figures: Partial<SendFigures> | undefined }) {
  return FIGURES.map(([key]) => (
    <td key={key} className={`${cell} text-right tabular-nums`} data-figure={key}>
      {figures?.[key] ?? 0}
    </td>
  ));
}
