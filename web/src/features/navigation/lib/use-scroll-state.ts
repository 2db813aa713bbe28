// useScrollState(): where the reader is: 'top' (scrolled no more than `threshold` px; always so on the server), or
// past it and last moving 'down' or 'up' (a move counts once it exceeds a few pixels, so jitter changes nothing).
import { useEffect, useState } from 'react';
import { onScrollOrResize } from '@/lib/window-scroll';

export type ScrollState = 'top' | 'down' | 'up';

/** Pixels the page must move before a change of direction counts. */
const DIRECTION_TOLERANCE_PX = 8;

/** The next state from the previous one, the position the last direction was measured from, and the position now. */
export function nextScrollState(
  previous: ScrollState,
  anchorY: number,
  y: number,
  threshold: number,
): { state: ScrollState; anchorY: number } {
  if (y <= threshold) return { state: 'top', anchorY: y };
  if (y - anchorY > DIRECTION_TOLERANCE_PX) return { state: 'down', anchorY: y };
  if (anchorY - y > DIRECTION_TOLERANCE_PX) return { state: 'up', anchorY: y };
  // Within the tolerance: keep the direction; coming from the top, the page was moving down.
  return { state: previous === 'top' ? 'down' : previous, anchorY };
}

export function useScrollState(threshold: number): ScrollState {
  const [state, setState] = useState<ScrollState>('top');
  useEffect(() => {
    let current: ScrollState = 'top';
    let anchorY = 0;
    const update = () => {
      const next = nextScrollState(current, anchorY, window.scrollY, threshold);
      anchorY = next.anchorY;
      if (next.state !== current) {
        current = next.state;
        setState(current);
      }
    };
    update();
    return onScrollOrResize(update);
  }, [threshold]);
  return state;
}
