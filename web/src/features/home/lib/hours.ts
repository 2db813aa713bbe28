// Compact office hours for the home hero: weekday names shortened ("Monday – Friday" → "Mon – Fri"), the rest as
// the site facts word it, so every row the facts hold fits a narrow card.

const WEEKDAY = /\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/g;

export function shortDays(days: string): string {
  return days.replace(WEEKDAY, (_, stem: string) => stem.slice(0, 3));
}
