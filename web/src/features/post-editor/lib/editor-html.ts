// The rich editor's HTML in the store's canonical form: only the policy's tags (lib/html-policy reads them from
// service/html/html_policy.json), a link's href alone, list items and table cells without the editor's inner <p>
// (their paragraphs become lines), headings of levels 2 and 3, quotes of paragraphs and lists, tables with the
// header row in <thead> and every row as wide as the widest, figures of the site's images with alt always
// written, text escaped, top-level blocks joined with "\n". What the editor saves passes the store's policy unchanged.
import { isAllowedHref, isAllowedImageSrc } from '@/lib/html-policy';

const INLINE = new Set(['strong', 'em', 'a']);
const LISTS = new Set(['ul', 'ol']);
const HEADINGS: Record<string, string> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h3', h5: 'h3', h6: 'h3' };

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const tagOf = (node: Node) => node.nodeName.toLowerCase();
const elementChildren = (element: Element, tag: string) => Array.from(element.children).filter((child) => tagOf(child) === tag);

/** Inline content: text, line breaks, bold, italic and links; any other element gives its content. */
function serializeInlineNode(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const tag = tagOf(node);
  if (tag === 'br') return '<br>';
  if (!INLINE.has(tag)) return serializeInline(node);
  const href = tag === 'a' ? (node as Element).getAttribute('href') : null;
  const attributes = href !== null && isAllowedHref(href) ? ` href="${escapeAttribute(href)}"` : '';
  return `<${tag}${attributes}>${serializeInline(node)}</${tag}>`;
}

/** The canonical inline HTML of an element's content. */
export function serializeInline(parent: Node): string {
  return Array.from(parent.childNodes, serializeInlineNode).join('');
}

/** An element holding canonical inline HTML (safe to parse: only the policy's inline tags and escaped text). */
export function inlineElement(tag: string, html: string): HTMLElement {
  const element = document.createElement(tag);
  element.innerHTML = html;
  return element;
}

/** A list item's or cell's paragraphs (<li><p>a</p><p>b</p></li>) as lines (a<br>b); a nested list stays a list. */
function serializeLines(container: Element): string {
  let out = '';
  let endsInLine = false;
  let loose = '';
  const addLine = (text: string) => {
    out += (endsInLine ? '<br>' : '') + text;
    endsInLine = true;
  };
  const flushLoose = () => {
    if (loose) addLine(loose);
    loose = '';
  };
  container.childNodes.forEach((child) => {
    const tag = tagOf(child);
    if (tag === 'p') {
      flushLoose();
      addLine(serializeInline(child));
    } else if (LISTS.has(tag)) {
      flushLoose();
      out += serializeList(child as Element);
      endsInLine = false;
    } else loose += serializeInlineNode(child);
  });
  flushLoose();
  return out;
}

function serializeList(list: Element): string {
  const items = elementChildren(list, 'li').map((item) => `<li>${serializeLines(item)}</li>`);
  return `<${tagOf(list)}>${items.join('')}</${tagOf(list)}>`;
}

/** A quote's paragraphs and lists; a heading or quote inside reads as paragraphs. */
function serializeQuote(quote: Element): string {
  const blocks = Array.from(quote.children).flatMap((child) => {
    const tag = tagOf(child);
    if (LISTS.has(tag)) return [serializeList(child)];
    if (tag === 'blockquote') return [serializeQuote(child).replace(/^<blockquote>|<\/blockquote>$/g, '')];
    const text = serializeInline(child);
    return text.trim() ? [`<p>${text}</p>`] : [];
  });
  return blocks.length ? `<blockquote>${blocks.join('')}</blockquote>` : '';
}

/** The rows of a table (not of a table nested in it) as cells of canonical inline content. */
function tableRows(table: Element): { header: boolean; cells: string[] }[] {
  const rows = Array.from(table.querySelectorAll('tr')).filter((row) => row.closest('table') === table);
  return rows
    .map((row) => {
      const cells = Array.from(row.children).filter((cell) => ['td', 'th'].includes(tagOf(cell)));
      return { header: cells.length > 0 && cells.every((cell) => tagOf(cell) === 'th'), cells: cells.map(serializeLines) };
    })
    .filter((row) => row.cells.length > 0);
}

/** A table: its first row of header cells as <thead>, the others in <tbody> (when there are any), each row padded
 *  to the widest. */
function serializeTable(table: Element): string {
  const rows = tableRows(table);
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.cells.length));
  const row = (cells: string[], tag: 'td' | 'th') => {
    const padded = [...cells, ...Array<string>(width - cells.length).fill('')];
    return `<tr>${padded.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
  };
  const [first, ...rest] = rows;
  const head = first!.header ? `<thead>${row(first!.cells, 'th')}</thead>` : '';
  const bodyRows = first!.header ? rest : rows;
  const body = bodyRows.length ? `<tbody>${bodyRows.map((r) => row(r.cells, 'td')).join('')}</tbody>` : '';
  return `<table>${head}${body}</table>`;
}

/** A figure of a site image, alt always written; any other image is left out. */
function serializeFigure(figure: Element): string {
  const image = tagOf(figure) === 'img' ? figure : figure.querySelector('img');
  const src = image?.getAttribute('src') ?? '';
  if (!isAllowedImageSrc(src)) return '';
  const alt = escapeAttribute(image!.getAttribute('alt') ?? '');
  const captionElement = figure.querySelector('figcaption');
  const caption = captionElement ? serializeInline(captionElement).trim() : '';
  return `<figure><img src="${escapeAttribute(src)}" alt="${alt}">${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
}

/** One top-level block in canonical form, or "" when it holds nothing to keep. */
function serializeBlock(element: Element): string {
  const tag = tagOf(element);
  if (tag === 'p' || tag in HEADINGS) {
    const text = serializeInline(element);
    const name = tag === 'p' ? 'p' : HEADINGS[tag]!;
    return text.trim() ? `<${name}>${text}</${name}>` : '';
  }
  if (LISTS.has(tag)) return serializeList(element);
  if (tag === 'blockquote') return serializeQuote(element);
  if (tag === 'table') return serializeTable(element);
  if (tag === 'figure' || tag === 'img') return serializeFigure(element);
  // The editor's wrappers (the table's <div class="tableWrapper">) give their blocks.
  return canonicalBlocks(element).join('\n');
}

const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'blockquote', 'table', 'figure', 'img', 'div', ...Object.keys(HEADINGS)]);

function canonicalBlocks(parent: ParentNode): string[] {
  const blocks: string[] = [];
  let inline = '';
  const flushInline = () => {
    if (inline.trim()) blocks.push(`<p>${inline}</p>`);
    inline = '';
  };
  parent.childNodes.forEach((child) => {
    if (BLOCK_TAGS.has(tagOf(child))) {
      flushInline();
      const block = serializeBlock(child as Element);
      if (block) blocks.push(block);
    } else {
      inline += serializeInlineNode(child);
    }
  });
  flushInline();
  return blocks;
}

/** The editor's HTML (Tiptap's getHTML()) as the store keeps it; an empty document is "". */
export function canonicalEditorHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return canonicalBlocks(template.content).join('\n');
}
