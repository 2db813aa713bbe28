// Connecticut time (America/New_York) for the staff screens: schedule times are stored in UTC and shown, typed
// and checked as the office's wall-clock time, whatever time zone the staff member's computer is set to.

import { AGENCY_TIME_ZONE as CONNECTICUT_TIME_ZONE } from '@/lib/agency-clock';

const wallParts = new Intl.DateTimeFormat('en-US', {
  timeZone: CONNECTICUT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const longFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CONNECTICUT_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});
const shortFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CONNECTICUT_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock fields in Connecticut of the instant `ms`. */
function fieldsAt(ms: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const found = Object.fromEntries(
    wallParts.formatToParts(ms).filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]),
  );
  return found as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Minutes Connecticut is ahead of UTC at the instant `ms` (-300 in winter, -240 in summer). */
function offsetMinutesAt(ms: number): number {
  const f = fieldsAt(ms);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');
// ICU puts a narrow no-break space before AM/PM in some versions: one plain space reads (and tests) the same.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** Today's date in Connecticut ("2026-11-23"), the default date of a new post. */
export function connecticutToday(now: number = Date.now()): string {
  const f = fieldsAt(now);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}`;
}

/** The Connecticut wall time of an instant as `<input type="datetime-local">` holds it: "2026-12-01T09:00". */
export function connecticutWallTime(ms: number): string {
  const f = fieldsAt(ms);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

/** Tomorrow at 9:00 AM in Connecticut: a sensible first suggestion for a post's or a newsletter's schedule. */
export function defaultScheduleTime(now: number = Date.now()): string {
  const tomorrow = connecticutWallTime(now + 24 * 3_600_000).slice(0, 10);
  return `${tomorrow}T09:00`;
}

/**
 * The instant a Connecticut wall time ("2026-12-01T09:00") names, in ms; NaN for text that is not one. In the
 * autumn's repeated hour the earlier instant is taken; a time skipped in spring moves an hour on, as clocks do.
 */
export function instantOfConnecticutWallTime(wall: string): number {
  const match = WALL_TIME.exec(wall);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return Number.NaN;
  // The offset at a first guess, then at the instant that guess gives: right on both sides of a change.
  const first = asUtc - offsetMinutesAt(asUtc) * 60_000;
  const second = asUtc - offsetMinutesAt(first) * 60_000;
  return connecticutWallTime(second) === wall ? second : first;
}

/** "Tuesday, December 1, 2026 at 9:00 AM" (Connecticut time) for an ISO instant or ms. */
export function formatConnecticutLong(when: string | number): string {
  const ms = typeof when === 'number' ? when : Date.parse(when);
  return Number.isNaN(ms) ? String(when) : plainSpaces(longFormat.format(ms));
}

/** "Dec 1, 2026, 9:00 AM" (Connecticut time) for an ISO instant or ms. */
export function formatConnecticutShort(when: string | number): string {
  const ms = typeof when === 'number' ? when : Date.parse(when);
  return Number.isNaN(ms) ? String(when) : plainSpaces(shortFormat.format(ms));
}
