// The office hours as the pages show them: the week's days grouped where their hours are the same
// ("Monday – Friday", "9:00 AM – 5:00 PM"), closed days as "Closed", then the facts' note.
import type { SiteFacts } from '@/lib/site-facts';

export type OfficeHours = SiteFacts['hours'];
type Day = Exclude<keyof OfficeHours, 'note'>;
/** One line of the hours: the days in full and short ("Mon – Fri"), and their hours. */
export type HoursRow = { days: string; short: string; hours: string };

export const WEEKDAYS: readonly Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** "monday" → "Monday". */
export const dayName = (day: string): string => day[0]!.toUpperCase() + day.slice(1);

/** "17:00" → "5:00 PM". */
export function clockText(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 || 12}${time.slice(2)} ${hour < 12 ? 'AM' : 'PM'}`;
}

const spanText = (from: string, to: string): string => (from === to ? from : `${from} – ${to}`);
const timesOf = (hours: OfficeHours, day: Day): string => {
  const open = hours[day];
  return open ? `${clockText(open.opens)} – ${clockText(open.closes)}` : 'Closed';
};

/** The week as rows, consecutive days with the same hours in one; the note last, with no hours. */
export function hoursRows(hours: OfficeHours): HoursRow[] {
  const rows: HoursRow[] = [];
  let first = 0;
  WEEKDAYS.forEach((day, index) => {
    const times = timesOf(hours, day);
    const next = WEEKDAYS[index + 1];
    if (next && timesOf(hours, next) === times) return;
    const [from, to] = [dayName(WEEKDAYS[first]!), dayName(day)];
    rows.push({ days: spanText(from, to), short: spanText(from.slice(0, 3), to.slice(0, 3)), hours: times });
    first = index + 1;
  });
  if (hours.note) rows.push({ days: hours.note, short: hours.note, hours: '' });
  return rows;
}
