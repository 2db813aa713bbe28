// The weekly hours editor's arithmetic: the week's days, its quarter-hour times, the week a member starts from, Monday
// copied to the other weekdays, and the problems the service would refuse (shown before saving, by the same names).
import type { HoursRange, Week, Weekday } from '@/features/bookings-staff/types';

export const WEEKDAYS: readonly { id: Weekday; label: string }[] = [
  { id: 'monday', label: 'Monday' },
  { id: 'tuesday', label: 'Tuesday' },
  { id: 'wednesday', label: 'Wednesday' },
  { id: 'thursday', label: 'Thursday' },
  { id: 'friday', label: 'Friday' },
  { id: 'saturday', label: 'Saturday' },
  { id: 'sunday', label: 'Sunday' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Every quarter hour of a day, 00:00 to 24:00 (the grid the service takes). */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: 97 }, (_, i) => `${pad(Math.floor(i / 4))}:${pad((i % 4) * 15)}`);

/** "13:30" as "1:30 PM" ("24:00": "midnight"). */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (hours === 24 || (hours === 0 && minutes === 0)) return hours === 24 ? 'Midnight' : '12:00 AM';
  const half = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${half}`;
}

/** The weekdays from 9 to 5, where a member without hours of their own starts editing. */
export const STARTING_WEEK: Week = Object.fromEntries(
  WEEKDAYS.map(({ id }) => [id, ['saturday', 'sunday'].includes(id) ? [] : [{ from: '09:00', to: '17:00' }]]),
) as Week;

/** The week as stored (a day left out is a day without hours), or the starting week when none is stored. */
export function weekOf(stored: Partial<Record<string, HoursRange[]>> | null | undefined): Week {
  if (!stored) return STARTING_WEEK;
  return Object.fromEntries(WEEKDAYS.map(({ id }) => [id, (stored[id] ?? []).map((r) => ({ ...r }))])) as Week;
}

/** Monday's ranges copied to Tuesday to Friday (the weekend is left as it is). */
export function copyMondayToWeekdays(week: Week): Week {
  const copy = (ranges: HoursRange[]) => ranges.map((range) => ({ ...range }));
  return { ...week, tuesday: copy(week.monday), wednesday: copy(week.monday), thursday: copy(week.monday), friday: copy(week.monday) };
}

/** A new range after the day's last one (an hour from where it ends, or 9 to 5 on an empty day). */
export function nextRange(ranges: readonly HoursRange[]): HoursRange {
  const last = ranges[ranges.length - 1];
  if (!last) return { from: '09:00', to: '17:00' };
  const start = QUARTER_HOURS.indexOf(last.to);
  const from = QUARTER_HOURS[Math.min(start + 4, 95)] ?? '23:45';
  return { from, to: QUARTER_HOURS[Math.min(QUARTER_HOURS.indexOf(from) + 4, 96)] ?? '24:00' };
}

/** What the service would refuse, by its field names ("week.monday.1.to"): an end not after its start, an overlap. */
export function weekProblems(week: Week): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { id } of WEEKDAYS) {
    const ranges = week[id].map((range, index) => ({ ...range, index }));
    for (const range of ranges) {
      if (range.to <= range.from) problems[`week.${id}.${range.index}.to`] = 'The end must be after the start.';
    }
    const sorted = ranges.filter((r) => r.to > r.from).sort((a, b) => a.from.localeCompare(b.from));
    let latestEnd = '';
    for (const range of sorted) {
      if (latestEnd && range.from < latestEnd) {
        problems[`week.${id}.${range.index}.from`] = 'These hours overlap another range of the day.';
      }
      if (range.to > latestEnd) latestEnd = range.to;
    }
  }
  return problems;
}
