// The one way the site writes a post's day for people: "January 28, 2025" (cards, the reader, the sidebar, the
// staff lists). Machine formats (datetime attributes, the feed's RFC 822) are not written here. A "YYYY-MM-DD"
// day (or the day part of an ISO timestamp) is formatted as that calendar day, so no visitor's time zone can move
// a post to the day before or after.

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})(?=$|T|\s)/;

/**
 * The post's calendar day as a UTC timestamp (midnight), or NaN when the text is not a date. "2025-01-28" and
 * "2025-01-28T23:30:00-05:00" both give January 28: the day the author wrote, whatever the offset.
 */
export function calendarDayTime(date: string): number {
  const match = CALENDAR_DAY.exec(date.trim());
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = Date.UTC(year, month - 1, day);
    const check = new Date(time);
    // Date.UTC rolls "2025-02-30" over to March 2: refuse days that do not exist.
    const exists = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
    return exists ? time : Number.NaN;
  }
  return Date.parse(date);
}

/** "2025-01-28" → "January 28, 2025"; an unreadable date is returned unchanged. */
export function formatLongDate(date: string): string {
  const time = calendarDayTime(date);
  return Number.isNaN(time) ? date : longDate.format(time);
}

const weekdayDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2026-12-03" → "Thursday, December 3" (a special date as staff pick it); an unreadable date is returned unchanged. */
export function formatWeekdayDate(date: string): string {
  const time = calendarDayTime(date);
  return Number.isNaN(time) ? date : weekdayDate.format(time);
}
