// App-wide providers: the TanStack Query client, the render stamp (lib/render-stamp) and the error boundary.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppErrorBoundary } from '@/app/app-error-boundary';
import { createQueryClient } from '@/lib/query-client';
import { RenderStampProvider } from '@/lib/render-stamp';

export function AppProvider({
  children,
  queryClient,
  renderStamp = null,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server render's time, on a server-rendered page (and during the server render itself). */
  renderStamp?: number | null;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        <RenderStampProvider stamp={renderStamp}>{children}</RenderStampProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
