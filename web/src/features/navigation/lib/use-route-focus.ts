// useRouteFocus(): after an in-app navigation (never on first load) scroll to the top and move focus to the new
// page's <h1>, or to <main> when none shows up, so keyboard and screen-reader users start at the new content.
// Focus is the only announcement: no live region repeats the page name.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { isInPageAddressUpdate } from '@/lib/in-page-address';

/** How long to wait for a lazily loaded page to show its heading before focusing <main> instead. */
export const HEADING_WAIT_MS = 3000;

const isShown = (element: Element) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.closest('[hidden]');

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/**
 * Focus the first shown <h1> in `main` as soon as there is one (a page chunk or its data may still be loading;
 * a suspended page's old content stays in the DOM, hidden). Gives up when the visitor clicks or types first.
 * Returns a function that stops waiting.
 */
export function focusPageHeading(main: HTMLElement, waitMs: number = HEADING_WAIT_MS): () => void {
  const shownHeading = () => Array.from(main.querySelectorAll('h1')).find(isShown);
  const firstHeading = shownHeading();
  if (firstHeading) {
    focusWithoutScroll(firstHeading);
    return () => {};
  }

  const observer = new MutationObserver(() => {
    const heading = shownHeading();
    if (!heading) return;
    stop();
    focusWithoutScroll(heading);
  });
  const timer = setTimeout(() => {
    stop();
    focusWithoutScroll(main);
  }, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  }

  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  return stop;
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
    return main ? focusPageHeading(main) : undefined;
  }, [location, mainId]);
}
