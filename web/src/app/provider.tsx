// App-wide providers: the TanStack Query client and the error boundary.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppErrorBoundary } from '@/app/app-error-boundary';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </AppErrorBoundary>
  );
}
