"""In words, what cleaning changes in a piece of HTML beyond its form (for import reports)."""

from collections import Counter
from html.parser import HTMLParser

from service.store.html_rules import (
    DROPPED_WITH_CONTENT,
    PARAGRAPH_TAGS,
    RENAMED_TAGS,
    TAGS,
    VOID_ELEMENTS,
    allowed_href,
    counted,
)


def changes_in(content: str) -> list[str]:
    """The elements cleaning turns into paragraphs, drops or unwraps, and the links it refuses."""
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

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        tag = RENAMED_TAGS.get(tag, tag)
        if self.inside_dropped is not None:
            return
        if tag in DROPPED_WITH_CONTENT or tag in _DROPPED_VOID_ELEMENTS:
            self.dropped[tag] += 1
            self.inside_dropped = None if tag in _DROPPED_VOID_ELEMENTS else tag
        elif tag in PARAGRAPH_TAGS:
            if tag != "p":
                self.paragraphs[tag] += 1
        elif tag == "a":
            self.refused_links += allowed_href(dict(attrs).get("href") or "") is None
        elif tag not in TAGS:
            self.unwrapped[tag] += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == self.inside_dropped:
            self.inside_dropped = None
