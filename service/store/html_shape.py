"""The normalising step: sanitised HTML (html_sanitise.py) in the policy's canonical form.

Block elements become paragraphs, loose text is wrapped, a list item's paragraphs become its lines,
b and i become strong and em, formatting around nothing is dropped, top-level blocks are joined
with newlines and text is escaped once, without control characters.
"""

import html
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from service.store.html_rules import CONTROL_TEXT, PARAGRAPH_TAGS, RENAMED_TAGS

MARKS = ("strong", "em", "a")
LISTS = ("ul", "ol")
MAX_MARK_DEPTH = 16  # deeper formatting is unwrapped: no reader nests bold in italics 17 times
MAX_LIST_DEPTH = 8
LEADING_BLANK = re.compile(r"^(?:\s|<br>)+")


def shaped_html(sanitised: str) -> str:
    """The canonical form of HTML that holds only what sanitised_html() keeps."""
    builder = _TreeBuilder()
    builder.feed(sanitised)
    builder.close()
    return builder.document.serialize()


@dataclass
class _Node:
    tag: str  # a policy tag, "#text" or "#root"
    children: list["_Node"] = field(default_factory=list)
    text: str = ""
    href: str = ""
    pending_break: bool = False  # a list item whose next line starts after a block boundary

    def has_text(self) -> bool:
        if self.tag == "#text":
            return bool(self.text.strip())
        return any(child.has_text() for child in self.children)

    def serialize(self) -> str:
        if self.tag == "#root":
            return "\n".join(block for child in self.children if (block := child.serialize()))
        if self.tag == "#text":
            return html.escape(self.text, quote=False)
        if self.tag == "br":
            return "<br>"
        parts = [part for child in self.children if (part := child.serialize())]
        if self.tag in LISTS:
            return f"<{self.tag}>{''.join(parts)}</{self.tag}>" if parts else ""
        if not self.has_text():
            # Formatting around nothing is dropped, keeping the spaces and breaks it held.
            return "" if self.tag in ("p", "li") else "".join(parts)
        inner = "".join(parts)
        if self.tag in ("p", "li"):
            inner = LEADING_BLANK.sub("", inner)  # what a paragraph starts with that shows nothing
        if self.tag == "a":
            return f'<a href="{html.escape(self.href)}">{inner}</a>'
        return f"<{self.tag}>{inner}</{self.tag}>"


class _TreeBuilder(HTMLParser):
    """Builds the policy's tree: root -> p | ul/ol; ul/ol -> li; li -> inline, br and lists."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.document = _Node("#root")
        self.stack: list[_Node] = [self.document]
        self.pending_marks: list[str] = []  # formatting left open across a block boundary

    # -- where we are
    def _top(self) -> _Node:
        return self.stack[-1]

    def _container_index(self) -> int:
        """The index in the stack of the innermost block that holds inline content (p or li)."""
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index].tag in ("p", "li", "#root") or self.stack[index].tag in LISTS:
                return index
        return 0

    def _inline_parent(self) -> _Node:
        """The node inline content goes into, opening a paragraph or list item where needed."""
        top = self._top()
        if top.tag == "li" and top.pending_break:
            top.pending_break = False
            if top.has_text():
                top.children.append(_Node("br"))
        if top.tag in MARKS or top.tag in ("p", "li"):
            return top
        if top.tag in LISTS:
            return self._open(_Node("li"))
        return self._open(_Node("p"))

    def _open(self, node: _Node) -> _Node:
        self._top().children.append(node)
        self.stack.append(node)
        return node

    def _close_to(self, index: int) -> list[_Node]:
        """Close everything above stack[index]; answers the formatting marks closed on the way."""
        closed = self.stack[index + 1:]
        del self.stack[index + 1:]
        return [node for node in closed if node.tag in ("strong", "em")]

    def _break_paragraph(self) -> None:
        """A block boundary: the paragraph (or the line of a list item) ends here."""
        index = self._container_index()
        container = self.stack[index]
        marks = self._close_to(index)
        if container.tag == "p":
            self.stack.pop()
        elif container.tag == "li":
            container.pending_break = True
        self.pending_marks += [mark.tag for mark in marks]

    def _reopen_marks(self) -> None:
        marks, self.pending_marks = self.pending_marks, []
        for tag in marks:
            self._open_mark(_Node(tag))

    def _open_mark(self, node: _Node) -> None:
        depth = sum(1 for open_node in self.stack if open_node.tag in MARKS)
        if depth >= MAX_MARK_DEPTH or (node.tag == "a" and any(
                open_node.tag == "a" for open_node in self.stack)):
            return
        parent = self._inline_parent()
        parent.children.append(node)
        self.stack.append(node)

    # -- parser events
    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        tag = RENAMED_TAGS.get(tag, tag)
        if tag in PARAGRAPH_TAGS:
            self._break_paragraph()
        elif tag == "br":
            top = self._top()
            if top.tag in ("#root", *LISTS) or _at_line_start(top):
                return  # a line break that would open a paragraph or a line shows nothing
            self._reopen_marks()
            self._inline_parent().children.append(_Node("br"))
        elif tag in ("strong", "em"):
            self._reopen_marks()
            self._open_mark(_Node(tag))
        elif tag == "a" and (href := dict(attrs).get("href")):
            self._reopen_marks()
            self._open_mark(_Node("a", href=href))
        elif tag in LISTS:
            self._start_list(tag)
        elif tag == "li":
            self._start_item()
        # A link the sanitiser left without an address is kept as its text.

    def _start_list(self, tag: str) -> None:
        index = self._container_index()
        container = self.stack[index]
        self._close_to(index)
        self.pending_marks = []
        depth = sum(1 for node in self.stack if node.tag in LISTS)
        if container.tag == "p":
            self.stack.pop()
        elif container.tag == "li":
            container.pending_break = False
        elif container.tag in LISTS:
            self._open(_Node("li"))
        if depth >= MAX_LIST_DEPTH:
            self._break_paragraph()
            return
        self._open(_Node(tag))

    def _start_item(self) -> None:
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index].tag in LISTS:
                self._close_to(index)
                self.pending_marks = []
                self._open(_Node("li"))
                return
        self._break_paragraph()  # an item outside any list reads as a paragraph

    def handle_endtag(self, tag: str) -> None:
        tag = RENAMED_TAGS.get(tag, tag)
        if tag in PARAGRAPH_TAGS:
            self._break_paragraph()
        elif tag in MARKS:
            for index in range(len(self.stack) - 1, self._container_index(), -1):
                if self.stack[index].tag == tag:
                    del self.stack[index:]
                    return
        elif tag in LISTS or tag == "li":
            for index in range(len(self.stack) - 1, 0, -1):
                if self.stack[index].tag == tag:
                    self._close_to(index - 1)
                    self.pending_marks = []
                    return
                if tag == "li" and self.stack[index].tag in LISTS:
                    return  # an </li> that closes nothing in this list

    def handle_data(self, data: str) -> None:
        data = CONTROL_TEXT.sub("", data.replace("\r\n", "\n").replace("\r", "\n"))
        if not data:
            return
        top = self._top()
        if not data.strip() and (top.tag in ("#root", *LISTS) or _at_line_start(top)):
            return  # whitespace between blocks, or between the lines of a list item
        self._reopen_marks()
        self._inline_parent().children.append(_Node("#text", text=data))


def _at_line_start(node: _Node) -> bool:
    """A list item with nothing on its current line yet."""
    return node.tag == "li" and (node.pending_break or not node.has_text())
