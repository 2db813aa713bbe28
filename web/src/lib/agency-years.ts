// The agency's years in copy: pages and copy documents write {founded} where they name the year the agency opened
// and {yearsInBusiness} where they count the years since; both are filled from the one `founded` fact of the site.
import { useCallback } from 'react';
import { agencyToday } from '@/lib/agency-clock';
import { useRenderStamp } from '@/lib/render-stamp';
import { useSiteFacts } from '@/lib/site-facts';

/** The placeholders of the agency's years, as copy writes them in braces. */
export const AGENCY_YEAR_PLACEHOLDERS = ['founded', 'yearsInBusiness'] as const;
const PLACEHOLDER = new RegExp(`\\{(${AGENCY_YEAR_PLACEHOLDERS.join('|')})\\}`, 'g');

/** Whole years from the founding year to `year` (1986 → 40 in 2026), never below zero. */
export function yearsInBusiness(founded: number, year: number): number {
  return Math.max(0, year - founded);
}

/** The year in Connecticut at the instant `now`. */
export function connecticutYear(now: number): number {
  return Number(agencyToday(now).slice(0, 4));
}

/** `value` with every placeholder in its strings filled, however deep (a page's HTML, a list of points, …). */
export function fillAgencyYears<T>(value: T, founded: number, year: number): T {
  if (typeof value === 'string') {
    const filled = value.replace(PLACEHOLDER, (_, name: string) =>
      String(name === 'founded' ? founded : yearsInBusiness(founded, year)),
    );
    return filled as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => fillAgencyYears(item, founded, year)) as T;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, fillAgencyYears(item, founded, year)]);
    return Object.fromEntries(entries) as T;
  }
  return value;
}

/**
 * A `select` for the queries of copy and pages: fills the placeholders from the site facts, counting the years up to
 * this year in Connecticut (the server render's year while hydrating). Without the facts yet, the data is unchanged.
 */
export function useAgencyYears(): <T>(value: T) => T {
  const founded = useSiteFacts().data?.founded;
  const year = connecticutYear(useRenderStamp()());
  return useCallback(<T,>(value: T): T => (founded === undefined ? value : fillAgencyYears(value, founded, year)), [
    founded,
    year,
  ]);
}
