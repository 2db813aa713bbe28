"""Post content (the HTML policy's form) as CommonMark, for Markdown exports that import back.

Paragraphs, line breaks (a backslash at the end of the line), bold, italics, links, nested
lists, h2 and h3 headings, quotes, tables with a header row (GFM) and images without a caption
are written the Markdown way; text is escaped wherever Markdown would read it as syntax, and what
Markdown cannot express (bold that starts with a space, a table without a header row, a caption)
is written as the HTML, which Markdown passes through. Importing the file gives the same HTML.
"""

import html
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from service.html.paragraphs import text_paragraphs
from service.html.rules import has_markup

INLINE_SPECIAL = re.compile(r"([\\`*\[\]<>~])|(?<![A-Za-z0-9])(_)|(_)(?![A-Za-z0-9])")
ENTITY_LIKE = re.compile(r"&(?=#?[A-Za-z0-9]+;)")
LINE_START = re.compile(r"^([ \t]*)([#>+=-]|\d+[.)])", re.M)
URL_SPECIAL = re.compile(r"([\\<>&])")
MARKS = {"strong": "**", "em": "*"}
HEADINGS = {"h2": "## ", "h3": "### "}
PLAIN_ALT = re.compile(r"[\w .,'-]*")


@dataclass
class _Node:
    tag: str
    children: list["_Node"] = field(default_factory=list)
    text: str = ""
    href: str = ""
    src: str = ""
    alt: str = ""


def html_to_markdown(content: str) -> str:
    """content as CommonMark: blocks separated by blank lines."""
    if not has_markup(content):
        return "\n\n".join(_escape(paragraph) for paragraph in text_paragraphs(content))
    reader = _TreeReader()
    reader.feed(content)
    reader.close()
    return _blocks(reader.root.children)


def _blocks(nodes: list[_Node]) -> str:
    blocks: list[str] = []
    previous_list = {"ul": 0, "ol": 0}  # alternate markers, so two lists stay two lists
    loose: list[_Node] = []  # inline content outside any paragraph reads as one
    for node in [*nodes, _Node("#end")]:
        if node.tag not in ("p", "ul", "ol", "#end", *BLOCK_WRITERS):
            loose.append(node)
            continue
        for inline in ([loose] if loose else []) + ([node.children] if node.tag == "p" else []):
            previous_list = {"ul": 0, "ol": 0}
            if (text := _inline(inline)).strip():
                blocks.append(text)
        loose = []
        if node.tag in ("ul", "ol"):
            blocks.append(_list(node, previous_list[node.tag] % 2))
            previous_list[node.tag] += 1
        elif node.tag in BLOCK_WRITERS:
            previous_list = {"ul": 0, "ol": 0}
            if written := BLOCK_WRITERS[node.tag](node):
                blocks.append(written)
    return "\n\n".join(blocks)


def _heading(node: _Node) -> str:
    text = _inline(node.children, in_line=True)
    return HEADINGS[node.tag] + (f"{text[:-1]}\\#" if text.endswith("#") else text)


def _quote(node: _Node) -> str:
    return "\n".join(f"> {line}" if line else ">" for line in _blocks(node.children).split("\n"))


def _table(node: _Node) -> str:
    """A table with a header row as GFM's pipes; one without (GFM needs one) as its HTML."""
    head = next((part for part in node.children if part.tag == "thead"), None)
    if head is None:
        return _html(node)
    rows = [row for part in node.children for row in part.children if row.tag == "tr"]
    lines = [_table_row(row) for row in rows]
    lines.insert(1, "|" + "---|" * len(rows[0].children))
    return "\n".join(lines)


def _table_row(row: _Node) -> str:
    cells = [_inline(cell.children, in_line=True).replace("|", "\\|") for cell in row.children]
    return "| " + " | ".join(cells) + " |"


def _figure(node: _Node) -> str:
    """An image without a caption as Markdown's image; with one, as its HTML."""
    image = next((child for child in node.children if child.tag == "img"), None)
    if image is None:
        return ""
    if len(node.children) == 1 and PLAIN_ALT.fullmatch(image.alt):
        return f"![{image.alt}]({image.src})"  # a /media/ path: nothing in it to escape
    return _html(node)


BLOCK_WRITERS = {"h2": _heading, "h3": _heading, "blockquote": _quote, "table": _table,
                 "figure": _figure}


def _html(node: _Node) -> str:
    """node in the policy's canonical HTML, as stored."""
    if node.tag == "#text":
        return html.escape(node.text, quote=False)
    if node.tag == "br":
        return "<br>"
    if node.tag == "img":
        return f'<img src="{html.escape(node.src)}" alt="{html.escape(node.alt)}">'
    inner = "".join(_html(child) for child in node.children)
    if node.tag == "a":
        return f'<a href="{html.escape(node.href)}">{inner}</a>'
    return f"<{node.tag}>{inner}</{node.tag}>"


def _list(node: _Node, variant: int) -> str:
    items = []
    for number, item in enumerate((child for child in node.children if child.tag == "li"),
                                  start=1):
        marker = ("-", "*")[variant] if node.tag == "ul" else f"{number}{'.)'[variant]}"
        inline = [child for child in item.children if child.tag not in ("ul", "ol")]
        nested = [child for child in item.children if child.tag in ("ul", "ol")]
        parts = [_inline(inline)] if inline else []
        parts += [_list(child, index % 2) for index, child in enumerate(nested)]
        body = "\n".join(part for part in parts if part) or ""
        indent = " " * (len(marker) + 1)
        lines = body.split("\n")
        items.append(f"{marker} {lines[0]}".rstrip() + "".join(
            f"\n{indent}{line}" if line else "\n" for line in lines[1:]))
    return "\n".join(items)


def _inline(nodes: list[_Node], in_line: bool = False) -> str:
    """Inline content as Markdown; in_line (a heading, a table cell) keeps it to one line."""
    out: list[str] = []
    for index, node in enumerate(nodes):
        if node.tag == "#text":
            out.append(_escape(node.text.replace("\n", " ") if in_line else node.text))
        elif node.tag == "br":
            last = index == len(nodes) - 1
            out.append("<br>" if last or in_line else "\\\n")
        elif node.tag in MARKS:
            inner = _inline(node.children, in_line)
            plain = _plain_text(node)
            if _flanked(plain):
                out.append(f"{MARKS[node.tag]}{inner}{MARKS[node.tag]}")
            else:
                out.append(f"<{node.tag}>{inner}</{node.tag}>")
        elif node.tag == "a":
            address = URL_SPECIAL.sub(r"\\\1", node.href)
            if re.search(r"[\s()]", address):
                address = f"<{address}>"
            out.append(f"[{_inline(node.children, in_line)}]({address})")
    return "".join(out)


def _flanked(text: str) -> bool:
    """Whether ** or * around text reads as formatting wherever it stands (CommonMark's
    flanking rules hold when the text starts and ends with a letter or digit)."""
    return bool(text) and text[0].isalnum() and text[-1].isalnum()


def _plain_text(node: _Node) -> str:
    if node.tag == "#text":
        return node.text
    return "".join(_plain_text(child) for child in node.children)


def _escape(text: str) -> str:
    text = ENTITY_LIKE.sub(r"\\&", INLINE_SPECIAL.sub(lambda m: "\\" + m.group(0), text))
    return LINE_START.sub(lambda m: m.group(1) + _escape_start(m.group(2)), text)


def _escape_start(start: str) -> str:
    return f"{start[:-1]}\\{start[-1]}"


class _TreeReader(HTMLParser):
    """The policy's tree: root -> p | ul | ol | h2 | h3 | blockquote | table | figure."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = _Node("#root")
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        node = _Node(tag, href=values.get("href") or "", src=values.get("src") or "",
                     alt=values.get("alt") or "")
        self.stack[-1].children.append(node)
        if tag not in ("br", "img"):
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index].tag == tag:
                del self.stack[index:]
                return

    def handle_data(self, data: str) -> None:
        top = self.stack[-1]
        if top.tag in ("#root", "ul", "ol", *BLOCK_WRITERS, "thead", "tbody", "tr") and \
                not data.strip():
            return
        top.children.append(_Node("#text", text=data))
