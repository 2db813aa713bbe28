// The rel and target a stored link gets when a page shows it (the HTML policy stores neither): apart from
// lib/html-policy, so the pages that show stored HTML (posts, FAQ answers) load none of the editor's policy data.

/**
 * Stored HTML as the API serves it (the store's canonical form: every link `<a href="…">`) with its links' rel and
 * target: external web addresses open in a new tab, without an opener.
 */
export function withRenderedLinks(canonicalHtml: string): string {
  return canonicalHtml.replace(/<a href="(https?:[^"]*)">/gi, '<a href="$1" target="_blank" rel="noopener noreferrer">');
}
