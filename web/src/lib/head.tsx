// Head manager: each page declares its head (title, description, canonical, Open Graph, Twitter, JSON-LD,
// HTTP status) with useHead(); the server collects it into the response, the browser updates document.head
// (the tags themselves: lib/head-tags).
import { createContext, useContext, useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useIsFirstServerRender } from '@/lib/render-stamp';
import { useSiteFacts } from '@/lib/site-facts';
import type { JsonLd, PageContext, StructuredData } from '@/lib/structured-data';

/** Builds a page's JSON-LD: structuredDataJsonLd, which the browser loads only for pages that declare some. */
export type JsonLdBuilder = (item: StructuredData, page: PageContext) => JsonLd;

export type HeadSpec = {
  /** The page's own name: the document title becomes "<title> | <agency>". */
  title: string;
  /** Meta description; the agency's description when absent. */
  description?: string | undefined;
  /** og:type: "article" for blog posts. */
  type?: 'website' | 'article';
  /** Share image (absolute or site-relative); the site's social-share image when absent. */
  image?: string | null | undefined;
  /** What the share image shows (og:image:alt, twitter:image:alt); left out when absent or empty. */
  imageAlt?: string | null | undefined;
  /** Structured data, one <script type="application/ld+json"> each. */
  jsonLd?: (StructuredData | null | undefined | false)[];
  /** HTTP status of the server's answer (404 for the not-found states). */
  status?: number;
  /** Keep the page out of search results (a confirmation, say). */
  noindex?: boolean;
};

/** What the server render collects: the last declared head wins (the page is rendered after the layout). */
export type HeadCollector = { spec: HeadSpec | null; status: number };

const HeadContext = createContext<((spec: HeadSpec) => void) | null>(null);

/** Server only: `collect` receives the head the rendered page declares. */
export function HeadProvider({ collect, children }: { collect: (spec: HeadSpec) => void; children: ReactNode }) {
  return <HeadContext.Provider value={collect}>{children}</HeadContext.Provider>;
}

/** A collector and the function that fills it (for HeadProvider). */
export function createHeadCollector(): { collector: HeadCollector; collect: (spec: HeadSpec) => void } {
  const collector: HeadCollector = { spec: null, status: 200 };
  return {
    collector,
    collect: (spec) => {
      collector.spec = spec;
      collector.status = spec.status ?? 200;
    },
  };
}

/** Declare the shown page's head. Call once per page component, unconditionally. */
export function useHead(spec: HeadSpec) {
  const collect = useContext(HeadContext);
  const { data: facts } = useSiteFacts();
  // Server: remember it during render (effects do not run there).
  collect?.(spec);
  // What the browser's head follows: the page's address and head (with the site facts, an effect dependency).
  const headKey = collect || typeof window === 'undefined' ? '' : `${window.location.pathname} ${JSON.stringify(spec)}`;
  // The server's answer already carries the head of the page it rendered: hydration leaves it as it is.
  const serverHeadShown = useRef(useIsFirstServerRender());
  const showHead = useEffectEvent(async (isCurrent: () => boolean) => {
    // Only a change of page (a navigation, or a page the server did not render) needs the tags' code.
    const { showHeadTags } = await import('@/lib/head-tags');
    if (!isCurrent()) return;
    showHeadTags(spec, facts);
    if (!spec.jsonLd?.some(Boolean)) return;
    // Crawlers read the JSON-LD of the server's answer; after a navigation in the browser it follows the page.
    const { structuredDataJsonLd } = await import('@/lib/structured-data');
    if (isCurrent()) showHeadTags(spec, facts, structuredDataJsonLd);
  });
  useEffect(() => {
    if (!headKey) return;
    if (serverHeadShown.current) {
      serverHeadShown.current = false;
      return;
    }
    let current = true;
    void showHead(() => current);
    return () => {
      current = false;
    };
  }, [headKey, facts]);
}
