"""The one HTML policy for post and page content: what may be stored, and the cleaner for it.

The policy itself is data, `html_policy.json` beside this module, which the web app also reads at
build time. `clean_post_html` turns any input into the canonical stored form: only the policy's
tags, `href` alone on links (rel and target are decided when rendering), block elements turned into
paragraphs, top-level blocks joined with newlines. Plain text without markup is left as it is.
"""

import html
import json
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

POLICY: dict[str, Any] = json.loads(
    (Path(__file__).with_name("html_policy.json")).read_text("utf-8"))

TAGS: frozenset[str] = frozenset(POLICY["tags"])
ATTRIBUTES: dict[str, frozenset[str]] = {
    tag: frozenset(names) for tag, names in POLICY["attributes"].items()}
URL_SCHEMES: frozenset[str] = frozenset(POLICY["urlSchemes"])
SITE_PATHS: bool = POLICY["sitePaths"]
RENAMED_TAGS: dict[str, str] = POLICY["renamedTags"]
PARAGRAPH_TAGS: frozenset[str] = frozenset(POLICY["paragraphTags"]) | {"p"}
DROPPED_WITH_CONTENT: frozenset[str] = frozenset(POLICY["droppedWithContent"])

MARKS = ("strong", "em", "a")
LISTS = ("ul", "ol")
MAX_MARK_DEPTH = 16  # deeper formatting is unwrapped: no reader nests bold in italics 17 times
MAX_LIST_DEPTH = 8
VOID_ELEMENTS = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link",
                           "meta", "source", "track", "wbr"})

MARKUP = re.compile(r"</?[a-z][^>]*>|<!|<\?", re.IGNORECASE)
SCHEME = re.compile(r"^([a-z][a-z0-9+.-]*):(.*)$", re.IGNORECASE | re.DOTALL)
URL_IGNORED = re.compile(r"[\x00-\x1f\x7f]")
CONTROL_TEXT = re.compile(r"[\x00\x01-\x08\x0b\x0c\x0e-\x1f\x7f]")
LEADING_BLANK = re.compile(r"^(?:\s|<br>)+")
CANONICAL_TAG = re.compile(r"<[^>]*>?")
CANONICAL_LINK = re.compile(r'<a href="([^"<>]*)">')


def has_markup(content: str) -> bool:
    """True when content holds a tag, comment or declaration: it is read as HTML, not as text."""
    return MARKUP.search(content) is not None


def allowed_href(value: str) -> str | None:
    """The address a link may keep (as browsers read it), or None when the policy refuses it."""
    address = URL_IGNORED.sub("", value).strip().replace(" ", "%20")
    match = SCHEME.match(address)
    if match:
        scheme, rest = match.group(1).lower(), match.group(2)
        if scheme not in URL_SCHEMES:
            return None
        if scheme in ("http", "https"):
            return address if rest.startswith("//") and len(rest.strip("/")) > 0 else None
        return address if rest else None
    if SITE_PATHS and address.startswith("/") and not address.startswith(("//", "/\\")):
        return address
    return None


def clean_post_html(content: str) -> str:
    """Content in the policy's canonical form; idempotent, and policy_problems() of it is []."""
    return cleaned_with_changes(content)[0]


def cleaned_with_changes(content: str) -> tuple[str, list[str]]:
    """clean_post_html's answer, and in words what it changed beyond the form (for imports)."""
    if not has_markup(content):
        # Plain text: React renders it as text, and escaping would alter it.
        return CONTROL_TEXT.sub("", content), []
    builder = _TreeBuilder()
    builder.feed(_without_unterminated_sections(content))
    builder.close()
    changes = []
    if builder.paragraphs:
        changes.append("turned into paragraphs: " + _tag_list(builder.paragraphs))
    if builder.dropped:
        changes.append("dropped: " + _tag_list(builder.dropped))
    if builder.unwrapped:
        changes.append("kept as plain text: " + _tag_list(builder.unwrapped))
    if builder.refused_links:
        changes.append(f"{builder.refused_links} link(s) to an address the site does not link to "
                       "kept as plain text")
    return builder.document.serialize(), changes


def keeping_to_policy(content: str) -> str:
    """Content as stored: as given when it keeps to the policy, else cleaned to the canonical form.

    Content that already keeps to it is never rewritten, so saving a post without touching its
    body leaves the body byte for byte as it was.
    """
    return content if not policy_problems(content) else clean_post_html(content)


def _tag_list(tags: set[str]) -> str:
    return ", ".join(f"<{tag}>" for tag in sorted(tags))


def is_canonical(content: str) -> bool:
    """A quick test, without parsing, that content holds only the policy's tags and links."""
    for match in CANONICAL_TAG.finditer(content):
        tag = match.group(0)
        if tag in _CANONICAL_TAGS:
            continue
        link = CANONICAL_LINK.fullmatch(tag)
        if link is None or allowed_href(html.unescape(link.group(1))) != html.unescape(
                link.group(1)):
            return False
    return True


def _without_unterminated_sections(content: str) -> str:
    """Content cut where a comment or CDATA section opens and never closes: browsers read the rest
    as part of it, and so it is dropped with it rather than kept as text."""
    for opening, closing in (("<!--", "-->"), ("<![CDATA[", "]]>")):
        start = 0
        while (at := content.find(opening, start)) >= 0:
            end = content.find(closing, at + len(opening))
            if end < 0:
                content = content[:at]
                break
            start = end + len(closing)
    return content


def served_html(content: str) -> str:
    """Content as served: files written by the store keep to the policy and skip the parser."""
    if is_canonical(content) and not CONTROL_TEXT.search(content):
        return content
    return keeping_to_policy(content)


def policy_problems(content: str) -> list[str]:
    """Every way content departs from the policy, in words; [] when it keeps to it."""
    if not has_markup(content):
        return ["control characters are not allowed"] if CONTROL_TEXT.search(content) else []
    checker = _PolicyChecker()
    checker.feed(content)
    checker.close()
    return checker.problems


_CANONICAL_TAGS = frozenset(
    [f"<{tag}>" for tag in TAGS if tag != "a"] + [f"</{tag}>" for tag in TAGS if tag != "br"])


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
        self.dropping: str | None = None
        self.dropping_depth = 0
        self.pending_marks: list[str] = []  # formatting left open across a block boundary
        self.paragraphs: set[str] = set()
        self.dropped: set[str] = set()
        self.unwrapped: set[str] = set()
        self.refused_links = 0

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
        if self.dropping is not None:
            self.dropping_depth += tag == self.dropping
            return
        if tag in DROPPED_WITH_CONTENT or (tag in VOID_ELEMENTS and tag != "br"):
            self.dropped.add(tag)
            if tag not in VOID_ELEMENTS:
                self.dropping, self.dropping_depth = tag, 1
        elif tag in PARAGRAPH_TAGS:
            if tag != "p":
                self.paragraphs.add(tag)
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
        elif tag == "a":
            href = allowed_href(dict(attrs).get("href") or "")
            if href is not None:
                self._reopen_marks()
                self._open_mark(_Node("a", href=href))
            else:
                self.refused_links += 1
        elif tag in LISTS:
            self._start_list(tag)
        elif tag == "li":
            self._start_item()
        else:
            self.unwrapped.add(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        tag = RENAMED_TAGS.get(tag, tag)
        if self.dropping is None and (tag == "br" or tag in PARAGRAPH_TAGS):
            self.handle_starttag(tag, attrs)

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
        if self.dropping is not None:
            if tag == self.dropping:
                self.dropping_depth -= 1
                if self.dropping_depth == 0:
                    self.dropping = None
            return
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
        if self.dropping is not None:
            return
        data = CONTROL_TEXT.sub("", data.replace("\r\n", "\n").replace("\r", "\n"))
        if not data:
            return
        top = self._top()
        if not data.strip() and (top.tag in ("#root", *LISTS) or _at_line_start(top)):
            return  # whitespace between blocks, or between the lines of a list item
        self._reopen_marks()
        self._inline_parent().children.append(_Node("#text", text=data))

    # Comments, CDATA sections, declarations and processing instructions are dropped whole.
    def handle_comment(self, data: str) -> None:
        return

    def unknown_decl(self, data: str) -> None:
        return


def _at_line_start(node: _Node) -> bool:
    """A list item with nothing on its current line yet."""
    return node.tag == "li" and (node.pending_break or not node.has_text())


class _PolicyChecker(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []

    def _report(self, problem: str) -> None:
        if problem not in self.problems:
            self.problems.append(problem)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in TAGS:
            self._report(f"tag <{tag}> is not allowed")
            return
        allowed = ATTRIBUTES.get(tag, frozenset())
        for name, value in attrs:
            if name not in allowed:
                self._report(f"attribute {name!r} on <{tag}> is not allowed")
            elif tag == "a" and name == "href" and allowed_href(value or "") != (value or ""):
                self._report(f"link {value!r} is not an allowed address "
                             f"({', '.join(sorted(URL_SCHEMES))} or a /site path)")
        if tag == "a" and "href" not in {name for name, _ in attrs}:
            self._report("<a> without href")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag not in TAGS:
            self._report(f"tag <{tag}> is not allowed")

    def handle_comment(self, data: str) -> None:
        self._report("HTML comments are not allowed")

    def handle_decl(self, decl: str) -> None:
        self._report(f"declaration <!{decl}> is not allowed")

    def unknown_decl(self, data: str) -> None:
        self._report(f"declaration <![{data[:20]}...]> is not allowed")

    def handle_pi(self, data: str) -> None:
        self._report(f"processing instruction <?{data}> is not allowed")

    def handle_data(self, data: str) -> None:
        if CONTROL_TEXT.search(data):
            self._report("control characters are not allowed")
