// goToFragment(): after an in-app move to an address with a fragment (/online-services#after-a-loss), bring the
// target into view and focus its heading once the page has rendered it. A browser does this itself only on a full
// load; wouter's links change the address with history.pushState, which never scrolls.
import { focusWithoutScroll, isShown, whenShown } from '@/features/navigation/lib/when-shown';

/** How long to wait for the target, and to keep it in view: it may come before the rest of the page's data. */
export const FRAGMENT_WAIT_MS = 10_000;

/** What the visitor does to move the page themselves: from then on the page is theirs. */
const VISITOR_MOVES = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Scroll `element` to the top of the view, and again each time the page above it changes size (a skeleton
 * replaced by content pushes it down, and the browser's scroll anchoring cannot follow a node that was removed),
 * until the visitor moves the page or `holdMs` passes. Returns a function that stops holding.
 */
function holdInView(element: HTMLElement, holdMs: number): () => void {
  const scroll = () => element.scrollIntoView({ block: 'start' });
  scroll();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(scroll);
  observer.observe(document.body);
  const timer = setTimeout(stop, holdMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const move of VISITOR_MOVES) window.removeEventListener(move, stop, true);
  }
  for (const move of VISITOR_MOVES) window.addEventListener(move, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Bring the element `id` names into view and focus its first heading (or itself) as soon as it shows in `root`,
 * keeping it in view while the page settles. Returns a function that stops waiting and holding.
 */
export function goToFragment(root: HTMLElement, id: string, waitMs: number = FRAGMENT_WAIT_MS): () => void {
  const target = () => {
    const element = document.getElementById(id);
    return element && root.contains(element) && isShown(element) ? element : undefined;
  };
  let stopHolding = () => {};
  const stopWaiting = whenShown(
    root,
    target,
    (element) => {
      stopHolding = holdInView(element, waitMs);
      focusWithoutScroll(element.querySelector<HTMLElement>('h1, h2, h3') ?? element);
    },
    waitMs,
  );
  return () => {
    stopWaiting();
    stopHolding();
  };
}
