// App-wide providers: the TanStack Query client, the render stamp (lib/render-stamp), whether the page belongs to a
// static export (lib/static-export) and the error boundary.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppErrorBoundary } from '@/app/app-error-boundary';
import { createQueryClient } from '@/lib/query-client';
import { RenderStampProvider } from '@/lib/render-stamp';
import { StaticExportProvider } from '@/lib/static-export';

export function AppProvider({
  children,
  queryClient,
  renderStamp = null,
  staticExport = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server render's time, on a server-rendered page (and during the server render itself). */
  renderStamp?: number | null;
  /** The page is (being rendered for) a static export: image variants are files, not `?w=` answers. */
  staticExport?: boolean;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        <RenderStampProvider stamp={renderStamp}>
          <StaticExportProvider value={staticExport}>{children}</StaticExportProvider>
        </RenderStampProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
