// The day view's days and times: the agency's days ("2026-12-01") stepped by whole days, and an instant shown as the
// agency's time of day.
import { AGENCY_TIME_ZONE } from '@/lib/agency-clock';

const timeOfDay = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const dayHeading = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const slotDay = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** "Tuesday, December 1, 2026". */
export function dayTitle(day: string): string {
  return plainSpaces(dayHeading.format(Date.parse(`${day}T12:00:00Z`)));
}

/** "9:00 AM" in the agency's time. */
export function agencyTime(iso: string): string {
  return plainSpaces(timeOfDay.format(Date.parse(iso)));
}

/** "Tue, Dec 1" in the agency's time. */
export function agencyDayShort(iso: string): string {
  return plainSpaces(slotDay.format(Date.parse(iso)));
}

/** Whether `day` is a YYYY-MM-DD day. */
export const isDay = (day: string | null | undefined): day is string =>
  !!day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));
