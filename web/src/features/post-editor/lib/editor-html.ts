// The rich editor's HTML in the store's canonical form: only the policy's tags (lib/html-policy reads them from
// service/store/html_policy.json), a link's href alone, list items without the editor's inner <p>, text escaped,
// top-level blocks joined with "\n". What the editor saves always passes the store's policy unchanged.
import { ALLOWED_TAGS, isAllowedHref } from '@/lib/html-policy';

const ALLOWED = new Set(ALLOWED_TAGS);
const BLOCKS = new Set(['p', 'ul', 'ol']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function serializeChildren(parent: Node, inItem = false): string {
  let out = '';
  const children = Array.from(parent.childNodes);
  children.forEach((child, index) => {
    // An item's paragraphs (<li><p>a</p><p>b</p></li>) read as lines of the item: a<br>b.
    if (inItem && child.nodeName === 'P') {
      const previous = children[index - 1];
      if (previous?.nodeName === 'P') out += '<br>';
      out += serializeChildren(child);
      return;
    }
    out += serializeNode(child);
  });
  return out;
}

function serializeNode(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (!ALLOWED.has(tag)) return serializeChildren(element);
  if (tag === 'br') return '<br>';
  const href = tag === 'a' ? element.getAttribute('href') : null;
  const attributes = href !== null && isAllowedHref(href) ? ` href="${escapeAttribute(href)}"` : '';
  return `<${tag}${attributes}>${serializeChildren(element, tag === 'li')}</${tag}>`;
}

/** The editor's HTML (Tiptap's getHTML()) as the store keeps it; an empty document is "". */
export function canonicalEditorHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const blocks: string[] = [];
  let inline = '';
  const flushInline = () => {
    if (inline.trim()) blocks.push(`<p>${inline}</p>`);
    inline = '';
  };
  for (const child of Array.from(template.content.childNodes)) {
    if (BLOCKS.has(child.nodeName.toLowerCase())) {
      flushInline();
      const block = serializeNode(child);
      // Empty paragraphs (an empty editor is "<p></p>") are dropped, as the paragraph rules drop them.
      if (block !== '<p></p>') blocks.push(block);
    } else {
      inline += serializeNode(child);
    }
  }
  flushInline();
  return blocks.join('\n');
}
