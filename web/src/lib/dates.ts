// Date formatting for posts: long US ("January 28, 2025"), numeric ("01/28/2025") and uppercase short
// ("JAN 28, 2025"). A "YYYY-MM-DD" day (or the day part of an ISO timestamp) is formatted as that calendar
// day, so no visitor's time zone can move a post to the day before or after.

const formats = {
  long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  numeric: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
};

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

function format(date: string, formatter: Intl.DateTimeFormat): string | null {
  const time = calendarDayTime(date);
  return Number.isNaN(time) ? null : formatter.format(time);
}

/** "2025-01-28" → "January 28, 2025"; an unreadable date is returned unchanged. */
export function formatLongDate(date: string): string {
  return format(date, formats.long) ?? date;
}

/** "2026-10-13" → "OCT 13, 2026"; an unreadable date is returned unchanged. */
export function formatShortDateUpper(date: string): string {
  return format(date, formats.short)?.toUpperCase() ?? date;
}

/** "2025-01-08" → "01/08/2025"; an unreadable date is returned unchanged. */
export function formatNumericDate(date: string): string {
  return format(date, formats.numeric) ?? date;
}
