// useScrolledPast(): whether the window is scrolled down more than `threshold` px (false on the server).
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

export function useScrolledPast(threshold: number): boolean {
  // A boolean snapshot: the component re-renders only when the answer flips, not on every scroll event.
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
