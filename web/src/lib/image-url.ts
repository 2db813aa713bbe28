// Post image addresses with the cache-busting `v` parameter, so that a replaced image shows at once
// ("/media/a.webp" → "/media/a.webp?v=…").
import { APP_MEDIA_PREFIX } from '@/config/paths';
import { staticVariantUrl } from '@/lib/static-export';

/** Add or replace `v=<stamp>` in the query of `url`, before any #fragment. */
export function withCacheBuster(url: string, stamp: number | string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const [path = '', query] = base.split(/\?(.*)/s, 2);
  const params = (query ?? '').split('&').filter((part) => part && !/^v(?:=|$)/.test(part));
  params.push(`v=${encodeURIComponent(String(stamp))}`);
  return `${path}?${params.join('&')}${hash}`;
}

/** One picture an image box may show (components/ui/image-with-fallback tries them in order). */
export type ImageSource = {
  src: string;
  srcSet?: string | undefined;
  /** Intrinsic size, when known (the illustrations' 1200×675), so the browser reserves the space. */
  width?: number | undefined;
  height?: number | undefined;
  /** The kind of picture shown, for tests and styling (e.g. "illustration"). */
  kind?: string | undefined;
  /** Its own text alternative (a post image's imageAlt), in place of the box's. */
  alt?: string | undefined;
};

/** The agency's own images (the content folder's media/). */
const MEDIA_PREFIX = '/media/';

/** The widths the service makes WebP variants of (`/media/<file>?w=…`, `/app-media/<file>?w=…`, never upscaled). */
const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** Add or replace `w=<width>` in the query of `url`. */
export function withWidth(url: string, width: number): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const params = (query ?? '').split('&').filter((part) => part && !/^w(?:=|$)/.test(part));
  params.unshift(`w=${width}`);
  return `${path}?${params.join('&')}`;
}

/**
 * srcset of the service's width variants for a /media/ or /app-media/ image (with the `v` stamp when given), else
 * undefined. In a static export, where a file server ignores `?w=`, the variants are files of their own
 * (staticVariantUrl).
 */
export function mediaSrcSet(url: string, stamp?: number | string, staticExport = false): string | undefined {
  const path = url.split('?')[0] ?? '';
  const folder = [MEDIA_PREFIX, `${APP_MEDIA_PREFIX}/`].find((prefix) => path.startsWith(prefix));
  if (!folder || path === folder || url.includes('#')) return undefined;
  const variant = (width: number) => (staticExport ? staticVariantUrl(path, width) : withWidth(url, width));
  const address = (width: number) => (stamp === undefined ? variant(width) : withCacheBuster(variant(width), stamp));
  return IMAGE_WIDTHS.map((width) => `${address(width)} ${width}w`).join(', ');
}
