"""In words, what cleaning changes in a piece of HTML beyond its form (for import reports)."""

from collections import Counter
from html.parser import HTMLParser

from service.html.rules import (
    DROPPED_WITH_CONTENT,
    PARAGRAPH_TAGS,
    RENAMED_TAGS,
    TAGS,
    VOID_ELEMENTS,
    allowed_href,
    allowed_image_src,
    counted,
)


def changes_in(content: str) -> list[str]:
    """The elements cleaning turns into paragraphs, drops or unwraps, the headings it moves to
    level 2 or 3, the table cells it unmerges, the tables it flattens and the links it refuses."""
    counter = _ElementCounter()
    counter.feed(content)
    counter.close()
    changes = []
    if counter.paragraphs:
        changes.append("turned into paragraphs: " + _tag_list(counter.paragraphs))
    if counter.dropped:
        changes.append("dropped: " + _tag_list(counter.dropped))
    if counter.unwrapped:
        changes.append("kept as plain text: " + _tag_list(counter.unwrapped))
    if counter.headings:
        changes.append("made level 2 or 3 headings: " + _tag_list(counter.headings))
    counts = ((counter.merged_cells, "merged table cell(s) split"),
              (counter.nested_tables, "table(s) inside a table cell flattened to lines"),
              (counter.refused_images, "image(s) not from the site's /media/ dropped"))
    changes += [f"{count} {what}" for count, what in counts if count]
    if counter.refused_links:
        changes.append(f"{counter.refused_links} link(s) to an address the site does not link to "
                       "kept as plain text")
    return changes


def _tag_list(tags: Counter[str]) -> str:
    return counted(Counter({f"<{tag}>": count for tag, count in tags.items()}))


# Elements without content outside the policy (img, input, ...): nothing of them is kept.
_DROPPED_VOID_ELEMENTS = VOID_ELEMENTS - TAGS - PARAGRAPH_TAGS


class _ElementCounter(HTMLParser):
    """Counts the elements of the input by what cleaning does with them; never builds output."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.inside_dropped: str | None = None
        self.paragraphs: Counter[str] = Counter()
        self.dropped: Counter[str] = Counter()
        self.unwrapped: Counter[str] = Counter()
        self.refused_links = 0
        self.refused_images = 0
        self.headings: Counter[str] = Counter()
        self.merged_cells = 0
        self.nested_tables = 0
        self.table_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.inside_dropped is not None:
            return
        if tag in ("h1", "h4", "h5", "h6"):
            self.headings[tag] += 1
        tag = RENAMED_TAGS.get(tag, tag)
        if tag in ("table", "td", "th"):
            self._count_table_part(tag, dict(attrs))
        elif tag == "img":
            self.refused_images += allowed_image_src(dict(attrs).get("src") or "") is None
        elif tag in DROPPED_WITH_CONTENT or tag in _DROPPED_VOID_ELEMENTS:
            self.dropped[tag] += 1
            self.inside_dropped = None if tag in _DROPPED_VOID_ELEMENTS else tag
        elif tag in PARAGRAPH_TAGS:
            if tag != "p":
                self.paragraphs[tag] += 1
        elif tag == "a":
            self.refused_links += allowed_href(dict(attrs).get("href") or "") is None
        elif tag not in TAGS:
            self.unwrapped[tag] += 1

    def _count_table_part(self, tag: str, attrs: dict[str, str | None]) -> None:
        if tag == "table":
            self.nested_tables += self.table_depth > 0
            self.table_depth += 1
        elif any((attrs.get(name) or "1").strip() not in ("", "1") for name in ("colspan",
                                                                                "rowspan")):
            self.merged_cells += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == self.inside_dropped:
            self.inside_dropped = None
        elif tag == "table" and self.inside_dropped is None:
            self.table_depth = max(0, self.table_depth - 1)
