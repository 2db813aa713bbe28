// Render-time guard for post content: rebuilds the markup from scratch, keeping only what the one HTML
// policy (service/store/html_policy.json, read at build time) allows; b and i become strong and em; everything else
// is dropped (script, style, iframe, svg… with their content) and text escaped. Links keep their address; rel and
// target are decided here: external http(s) links open in a new tab. No DOM needed, so the server render and the
// browser produce the same markup, and no sanitiser library is shipped to readers.
// eslint-disable-next-line no-restricted-imports -- the store's policy file, outside web/src
import { attributes, droppedWithContent, renamedTags, sitePaths, tags, urlSchemes } from '../../../service/store/html_policy.json';

/** The policy's tags, for the editor too. */
export const ALLOWED_TAGS: readonly string[] = tags;
const ALLOWED_ATTR: readonly string[] = attributes.a;
const RENAMED_TAGS: Readonly<Record<string, string | undefined>> = renamedTags;
/** Dropped with everything inside them. */
const DROPPED_WITH_CONTENT: readonly string[] = droppedWithContent;

/** True for an address the policy lets a link keep: one of its schemes, or a site path ("/blog", not "//host"). */
export function isAllowedHref(value: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme) return urlSchemes.includes(scheme.toLowerCase());
  return sitePaths && /^\/(?![/\\])/.test(value);
}

/** The attributes a link gets when rendered: external web addresses open in a new tab, without an opener. */
export function renderedLinkAttributes(href: string): string {
  return /^https?:/i.test(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
}

// Escape markup characters; an ampersand that starts a character reference ("&amp;", "&#39;") is left as it is.
const escapeText = (text: string) =>
  text.replace(/[<>"']|&(?!#?[a-z0-9]+;)/gi, (char) => `&#${char.charCodeAt(0)};`);
const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#x27;' };
const escapeChar = (char: string) => ESCAPES[char]!;
// Text as the store keeps it: <, > and a bare & escaped by name; quotes need no escaping outside attributes.
const escapeContentText = (text: string) => text.replace(/[<>]|&(?!#?[a-z0-9]+;)/gi, escapeChar);

const DECODED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/**
 * The references an escaped attribute holds (as the store escapes addresses) decoded. Any other reference stays as
 * it is: its "&" is escaped on output, so a browser reads it as plain text, and an address hiding its scheme behind
 * one ("jav&#97;script:", "javascript&colon;") matches no allowed scheme.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/gi, (match) => DECODED[match.toLowerCase()]!);
}

/** A safe href (escaped for an attribute), or null: entities decoded, the characters browsers ignore removed. */
export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex -- browsers drop these from URLs, so "java\tscript:" must be caught
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!value || !isAllowedHref(value)) return null;
  return value.replace(/[&"'<>]/g, escapeChar);
}

const TAG = /<(\/?)([a-z][a-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)*)\s*\/?\s*>/giy;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g;

/** Sanitise stored post HTML for rendering with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let dropping: string | null = null;
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > at) {
      if (!dropping) out += escapeContentText(html.slice(at, textEnd));
      at = textEnd;
      continue;
    }
    // A comment, doctype or processing instruction: dropped.
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      at = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[at + 1] === '!' || html[at + 1] === '?') {
      const end = html.indexOf('>', at);
      at = end < 0 ? html.length : end + 1;
      continue;
    }
    TAG.lastIndex = at;
    const match = TAG.exec(html);
    if (!match) {
      // A "<" that starts no tag is text.
      if (!dropping) out += '&lt;';
      at += 1;
      continue;
    }
    at = TAG.lastIndex;
    const closing = match[1] === '/';
    const tag = match[2]!.toLowerCase();
    const name = RENAMED_TAGS[tag] ?? tag;
    if (dropping) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.includes(tag)) {
      if (!closing) dropping = tag;
      continue;
    }
    if (!ALLOWED_TAGS.includes(name)) continue;
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index < 0) continue;
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    let attributes = '';
    if (name === 'a') {
      for (const attribute of match[3]!.matchAll(ATTRIBUTE)) {
        if (!ALLOWED_ATTR.includes(attribute[1]!.toLowerCase())) continue;
        const href = safeHref(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
        if (href !== null) attributes = ` href="${href}"${renderedLinkAttributes(href)}`;
        break;
      }
    }
    out += `<${name}${attributes}>`;
    if (name !== 'br') open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/**
 * The text of `html` as escaped <p> paragraphs (markup removed): for places that want text only.
 */
export function htmlToEscapedParagraphs(html: string): string {
  return html
    .replace(/<(script|style|iframe|svg|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .split(/<\/p\s*>|<br\s*\/?>|<\/div\s*>|<\/li\s*>/i)
    .map((part) =>
      part
        .replace(/<\/?[a-z!][^>]*>/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .map((text) => `<p>${escapeText(text)}</p>`)
    .join('');
}
