"""What the checks read in HTML: its text block by block (markup left out, inline tags joined),
its links, images and headings. Any tag the policy may add parses the same way."""

from dataclasses import dataclass, field
from html.parser import HTMLParser

from service.html.paragraphs import BLOCK_TAGS as PARAGRAPH_BLOCKS, SKIPPED_TAGS

# Tags that end one run of text and start another (the paragraphs' own, and each table cell, so
# cells never run together into one sentence); every other tag is inline (its text flows on).
BLOCK_TAGS = PARAGRAPH_BLOCKS | {"thead", "tbody", "tfoot", "th", "td", "caption", "img"}
# The policy keeps two heading levels: h1 is stored as h2, h4 to h6 as h3.
HEADING_LEVELS = {"h1": 2, "h2": 2, "h3": 3, "h4": 3, "h5": 3, "h6": 3}


@dataclass(frozen=True)
class Link:
    href: str
    text: str


@dataclass(frozen=True)
class Image:
    src: str
    alt: str | None


@dataclass(frozen=True)
class Heading:
    level: int
    text: str


@dataclass
class HtmlText:
    blocks: list[str] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    images: list[Image] = field(default_factory=list)
    headings: list[Heading] = field(default_factory=list)


def read_html(content: str) -> HtmlText:
    """The text, links, images and headings of an HTML fragment."""
    reader = _Reader()
    reader.feed(content)
    reader.close()
    reader.end_block()
    return reader.found


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found = HtmlText()
        self._text: list[str] = []
        self._link: tuple[str, list[str]] | None = None
        self._heading: tuple[int, list[str]] | None = None
        self._hidden = 0

    def end_block(self) -> None:
        text = "".join(self._text).strip()
        if text:
            self.found.blocks.append(text)
        self._text = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in SKIPPED_TAGS:
            self._hidden += 1
        elif tag == "br":
            self._text.append("\n")
        elif tag in BLOCK_TAGS:
            self.end_block()
        values = dict(attrs)
        if tag == "a":
            self._end_link()
            self._link = (values.get("href") or "", [])
        elif tag == "img":
            self.found.images.append(Image(values.get("src") or "", values.get("alt")))
            self._text.append(values.get("alt") or "")  # read aloud in its place: text too
            self.end_block()
        elif tag in HEADING_LEVELS:
            self._heading = (HEADING_LEVELS[tag], [])

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIPPED_TAGS:
            self._hidden = max(0, self._hidden - 1)
        elif tag == "a":
            self._end_link()
        elif tag in BLOCK_TAGS:
            self.end_block()
        if tag in HEADING_LEVELS and self._heading is not None:
            level, parts = self._heading
            self.found.headings.append(Heading(level, " ".join("".join(parts).split())))
            self._heading = None

    def handle_data(self, data: str) -> None:
        if self._hidden:
            return
        self._text.append(data)
        if self._link is not None:
            self._link[1].append(data)
        if self._heading is not None:
            self._heading[1].append(data)

    def _end_link(self) -> None:
        if self._link is not None:
            href, parts = self._link
            self.found.links.append(Link(href.strip(), " ".join("".join(parts).split())))
            self._link = None
