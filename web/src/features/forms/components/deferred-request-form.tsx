// Where the agency's own form sits on a page: server-rendered, its HTML works at once as a plain form post and its
// code (a chunk of its own) loads when the visitor first touches it, keeping it out of the page's first load;
// rendered in the browser, the code loads at once behind a placeholder of the form's size.
import type { ReactNode } from 'react';
import { DeferredContent } from '@/components/ui/deferred-content';

export function DeferredRequestForm({ children }: { children: ReactNode }) {
  return (
    <DeferredContent hydrateOn="interaction" fallback={<RequestFormPlaceholder />}>
      {children}
    </DeferredContent>
  );
}

function RequestFormPlaceholder() {
  return (
    <div className="flex min-h-[56rem] items-start rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
      <p role="status" className="text-slate-600">
        Loading the form...
      </p>
    </div>
  );
}
