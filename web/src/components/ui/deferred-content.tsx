// DeferredContent: a box whose content waits until it comes near the viewport. Rendered in the browser, it shows
// the fallback until then and while the content's code and data arrive (give the box the content's min-height
// and nothing below it moves). Server-rendered, the content is in the HTML from the start and only its hydration
// waits, so a reader who never scrolls there never downloads its code. With `hydrateOn="interaction"` (a form at
// the top of a page) the server's HTML waits until the visitor first touches it, and works as plain HTML meanwhile.
import { Suspense, use, useEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useIsFirstServerRender, useIsServerOrHydrating } from '@/lib/render-stamp';

/** Start loading a section this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '600px 0px';

type DeferredContentProps = HTMLAttributes<HTMLDivElement> & {
  /** What the box shows until the content is ready (a skeleton of the content's size, or nothing). */
  fallback: ReactNode;
  /** The content: typically a React.lazy component, which may suspend and then show its own loading state. */
  children: ReactNode;
  /** On a page rendered in the browser, render the content at once: only a server-rendered page's hydration waits. */
  eager?: boolean;
  /**
   * What opens a server-rendered box: coming near the viewport, or the visitor's first focus, touch or pointer
   * over it. "interaction" renders at once on a page rendered in the browser (there is no HTML to show meanwhile).
   */
  hydrateOn?: 'near-viewport' | 'interaction';
};

type Gate = { opened: Promise<void>; open: () => void };

function createGate(): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const open = () => {
    // Marked as settled for React's use(), so a hydration React tries within the same event gets past the gate.
    Object.assign(opened, { status: 'fulfilled', value: undefined });
    resolve();
  };
  return { opened, open };
}

/**
 * Suspends until the gate opens, then shows the content. Inside a boundary still to hydrate, React keeps the
 * server's HTML meanwhile; the content is not even rendered (React would otherwise start loading a lazy content's
 * code while it prerenders the siblings of what suspended). Once React gives up hydrating the boundary (a context
 * above it changed, e.g. the post reader put the next post in the address bar) it renders it afresh: the content
 * shows then, instead of the fallback waiting for a touch that may never come.
 */
function HydrationGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (useIsServerOrHydrating()) use(gate.opened);
  return children;
}

/** Calls `onNear` once when `element` comes within the margin of the viewport; returns the cleanup. */
function whenNearViewport(element: HTMLElement, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    // No observer (very old browsers, test DOMs): on the next frame.
    const frame = requestAnimationFrame(onNear);
    return () => cancelAnimationFrame(frame);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Events that mean the visitor is about to use the box. */
const INTERACTIONS = ['focusin', 'pointerdown', 'pointerover', 'touchstart', 'keydown'] as const;

/**
 * Calls `onTouch` once when the visitor first focuses, touches or points at `element`; returns the cleanup.
 * Listens on the document, in the capture phase: React stops an event aimed at HTML still waiting to hydrate
 * before it reaches `element` (and replays it once hydrated).
 */
function whenTouched(element: HTMLElement, onTouch: () => void): () => void {
  const doc = element.ownerDocument;
  const stop = () => {
    for (const type of INTERACTIONS) doc.removeEventListener(type, touched, true);
  };
  function touched(event: Event) {
    if (!(event.target instanceof Node) || !element.contains(event.target)) return;
    stop();
    onTouch();
  }
  // Focus may already be inside (a click before the page's code arrived).
  if (element.contains(doc.activeElement)) {
    onTouch();
    return () => {};
  }
  for (const type of INTERACTIONS) doc.addEventListener(type, touched, { capture: true, passive: true });
  return stop;
}

export function DeferredContent({
  className,
  fallback,
  children,
  eager = false,
  hydrateOn = 'near-viewport',
  ...box
}: DeferredContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const serverRendered = useIsFirstServerRender();
  // A boundary whose server HTML waits to hydrate must not be re-rendered with new props: React would drop that
  // HTML for the fallback. The gate opens outside React; `near` only changes on a page rendered in the browser.
  const [gate] = useState(() => (serverRendered && typeof window !== 'undefined' ? createGate() : null));
  const [near, setNear] = useState(serverRendered || eager || hydrateOn === 'interaction');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (gate) return hydrateOn === 'interaction' ? whenTouched(element, gate.open) : whenNearViewport(element, gate.open);
    if (!near) return whenNearViewport(element, () => setNear(true));
  }, [gate, near, hydrateOn]);

  // The same element while nothing it shows changes: this component re-renders once after hydration (its
  // server-render flag turns false), and a boundary still waiting to hydrate must not see new props.
  const content = useMemo(
    () =>
      near ? (
        <Suspense fallback={fallback}>
          {gate ? <HydrationGate gate={gate}>{children}</HydrationGate> : children}
        </Suspense>
      ) : (
        fallback
      ),
    [near, gate, fallback, children],
  );

  return (
    <div ref={ref} {...box} className={cn('relative', className)}>
      {content}
    </div>
  );
}
