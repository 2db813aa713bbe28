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
    .replace(/<table>/g, '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>')
    .replace(/<\/table>/g, '</table></div>')
    .replace(/<img src=/g, '<img loading="lazy" decoding="async" src=');
}
