// How the client build groups modules into chunks (rollup's manualChunks); every page is a lazy route chunk.

/** React, wouter and TanStack Query change rarely and every page needs them: their own long-cached chunk. */
const VENDOR_PACKAGES = ['react', 'react-dom', 'scheduler', 'wouter', 'regexparam', 'use-sync-external-store', '@tanstack/query-core', '@tanstack/react-query'];

/** Parts of TanStack Query that only staff screens (editor, sign-in) use. */
const STAFF_ONLY_VENDOR_MODULE = /\/(?:useMutation|mutationObserver)\.js$/;

/**
 * Small modules most public pages load together (page head, headings, deferred sections): one chunk rather than the
 * dozen tiny ones rollup would cut by importer, each fetched and compressed apart (about 2 KB gzip more).
 */
const PAGE_KIT = [
  'lib/head.tsx',
  'lib/use-page-title.ts',
  'components/ui/page-heading.tsx',
  'components/ui/deferred-content.tsx',
  'components/ui/post-teaser-skeleton.tsx',
  'features/blog/api/post-keys.ts',
  'features/blog/api/get-post-summaries.ts',
  'app/layouts/page-with-sidebar.tsx',
  'features/blog/components/sidebar-posts.tsx',
  'features/blog/components/sidebar-post-skeleton.tsx',
];

/**
 * What pages showing posts add (post pictures and their drawn illustrations, dates): apart from the page kit, so
 * that a page showing no post in its first load (home; the sidebars load their lists apart) does not load them.
 */
const POST_KIT = [
  'components/ui/post-image.tsx',
  'components/ui/post-teaser.tsx',
  'features/blog/lib/next-post.ts',
  'features/blog/lib/use-cache-buster.ts',
  'lib/dates.ts',
  'lib/image-url.ts',
  'lib/post-illustration.ts',
  'components/ui/image-with-fallback.tsx',
  'components/ui/image-placeholder.tsx',
];

/**
 * The blog post page in one chunk: its route and the post reader's parts, which the staff preview also imports (left
 * to rollup, they would be cut into two more chunks, each compressed apart).
 */
const BLOG_POST = [
  'app/routes/blog-post.tsx',
  'features/blog/components/post-reader.tsx',
  'features/blog/components/post-article.tsx',
  'features/blog/components/post-content.tsx',
  'features/blog/components/next-post-status.tsx',
  'features/blog/lib/post-in-view.ts',
  'features/blog/api/get-post.ts',
];

/**
 * The insurance pages' small shared parts (addresses, contact buttons, the quote block) and the copy sections the
 * product and service pages share: one chunk, rather than four tiny ones each fetched and compressed apart.
 */
const INSURANCE_KIT = [
  'features/insurance/lib/insurance-paths.ts',
  'features/insurance/lib/link-kind.ts',
  'features/insurance/components/content-link.tsx',
  'features/insurance/components/contact-buttons.tsx',
  'features/insurance/components/quote-block.tsx',
  'features/insurance/api/insurance-keys.ts',
  'components/ui/copy-section.tsx',
];

/**
 * The request forms' rules and kinds, which the request pages and the confirmation read together: one chunk, also
 * when the booking form's token keeper reads the rules alone (left to rollup, the rules would be cut out into a chunk
 * of their own, and each of those pages would fetch one more).
 */
const REQUEST_RULES = ['config/request-kinds.ts', 'config/request-fields.ts'];

/**
 * A labelled field's two parts, which the pages with a short form (the intake's resume page, booking) load together:
 * one chunk rather than two, each fetched and compressed apart.
 */
const FIELD_KIT = ['components/ui/label.tsx', 'components/ui/text-field.tsx'];

/** How a page shows stored HTML's links, shared by the blog post and the FAQ: left to rollup, it would go into the
 * blog post's chunk, and the FAQ page would load that whole chunk for it. */
const RENDERED_LINKS = 'lib/rendered-links.ts';

/**
 * Small modules the lazily hydrated footer shares with many pages, kept in the entry where they were before the footer
 * left it: the office's hours (also read by the special-date notice every page may load after hydration) and the
 * labelled section (left to rollup, it would go into the insurance kit, and every copy page would load that kit).
 */
const ENTRY_EXTRAS = ['lib/office-hours.ts', 'components/ui/labelled-section.tsx'];

/** True for a module the entry loads statically. */
function loadedByEntry(id, getModuleInfo, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  if (!info) return false;
  return info.isEntry || info.importers.some((importer) => loadedByEntry(importer, getModuleInfo, seen));
}

/** The manualChunks function for the app under `srcDir`. */
export function chunkOf(srcDir) {
  const pageKit = new Set(PAGE_KIT.map((path) => `${srcDir}/${path}`));
  const postKit = new Set(POST_KIT.map((path) => `${srcDir}/${path}`));
  const blogPost = new Set(BLOG_POST.map((path) => `${srcDir}/${path}`));
  const insuranceKit = new Set(INSURANCE_KIT.map((path) => `${srcDir}/${path}`));
  const entryExtras = new Set(ENTRY_EXTRAS.map((path) => `${srcDir}/${path}`));
  const requestRules = new Set(REQUEST_RULES.map((path) => `${srcDir}/${path}`));
  const fieldKit = new Set(FIELD_KIT.map((path) => `${srcDir}/${path}`));
  return (id, { getModuleInfo }) => {
    // Left unnamed, rollup would pull the mutation modules into vendor.
    if (STAFF_ONLY_VENDOR_MODULE.test(id)) return 'query-mutations';
    if (VENDOR_PACKAGES.some((name) => id.includes(`/node_modules/${name}/`))) return 'vendor';
    if (!id.startsWith(srcDir)) return undefined;
    // Named, so that rollup keeps it in the entry rather than pulling it into the page kit with its importers.
    if (loadedByEntry(id, getModuleInfo) || entryExtras.has(id)) return 'main';
    if (pageKit.has(id)) return 'page-kit';
    if (blogPost.has(id)) return 'blog-post';
    if (id === `${srcDir}/${RENDERED_LINKS}`) return 'rendered-links';
    if (insuranceKit.has(id)) return 'insurance-kit';
    if (requestRules.has(id)) return 'request-kinds';
    if (fieldKit.has(id)) return 'field-kit';
    return postKit.has(id) ? 'post-kit' : undefined;
  };
}
