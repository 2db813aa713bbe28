// The page starts at its top however it is reached, a Back or Forward move or a reload included, where the browser
// would otherwise put back the position the visitor had left it at.
import { useEffect } from 'react';

export function useScrolledToTopOnArrival(): void {
  useEffect(() => {
    // The browser restores a position on a history move whenever the page has grown tall enough, which on a slow
    // device can be after any scroll of ours: 'manual', kept with this page's history entry, stops it restoring at
    // all. Set back on leaving, so the entries of other pages keep their restored positions.
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
    const frame = window.requestAnimationFrame(() => window.scrollTo(0, 0));
    return () => {
      window.cancelAnimationFrame(frame);
      window.history.scrollRestoration = before;
    };
  }, []);
}
