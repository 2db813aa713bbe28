// The content reads a static export holds as files, and the file each was written to. Loaded only on a page of an
// export (lib/api-client), so pages the service serves never download it.

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
  /^\/api\/products$/,
  /^\/api\/authors$/,
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
