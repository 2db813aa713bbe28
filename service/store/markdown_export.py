"""Post content (the HTML policy's form) as CommonMark, for Markdown exports that import back.

Paragraphs, line breaks (a backslash at the end of the line), bold, italics, links and nested
lists are written the Markdown way; text is escaped wherever Markdown would read it as syntax,
and formatting Markdown cannot express around its text (bold that starts with a space) is
written as the HTML tag, which Markdown passes through. Importing the file gives the same HTML.
"""

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from service.store.html_rules import has_markup
from service.store.paragraphs import text_paragraphs

INLINE_SPECIAL = re.compile(r"([\\`*\[\]<>~])|(?<![A-Za-z0-9])(_)|(_)(?![A-Za-z0-9])")
ENTITY_LIKE = re.compile(r"&(?=#?[A-Za-z0-9]+;)")
LINE_START = re.compile(r"^([ \t]*)([#>+=-]|\d+[.)])", re.M)
URL_SPECIAL = re.compile(r"([\\<>&])")
MARKS = {"strong": "**", "em": "*"}


@dataclass
class _Node:
    tag: str
    children: list["_Node"] = field(default_factory=list)
    text: str = ""
    href: str = ""


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
        if node.tag not in ("p", "ul", "ol", "#end"):
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
    return "\n\n".join(blocks)


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


def _inline(nodes: list[_Node]) -> str:
    out: list[str] = []
    for index, node in enumerate(nodes):
        if node.tag == "#text":
            out.append(_escape(node.text))
        elif node.tag == "br":
            last = index == len(nodes) - 1
            out.append("<br>" if last else "\\\n")
        elif node.tag in MARKS:
            inner = _inline(node.children)
            plain = _plain_text(node)
            if _flanked(plain):
                out.append(f"{MARKS[node.tag]}{inner}{MARKS[node.tag]}")
            else:
                out.append(f"<{node.tag}>{inner}</{node.tag}>")
        elif node.tag == "a":
            address = URL_SPECIAL.sub(r"\\\1", node.href)
            if re.search(r"[\s()]", address):
                address = f"<{address}>"
            out.append(f"[{_inline(node.children)}]({address})")
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
    """The policy's tree: root -> p | ul | ol; li holds inline content and lists."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = _Node("#root")
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = _Node(tag, href=dict(attrs).get("href") or "")
        self.stack[-1].children.append(node)
        if tag != "br":
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index].tag == tag:
                del self.stack[index:]
                return

    def handle_data(self, data: str) -> None:
        top = self.stack[-1]
        if top.tag in ("#root", "ul", "ol") and not data.strip():
            return
        top.children.append(_Node("#text", text=data))
