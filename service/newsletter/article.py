"""A post's sanitised HTML made fit for a mail: inline styles, absolute links and images at most
600 px wide, and the same text as plain text. The links are the post's own: none is rewritten."""

from html import escape
from html.parser import HTMLParser
from urllib.parse import urljoin

IMAGE_WIDTH = 600
FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
# The post policy's tags (service/html/html_policy.json), each with its inline style.
STYLES = {
    "p": "margin:0 0 16px;font-size:16px;line-height:1.6;color:#1e293b",
    "h2": "margin:28px 0 12px;font-size:22px;line-height:1.3;color:#0f2742",
    "h3": "margin:24px 0 10px;font-size:18px;line-height:1.3;color:#0f2742",
    "a": "color:#0f766e;text-decoration:underline",
    "strong": "font-weight:600",
    "em": "font-style:italic",
    "ul": "margin:0 0 16px;padding-left:24px",
    "ol": "margin:0 0 16px;padding-left:24px",
    "li": "margin:0 0 6px;font-size:16px;line-height:1.6;color:#1e293b",
    "blockquote": "margin:0 0 16px;padding-left:16px;border-left:4px solid #cbd5e1;"
                  "color:#475569",
    "table": "border-collapse:collapse;margin:0 0 16px;width:100%",
    "thead": "", "tbody": "", "tr": "",
    "th": "border:1px solid #cbd5e1;padding:6px;text-align:left;font-size:14px",
    "td": "border:1px solid #cbd5e1;padding:6px;font-size:14px",
    "figure": "margin:0 0 16px",
    "figcaption": "font-size:13px;color:#64748b;margin-top:6px",
    "img": "display:block;max-width:100%;height:auto;border:0",
    "br": "",
}
VOID = ("br", "img")
BLOCKS = ("p", "h2", "h3", "li", "blockquote", "figcaption", "tr", "table", "figure")


class _Rewriter(HTMLParser):
    """Writes both parts as it reads the HTML once; a tag outside the policy keeps its text."""

    def __init__(self, base: str) -> None:
        super().__init__(convert_charrefs=True)
        self.base = base
        self.html: list[str] = []
        self.text: list[str] = []
        self.links: list[str | None] = []  # the href of each open <a>, for the text part

    def _absolute(self, url: str) -> str:
        return urljoin(self.base + "/", url.strip())

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in STYLES:
            return
        given = {name: value or "" for name, value in attrs}
        parts = [tag]
        if style := STYLES[tag]:
            parts.append(f'style="{style}"')
        if tag == "a":
            href = self._absolute(given.get("href", ""))
            parts.append(f'href="{escape(href)}"')
            self.links.append(href)
        if tag == "img":
            src = self._absolute(given.get("src", ""))
            alt = given.get("alt", "")
            parts += [f'src="{escape(src)}"', f'alt="{escape(alt)}"', f'width="{IMAGE_WIDTH}"']
            self.text.append(f"[{alt or 'Image'}]\n")
        if tag == "li":
            self.text.append("- ")
        if tag == "br":
            self.text.append("\n")
        self.html.append(f"<{' '.join(parts)}>")

    def handle_endtag(self, tag: str) -> None:
        if tag not in STYLES or tag in VOID:
            return
        self.html.append(f"</{tag}>")
        if tag == "a" and self.links:
            href = self.links.pop()
            if href:
                self.text.append(f" ({href})")
        elif tag in ("th", "td"):
            self.text.append("  ")
        elif tag in BLOCKS:
            self.text.append("\n" if tag in ("li", "tr") else "\n\n")

    def handle_data(self, data: str) -> None:
        self.html.append(escape(data, quote=False))
        self.text.append(" ".join(data.split()) if not data.strip() else _spaced(data))


def _spaced(data: str) -> str:
    """Text with its runs of spaces made one, keeping a space at either end."""
    inner = " ".join(data.split())
    return (" " if data[0].isspace() else "") + inner + (" " if data[-1].isspace() else "")


def mail_article(html: str, base: str) -> tuple[str, str]:
    """The post's (sanitised) HTML with inline styles and absolute addresses, and its text."""
    rewriter = _Rewriter(base)
    rewriter.feed(html)
    rewriter.close()
    lines = [line.strip() for line in "".join(rewriter.text).splitlines()]
    text = "\n".join(lines)
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return "".join(rewriter.html), text.strip() + "\n"
