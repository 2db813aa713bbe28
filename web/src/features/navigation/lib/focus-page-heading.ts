// focusPageHeading(): after an in-app navigation, focus the new page's <h1> once one shows, or <main> when none
// does in time, unless the visitor clicks or types first (use-route-focus calls it).
import { focusWithoutScroll, isShown, whenShown } from '@/features/navigation/lib/when-shown';

/** How long to wait for a lazily loaded page to show its heading before focusing <main> instead. */
export const HEADING_WAIT_MS = 3000;

/**
 * Focus the first shown <h1> in `main` as soon as there is one (a page chunk or its data may still be loading).
 * Gives up when the visitor clicks or types first. Returns a function that stops waiting.
 */
export function focusPageHeading(main: HTMLElement, waitMs: number = HEADING_WAIT_MS): () => void {
  const shownHeading = () => Array.from(main.querySelectorAll('h1')).find(isShown);
  return whenShown(main, shownHeading, focusWithoutScroll, waitMs, () => focusWithoutScroll(main));
}
