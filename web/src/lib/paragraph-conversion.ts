// Post content as editable plain text and back: the one conversion both web editors use. It follows
// service/html/paragraphs.py rule for rule; tests/fixtures/paragraph-cases.json pins both implementations.
//
// Text → HTML: blank lines (lines of only spaces, tabs or no-break spaces) separate paragraphs; each line is
// trimmed of those characters; each paragraph is HTML-escaped (&, <, >), its single newlines become <br>, and
// it is wrapped in <p>…</p>; empty paragraphs are dropped; paragraphs are joined with "\n".
// HTML → text: content without any tag is plain text and is only normalised as above. Otherwise paragraph ends
// (and the ends of other block elements) become blank lines, <br> becomes a newline, raw newlines count as
// spaces, script and style bodies and every other tag are dropped, and entities are decoded.
import { isHtml } from '@/lib/paragraphs';

const TRIMMED = ' \t\u00a0';
const BLANK_LINE = /\n[ \t\u00a0]*\n/;
const PARAGRAPH_BREAK = '\n\n';

const BLOCK_TAGS = new Set([
  'p', 'div', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre',
  'hr', 'table', 'tr', 'section', 'article', 'header', 'footer', 'figure', 'figcaption',
  'address', 'aside', 'nav', 'main', 'dl', 'dt', 'dd',
]);
const SKIPPED_TAGS = new Set(['script', 'style', 'template']);
// Their bodies are raw text up to the matching end tag (Python's HTMLParser reads them as CDATA).
const RAW_TEXT_TAGS = new Set(['script', 'style']);

const normaliseLineEnds = (text: string) => text.replace(/\r\n?/g, '\n');

function trimLine(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && TRIMMED.includes(line[start]!)) start += 1;
  while (end > start && TRIMMED.includes(line[end - 1]!)) end -= 1;
  return line.slice(start, end);
}

/** The text's paragraphs: split on blank lines, lines trimmed, empty paragraphs dropped. */
function textParagraphs(text: string): string[] {
  return normaliseLineEnds(text)
    .split(BLANK_LINE)
    .map((block) => block.split('\n').map(trimLine).filter(Boolean).join('\n'))
    .filter(Boolean);
}

/** Text as htmlToText answers it: paragraphs separated by exactly one blank line. */
export function normaliseText(text: string): string {
  return textParagraphs(text).join(PARAGRAPH_BREAK);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Blank-line paragraphs → <p> paragraphs, single newlines → <br>, text escaped (what an editor saves). */
export function textToHtml(text: string): string {
  return textParagraphs(text)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
}

// A start or end tag (attribute values may hold ">" inside quotes), a comment, a declaration or an instruction.
const MARKUP =
  /<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;

const BASIC_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeWithoutDom(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return BASIC_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

let decoder: HTMLTextAreaElement | undefined;

/** Decode character references the way an HTML parser does (every named entity), without parsing any markup. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  if (typeof document === 'undefined') return decodeWithoutDom(text);
  // A <textarea>'s content is read as RCDATA: references are decoded, nothing else is parsed or run.
  decoder ??= document.createElement('textarea');
  decoder.innerHTML = text;
  return decoder.textContent ?? '';
}

/** Stored HTML → editable text (blank lines between paragraphs); plain-text content is only normalised. */
export function htmlToText(content: string): string {
  if (!isHtml(content)) return normaliseText(content);
  const parts: string[] = [];
  let skipping = 0;
  const addData = (data: string) => {
    if (data && !skipping) parts.push(decodeEntities(normaliseLineEnds(data).replace(/\n/g, ' ')));
  };

  MARKUP.lastIndex = 0;
  let position = 0;
  for (let match = MARKUP.exec(content); match; match = MARKUP.exec(content)) {
    addData(content.slice(position, match.index));
    position = MARKUP.lastIndex;
    const [, slash, rawName, , selfClosing] = match;
    if (rawName === undefined) continue; // comment, declaration or processing instruction
    const name = rawName.toLowerCase();
    if (slash) {
      if (SKIPPED_TAGS.has(name)) skipping = Math.max(0, skipping - 1);
      else if (BLOCK_TAGS.has(name)) parts.push(PARAGRAPH_BREAK);
      continue;
    }
    if (name === 'br') parts.push('\n');
    else if (BLOCK_TAGS.has(name)) parts.push(PARAGRAPH_BREAK);
    else if (SKIPPED_TAGS.has(name) && !selfClosing) {
      if (RAW_TEXT_TAGS.has(name)) {
        // Skip the raw body and its end tag in one go: markup inside a script is not markup.
        const end = new RegExp(`</${name}\\s*>`, 'ig');
        end.lastIndex = position;
        const closing = end.exec(content);
        position = closing ? end.lastIndex : content.length;
        MARKUP.lastIndex = position;
      } else {
        skipping += 1;
      }
    }
  }
  addData(content.slice(position));
  return normaliseText(parts.join(''));
}
