// How the client build groups modules into chunks (rollup's manualChunks); every page is a lazy route chunk.

/** React, wouter and TanStack Query change rarely and every page needs them: their own long-cached chunk. */
const VENDOR_PACKAGES = ['react', 'react-dom', 'scheduler', 'wouter', 'regexparam', 'use-sync-external-store', '@tanstack/query-core', '@tanstack/react-query'];

/** Parts of TanStack Query that only staff screens (editor, sign-in) use. */
const STAFF_ONLY_VENDOR_MODULE = /\/(?:useMutation|mutationObserver)\.js$/;

/**
 * Small modules most public pages load together (page head, headings, the Recent Posts sidebar): one chunk rather
 * than the dozen tiny ones rollup would cut by importer, each fetched and compressed apart (about 2 KB gzip more).
 */
const PAGE_KIT = [
  'lib/head.tsx',
  'lib/use-page-title.ts',
  'lib/dates.ts',
  'lib/image-url.ts',
  'components/ui/page-heading.tsx',
  'components/ui/deferred-content.tsx',
  'app/layouts/page-with-sidebar.tsx',
  'features/blog/api/post-keys.ts',
  'features/blog/api/get-post-summaries.ts',
  'features/blog/components/recent-posts.tsx',
  'features/blog/components/post-image.tsx',
  'features/blog/lib/next-post.ts',
  'features/blog/lib/use-cache-buster.ts',
];

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
  return (id, { getModuleInfo }) => {
    // Left unnamed, rollup would pull the mutation modules into vendor.
    if (STAFF_ONLY_VENDOR_MODULE.test(id)) return 'query-mutations';
    if (VENDOR_PACKAGES.some((name) => id.includes(`/node_modules/${name}/`))) return 'vendor';
    if (!id.startsWith(srcDir)) return undefined;
    // Named, so that rollup keeps it in the entry rather than pulling it into the page kit with its importers.
    if (loadedByEntry(id, getModuleInfo)) return 'main';
    return pageKit.has(id) ? 'page-kit' : undefined;
  };
}
