// Head manager: each page declares its head (title, description, canonical, Open Graph, Twitter, JSON-LD,
// HTTP status) with useHead(); the server collects it into the response, the browser updates document.head.
import { createContext, useContext, useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useIsFirstServerRender } from '@/lib/render-stamp';
import { useSiteFacts, type SiteFacts } from '@/lib/site-facts';
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

const FEED_PATH = '/feed.xml';
const SHARE_IMAGE_PATH = '/social-share.png';
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON for a <script type="application/ld+json">: '<' escaped so the text cannot close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const absoluteUrl = (origin: string, url: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `${origin.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;

export function documentTitle(title: string, facts: SiteFacts | undefined): string {
  const agency = facts?.shortName || facts?.name;
  return agency && title !== agency ? `${title} | ${agency}` : title;
}

/**
 * The head tags of a page as HTML. Everything but <title> carries `data-head`, so the browser can swap them on
 * navigation; the same function serves the server's answer and the browser's updates. JSON-LD is written only
 * with a builder.
 */
export function headTags(
  spec: HeadSpec,
  facts: SiteFacts | undefined,
  origin: string,
  path: string,
  buildJsonLd?: JsonLdBuilder,
): string {
  const title = documentTitle(spec.title, facts);
  const description = spec.description || facts?.description || '';
  const url = absoluteUrl(origin, path);
  const image = absoluteUrl(origin, spec.image || SHARE_IMAGE_PATH);
  const siteName = facts?.name ?? '';
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" data-head>`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    ...(spec.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" data-head>`,
    meta('property', 'og:type', spec.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(spec.image
      ? []
      : [
          meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
          meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
        ]),
    ...(siteName ? [meta('property', 'og:site_name', siteName)] : []),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<link rel="alternate" type="application/atom+xml" href="${FEED_PATH}" title="${escapeHtml(
      siteName ? `${siteName}: News & Blog` : 'News & Blog',
    )}" data-head>`,
    ...(buildJsonLd ? (spec.jsonLd ?? []) : []).flatMap((item) => {
      if (!item || !buildJsonLd) return [];
      const data = buildJsonLd(item, { origin: origin.replace(/\/$/, ''), url });
      return [`<script type="application/ld+json" data-head>${jsonForScript(data)}</script>`];
    }),
  ];
  return tags.join('');
}

/** Replace the page's head tags in `doc` (browser navigation). */
export function applyHeadTags(doc: Document, html: string) {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const title = template.content.querySelector('title');
  if (title) doc.title = title.textContent ?? '';
  title?.remove();
  for (const old of Array.from(doc.head.querySelectorAll('[data-head]'))) old.remove();
  doc.head.append(template.content);
}

/** Declare the shown page's head. Call once per page component, unconditionally. */
export function useHead(spec: HeadSpec) {
  const collect = useContext(HeadContext);
  const { data: facts } = useSiteFacts();
  // Server: remember it during render (effects do not run there).
  collect?.(spec);
  const html = collect ? '' : headTagsFor(spec, facts);
  // The server's answer already carries the head of the page it rendered: hydration leaves it as it is.
  const serverHeadShown = useRef(useIsFirstServerRender());
  const structured = (spec.jsonLd ?? []).filter(Boolean);
  const structuredKey = collect || !structured.length ? '' : JSON.stringify(structured);
  const addStructuredData = useEffectEvent((buildJsonLd: JsonLdBuilder) => {
    applyHeadTags(document, headTagsFor(spec, facts, buildJsonLd));
  });
  useEffect(() => {
    if (!html) return;
    if (serverHeadShown.current) {
      serverHeadShown.current = false;
      return;
    }
    applyHeadTags(document, html);
    if (!structuredKey) return;
    // Crawlers read the JSON-LD of the server's answer; after a navigation in the browser it follows the page.
    let current = true;
    void import('@/lib/structured-data').then(({ structuredDataJsonLd }) => {
      if (current) addStructuredData(structuredDataJsonLd);
    });
    return () => {
      current = false;
    };
  }, [html, structuredKey]);
}

function headTagsFor(spec: HeadSpec, facts: SiteFacts | undefined, buildJsonLd?: JsonLdBuilder): string {
  if (typeof window === 'undefined') return '';
  return headTags(spec, facts, window.location.origin, window.location.pathname, buildJsonLd);
}
