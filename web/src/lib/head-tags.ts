// The head tags of a page (title, description, canonical, Open Graph, Twitter, feed, JSON-LD) as HTML, and their
// replacement in document.head: the server writes them into every answer; the browser loads this module only when
// the shown page changes (lib/head).
import type { HeadSpec, JsonLdBuilder } from '@/lib/head';
import type { SiteFacts } from '@/lib/site-facts';

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
    ...(spec.image && spec.imageAlt ? [meta('property', 'og:image:alt', spec.imageAlt)] : []),
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
    ...(spec.image && spec.imageAlt ? [meta('name', 'twitter:image:alt', spec.imageAlt)] : []),
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

/** Browser: the page tags of `spec` at the current address in place of the previous page's. */
export function showHeadTags(spec: HeadSpec, facts: SiteFacts | undefined, buildJsonLd?: JsonLdBuilder) {
  applyHeadTags(document, headTags(spec, facts, window.location.origin, window.location.pathname, buildJsonLd));
}
