// The site's own address for absolute links in a page's body (share links): the origin the server rendered the
// page for (AGENCY_PUBLIC_URL, or the request's own address, as the canonical link), kept by the browser that
// hydrates it so both render the same href; a page rendered in the browser alone takes the page's own origin.
import { createContext, useContext, type ReactNode } from 'react';

const SiteOriginContext = createContext<string | null>(null);

/** `origin` never changes while the app runs (see RenderStampProvider on why a context must not update). */
export function SiteOriginProvider({ origin, children }: { origin: string | null; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

/** "https://www.example.com" (no trailing slash): the provided origin, else the page's own. */
export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  const own = typeof window === 'undefined' ? '' : window.location.origin;
  return (origin || own).replace(/\/+$/, '');
}
