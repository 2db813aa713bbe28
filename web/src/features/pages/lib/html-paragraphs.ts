// htmlToParagraphs(): server page content (simple <p> HTML, or plain text) as plain-text paragraphs, so pages
// render it as React text (escaped) instead of injecting HTML.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  copy: '\u00a9',
  reg: '\u00ae',
};

/** Decode the character references that simple editorial HTML uses; unknown names are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? match;
  });
}

/**
 * Split content into paragraphs of plain text: a paragraph ends at `</p>`, `</div>` or a blank line; `<br>`
 * becomes a newline; `<script>` and `<style>` are dropped with their
 * text; every other tag is dropped; whitespace runs collapse; empty paragraphs are left out.
 */
export function htmlToParagraphs(content: string): string[] {
  const marked = content
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\u0000')
    .replace(/<\/(p|div|h[1-6]|li|blockquote)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return marked
    .split(/\n\s*\n/)
    .map((block) =>
      decodeEntities(
        block
          .split('\u0000')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .join('\n'),
      ).trim(),
    )
    .filter((paragraph) => paragraph.length > 0);
}
