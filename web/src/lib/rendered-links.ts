// Stored HTML as a page shows it, with what the HTML policy never stores: a link's rel and target, a table's
// sideways-scrolling frame and an image's lazy loading. Apart from lib/html-policy, so the pages that show stored HTML
// (posts, FAQ answers) load none of the editor's policy data.

/**
 * Stored HTML as the API serves it (the store's canonical form: every link `<a href="…">`) with its links' rel and
 * target: external web addresses open in a new tab, without an opener.
 */
export function withRenderedLinks(canonicalHtml: string): string {
  return canonicalHtml.replace(/<a href="(https?:[^"]*)">/gi, '<a href="$1" target="_blank" rel="noopener noreferrer">');
}

/**
 * Stored HTML for readers: withRenderedLinks, each table in a frame that scrolls sideways inside itself (focusable, so
 * a keyboard can scroll it) instead of widening the page, and images loaded lazily.
 */
export function renderedHtml(canonicalHtml: string): string {
  return withRenderedLinks(canonicalHtml)
    .replace(
      /<table>[\s\S]*?<\/table>/g,
      (table) => `<div class="table-scroll" role="region" aria-label="${tableLabel(table)}" tabindex="0">${table}</div>`,
    )
    .replace(/<img src=/g, '<img loading="lazy" decoding="async" src=');
}

/**
 * A table frame's name, for a screen reader landing on it: its caption, else its first column headings (so that two
 * tables of a page are told apart), and that it scrolls sideways. Text of the canonical HTML, its entities kept.
 */
function tableLabel(table: string): string {
  const caption = /<caption>([\s\S]*?)<\/caption>/.exec(table)?.[1];
  const names = caption ? [caption] : [...table.matchAll(/<th>([\s\S]*?)<\/th>/g)].slice(0, 3).map((m) => m[1] ?? '');
  const words = names
    .map((name) => name.replace(/<[^>]*>/g, '').trim())
    .filter(Boolean)
    .join(', ')
    .replace(/"/g, '&quot;');
  return `${words ? `Table: ${words}` : 'Table'}, scrolls sideways`;
}
