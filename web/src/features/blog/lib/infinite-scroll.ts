// Infinite scroll's threshold rule: how far down the reader is, in the page (window) or in an
// inner scrolling container, and the threshold and delay of each mode.

export type ScrollMode = 'window' | 'container';

export type ScrollMetrics = {
  /** Distance scrolled from the top. */
  scrollTop: number;
  /** Height of the visible part (the viewport, or the container's inner height). */
  clientHeight: number;
  /** Full height of the scrolled content. */
  scrollHeight: number;
};

/** Page scroll loads the next post past 85% after 300 ms; an inner container past 80% after 500 ms. */
export const SCROLL_MODES: Record<ScrollMode, { threshold: number; delayMs: number }> = {
  window: { threshold: 0.85, delayMs: 300 },
  container: { threshold: 0.8, delayMs: 500 },
};

/** How much of the content lies above the bottom edge of the visible part: 0…1. Empty content counts as 1. */
export function scrolledFraction({ scrollTop, clientHeight, scrollHeight }: ScrollMetrics): number {
  if (scrollHeight <= 0) return 1;
  return Math.min(1, Math.max(0, (scrollTop + clientHeight) / scrollHeight));
}

/**
 * The post reader's column counts as read only once no more than this many screens of it lie below the visible part:
 * in a long column (a long post on a phone, ended by its talk-to-an-agent box) 85% alone leaves more than a screen
 * unread, and the next post would load out of the reader's reach. Nine tenths: with its top margin, the next post
 * then starts within a screen below the window.
 */
export const COLUMN_NEAR_END_SCREENS = 0.9;

/**
 * True once the bottom of the visible part has reached `threshold` of the content's height and, given `nearEnd`
 * (pixels), no more than that lies below it.
 */
export function hasPassedThreshold(metrics: ScrollMetrics, threshold: number, nearEnd = 0): boolean {
  const below = metrics.scrollHeight - (metrics.scrollTop + metrics.clientHeight);
  return scrolledFraction(metrics) >= threshold && (nearEnd <= 0 || below <= nearEnd);
}

export type ThresholdReading = {
  /** Start loading the next item now. */
  load: boolean;
  /** Whether the next crossing may load: set again only once the reader is back above the threshold. */
  armed: boolean;
};

/**
 * One reading of the scroll position. Loading happens when the reader crosses the threshold, not for as long as
 * they stay past it: a page kept at its very end by the browser's scroll anchoring would otherwise load every post
 * one after another. A page too short to scroll loads whenever it is checked, as there is no scrolling to wait for.
 */
export function readThreshold(metrics: ScrollMetrics, threshold: number, armed: boolean, nearEnd = 0): ThresholdReading {
  if (!hasPassedThreshold(metrics, threshold, nearEnd)) return { load: false, armed: true };
  const scrollable = metrics.scrollHeight > metrics.clientHeight;
  return { load: armed || !scrollable, armed: false };
}

/** The page's scroll position. Call from effects and event handlers only (never during render). */
export function windowScrollMetrics(): ScrollMetrics {
  const root = document.documentElement;
  return {
    scrollTop: window.scrollY,
    clientHeight: window.innerHeight,
    scrollHeight: Math.max(root.scrollHeight, document.body?.scrollHeight ?? 0),
  };
}

/**
 * The page's scroll position measured against one element of it (the reading column): on a phone the sidebar and
 * the footer lie below the posts, and the next post must come before the reader reaches them.
 */
export function columnScrollMetrics(column: HTMLElement): ScrollMetrics {
  const top = column.getBoundingClientRect().top + window.scrollY;
  return { scrollTop: window.scrollY - top, clientHeight: window.innerHeight, scrollHeight: column.offsetHeight };
}

export function elementScrollMetrics(element: HTMLElement): ScrollMetrics {
  return { scrollTop: element.scrollTop, clientHeight: element.clientHeight, scrollHeight: element.scrollHeight };
}
