// Unsaved changes: the browser's own warning before leaving the page, and a question before discarding them
// in the app (picking another post, Cancel, Reload latest, leaving edit mode).
import { useEffect } from 'react';

export const DISCARD_QUESTION = 'You have unsaved changes to this post. Discard them?';

/** Ask before discarding; true when there is nothing to lose or the editor agrees. */
export function confirmDiscard(dirty: boolean, question: string = DISCARD_QUESTION): boolean {
  return !dirty || window.confirm(question);
}

/** While `dirty`, closing the tab, reloading or typing another address asks first. */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
