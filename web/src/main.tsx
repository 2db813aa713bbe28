// Browser entry: hydrates the server-rendered page (with the query data it was rendered from) or, on the plain
// shell, renders the app into #root. A static export's page was rendered for its path alone: at an address with a
// query (?page=2) or served for another path (404.html), the app renders afresh over it instead.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { watchPageViews } from '@/features/forms/lib/visit-record';
import { createQueryClient } from '@/lib/query-client';
import { STAFF_MARK } from '@/lib/staff-marker';
import { staticDataBase } from '@/lib/static-export';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const state = readQueryState();
// A refused plain form post is answered with its form's page at the address it was posted to (/api/requests): the
// page takes its own address back (before the visit notes it), so the router shows it and a reload opens the form
// afresh.
if (state?.renderedPath && window.location.pathname.startsWith('/api/')) {
  window.history.replaceState(window.history.state, '', state.renderedPath);
}

// Where a request comes from is caught on the visit's first page, before any page code loads.
watchPageViews();

/** The server render's data: `<script id="query-state">`, absent on the plain shell. */
type RenderedState = DehydratedState & { renderedAt?: number; renderedPath?: string };

function readQueryState(): RenderedState | null {
  const text = document.getElementById('query-state')?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && Array.isArray((value as DehydratedState).queries)
      ? (value as RenderedState)
      : null;
  } catch {
    return null;
  }
}

/** Events of an address change: the browser's, and those wouter dispatches for its history calls. */
const ADDRESS_EVENTS = ['popstate', 'pushState'] as const;

const queryClient = createQueryClient();
if (state) {
  hydrate(queryClient, state);
  // The server's data is as fresh as a fetch made now: the page's components do not fetch it again as they
  // hydrate, and a query that failed there shows its error as it did, not a new attempt. From the first
  // change of address on, the usual defaults (stale at once) apply again.
  for (const { queryKey } of state.queries) {
    queryClient.setQueryDefaults(queryKey, { refetchOnMount: false, retryOnMount: false });
  }
  const release = () => {
    for (const { queryKey } of state.queries) queryClient.setQueryDefaults(queryKey, {});
    for (const event of ADDRESS_EVENTS) window.removeEventListener(event, release);
  };
  for (const event of ADDRESS_EVENTS) window.addEventListener(event, release);
}

const staticExport = staticDataBase() !== null;
/** The server rendered exactly this address: always for the service; for an export, its path without a query. */
const renderedHere = !staticExport || (!window.location.search && state?.renderedPath === window.location.pathname);

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient} renderStamp={state?.renderedAt ?? null} staticExport={staticExport}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

if (state && root.firstChild && renderedHere) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page, and gives way to the reader's first click or key.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);

// The staff bar's code loads only where a staff member signed in (a hint; the bar asks the service before it shows).
try {
  if (localStorage.getItem(STAFF_MARK)) void import('@/app/layouts/admin-staff-bar');
} catch {
  // Storage refused (a private window's settings): no staff bar on the public pages.
}
