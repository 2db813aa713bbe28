// The mail's HTML part shown inside the staff page as subscribers' mail programs show it. The page's
// Content-Security-Policy (style-src 'self') refuses style attributes, so a frame of the HTML showed the mail without
// its colours and spacing; styles set from script through the CSSOM are not refused. So the style attributes are
// renamed in the text before it is parsed (parsing one is already refused, and reported), the HTML is parsed inert
// (DOMParser runs nothing), stripped of whatever could run, load a page or submit, and the styles are applied through
// `style.cssText`, all inside a shadow root: neither page's styles reach the other.

const DROPPED = 'script, iframe, frame, object, embed, form, link, meta, base, style, template';
const CARRIED = 'data-mail-style';
// A tag of the service's mail: its text and attribute values never hold a bare < or > (service/newsletter escapes them).
const TAG = /<[a-zA-Z][^<>]*>/g;
const STYLE_ATTRIBUTE = /(\s)style=/gi;

/** The HTML with each tag's style attribute renamed to the carried one, so parsing it applies (and refuses) nothing. */
export const carryStyles = (html: string) => html.replace(TAG, (tag) => tag.replace(STYLE_ATTRIBUTE, `$1${CARRIED}=`));

/** Parses the mail's HTML into a detached box: scripts and the like gone, styles carried as data, links opening apart. */
function mailBox(html: string): HTMLElement {
  const parsed = new DOMParser().parseFromString(carryStyles(html), 'text/html');
  parsed.querySelectorAll(DROPPED).forEach((element) => element.remove());
  const body = parsed.body;
  for (const element of [body, ...body.querySelectorAll('*')]) {
    for (const { name } of [...element.attributes]) {
      if (name.toLowerCase().startsWith('on')) element.removeAttribute(name);
    }
    if (element instanceof HTMLAnchorElement) {
      element.target = '_blank';
      element.rel = 'noopener noreferrer';
    }
  }
  const box = document.createElement('div');
  const bodyStyle = body.getAttribute(CARRIED);
  if (bodyStyle) box.setAttribute(CARRIED, bodyStyle);
  box.append(...[...body.childNodes].map((node) => document.importNode(node, true)));
  return box;
}

/** Shows the mail in `host`'s shadow root, in place of what it showed before. */
export function showMail(host: HTMLElement, html: string): void {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const box = mailBox(html);
  for (const element of [box, ...box.querySelectorAll<HTMLElement>(`[${CARRIED}]`)]) {
    const style = element.getAttribute(CARRIED);
    if (style === null) continue;
    element.style.cssText = style;
    element.removeAttribute(CARRIED);
  }
  root.replaceChildren(box);
}
