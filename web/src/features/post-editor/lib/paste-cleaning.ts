// HTML pasted from Word, Google Docs or a web page, cleaned before the editor reads it: their comments, styles,
// classes, Office tags (<o:p>) and empty paragraphs go; Word's list paragraphs become lists; Google Docs' bold and
// italic spans become strong and em; nested tables become lines of their cell. Links the policy refuses are
// unwrapped (their text kept), and a picture that is not the site's is taken out: embedded pictures (data:) to be
// uploaded, others counted for the notice.
import { convertWordLists } from '@/features/post-editor/lib/word-lists';
import { isAllowedHref, isAllowedImageSrc } from '@/lib/html-policy';

/** What the cleaning took out, for the notice staff see. */
export type PasteReport = {
  /** Pictures that could not be kept (on another site, on the writer's own computer). */
  droppedImages: number;
  /** Links to javascript: or data: addresses, kept as plain text. */
  droppedLinks: number;
  /** Pictures embedded in the pasted HTML, to go through the upload. */
  embeddedImages: File[];
};

const DROPPED = 'script, style, meta, link, title, xml, template, iframe, object, embed, svg, math, noscript, head';
const UNSAFE_LINK = /^\s*(?:javascript|data|vbscript):/i;
const KEPT_ATTRIBUTES: Record<string, string[]> = { A: ['href'], IMG: ['src', 'alt'] };

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

function comments(root: Element): Comment[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const found: Comment[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Comment);
  return found;
}

/** What Word shows only to readers without its features (<![if !supportLists]>· <![endif]>: a list's typed
 *  bullet, an empty paragraph's space) goes with its markers, which an HTML parser reads as comments. */
function removeFallbackBlocks(root: Element): void {
  const found = comments(root);
  found.forEach((start, index) => {
    if (!/^\[if !support/i.test(start.data)) return;
    const end = found.slice(index + 1).find((comment) => /^\[endif\]/i.test(comment.data));
    if (!end || !start.parentNode) return;
    const range = root.ownerDocument.createRange();
    range.setStartAfter(start);
    range.setEndBefore(end);
    range.deleteContents();
  });
}

/** Google Docs (and some web pages) say bold and italic with a style: as strong and em; other spans go. */
function styledSpansToMarks(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('span, b, font'))) {
    // ";" first, so that Word's "mso-bidi-font-weight:normal" is not read as the weight.
    const style = `;${(element.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '')}`;
    const normalWeight = /;font-weight:(?:normal|[1-4]00)/.test(style);
    if (element.tagName === 'B' && !normalWeight) continue;
    let content: Element | null = null;
    if (/;font-weight:(?:bold|[6-9]00)/.test(style)) content = element.ownerDocument.createElement('strong');
    if (/;font-style:italic/.test(style)) {
      const em = element.ownerDocument.createElement('em');
      if (content) content.append(em);
      else content = em;
    }
    if (!content) {
      unwrap(element);
      continue;
    }
    (content.firstElementChild ?? content).append(...Array.from(element.childNodes));
    element.replaceWith(content);
  }
}

/** A table inside a cell becomes lines of that cell: each inner cell's text on its own line. */
function flattenNestedTables(root: Element): void {
  for (const table of Array.from(root.querySelectorAll('td table, th table')).reverse()) {
    const lines = Array.from(table.querySelectorAll('td, th'), (cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim());
    const replacement = table.ownerDocument.createElement('p');
    lines.filter(Boolean).forEach((line, index) => {
      if (index > 0) replacement.append(table.ownerDocument.createElement('br'));
      replacement.append(line);
    });
    table.replaceWith(replacement);
  }
}

/** Merged cells come apart: a cell spanning columns is followed by empty ones, so that the columns stay in line;
 *  then every row is padded with empty cells to the widest (a cell spanning rows stays in its first row). */
function unmergeCells(root: Element): void {
  for (const cell of Array.from(root.querySelectorAll('td[colspan], th[colspan]'))) {
    const span = Math.min(Number(cell.getAttribute('colspan')) || 1, 50);
    for (let extra = 1; extra < span; extra += 1) cell.after(root.ownerDocument.createElement(cell.tagName));
  }
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const rows = Array.from(table.querySelectorAll('tr')).filter((row) => row.closest('table') === table);
    const width = Math.max(0, ...rows.map((row) => row.cells.length));
    for (const row of rows) while (row.cells.length < width) row.append(root.ownerDocument.createElement('td'));
  }
}

function cleanLinks(root: Element, report: PasteReport): void {
  for (const link of Array.from(root.querySelectorAll('a'))) {
    const href = link.getAttribute('href');
    if (href !== null && UNSAFE_LINK.test(href)) report.droppedLinks += 1;
    // Word's bookmarks (<a name>), in-document links (#_Toc…) and file: addresses are not links on the site.
    if (href === null || !isAllowedHref(href.trim())) unwrap(link);
    else link.setAttribute('href', href.trim());
  }
}

/** A data: address as a file to upload, or null when it is not a picture. */
function dataUrlFile(src: string, index: number): File | null {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]+)$/i.exec(src);
  if (!match) return null;
  const bytes = Uint8Array.from(atob(match[2]!.replace(/\s+/g, '')), (c) => c.charCodeAt(0));
  const extension = match[1]!.split('/')[1]!.replace('jpeg', 'jpg').replace(/\+.*/, '');
  return new File([bytes], `pasted-${index + 1}.${extension}`, { type: match[1]! });
}

function takeImages(root: Element, report: PasteReport): void {
  for (const image of Array.from(root.querySelectorAll('img'))) {
    const src = image.getAttribute('src') ?? '';
    if (isAllowedImageSrc(src)) continue;
    const file = dataUrlFile(src, report.embeddedImages.length);
    if (file) report.embeddedImages.push(file);
    else report.droppedImages += 1;
    image.remove();
  }
}

function stripAttributes(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const kept = KEPT_ATTRIBUTES[element.tagName] ?? [];
    for (const name of element.getAttributeNames()) if (!kept.includes(name)) element.removeAttribute(name);
  }
}

const hasContent = (element: Element) => (element.textContent ?? '').trim() !== '' || element.querySelector('img, td, th') !== null;

/** Empty paragraphs, headings and list items go; so do loose line breaks between blocks. */
function dropEmptyBlocks(root: Element): void {
  for (const block of Array.from(root.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, div')).reverse()) {
    if (!hasContent(block)) block.remove();
  }
  for (const lineBreak of Array.from(root.querySelectorAll(':scope > br'))) lineBreak.remove();
}

const STRUCTURE = new Set(['BODY', 'TABLE', 'THEAD', 'TBODY', 'TR', 'UL', 'OL', 'BLOCKQUOTE', 'DIV']);

/** Word wraps its lines in the middle of sentences and spaces with &nbsp;: runs of spaces read as one space, and
 *  spaces between rows, cells and blocks are not text. */
function normalizeSpaces(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const empty: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    node.nodeValue = node.nodeValue!.replace(/[\s\u00a0]+/g, ' ');
    if (node.nodeValue === ' ' && STRUCTURE.has(node.parentElement?.tagName ?? '')) empty.push(node);
  }
  empty.forEach((node) => node.parentNode?.removeChild(node));
}

/** The pasted HTML, cleaned, and what was taken out of it. */
export function cleanPastedHtml(html: string): { html: string; report: PasteReport } {
  const report: PasteReport = { droppedImages: 0, droppedLinks: 0, embeddedImages: [] };
  const root = new DOMParser().parseFromString(html, 'text/html').body;
  root.querySelectorAll(DROPPED).forEach((element) => element.remove());
  // Office's own tags (o:p, v:shape, w:sdt…): <o:p> holds only the space of an empty paragraph.
  for (const element of Array.from(root.querySelectorAll('*')).filter((e) => e.tagName.includes(':'))) {
    if (element.tagName === 'O:P') element.remove();
    else unwrap(element);
  }
  // Lists first: a list's marker (in its fallback block) tells bullets from numbers.
  convertWordLists(root);
  removeFallbackBlocks(root);
  comments(root).forEach((comment) => comment.remove());
  styledSpansToMarks(root);
  flattenNestedTables(root);
  unmergeCells(root);
  cleanLinks(root, report);
  takeImages(root, report);
  stripAttributes(root);
  normalizeSpaces(root);
  dropEmptyBlocks(root);
  return { html: root.innerHTML, report };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What staff read after a paste that lost something, or null when nothing was lost. */
export function pasteNotice(report: PasteReport, canUpload: boolean): string | null {
  const parts: string[] = [];
  const dropped = report.droppedImages + (canUpload ? 0 : report.embeddedImages.length);
  if (dropped) {
    parts.push(
      `${count(dropped, 'picture was', 'pictures were')} left out of the pasted text: save ${dropped === 1 ? 'it' : 'them'} to your computer and add ${dropped === 1 ? 'it' : 'them'} with the Image button.`,
    );
  }
  if (canUpload && report.embeddedImages.length) {
    parts.push(`${count(report.embeddedImages.length, 'picture', 'pictures')} from the pasted text will be uploaded and placed after it.`);
  }
  if (report.droppedLinks) {
    parts.push(
      `${count(report.droppedLinks, 'link was', 'links were')} removed because ${report.droppedLinks === 1 ? 'its address' : 'their addresses'} could run code or carry hidden content; the words are kept as plain text.`,
    );
  }
  return parts.length ? parts.join(' ') : null;
}
