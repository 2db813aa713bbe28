// How long before a special date the site announces it, and the first look the page takes (in its entry code, so
// small and free of time zones) to decide whether to load the notice at all.
import type { SiteFacts } from '@/lib/site-facts';

export type SpecialDay = SiteFacts['specialHours'][number];

/** How many days ahead a special date is announced. */
export const NOTICE_DAYS = 7;
export const DAY_MS = 86_400_000;

/** True when a special date may be announced around the instant `now` (ms), in any time zone: a day to spare. */
export function mayAnnounce(days: readonly SpecialDay[], now: number): boolean {
  // From 2 days after a date (UTC midnight) to NOTICE_DAYS + 1 before it: within 5 days of 3 days before it.
  return days.some((day) => Math.abs(Date.parse(day.date) - now - 3 * DAY_MS) < (NOTICE_DAYS - 2) * DAY_MS);
}
