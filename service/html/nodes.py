"""The canonical tree the shaping step (html_shape.py) builds, and how each part is written."""

import html
import re
from dataclasses import dataclass, field

MARKS = ("strong", "em", "a")
LISTS = ("ul", "ol")
CELLS = ("td", "th")
PARAGRAPHS = ("p", "h2", "h3")  # closed at a block boundary
# Blocks whose several paragraphs are written as lines of one, joined with <br>.
LINE_HOLDERS = ("li", *CELLS, "figcaption")
INLINE_HOLDERS = (*PARAGRAPHS, *LINE_HOLDERS)
# Blocks that hold other blocks, never text of their own.
CONTAINERS = ("#root", *LISTS, "blockquote", "table", "tr", "figure")
LEADING_BLANK = re.compile(r"^(?:\s|<br>)+")


@dataclass(eq=False)
class Node:
    tag: str  # a policy tag, "#text" or "#root"
    children: list["Node"] = field(default_factory=list)
    text: str = ""
    href: str = ""
    src: str = ""  # a figure's image
    alt: str = ""
    pending_break: bool = False  # a line holder whose next line starts after a block boundary

    def has_text(self) -> bool:
        if self.tag == "#text":
            return bool(self.text.strip())
        return any(child.has_text() for child in self.children)

    def inner(self) -> str:
        """The children written one after another."""
        return "".join(part for child in self.children if (part := child.serialize()))

    def serialize(self) -> str:
        if self.tag == "#root":
            return "\n".join(block for child in self.children if (block := child.serialize()))
        if self.tag == "#text":
            return html.escape(self.text, quote=False)
        if self.tag == "br":
            return "<br>"
        if self.tag == "table":
            return table_html(self)
        if self.tag == "figure":
            return figure_html(self)
        inner = self.inner()
        if self.tag in (*LISTS, "blockquote"):
            return f"<{self.tag}>{inner}</{self.tag}>" if inner else ""
        if not self.has_text():
            # Formatting around nothing is dropped, keeping the spaces and breaks it held.
            return "" if self.tag in INLINE_HOLDERS else inner
        if self.tag in INLINE_HOLDERS:
            inner = LEADING_BLANK.sub("", inner)  # what a block starts with that shows nothing
        if self.tag == "a":
            return f'<a href="{html.escape(self.href)}">{inner}</a>'
        return f"<{self.tag}>{inner}</{self.tag}>"


def table_html(table: Node) -> str:
    """A header row (a first row of th only), then the body rows, each as wide as the widest."""
    rows = [cells for row in table.children if row.tag == "tr"
            if (cells := [cell for cell in row.children if cell.tag in CELLS])]
    if not any(cell.has_text() for cells in rows for cell in cells):
        return ""
    width = max(len(cells) for cells in rows)
    head = rows[0] if all(cell.tag == "th" for cell in rows[0]) else None
    body = rows[1:] if head else rows
    written = "<table>"
    if head:
        written += f"<thead>{_row_html(head, 'th', width)}</thead>"
    if body:
        written += f"<tbody>{''.join(_row_html(cells, 'td', width) for cells in body)}</tbody>"
    return written + "</table>"


def _row_html(cells: list[Node], tag: str, width: int) -> str:
    written = "".join(f"<{tag}>{LEADING_BLANK.sub('', cell.inner()) if cell.has_text() else ''}"
                      f"</{tag}>" for cell in cells)
    return f"<tr>{written}{f'<{tag}></{tag}>' * (width - len(cells))}</tr>"


def figure_html(figure: Node) -> str:
    """The image with its alt (always written) and caption; a caption without an image is text."""
    caption = "<br>".join(LEADING_BLANK.sub("", part.inner()) for part in figure.children
                          if part.tag == "figcaption" and part.has_text())
    if not figure.src:
        return f"<p>{caption}</p>" if caption else ""
    image = f'<img src="{html.escape(figure.src)}" alt="{html.escape(figure.alt)}">'
    return f"<figure>{image}{f'<figcaption>{caption}</figcaption>' if caption else ''}</figure>"
