"""Server-rendered pages read as a tree: the real service with its render worker, and the few
questions a browser test asked of the markup (headings, regions, links by their names)."""

import json
import re
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from tests.conftest import make_content_copy
from tests.servers import running_service

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}
HIDDEN = {"script", "style", "template", "noscript"}


@dataclass(eq=False)
class Element:
    """One element of the page: its tag, attributes and children (elements and text)."""

    tag: str
    attrs: dict[str, str]
    parent: "Element | None" = None
    children: list["Element | str"] = field(default_factory=list)

    def text(self) -> str:
        """The element's text as a visitor reads it: spaces collapsed, scripts left out."""
        parts: list[str] = []
        for child in self.children:
            if isinstance(child, str):
                parts.append(child)
            elif child.tag not in HIDDEN:
                parts.append(" " + child.text() + " " if child.tag in BLOCKS else child.text())
        return re.sub(r"\s+", " ", "".join(parts)).strip()

    def all(self, match: Callable[["Element"], bool] = lambda _: True) -> list["Element"]:
        """Every element below this one that matches, in document order."""
        found: list[Element] = []
        for child in self.children:
            if isinstance(child, Element):
                if match(child):
                    found.append(child)
                found += child.all(match)
        return found

    def tags(self, *names: str) -> list["Element"]:
        return self.all(lambda element: element.tag in names)

    def one(self, match: Callable[["Element"], bool]) -> "Element":
        found = self.all(match)
        assert len(found) == 1, f"{len(found)} elements match, not one"
        return found[0]

    def name(self) -> str:
        """The accessible name as the pages give it: aria-label, else aria-labelledby, else text."""
        if "aria-label" in self.attrs:
            return self.attrs["aria-label"]
        root = self.root()
        labels = [root.by_id(id_) for id_ in self.attrs.get("aria-labelledby", "").split()]
        if any(labels):
            return " ".join(label.text() for label in labels if label)
        return self.text()

    def root(self) -> "Element":
        element = self
        while element.parent is not None:
            element = element.parent
        return element

    def by_id(self, id_: str) -> "Element | None":
        found = self.all(lambda element: element.attrs.get("id") == id_)
        return found[0] if found else None

    def links(self, name: str | None = None) -> list["Element"]:
        return [a for a in self.tags("a")
                if "href" in a.attrs and (name is None or a.name() == name)]

    def link(self, name: str) -> "Element":
        found = self.links(name)
        assert len(found) == 1, f"{len(found)} links named {name!r}"
        return found[0]

    def headings(self, level: int | None = None, name: str | None = None) -> list["Element"]:
        tags = [f"h{level}"] if level else [f"h{n}" for n in range(1, 7)]
        return [h for h in self.tags(*tags) if name is None or h.name() == name]

    def region(self, name: str) -> "Element":
        """The one section (or aside, nav) named `name`."""
        return self.one(lambda element: element.tag in ("section", "aside", "nav")
                        and ("aria-label" in element.attrs or "aria-labelledby" in element.attrs)
                        and element.name() == name)

    def regions(self, name: str, tag: str = "section") -> list["Element"]:
        return [element for element in self.tags(tag)
                if ("aria-label" in element.attrs or "aria-labelledby" in element.attrs)
                and element.name() == name]

    def main(self) -> "Element":
        return self.one(lambda element: element.tag == "main")


BLOCKS = {"p", "div", "li", "ul", "ol", "section", "article", "aside", "nav", "header", "footer",
          "main", "h1", "h2", "h3", "h4", "h5", "h6", "br", "td", "th", "tr", "table", "dt", "dd",
          "address", "figure", "figcaption", "blockquote", "form", "label"}


class TreeBuilder(HTMLParser):
    """The page as Elements (the rendered markup is well formed: no implied end tags)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.document = Element("#document", {})
        self.current = self.document

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {name: value or "" for name, value in attrs}, self.current)
        self.current.children.append(element)
        if tag not in VOID:
            self.current = element

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.current.children.append(
            Element(tag, {name: value or "" for name, value in attrs}, self.current))

    def handle_endtag(self, tag: str) -> None:
        element: Element | None = self.current
        while element is not None and element.tag != tag:
            element = element.parent
        if element is not None and element.parent is not None:
            self.current = element.parent

    def handle_data(self, data: str) -> None:
        self.current.children.append(data)


def parse(markup: str) -> Element:
    builder = TreeBuilder()
    builder.feed(markup)
    builder.close()
    return builder.document


@dataclass
class RenderedSite:
    """The real service with server rendering on, over a content copy (in `content`)."""

    url: str
    content: Path

    def get(self, path: str) -> tuple[int, str]:
        try:
            with urllib.request.urlopen(self.url + path, timeout=60) as answer:
                return answer.status, answer.read().decode("utf-8")
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode("utf-8")

    def page(self, path: str, status: int = 200) -> Element:
        """The rendered page at path (its answer must have `status`)."""
        code, markup = self.get(path)
        assert code == status, f"{path} answered {code}"
        return parse(markup)

    def api(self, path: str) -> Any:
        code, body = self.get(path)
        assert code == 200, f"{path} answered {code}"
        return json.loads(body)


def serve_rendered(folder: Path, **settings: str) -> Iterator[RenderedSite]:
    """Start the service on a copy of the content in folder (with more AGENCY_ `settings`);
    yield it; stop it."""
    content = make_content_copy(folder / "content")
    # Server rendering on, no log: by position, so that mypy does not read `settings` as `log`.
    with running_service(content, folder / "instance", True, None, **settings) as url:
        yield RenderedSite(url, content)


def head_title(page: Element) -> str:
    return page.tags("title")[0].text()


def meta(page: Element, name: str) -> str:
    found = page.all(lambda element: element.tag == "meta"
                     and (element.attrs.get("name") == name
                          or element.attrs.get("property") == name))
    assert found, f"no meta {name}"
    return found[0].attrs["content"]
