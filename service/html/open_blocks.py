"""The tree the shaping step (html_shape.py) builds as it reads, and its open blocks: where inline
content goes (a paragraph, item, cell or caption opened where needed) and how blocks close."""

from service.html.nodes import (
    CONTAINERS,
    INLINE_HOLDERS,
    LINE_HOLDERS,
    LISTS,
    MARKS,
    PARAGRAPHS,
    Node,
)

MAX_MARK_DEPTH = 16  # deeper formatting is unwrapped: no reader nests bold in italics 17 times


class OpenBlocks:
    """The tree so far (root -> p | h2 | h3 | ul/ol | blockquote | table | figure) and the path
    from its root to where the next content goes."""

    def __init__(self) -> None:
        self.document = Node("#root")
        self.stack: list[Node] = [self.document]
        self.pending_marks: list[str] = []  # formatting left open across a block boundary
        self.resume_tag = "p"  # what the text after an image continues in: the block it split

    def _top(self) -> Node:
        return self.stack[-1]

    def _container_index(self) -> int:
        """The index in the stack of the innermost block (what holds inline content or blocks)."""
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index].tag in INLINE_HOLDERS or self.stack[index].tag in CONTAINERS:
                return index
        return 0

    def _innermost(self, *tags: str) -> int | None:
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index].tag in tags:
                return index
        return None

    def _inline_parent(self) -> Node:
        """The node inline content goes into, opening a paragraph, item, cell or caption."""
        top = self._top()
        if top.tag in LINE_HOLDERS and top.pending_break:
            top.pending_break = False
            if top.has_text():
                top.children.append(Node("br"))
        if top.tag in MARKS or top.tag in INLINE_HOLDERS:
            return top
        if top.tag in LISTS:
            return self._open(Node("li"))
        if top.tag == "table":
            self._open(Node("tr"))
        if top.tag in ("table", "tr"):
            return self._open(Node("td"))
        if top.tag == "figure":
            return self._open(Node("figcaption"))
        if top.tag == "blockquote":
            return self._open(Node("p"))
        tag, self.resume_tag = self.resume_tag, "p"
        return self._open(Node(tag))

    def _open(self, node: Node) -> Node:
        self._top().children.append(node)
        self.stack.append(node)
        return node

    def _close_to(self, index: int) -> list[Node]:
        """Close everything above stack[index]; answers the formatting marks closed on the way."""
        closed = self.stack[index + 1:]
        del self.stack[index + 1:]
        return [node for node in closed if node.tag in ("strong", "em")]

    def _close(self, node: Node | None) -> bool:
        """Close node and what is open inside it, if it is still open; False when it is not."""
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index] is node:
                self._close_to(index - 1)
                self.pending_marks = []
                return True
        return False

    def _break_paragraph(self) -> None:
        """A block boundary: the paragraph (or the line of an item, cell or caption) ends here."""
        index = self._container_index()
        container = self.stack[index]
        marks = self._close_to(index)
        if container.tag in PARAGRAPHS:
            self.stack.pop()
        elif container.tag in LINE_HOLDERS:
            container.pending_break = True
        self.pending_marks += [mark.tag for mark in marks]
        self.resume_tag = "p"

    def _open_block(self, tag: str) -> Node | None:
        """A top-level block (a quote, table or figure) after a boundary; None where none may be."""
        self._break_paragraph()
        if self._top().tag == "blockquote" and tag != "blockquote":
            self._close_to(0)  # quotes hold paragraphs and lists: what else they hold follows them
        return self._open(Node(tag)) if self._top().tag == "#root" else None

    def _reopen_marks(self) -> None:
        marks, self.pending_marks = self.pending_marks, []
        for tag in marks:
            self._open_mark(Node(tag))

    def _open_mark(self, node: Node) -> None:
        depth = sum(1 for open_node in self.stack if open_node.tag in MARKS)
        if depth >= MAX_MARK_DEPTH or (node.tag == "a" and any(
                open_node.tag == "a" for open_node in self.stack)):
            return
        parent = self._inline_parent()
        parent.children.append(node)
        self.stack.append(node)
