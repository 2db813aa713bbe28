// Date formatting for posts. Dates are calendar days ("2024-03-05" or ISO timestamps), shown as UTC days.

const longFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2024-03-05" → "March 5, 2024"; an unreadable date is returned unchanged. */
export function formatLongDate(date: string): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? date : longFormat.format(time);
}
