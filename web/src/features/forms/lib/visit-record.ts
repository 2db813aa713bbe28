// The visit's page views, first party and without cookies: the address of the visit's first page, the host of the
// page that linked to it, and the last page read that is not a request page, kept in sessionStorage (this tab, this visit). Loaded by every page
// from its first view, so it only notes; what a request sends is worked out when it is sent (visit-source.ts).
import { isStaffAddress, REQUEST_PAGES } from '@/config/paths';

export const VISIT_KEY = 'agency-visit';

/** A visit as kept: its first page's whole address, its referrer's host, and the last page read (no request page). */
export type VisitRecord = { landing: string; referrerHost: string; lastPage?: string };

/**
 * The request pages (each kind's form and the confirmation): never the page a request came from. Those the service
 * renders for a fresh form token (routes.json's fromService, which must list every kind's page: kinds.py checks), so
 * the first load carries no declaration of the kinds.
 */
const REQUEST_PATHS = REQUEST_PAGES.map(({ path }) => path);

/** Whether an address is a request page, as the router matches it (any case, with or without a trailing slash). */
export const isRequestPage = (path: string) => REQUEST_PATHS.includes(path.toLowerCase().replace(/(.)\/$/, '$1'));

/** Notes the page now shown (staff screens are no part of a visit). Storage blocked: nothing is kept. */
export function recordPageView() {
  try {
    const { pathname, href } = window.location;
    if (isStaffAddress(pathname)) return;
    const visit: VisitRecord = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null') ?? {
      landing: href,
      referrerHost: document.referrer && new URL(document.referrer).host,
    };
    if (!isRequestPage(pathname)) visit.lastPage = pathname;
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Storage blocked or full: the visit goes unnoted and the site works the same.
  }
}

const ADDRESS_EVENTS = ['popstate', 'pushState', 'replaceState'];

/**
 * Notes the first page now and every later change of address (wouter's history calls dispatch their events);
 * answers how to stop.
 */
export function watchPageViews() {
  recordPageView();
  for (const event of ADDRESS_EVENTS) window.addEventListener(event, recordPageView);
  return () => ADDRESS_EVENTS.forEach((event) => window.removeEventListener(event, recordPageView));
}
