// DeferredContent: a box whose content waits until it comes near the viewport. Rendered in the browser, it shows
// the fallback until then and while the content's code and data arrive (give the box the content's min-height
// and nothing below it moves). Server-rendered, the content is in the HTML from the start and only its hydration
// waits, so a reader who never scrolls there never downloads its code.
import { Suspense, use, useEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useIsFirstServerRender } from '@/lib/render-stamp';

/** Start loading a section this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '600px 0px';

type DeferredContentProps = HTMLAttributes<HTMLDivElement> & {
  /** What the box shows until the content is ready (a skeleton of the content's size, or nothing). */
  fallback: ReactNode;
  /** The content: typically a React.lazy component, which may suspend and then show its own loading state. */
  children: ReactNode;
  /** On a page rendered in the browser, render the content at once: only a server-rendered page's hydration waits. */
  eager?: boolean;
};

type Gate = { opened: Promise<void>; open: () => void };

function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Suspends until the gate opens. Inside a boundary still to hydrate, React keeps the server's HTML meanwhile. */
function HydrationGate({ gate }: { gate: Gate }) {
  use(gate.opened);
  return null;
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

export function DeferredContent({ className, fallback, children, eager = false, ...box }: DeferredContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const serverRendered = useIsFirstServerRender();
  // A boundary whose server HTML waits to hydrate must not be re-rendered with new props: React would drop that
  // HTML for the fallback. The gate opens outside React; `near` only changes on a page rendered in the browser.
  const [gate] = useState(() => (serverRendered && typeof window !== 'undefined' ? createGate() : null));
  const [near, setNear] = useState(serverRendered || eager);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (gate) return whenNearViewport(element, gate.open);
    if (!near) return whenNearViewport(element, () => setNear(true));
  }, [gate, near]);

  // The same element while nothing it shows changes: this component re-renders once after hydration (its
  // server-render flag turns false), and a boundary still waiting to hydrate must not see new props.
  const content = useMemo(
    () =>
      near ? (
        <Suspense fallback={fallback}>
          {gate ? <HydrationGate gate={gate} /> : null}
          {children}
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
