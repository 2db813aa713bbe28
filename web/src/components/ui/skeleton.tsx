// Skeleton: a pulsing block that holds the place of content while it loads (grey, or translucent white on dark),
// and TextLinesSkeleton, the lines of a paragraph.
import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type SkeletonProps = HTMLAttributes<HTMLDivElement> & { onDark?: boolean };

export function Skeleton({ className, onDark = false, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md motion-safe:animate-pulse', onDark ? 'bg-white/15' : 'bg-slate-200', className)}
      {...props}
    />
  );
}

/** The lines of a paragraph of text: full width, the last one half. */
export function TextLinesSkeleton({ lines }: { lines: number }) {
  return (
    <div className="space-y-3">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={i === lines - 1 ? 'h-4 w-1/2' : 'h-4 w-full'} />
      ))}
    </div>
  );
}
