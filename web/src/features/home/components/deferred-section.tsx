// DeferredSection: a box of fixed minimum height that shows a skeleton until it comes near the viewport, then
// renders its (lazily loaded) children, with the same skeleton while their code and data arrive. The box keeps
// its size throughout, so nothing below it moves.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useIsFirstServerRender } from '@/lib/render-stamp';

/** Start loading a section this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '600px 0px';

type DeferredSectionProps = {
  /** Background, padding and the min-height of every breakpoint: the box both skeleton and content fill. */
  className: string;
  /** What the box shows until the content is ready. */
  skeleton: ReactNode;
  /** The content: typically a React.lazy section, which may suspend and then show its own loading state. */
  children: ReactNode;
  /** Names the box for tests and for measuring section sizes. */
  name: string;
};

export function DeferredSection({ className, skeleton, children, name }: DeferredSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A server-rendered page has every section in its HTML: shown (and hydrated) from the start.
  const serverRendered = useIsFirstServerRender();
  const [near, setNear] = useState(serverRendered);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (very old browsers, test DOMs): load on the next frame.
      const frame = requestAnimationFrame(() => setNear(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref} data-home-section={name} className={cn('relative', className)}>
      {near ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </div>
  );
}
