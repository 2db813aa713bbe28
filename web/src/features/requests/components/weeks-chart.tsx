// Requests per week as a bar chart drawn here in SVG (no chart library): a bar a week, its kinds stacked, a legend
// and a scale. Screen readers get it as one image with a summary in words; the table below it has every number.
import { useId } from 'react';
import { KIND_LABELS, REQUEST_KINDS } from '@/config/request-kinds';
import type { RequestReports as Reports } from '@/features/requests/types';
import { formatLongDate } from '@/lib/dates';

type Week = Reports['weeks'][number];

// Across in percent of the width (the text keeps its size at any width), down in pixels.
const HEIGHT = 220;
const LEFT = 9; // percent: room for the scale's numbers
const BOTTOM = 28; // room for the weeks' dates
const TOP = 12;
/** The kinds' fills, in REQUEST_KINDS order (a kind past these takes the last). */
const FILLS = ['fill-navy-700', 'fill-teal-500', 'fill-amber-500', 'fill-slate-400'] as const;

const weekTotal = (week: Week) => REQUEST_KINDS.reduce((sum, kind) => sum + (week.counts[kind] ?? 0), 0);

/** "Nov 16": a week's Monday, short, for the axis. */
const shortDay = (start: string) => formatLongDate(start).replace(/^(\w{3})\w*\s(\d+),.*$/, '$1 $2');

/** What the chart shows, in words: the period, the total, the busiest week and the latest one. */
export function weeksSummary(weeks: readonly Week[]): string {
  const totals = weeks.map(weekTotal);
  const all = totals.reduce((sum, count) => sum + count, 0);
  const most = Math.max(0, ...totals);
  const busiest = weeks[totals.indexOf(most)];
  const last = weeks.at(-1);
  const parts = [`${all} ${all === 1 ? 'request' : 'requests'} over ${weeks.length} ${weeks.length === 1 ? 'week' : 'weeks'}`];
  if (busiest && most) parts.push(`the most in the week of ${formatLongDate(busiest.start)} (${most})`);
  if (last && last !== busiest) parts.push(`${totals.at(-1)} in the week of ${formatLongDate(last.start)}`);
  return `${parts.join('; ')}. The table below lists each week by kind.`;
}

/** A round top for the scale: 1, 2, 5, 10, 20, 50 ... at least the largest week. */
function scaleTop(most: number): number {
  for (let step = 1; ; step *= 10) {
    for (const top of [step, 2 * step, 5 * step]) if (top >= most) return top;
  }
}

/** Which colour is which kind; the image's summary and the table say the same in words. */
function Legend() {
  return (
    <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
      {REQUEST_KINDS.map((kind, index) => (
        <li key={kind} className="flex items-center gap-1.5">
          <svg viewBox="0 0 10 10" className="size-3">
            <rect width="10" height="10" className={FILLS[Math.min(index, FILLS.length - 1)]} />
          </svg>
          {KIND_LABELS[kind]}s
        </li>
      ))}
    </ul>
  );
}

export function WeeksChart({ weeks }: Pick<Reports, 'weeks'>) {
  const id = useId();
  const top = scaleTop(Math.max(1, ...weeks.map(weekTotal)));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (100 - LEFT) / Math.max(1, weeks.length);
  const barWidth = slot * 0.7;
  // Every week's date where there is room (13 weeks or fewer on a wide screen), else about 8, or 4 on a phone.
  const wideEvery = weeks.length <= 13 ? 1 : Math.ceil(weeks.length / 8);
  const narrowEvery = Math.max(wideEvery, Math.ceil(weeks.length / 4));
  const y = (count: number) => TOP + plotHeight - (count / top) * plotHeight;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <figcaption id={`${id}-title`} className="mb-2 text-lg font-bold text-navy-900">
        Requests per week
      </figcaption>
      <Legend />
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        width="100%"
        height={HEIGHT}
        className="text-slate-600"
        data-testid="weeks-chart"
      >
        {[0, top / 2, top].filter(Number.isInteger).map((tick) => (
          <g key={tick}>
            <line x1={`${LEFT}%`} x2="100%" y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
            <text x={`${LEFT - 1.5}%`} y={y(tick) + 4} textAnchor="end" className="fill-current text-xs">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          let below = 0;
          const fromLast = weeks.length - 1 - index; // the latest week always has its date
          return (
            <g key={week.start} data-testid="week-bar" data-total={weekTotal(week)}>
              {REQUEST_KINDS.map((kind, kindIndex) => {
                const count = week.counts[kind] ?? 0;
                if (!count) return null;
                const rect = (
                  <rect
                    key={kind}
                    x={`${x}%`}
                    width={`${barWidth}%`}
                    y={y(below + count)}
                    height={y(below) - y(below + count)}
                    className={FILLS[Math.min(kindIndex, FILLS.length - 1)]}
                  />
                );
                below += count;
                return rect;
              })}
              {fromLast % wideEvery === 0 ? (
                <text
                  x={`${fromLast ? x + barWidth / 2 : x + barWidth}%`}
                  y={HEIGHT - 8}
                  textAnchor={fromLast ? 'middle' : 'end'} // the latest date ends at the edge, not past it
                  className={fromLast % narrowEvery === 0 ? 'fill-current text-xs' : 'hidden fill-current text-xs sm:inline'}
                >
                  {shortDay(week.start)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p id={`${id}-summary`} className="mt-2 text-sm text-slate-600">
        {weeksSummary(weeks)}
      </p>
    </figure>
  );
}
