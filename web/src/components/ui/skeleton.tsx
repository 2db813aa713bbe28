// Skeleton: a pulsing block that holds the place of content while it loads (grey, or translucent white on dark).
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
