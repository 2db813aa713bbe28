"""The normalising step: sanitised HTML (html_sanitise.py) in the policy's canonical form.

Top-level blocks are paragraphs, h2 and h3 headings, lists, quotes, tables and figures; any other
block element becomes a paragraph boundary, loose text is wrapped, the several paragraphs of a list
item, a table cell or a caption become its lines, a table is made rectangular, an image moves into
a figure of its own, formatting around nothing is dropped, top-level blocks are joined with
newlines and text is escaped once, without control characters.
"""

from html.parser import HTMLParser

from service.html.nodes import (
    CELLS,
    LINE_HOLDERS,
    LISTS,
    MARKS,
    PARAGRAPHS,
    Node,
)
from service.html.open_blocks import OpenBlocks
from service.html.rules import CONTROL_TEXT, PARAGRAPH_TAGS, RENAMED_TAGS
from service.html.sanitise import NOT_BOLD, TABLE_PART_ATTRIBUTE

MAX_LIST_DEPTH = 8
# Where loose whitespace and a line break show nothing.
_NO_TEXT_HERE = ("#root", *LISTS, "blockquote", "table", "tr", "figure")


def shaped_html(sanitised: str) -> str:
    """The canonical form of HTML that holds only what sanitised_html() keeps."""
    builder = _TreeBuilder()
    builder.feed(sanitised)
    builder.close()
    return builder.document.serialize()


class _TreeBuilder(HTMLParser, OpenBlocks):
    """Builds the policy's tree: root -> p | h2 | h3 | ul/ol | blockquote | table | figure."""

    def __init__(self) -> None:
        HTMLParser.__init__(self, convert_charrefs=True)
        OpenBlocks.__init__(self)
        # Each open source element that became a block of the tree (or None: flattened), so its
        # end tag closes what its start opened.
        self.opened: list[tuple[str, Node | None]] = []
        # Each open <b>: whether it is bold (Google Docs' wrapper is not).
        self.bold: list[bool] = []

    # -- parser events
    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "b":
            self.bold.append(dict(attrs).get("style") != NOT_BOLD)
            if not self.bold[-1]:
                return
        tag = RENAMED_TAGS.get(tag, tag)
        if tag == "div":
            self._start_div(dict(attrs).get(TABLE_PART_ATTRIBUTE))
        elif tag in PARAGRAPH_TAGS:
            self._break_paragraph()
        elif tag in ("h2", "h3"):
            self._break_paragraph()
            if self._top().tag == "#root":
                self._open(Node(tag))  # elsewhere a heading is a paragraph, or a line
        elif tag in ("blockquote", "figure"):
            self.opened.append((tag, self._open_block(tag)))
        elif tag == "figcaption":
            self._break_paragraph()
            top = self._top()
            self.opened.append((tag, self._open(Node(tag)) if top.tag == "figure" else None))
        elif tag == "img":
            self._add_image(dict(attrs))
        else:
            self._start_inline_or_list(tag, attrs)

    def _start_inline_or_list(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "br":
            top = self._top()
            if top.tag in _NO_TEXT_HERE or _at_line_start(top):
                return  # a line break that would open a paragraph or a line shows nothing
            self._reopen_marks()
            self._inline_parent().children.append(Node("br"))
        elif tag in ("strong", "em"):
            self._reopen_marks()
            self._open_mark(Node(tag))
        elif tag == "a" and (href := dict(attrs).get("href")):
            self._reopen_marks()
            self._open_mark(Node("a", href=href))
        elif tag in LISTS:
            self._start_list(tag)
        elif tag == "li":
            self._start_item()
        # A link the sanitiser left without an address is kept as its text.

    def _start_list(self, tag: str) -> None:
        index = self._container_index()
        container = self.stack[index]
        if container.tag in ("table", "tr", "figure") or container.tag in LINE_HOLDERS[1:]:
            self._break_paragraph()  # a cell or a caption holds a list's items as its lines
            return
        self._close_to(index)
        self.pending_marks = []
        depth = sum(1 for node in self.stack if node.tag in LISTS)
        if container.tag in PARAGRAPHS:
            self.stack.pop()
        elif container.tag == "li":
            container.pending_break = False
        elif container.tag in LISTS:
            self._open(Node("li"))
        if depth >= MAX_LIST_DEPTH:
            self._break_paragraph()
            return
        self._open(Node(tag))

    def _start_item(self) -> None:
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index].tag in LISTS:
                self._close_to(index)
                self.pending_marks = []
                self._open(Node("li"))
                return
        self._break_paragraph()  # an item outside any list reads as a paragraph

    def _add_image(self, attrs: dict[str, str | None]) -> None:
        """A figure's image; anywhere else, a figure of its own splitting the block it was in.

        The sanitiser left src only on an image from the site's media; an image in a list item
        or a table cell is dropped, as neither may hold a figure.
        """
        src = attrs.get("src")
        if not src or self._innermost("li", *CELLS) is not None:
            return
        alt = CONTROL_TEXT.sub("", attrs.get("alt") or "")
        figure = self._innermost("figure")
        if figure is not None and not self.stack[figure].src:
            self.stack[figure].src, self.stack[figure].alt = src, alt
            return
        container = self.stack[self._container_index()]
        resume = container.tag if container.tag in PARAGRAPHS else "p"
        self.pending_marks = [mark.tag for mark in self._close_to(0)]
        self.document.children.append(Node("figure", src=src, alt=alt))
        self.resume_tag = resume

    def _start_div(self, part: str | None) -> None:
        if part is None:
            self._break_paragraph()
            self.opened.append(("div", None))
        elif part.startswith("/"):
            self._end_table_part(part[1:])
            self.opened.append(("marker", None))
        else:
            self.opened.append(self._start_table_part(part))

    def _in_flattened_table(self) -> bool:
        return any(kind == "flat-table" for kind, _ in self.opened)

    def _start_table_part(self, part: str) -> tuple[str, Node | None]:
        table = self._innermost("table")
        if part == "table":
            node = self._open_block("table") if table is None else None
            # A table inside another, a list or a caption is flattened to lines of text.
            return ("table", node) if node is not None else ("flat-table", None)
        if table is None or self._in_flattened_table():
            self._break_paragraph()  # a part outside a table: a paragraph boundary, or a line
            return ("flat", None)
        if part in ("thead", "tbody", "tfoot"):
            self._close_to(table)
            return ("section", None)
        if part == "tr":
            self._close_to(table)
            return ("tr", self._open(Node("tr")))
        row = self._innermost("tr")
        if row is None or row < table:
            self._close_to(table)
            self._open(Node("tr"))
        else:
            self._close_to(row)
        # A caption reads as a row of its own.
        return (part, self._open(Node("th" if part == "th" else "td")))

    def _end_table_part(self, part: str) -> None:
        table = self._innermost("table")
        if table is None or self._in_flattened_table():
            self._break_paragraph()
            return
        closing = {"table": ("table",), "tr": ("tr",), "td": CELLS, "th": CELLS,
                   "caption": ("tr",)}.get(part, ())
        index = self._innermost(*closing) if closing else None
        if index is not None and index >= table:
            self._close(self.stack[index])

    def handle_endtag(self, tag: str) -> None:
        if tag == "b" and self.bold and not self.bold.pop():
            return
        tag = RENAMED_TAGS.get(tag, tag)
        if tag in ("div", "blockquote", "figure", "figcaption"):
            self._end_opened(tag)
        elif tag in PARAGRAPH_TAGS or tag in ("h2", "h3"):
            self._break_paragraph()
        elif tag in MARKS:
            for index in range(len(self.stack) - 1, self._container_index(), -1):
                if self.stack[index].tag == tag:
                    del self.stack[index:]
                    return
        elif tag in LISTS or tag == "li":
            self._end_list_or_item(tag)

    def _end_opened(self, tag: str) -> None:
        kind, node = self.opened.pop() if self.opened else ("div", None)
        if kind in ("marker", "section"):
            return
        # A table part's end marker closed it already; anything else ends as a block boundary.
        if not self._close(node) and kind not in ("table", "tr", "td", "th", "caption"):
            self._break_paragraph()

    def _end_list_or_item(self, tag: str) -> None:
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index].tag == tag:
                self._close_to(index - 1)
                self.pending_marks = []
                return
            if tag == "li" and self.stack[index].tag in LISTS:
                return  # an </li> that closes nothing in this list
        if self.stack[self._container_index()].tag in LINE_HOLDERS:
            self._break_paragraph()  # the end of a list flattened into a cell's lines

    def handle_data(self, data: str) -> None:
        data = CONTROL_TEXT.sub("", data.replace("\r\n", "\n").replace("\r", "\n"))
        if not data:
            return
        top = self._top()
        if not data.strip() and (top.tag in _NO_TEXT_HERE or _at_line_start(top)):
            return  # whitespace between blocks, or between the lines of an item or a cell
        self._reopen_marks()
        self._inline_parent().children.append(Node("#text", text=data))


def _at_line_start(node: Node) -> bool:
    """A line holder (item, cell, caption) with nothing on its current line yet."""
    return node.tag in LINE_HOLDERS and (node.pending_break or not node.has_text())
