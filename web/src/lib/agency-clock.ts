// The agency's clock for public pages: its time zone (Milford, Connecticut) and its date at an instant, whatever the
// visitor's time zone. Staff screens build their wall-clock times on the same zone (lib/connecticut-time).

// eslint-disable-next-line no-restricted-imports -- the agency's time zone, kept once by the service
import { timeZone } from '../../../service/content/agency_zone.json';

export const AGENCY_TIME_ZONE = timeZone;

// en-CA writes a date as YYYY-MM-DD, the form the site facts' dates take.
const agencyDate = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE });

/** The date in Milford ("2026-11-25") at the instant `now` (ms). */
export function agencyToday(now: number): string {
  return agencyDate.format(now);
}
