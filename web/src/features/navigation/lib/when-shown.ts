// whenShown(): wait for an element that a lazily loaded page or its data will render, then act on it, unless the
// visitor clicks or types first. Used after in-app navigations (focus-page-heading, go-to-fragment).

/** Whether an element is rendered (a suspended page's old content stays in the DOM, hidden). */
export const isShown = (element: Element) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.closest('[hidden]');

/** Focus an element without moving the page, making it focusable first when it is not. */
export function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/**
 * Call `found` with what `find` returns as soon as it returns something (now or as `root` changes), or `timedOut`
 * after `waitMs`. Gives up silently when the visitor clicks or types first. Returns a function that stops waiting.
 */
export function whenShown<T>(
  root: HTMLElement,
  find: () => T | undefined,
  found: (element: T) => void,
  waitMs: number,
  timedOut: () => void = () => {},
): () => void {
  const first = find();
  if (first !== undefined) {
    found(first);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (element === undefined) return;
    stop();
    found(element);
  });
  const timer = setTimeout(() => {
    stop();
    timedOut();
  }, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  return stop;
}
