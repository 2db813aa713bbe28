// Which special dates (the site facts' specialHours: holidays) the site announces, and in what words: each from 7
// days before its date through the day itself, by the agency's clock (lib/agency-clock), never after and never
// earlier, soonest first. "Closed Thursday, November 26 for Thanksgiving".
import { DAY_MS, NOTICE_DAYS, type SpecialDay } from '@/features/special-hours/lib/notice-window';
import { clockText } from '@/lib/office-hours';

// The date's own weekday and day: a YYYY-MM-DD date read as UTC midnight, so written in UTC.
const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });

/** The special dates to announce on `today` (YYYY-MM-DD, the agency's date): within NOTICE_DAYS, soonest first. */
export function announcedDays(days: readonly SpecialDay[], today: string): SpecialDay[] {
  const daysUntil = (day: SpecialDay) => (Date.parse(day.date) - Date.parse(today)) / DAY_MS;
  return days
    .filter((day) => daysUntil(day) >= 0 && daysUntil(day) <= NOTICE_DAYS)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** "Closed Thursday, November 26 for Thanksgiving"; "Open 9:00 AM – 1:00 PM Thursday, December 24 for Christmas Eve". */
export function noticeText(day: SpecialDay): string {
  const when = longDate.format(Date.parse(day.date));
  const hours = day.opens && day.closes ? `Open ${clockText(day.opens)} – ${clockText(day.closes)}` : 'Closed';
  return `${hours} ${when} for ${day.label}`;
}
