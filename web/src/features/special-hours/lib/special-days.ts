// Which special dates (the site facts' specialHours: holidays) the site announces, and in what words: each from 7
// days before its date through the day itself, by the agency's clock (lib/agency-clock), never after and never
// earlier, soonest first, each in the words staff wrote for it (its notice, shown as written).
import { DAY_MS, NOTICE_DAYS, type SpecialDay } from '@/features/special-hours/lib/notice-window';

/** The special dates to announce on `today` (YYYY-MM-DD, the agency's date): within NOTICE_DAYS, soonest first. */
export function announcedDays(days: readonly SpecialDay[], today: string): SpecialDay[] {
  const daysUntil = (day: SpecialDay) => (Date.parse(day.date) - Date.parse(today)) / DAY_MS;
  return days
    .filter((day) => daysUntil(day) >= 0 && daysUntil(day) <= NOTICE_DAYS)
    .sort((a, b) => a.date.localeCompare(b.date));
}
