// Open times as the visitor reads them: in the agency's zone (Milford), and in the visitor's own beside it when the
// browser's zone is another; a day ("2026-12-01", the agency's date) as its weekday and date.
import { AGENCY_TIME_ZONE } from '@/lib/agency-clock';
import { fragmentParam } from '@/lib/fragment-params';

/** The browser's IANA zone, or null when Intl does not say. */
export function visitorZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The visitor's zone when it shows other clock times than the agency's, else null. */
export function otherZone(zone: string | null = visitorZone(), agencyZone = AGENCY_TIME_ZONE): string | null {
  if (!zone || zone === agencyZone) return null;
  // Two names of one zone ("US/Eastern") show the same times all year: one clock is enough.
  const probe = [Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 6, 15, 12)];
  const at = (timeZone: string, ms: number) => new Intl.DateTimeFormat('en-US', { timeZone, timeStyle: 'short' }).format(ms);
  return probe.every((ms) => at(zone, ms) === at(agencyZone, ms)) ? null : zone;
}

/** "2:00 PM" at `iso` in `zone` (the agency's unless given). */
export function clockTime(iso: string, zone: string = AGENCY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** "Tuesday, December 1" for an agency day ("2026-12-01"). */
export function dayName(day: string, style: 'long' | 'short' = 'long'): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: style,
    month: style,
    day: 'numeric',
  }).format(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

/** "Tuesday, December 1, 2026 at 2:00 PM" at `iso` in the agency's zone. */
export function fullTime(iso: string, zone: string = AGENCY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

/** A zone's short name at `iso` ("EST", else "GMT+1"), for the label beside a time. */
export function zoneName(zone: string, iso = new Date().toISOString()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** The agency's day ("2026-12-01") of the instant `iso`. */
export function agencyDayOf(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE }).format(new Date(iso));
}

/** What a place is called to the visitor. */
export const PLACE_LABELS = { phone: 'By phone', office: 'At our office', video: 'By video call' } as const;

/** The token after "#link=" in a mailed link's address (never sent to the server as part of a query), or "". */
export function linkOfHash(hash: string): string {
  return fragmentParam(hash, 'link') ?? '';
}
