// The site's own address for absolute links in a page's body (share links): the origin the server rendered the
// page for (AGENCY_PUBLIC_URL, or the request's own address, as the canonical link), which rides along with the
// page's query data so the hydrating browser renders the same href; a page rendered in the browser alone takes the
// page's own origin. Kept as query data rather than a provider, so only the pages that show it load this code.
import { useQuery } from '@tanstack/react-query';

export const siteOriginKey = ['site-origin'] as const;

const ownOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** "https://www.example.com" (no trailing slash). */
export function useSiteOrigin(): string {
  const { data } = useQuery({
    queryKey: siteOriginKey,
    queryFn: ownOrigin,
    initialData: ownOrigin,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (data || ownOrigin()).replace(/\/+$/, '');
}
