// Word's lists on the clipboard: paragraphs styled "mso-list:l0 level2 lfo1" whose bullet or number is typed text
// in a span styled "mso-list:Ignore". Consecutive ones become <ul>/<ol> lists, nested by their level; a list is
// numbered when its marker is a number, letter or roman numeral.
const LIST_STYLE = /mso-list:\s*l\d+\s+level(\d+)/i;
const MARKER_STYLE = /mso-list:\s*ignore/i;
const NUMBERED_MARKER = /^\(?(?:\d+|[a-z]|[ivxlc]+)[.)]/i;

const listLevel = (element: Element): number | null => {
  if (element.tagName !== 'P') return null;
  const match = LIST_STYLE.exec(element.getAttribute('style') ?? '');
  return match ? Number(match[1]) : null;
};

/** The item's marker text, taken out of the paragraph. */
function takeMarker(paragraph: Element): string {
  const marker = Array.from(paragraph.querySelectorAll('span')).find((span) => MARKER_STYLE.test(span.getAttribute('style') ?? ''));
  if (!marker) return '';
  const text = (marker.textContent ?? '').trim();
  marker.remove();
  return text;
}

/** One run of list paragraphs as one list, deeper levels nested in the item before them. */
function buildList(paragraphs: Element[]): Element {
  const document = paragraphs[0]!.ownerDocument;
  let stack: Element[] = [];
  for (const paragraph of paragraphs) {
    const level = Math.max(1, listLevel(paragraph)!);
    const tag = NUMBERED_MARKER.test(takeMarker(paragraph)) ? 'ol' : 'ul';
    if (stack.length === 0) stack = [document.createElement(tag)];
    stack = stack.slice(0, level);
    while (stack.length < level) {
      const list = document.createElement(tag);
      let holder = stack.at(-1)!.lastElementChild;
      if (!holder) {
        holder = document.createElement('li');
        stack.at(-1)!.append(holder);
      }
      holder.append(list);
      stack.push(list);
    }
    const item = document.createElement('li');
    item.append(...Array.from(paragraph.childNodes));
    stack.at(-1)!.append(item);
  }
  return stack[0]!;
}

/** Replaces each run of Word list paragraphs under `root` with a list. */
export function convertWordLists(root: Element): void {
  const seen = new Set<Element>();
  for (const first of Array.from(root.querySelectorAll('p'))) {
    if (seen.has(first) || listLevel(first) === null) continue;
    const run: Element[] = [];
    for (let item: Element | null = first; item && listLevel(item) !== null; item = item.nextElementSibling) {
      run.push(item);
      seen.add(item);
    }
    first.before(buildList(run));
    run.forEach((paragraph) => paragraph.remove());
  }
}
