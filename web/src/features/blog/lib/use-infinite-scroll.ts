// useInfiniteScroll(): calls onLoadMore when the reader scrolls past the mode's threshold (page, a column of the
// page, or an inner container), after the mode's delay, with a loading flag for the spinner. One load at a time,
// one per crossing.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  columnScrollMetrics,
  elementScrollMetrics,
  readThreshold,
  COLUMN_NEAR_END_SCREENS,
  SCROLL_MODES,
  windowScrollMetrics,
  type ScrollMode,
} from '@/features/blog/lib/infinite-scroll';

export type InfiniteScrollOptions = {
  /** 'window' (page scroll, the default) or 'container' (the `container` element scrolls). */
  mode?: ScrollMode;
  /** The scrolling element in container mode. */
  container?: HTMLElement | null;
  /** In window mode, the element whose end counts (the reading column) instead of the whole page's. */
  column?: HTMLElement | null;
  /** Overrides of the mode's threshold (0…1) and delay (ms). */
  threshold?: number;
  delayMs?: number;
  /** False while there is nothing (more) to load: no listening then. */
  enabled: boolean;
  /** Appends the next item; called once per crossing, after the delay. */
  onLoadMore: () => void;
};

export function useInfiniteScroll({
  mode = 'window',
  container = null,
  column = null,
  threshold = SCROLL_MODES[mode].threshold,
  delayMs = SCROLL_MODES[mode].delayMs,
  enabled,
  onLoadMore,
}: InfiniteScrollOptions): { isLoadingMore: boolean } {
  const [isLoadingMore, setLoadingMore] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const armed = useRef(true);

  const finishLoad = useEffectEvent(() => {
    pending.current = null;
    setLoadingMore(false);
    onLoadMore();
  });

  const check = useEffectEvent((scroller: HTMLElement | null) => {
    // A scroll can come between the render that disables loading and the effect that stops listening.
    if (pending.current !== null || !enabled) return;
    const metrics = scroller
      ? elementScrollMetrics(scroller)
      : column
        ? columnScrollMetrics(column)
        : windowScrollMetrics();
    const nearEnd = !scroller && column ? metrics.clientHeight * COLUMN_NEAR_END_SCREENS : 0;
    const reading = readThreshold(metrics, threshold, armed.current, nearEnd);
    armed.current = reading.armed;
    if (!reading.load) return;
    setLoadingMore(true);
    pending.current = setTimeout(() => finishLoad(), delayMs);
  });

  useEffect(() => {
    if (!enabled) return;
    // The element that scrolls, or null for the page.
    const scroller = mode === 'container' ? container : null;
    if (mode === 'container' && !scroller) return;
    const onChange = () => check(scroller);
    const scrollTarget: HTMLElement | Window = scroller ?? window;
    scrollTarget.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange, { passive: true });
    // Content that grows or shrinks (a post appended, an image loaded) moves the threshold: check again.
    // The resize observer also reports once on start, so a page too short to scroll keeps loading.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onChange);
    resizes?.observe(scroller ?? document.body);
    // Inside a container the content changes without the container changing size.
    const mutations = scroller && typeof MutationObserver !== 'undefined' ? new MutationObserver(onChange) : null;
    if (scroller) mutations?.observe(scroller, { childList: true, subtree: true });
    return () => {
      scrollTarget.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      resizes?.disconnect();
      mutations?.disconnect();
    };
  }, [enabled, mode, container]);

  // A pending load is dropped only when the component goes away.
  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );

  return { isLoadingMore };
}
