// Unsaved changes: a question before they are lost, however the page is left — closing the tab or reloading (the
// browser's own warning), any link of the site (header, footer, admin: wouter links and plain anchors alike), the
// browser's back button — and before discarding them in the app (picking another post, Close without saving, Load the latest saved version).
import { useEffect } from 'react';

export const DISCARD_QUESTION = 'You have unsaved changes to this post. Discard them?';

/** Ask before discarding; true when there is nothing to lose or the editor agrees. */
export function confirmDiscard(dirty: boolean, question: string = DISCARD_QUESTION): boolean {
  return !dirty || window.confirm(question);
}

/** The same-tab, same-site address a click on `event` is about to open, or null. */
function inAppDestination(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin) return null; // another site, mail or phone: the page stays (or beforeunload asks)
  if (url.pathname === here.pathname && url.search === here.search) return null; // an anchor on this page
  return url;
}

// History entry pushed while there are unsaved changes: Back lands on it first, and the editor can ask.
const GUARD_STATE = { unsavedChangesGuard: true };
const onGuardEntry = () => (window.history.state as typeof GUARD_STATE | null)?.unsavedChangesGuard === true;

// One function for every call without `stays`: a new one each render would set the guard up again each time.
const NOWHERE_ELSE = () => false;

/** While `dirty`, leaving the editor by any way asks `question` first; cancelling stays on the page with the changes.
 * `stays` tells an address that is still the same editor (another item of the same document): going there is not leaving. */
export function useUnsavedChangesWarning(
  dirty: boolean,
  question: string = DISCARD_QUESTION,
  stays: (url: URL) => boolean = NOWHERE_ELSE,
): void {
  useEffect(() => {
    if (!dirty) return;
    // Once the editor agreed to leave, the page goes without asking again.
    let leaving = false;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    // Capture phase on document: runs before the app's own link handlers (React listens at its root).
    const guardLink = (event: MouseEvent) => {
      const destination = inAppDestination(event);
      if (!destination || stays(destination)) return;
      if (window.confirm(question)) {
        leaving = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    const guardBack = () => {
      if (leaving || onGuardEntry() || stays(new URL(window.location.href))) return;
      if (window.confirm(question)) {
        leaving = true;
        window.history.back();
      } else {
        window.history.pushState(GUARD_STATE, '', window.location.href);
      }
    };
    if (!onGuardEntry()) window.history.pushState(GUARD_STATE, '', window.location.href);
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', guardLink, true);
    window.addEventListener('popstate', guardBack);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', guardLink, true);
      window.removeEventListener('popstate', guardBack);
      // Saved or discarded in the app: take the guard entry away again so that Back works as before.
      if (!leaving && onGuardEntry()) window.history.back();
    };
  }, [dirty, question, stays]);
}
