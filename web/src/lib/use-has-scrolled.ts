// useHasScrolled(): whether the reader has scrolled the window since the page loaded, or the page is too short to
// scroll at all: for the parts of a page that only scrolling needs (the post reader's appending), so their code need
// not load with the page. useHasScrolledDown(): the same but false while the page cannot scroll, for what shows only
// once scrolled (the scroll-to-top button).
import { useSyncExternalStore } from 'react';

let scrolled = false;

function subscribe(changed: () => void): () => void {
  const onScroll = () => {
    scrolled = true;
    changed();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', changed, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', changed);
  };
}

const hasScrolledDown = () => scrolled || window.scrollY > 0;
const hasScrolled = () => hasScrolledDown() || document.documentElement.scrollHeight <= window.innerHeight;

/** False on the server (and so while hydrating); true once the window has scrolled or when it cannot. */
export function useHasScrolled(): boolean {
  return useSyncExternalStore(subscribe, hasScrolled, () => false);
}

/** False on the server (and so while hydrating); true once the window has scrolled, never for a page that cannot. */
export function useHasScrolledDown(): boolean {
  return useSyncExternalStore(subscribe, hasScrolledDown, () => false);
}
