// A page of a static export (`agency site export`): where the API's content reads were written as files, where the
// image width variants are, and whether this page was rendered for one.
import { createContext, useContext, type ReactNode } from 'react';

/** The meta tag the export writes into every page: its content is the folder of the API answers ("/data"). */
export const STATIC_DATA_META = 'agency-static-data';
/** Where the export writes the WebP width variants of /media/ images: /media-variants/<width>/<path>.webp. */
export const VARIANTS_PREFIX = '/media-variants';

/**
 * The content reads the export holds as files (service/export/layout.py writes the same list). Anything else under
 * /api/ (sign-in, form tokens, staff screens) still goes to the service, which the host routes /api/ to.
 */
const EXPORTED_READS = [
  /^\/api\/blog-posts$/,
  /^\/api\/blog-posts\/[a-z0-9-]+$/,
  /^\/api\/services$/,
  /^\/api\/companies$/,
  /^\/api\/site$/,
  /^\/api\/pages\/[a-z0-9-]+$/,
  /^\/api\/copy\/[a-z0-9-]+$/,
  /^\/api\/products\/[a-z0-9-]+$/,
];

/**
 * The file a content read was exported to, or null when the export does not hold it:
 * `/api/blog-posts/a` → `/data/blog-posts/a.json`; `/api/blog-posts?view=summary` → `/data/blog-posts.summary.json`.
 */
export function staticDataUrl(url: string, base: string): string | null {
  const [path = '', query = ''] = url.split('?', 2);
  if (!EXPORTED_READS.some((pattern) => pattern.test(path))) return null;
  const view = new URLSearchParams(query).get('view');
  if (query && !(view && /^[a-z]+$/.test(view) && query === `view=${view}`)) return null;
  return `${base}${path.slice('/api'.length)}${view ? `.${view}` : ''}.json`;
}

let cachedBase: string | null | undefined;

/** In the browser: the export's data folder named by the page's meta tag, or null on a page the service served. */
export function staticDataBase(): string | null {
  if (cachedBase === undefined) {
    const meta = typeof document === 'undefined' ? null : document.querySelector(`meta[name="${STATIC_DATA_META}"]`);
    const content = meta?.getAttribute('content')?.replace(/\/$/, '');
    cachedBase = content || null;
  }
  return cachedBase;
}

/** Tests only: forget what staticDataBase() read. */
export function resetStaticDataBase() {
  cachedBase = undefined;
}

/** `/media/a/b.jpg` at 640 px in an export: `/media-variants/640/a/b.jpg.webp`. */
export function staticVariantUrl(mediaPath: string, width: number): string {
  return `${VARIANTS_PREFIX}/${width}/${mediaPath.slice('/media/'.length)}.webp`;
}

const StaticExportContext = createContext(false);

/** Whether the pages are rendered for a static export: the server render is told, the browser reads the meta tag. */
export function StaticExportProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <StaticExportContext.Provider value={value}>{children}</StaticExportContext.Provider>;
}

export function useStaticExport(): boolean {
  return useContext(StaticExportContext);
}
