// A state's heading that takes focus as it shows, so that a screen reader hears the new state first.
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** An <h2> focused before the browser paints it: a layout effect, because a passive one may run a frame later. */
export function FocusedHeading({ children, testId }: { children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} data-testid={testId} className="text-2xl font-bold text-navy-900 focus:outline-none">
      {children}
    </h2>
  );
}
