// focusPageHeading(): after an in-app navigation, focus the new page's <h1> once one shows, or <main> when none
// does in time, unless the visitor clicks or types first (use-route-focus calls it).

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
