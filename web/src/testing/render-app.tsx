// Render helpers: the whole routed app (or any element) at a path, with a fresh query client and memory location.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProvider>,
  );
  return { ...result, location, queryClient };
}

export function renderApp(path = '/') {
  return renderWithProviders(<AppRouter />, { path });
}
