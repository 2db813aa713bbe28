// Server entry: renders one URL to HTML with its head tags, HTTP status and the query data the page used.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { AppProvider } from '@/app/provider';
import { prefetchAll, routeQueries } from '@/app/route-loaders';
import { AppRouter } from '@/app/router';
import { postedRequestKey, type PostedRequest } from '@/features/forms/lib/posted-request';
import { createHeadCollector, HeadProvider, type HeadSpec } from '@/lib/head';
import { headTags } from '@/lib/head-tags';
import { createQueryClient } from '@/lib/query-client';
import type { SiteFacts } from '@/lib/site-facts';
import { siteFactsKeys } from '@/lib/site-facts';
import { siteOriginKey } from '@/lib/site-origin';
import { structuredDataJsonLd } from '@/lib/structured-data';

export type RenderResult = {
  status: number;
  head: string;
  html: string;
  state: DehydratedPage;
  /** How many times the page was rendered: 1 unless its route's loader missed a query the page read. */
  renders: number;
};

/** The JSON the browser hydrates from: TanStack Query's dehydrated state plus the render's time and path. */
export type DehydratedPage = ReturnType<typeof dehydrate> & { renderedAt: number; renderedPath: string };

export type RenderOptions = {
  /** Render for a static export (`agency site export`): image width variants as files of their own. */
  staticExport?: boolean;
  /** A refused plain form post the page's form shows again (service/requests/posted_form.py). */
  posted?: PostedRequest;
};

/** Renders at most, should a loader miss queries: each further render fetches what the last one asked for. */
const MAX_PASSES = 4;

type Tree = {
  path: string;
  search: string;
  client: QueryClient;
  collect: (spec: HeadSpec) => void;
  stamp: number;
  staticExport: boolean;
};

function App({ path, search, client, collect, stamp, staticExport }: Tree) {
  return (
    <StrictMode>
      <HeadProvider collect={collect}>
        <AppProvider queryClient={client} renderStamp={stamp} staticExport={staticExport}>
          <Router ssrPath={path} ssrSearch={search}>
            <AppRouter />
          </Router>
        </AppProvider>
      </HeadProvider>
    </StrictMode>
  );
}

async function renderHtml(tree: Tree): Promise<string> {
  const { prelude } = await prerender(<App {...tree} />, {
    // One complete document: no boundary may be outlined behind its fallback (that needs an inline script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      console.error('render error:', error);
    },
  });
  return new Response(prelude).text();
}

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) !== false : enabled !== false;
};

/** Queries the tree asked for and that have neither data nor an error yet. */
const wanted = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));

/**
 * Render `url` (path and query) in one pass: fetch what its route's loader names (all at once), then render. Should
 * the page ask for a query its loader did not name, that is a loader to fix: it is logged, fetched and the page
 * rendered again (at most MAX_PASSES renders), so the answer stays complete.
 */
export async function render(url: string, origin: string, options: RenderOptions = {}): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://render.invalid');
  const client = createQueryClient();
  // A query that failed stays failed for the render (it is not fetched again on "mount"): its error state shows.
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  const stamp = Date.now();
  // The origin the page is rendered for, in the page's data: its share links hydrate with the same address.
  client.setQueryData(siteOriginKey, origin.replace(/\/+$/, ''));
  await prefetchAll(client, await routeQueries(pathname, client));
  if (options.posted) client.setQueryData(postedRequestKey, options.posted);
  let head = createHeadCollector();
  const tree: Tree = { path: pathname, search, client, collect: head.collect, stamp, staticExport: !!options.staticExport };
  const tried = new Set<string>();
  let html: string;
  let renders = 0;
  for (;;) {
    head = createHeadCollector();
    tree.collect = head.collect;
    html = await renderHtml(tree);
    renders += 1;
    const missing = wanted(client).filter((query) => !tried.has(query.queryHash));
    if (!missing.length || renders >= MAX_PASSES) break;
    console.error(`render of ${pathname}: its route's loader misses ${missing.map((query) => query.queryHash).join(', ')}`);
    for (const query of missing) tried.add(query.queryHash);
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  }
  const facts = client.getQueryData<SiteFacts>(siteFactsKeys.all);
  const { spec, status } = head.collector;
  const headHtml = spec ? headTags(spec, facts, origin, pathname, structuredDataJsonLd) : '';
  const state = {
    ...dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
      shouldRedactErrors: () => false,
    }),
    renderedAt: stamp,
    renderedPath: pathname,
  };
  // Errors become plain {message} objects: JSON has no Error.
  for (const query of state.queries) {
    const error = query.state.error as unknown;
    if (error instanceof Error) query.state.error = { name: error.name, message: error.message } as never;
  }
  return { status, head: headHtml, html, state, renders };
}
