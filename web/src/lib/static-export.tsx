// A page of a static export (`agency site export`): the folder its API answers were written to, where the image
// width variants are, and whether this page was rendered for one. Which reads those files hold: lib/static-data.
import { createContext, useContext, type ReactNode } from 'react';

/** The meta tag the export writes into every page: its content is the folder of the API answers ("/data"). */
export const STATIC_DATA_META = 'agency-static-data';
/**
 * Where the export writes the WebP width variants of an image folder's files: `/<folder>-variants/<width>/<path>.webp`
 * (/media/ → /media-variants/, /app-media/ → /app-media-variants/).
 */
const VARIANTS_SUFFIX = '-variants';

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
  const folderEnd = mediaPath.indexOf('/', 1);
  return `${mediaPath.slice(0, folderEnd)}${VARIANTS_SUFFIX}/${width}/${mediaPath.slice(folderEnd + 1)}.webp`;
}

const StaticExportContext = createContext(false);

/** Whether the pages are rendered for a static export: the server render is told, the browser reads the meta tag. */
export function StaticExportProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <StaticExportContext.Provider value={value}>{children}</StaticExportContext.Provider>;
}

export function useStaticExport(): boolean {
  return useContext(StaticExportContext);
}
