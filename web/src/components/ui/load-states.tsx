// What a staff screen shows while its data is on its way: a "Loading..." status line; and, when the data could not
// be loaded, what failed with a way to try again. Callers give the spacing that suits the place.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export function LoadingStatus({ className = 'py-16 text-center' }: { className?: string }) {
  return (
    <p role="status" className={cn('text-slate-600', className)}>
      Loading...
    </p>
  );
}

type LoadFailureProps = {
  /** What could not be loaded, in plain words. */
  children: ReactNode;
  onRetry: () => void;
  className?: string;
};

export function LoadFailure({ children, onRetry, className = 'p-5' }: LoadFailureProps) {
  return (
    <div role="alert" className={cn('rounded-lg border border-red-200 bg-red-50 text-red-900', className)}>
      <p className="font-semibold">{children}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
