// The open-times picker: the days with open times as a list of buttons, the chosen day's times as buttons, each time
// in the agency's zone with the visitor's own beside it when the browser's zone differs. Plain buttons with
// aria-pressed: reachable by Tab, announced as pressed or not, usable at 375 px (the days scroll in their row; each
// button holds its hidden words, which would otherwise widen the page) and at 1280 px.
import { useId, useState } from 'react';
import type { SlotDay } from '@/features/booking/api/booking-api';
import { clockTime, dayName, otherZone, zoneName } from '@/features/booking/lib/slot-times';
import { AGENCY_TIME_ZONE } from '@/lib/agency-clock';
import { cn } from '@/lib/cn';

type SlotPickerProps = {
  days: readonly SlotDay[];
  /** The chosen start (ISO), or null. */
  selected: string | null;
  onSelect: (start: string) => void;
  /** The visitor's zone (the browser's unless given: tests pass one). */
  zone?: string | null;
};

const choice = (pressed: boolean) =>
  cn(
    // No color transition: a choice shows its state at once (and a check of contrast never sees it half-way).
    'relative rounded-md border px-3 py-2 text-left text-sm font-semibold focus-visible:outline-2 ' +
      'focus-visible:outline-offset-2 focus-visible:outline-teal-600',
    pressed ? 'border-teal-700 bg-teal-700 text-white' : 'border-navy-200 bg-white text-navy-900 hover:bg-navy-50',
  );

/** Which zones the times are in, said once above them. */
export function ZoneNote({ other, at }: { other: string | null; at?: string }) {
  return (
    <p className="text-sm text-slate-700" data-testid="zone-note">
      Times are Milford, Connecticut time ({zoneName(AGENCY_TIME_ZONE, at)}).
      {other ? ` Your own time (${other.replace(/_/g, ' ')}) is shown beside each.` : null}
    </p>
  );
}

/** One time's button words: agency time, and the visitor's time when the zones differ. */
export function TimeLabel({ start, other }: { start: string; other: string | null }) {
  return (
    <>
      {clockTime(start)}
      {other ? (
        <span className="block text-xs font-normal">
          <span className="sr-only">,</span>{' '}
          {clockTime(start, other)} your time
        </span>
      ) : null}
    </>
  );
}

export function SlotPicker({ days, selected, onSelect, zone }: SlotPickerProps) {
  const open = days.filter((day) => day.slots.length > 0);
  const other = otherZone(zone === undefined ? undefined : zone);
  const chosenDay = open.find((day) => selected !== null && day.slots.includes(selected))?.date;
  const [day, setDay] = useState(chosenDay ?? open[0]?.date ?? '');
  const shown = open.find((d) => d.date === day) ?? open[0];
  const daysId = useId();
  const timesId = useId();
  if (!shown) return null;
  return (
    <div className="space-y-4" data-testid="slot-picker">
      <ZoneNote other={other} at={shown.slots[0]} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="min-w-0">
          <h3 id={daysId} className="mb-2 text-base font-bold text-navy-900">
            Choose a day
          </h3>
          <ul aria-labelledby={daysId} className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:overflow-visible">
            {open.map((d) => (
              <li key={d.date} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={d.date === shown.date}
                  className={cn(choice(d.date === shown.date), 'w-full')}
                  onClick={() => setDay(d.date)}
                >
                  {dayName(d.date)}
                  <span className="block text-xs font-normal">
                    <span className="sr-only">,</span>{' '}
                    {d.slots.length} open {d.slots.length === 1 ? 'time' : 'times'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0">
          <h3 id={timesId} className="mb-2 text-base font-bold text-navy-900">
            Times on {dayName(shown.date)}
          </h3>
          <ul aria-labelledby={timesId} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {shown.slots.map((start) => (
              <li key={start}>
                <button
                  type="button"
                  aria-pressed={start === selected}
                  className={cn(choice(start === selected), 'w-full text-center')}
                  onClick={() => onSelect(start)}
                >
                  <TimeLabel start={start} other={other} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
