// The office hours as the pages show them: the week's days grouped where their hours are the same
// ("Monday – Friday", "9:00 AM – 5:00 PM"), closed days as "Closed"; the facts' note goes beneath.
import type { SiteFacts } from '@/lib/site-facts';

export type OfficeHours = SiteFacts['hours'];
type Day = Exclude<keyof OfficeHours, 'note'>;
/** Consecutive days (indexes into WEEKDAYS, first and last) that keep the same hours. */
export type HoursRow = { from: number; to: number; hours: string };

export const WEEKDAYS: readonly Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** "monday" → "Monday". */
export const dayName = (day: string): string => day[0]!.toUpperCase() + day.slice(1);

/** "17:00" → "5:00 PM". */
export function clockText(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 || 12}${time.slice(2)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The week as rows, consecutive days with the same hours in one. */
export function hoursRows(hours: OfficeHours): HoursRow[] {
  const rows: HoursRow[] = [];
  WEEKDAYS.forEach((day, index) => {
    const open = hours[day];
    const times = open ? `${clockText(open.opens)} – ${clockText(open.closes)}` : 'Closed';
    const last = rows.at(-1);
    if (last?.hours === times) last.to = index;
    else rows.push({ from: index, to: index, hours: times });
  });
  return rows;
}

/** A row's days: "Monday – Friday", "Saturday"; short, "Mon – Fri". */
export function daysText({ from, to }: HoursRow, short?: boolean): string {
  const name = (index: number) => dayName(WEEKDAYS[index]!).slice(0, short ? 3 : undefined);
  return from === to ? name(from) : `${name(from)} – ${name(to)}`;
}
