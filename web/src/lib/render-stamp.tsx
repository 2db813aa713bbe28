// The render stamp: one time (ms) shared by the server render and the browser's hydrating render, so values
// derived from "now" during render (the images' `v` cache-buster) are the same on both sides.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

const RenderStampContext = createContext<number | null>(null);

/**
 * Provides the server render's time (null on a page that was not server-rendered). The value never changes:
 * a context update would reach Suspense boundaries still waiting to hydrate and make React drop their HTML.
 */
export function RenderStampProvider({ stamp, children }: { stamp: number | null; children: ReactNode }) {
  return <RenderStampContext.Provider value={stamp}>{children}</RenderStampContext.Provider>;
}

const subscribeToNothing = () => () => {};

/** True while rendering on the server or hydrating in the browser; false in every later browser render. */
export function useIsServerOrHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * True during the server render and the browser's hydrating render of a server-rendered page (read it once,
 * e.g. as a useState initial value): content deferred in the browser must be rendered right away there, so the
 * page's text is in the HTML and hydration finds the same markup.
 */
export function useIsFirstServerRender(): boolean {
  const stamp = useContext(RenderStampContext);
  return useIsServerOrHydrating() && stamp !== null;
}

/** A reader of "now" for useState initialisers: the render stamp while server-rendering or hydrating. */
export function useRenderStamp(): () => number {
  const stamp = useContext(RenderStampContext);
  const first = useIsServerOrHydrating();
  return () => (first && stamp !== null ? stamp : Date.now());
}

/** The attribute <html> gets once the shown page is interactive (hydrated, or rendered in the browser). */
export const READY_ATTRIBUTE = 'data-page-ready';

/**
 * Marks <html> with READY_ATTRIBUTE when the page around it has committed in the browser: placed inside the
 * routes' Suspense boundary, its effect runs only once the lazy page chunk has loaded and hydrated, so tests and
 * tools can wait for `html[data-page-ready]` before they interact.
 */
export function PageReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
  }, []);
  return null;
}
