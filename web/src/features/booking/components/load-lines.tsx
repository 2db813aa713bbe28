// What a booking screen shows while its data is on its way, and when it could not be loaded (with Try again): the
// public pages' own, small, apart from the staff screens' load states.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export function Loading() {
  return (
    <p role="status" className="py-8 text-slate-600">
      Loading...
    </p>
  );
}

export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">{children}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
