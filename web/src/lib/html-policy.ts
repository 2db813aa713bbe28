// The one HTML policy (service/store/html_policy.json, read at build time) as the web app uses it: the tags and link
// addresses the editor may save, and the rel and target a stored link gets when a page shows it.
// eslint-disable-next-line no-restricted-imports -- the store's policy file, outside web/src
import { sitePaths, tags, urlSchemes } from '../../../service/store/html_policy.json';

/** The policy's tags, for the editor. */
export const ALLOWED_TAGS: readonly string[] = tags;

/** True for an address the policy lets a link keep: one of its schemes, or a site path ("/blog", not "//host"). */
export function isAllowedHref(value: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme) return urlSchemes.includes(scheme.toLowerCase());
  return sitePaths && /^\/(?![/\\])/.test(value);
}

/** The attributes a link gets when rendered: external web addresses open in a new tab, without an opener. */
function renderedLinkAttributes(href: string): string {
  return /^https?:/i.test(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
}

/** Post HTML as the API serves it (the store's canonical form: every link `<a href="…">`), with rel and target. */
export function withRenderedLinks(canonicalHtml: string): string {
  return canonicalHtml.replace(
    /<a href="([^"]*)">/g,
    (_link, href: string) => `<a href="${href}"${renderedLinkAttributes(href)}>`,
  );
}
