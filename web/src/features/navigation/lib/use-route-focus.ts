// useRouteFocus(): after an in-app navigation (never on first load) scroll to the top and move focus to the new
// page's <h1>, or to <main> when none shows up, so keyboard and screen-reader users start at the new content; after
// one to an address with a fragment, to the element it names instead (lib/go-to-fragment), on this page or another.
// Focus is the only announcement: no live region repeats the page name. The focusing code loads with the first
// navigation: no page's first load needs it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { isInPageAddressUpdate } from '@/lib/in-page-address';

/** Path, query and fragment: what a history entry's address is, for telling a real move from a repeated one. */
const addressOf = (location: Location) => location.pathname + location.search + location.hash;

/** The element id a fragment names ('#after-a-loss' → 'after-a-loss'), or null for none or a malformed one. */
export function fragmentId(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

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
    // wouter announces each history.pushState (a link followed, or navigate()) with an event of that name.
    let lastAddress = addressOf(window.location);
    let stopWaiting: (() => void) | null = null;
    const onPush = () => {
      const address = addressOf(window.location);
      const moved = address !== lastAddress;
      lastAddress = address;
      if (!moved) return;
      stopWaiting?.();
      stopWaiting = null;
      const id = fragmentId(window.location.hash);
      if (id === null) return;
      void import('@/features/navigation/lib/go-to-fragment').then(({ goToFragment }) => {
        if (addressOf(window.location) === address) stopWaiting = goToFragment(document.body, id);
      });
    };
    const onOtherMove = () => {
      const address = addressOf(window.location);
      if (address !== lastAddress) stopWaiting?.();
      lastAddress = address;
    };
    window.addEventListener('pushState', onPush);
    window.addEventListener('replaceState', onOtherMove);
    window.addEventListener('popstate', onOtherMove);
    window.addEventListener('hashchange', onOtherMove);
    return () => {
      stopWaiting?.();
      window.removeEventListener('pushState', onPush);
      window.removeEventListener('replaceState', onOtherMove);
      window.removeEventListener('popstate', onOtherMove);
      window.removeEventListener('hashchange', onOtherMove);
    };
  }, []);

  useEffect(() => {
    const previous = shownLocation.current;
    shownLocation.current = location;
    const fromHistory = cameFromHistory.current;
    cameFromHistory.current = false;
    // First load (the browser places focus and scroll), or the same page again.
    if (previous === null || previous === location) return;
    // A move to a fragment goes to its target instead (the pushState listener above; a Back or Forward move keeps
    // the position the browser restores).
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
