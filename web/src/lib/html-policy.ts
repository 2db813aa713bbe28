// The one HTML policy (service/html/html_policy.json, read at build time) as the web app uses it: the tags, link
// addresses and image sources the editor may save (the rel and target a stored link gets when a page shows it:
// lib/rendered-links).
// eslint-disable-next-line no-restricted-imports -- the store's policy file, outside web/src
import { imageSource, sitePaths, tags, urlSchemes } from '../../../service/html/html_policy.json';

/** The policy's tags, for the editor. */
export const ALLOWED_TAGS: readonly string[] = tags;

/** True for an address the policy lets a link keep: one of its schemes, or a site path ("/blog", not "//host"). */
export function isAllowedHref(value: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme) return urlSchemes.includes(scheme.toLowerCase());
  return sitePaths && /^\/(?![/\\])/.test(value);
}

const IMAGE_SOURCE = new RegExp(`^(?:${imageSource})$`);

/** True for an image the text may show: a file of the site's /media/, without host, query or "..". */
export function isAllowedImageSrc(src: string): boolean {
  return IMAGE_SOURCE.test(src);
}
