// useRouteFocus(): after an in-app navigation (never on first load) scroll to the top and move focus to the new
// page's <h1>, or to <main> when none shows up, so keyboard and screen-reader users start at the new content.
// Focus is the only announcement: no live region repeats the page name. The focusing (lib/focus-page-heading) loads
// with the first navigation: no page's first load needs it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { isInPageAddressUpdate } from '@/lib/in-page-address';

export function useRouteFocus(mainId: string): void {
  const [location] = useLocation();
  const shownLocation = useRef<string | null>(null);
  const cameFromHistory = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      cameFromHistory.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const previous = shownLocation.current;
    shownLocation.current = location;
    const fromHistory = cameFromHistory.current;
    cameFromHistory.current = false;
    // First load (the browser places focus and scroll), or the same page again.
    if (previous === null || previous === location) return;
    // A link to a fragment scrolls to its target; leave it be.
    if (window.location.hash) return;
    // The blog reader renames the address after the post in view: not a navigation.
    if (!fromHistory && isInPageAddressUpdate(window.history.state)) return;
    // Back and forward keep the position the browser restores.
    if (!fromHistory) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const main = document.getElementById(mainId);
    if (!main) return;
    let stopWaiting: (() => void) | null = null;
    let left = false;
    void import('@/features/navigation/lib/focus-page-heading').then(({ focusPageHeading }) => {
      if (!left) stopWaiting = focusPageHeading(main);
    });
    return () => {
      left = true;
      stopWaiting?.();
    };
  }, [location, mainId]);
}
