// The one HTML policy of post content, as the web app reads it at build time from service/store/html_policy.json:
// the tags, the link attribute and the addresses a link may keep. Used by the render-time sanitiser and the editor.
// eslint-disable-next-line no-restricted-imports -- the store's policy file, outside web/src
import { attributes, droppedWithContent, renamedTags, sitePaths, tags, urlSchemes } from '../../../service/store/html_policy.json';

export const ALLOWED_TAGS: readonly string[] = tags;
export const ALLOWED_ATTR: readonly string[] = attributes.a;
export const RENAMED_TAGS: Readonly<Record<string, string | undefined>> = renamedTags;
/** Dropped with everything inside them. */
export const DROPPED_WITH_CONTENT: readonly string[] = droppedWithContent;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** True for an address the policy lets a link keep: one of its schemes, or a site path ("/blog", not "//host"). */
export function isAllowedHref(value: string): boolean {
  const scheme = SCHEME.exec(value)?.[1];
  if (scheme) return urlSchemes.includes(scheme.toLowerCase()) && value.length > scheme.length + 1;
  return sitePaths && /^\/(?![/\\])/.test(value);
}
