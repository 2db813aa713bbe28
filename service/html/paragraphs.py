"""Post content as plain paragraphs and back: the one conversion every front end uses.

Text to HTML: blank lines (lines of only spaces, tabs or no-break spaces) separate paragraphs;
each line is trimmed of those characters; each paragraph is HTML-escaped (&, <, >), its single
newlines become <br>, and it is wrapped in <p>...</p>; empty paragraphs are dropped; paragraphs
are joined with "\n".

HTML to text: content without any tag is plain text and is only normalised as above. Otherwise
paragraph ends (and the ends of other block elements) become blank lines, <br> becomes a newline,
raw newlines count as spaces, script and style bodies and every other tag are dropped, and
entities are unescaped; the result is normalised as above. The cases in
tests/fixtures/paragraph-cases.json pin every rule for the Python and TypeScript versions alike.
"""

import html
import re
from html.parser import HTMLParser

TRIMMED = " \t\u00a0"
BLANK_LINE = re.compile(r"\n[ \t\u00a0]*\n")
HTML_TAG = re.compile(r"</?[a-z][a-z0-9-]*(?:\s[^<>]*)?/?>", re.IGNORECASE)
BLOCK_TAGS = frozenset({
    "p", "div", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre",
    "hr", "table", "tr", "section", "article", "header", "footer", "figure", "figcaption",
    "address", "aside", "nav", "main", "dl", "dt", "dd",
})
# Invisible, and refused by the HTML policy: never part of a paragraph.
CONTROL_CHARACTERS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
SKIPPED_TAGS = frozenset({"script", "style", "template"})
PARAGRAPH_BREAK = "\n\n"


def text_paragraphs(text: str) -> list[str]:
    """The text's paragraphs: split on blank lines, lines trimmed, empty paragraphs dropped."""
    text = CONTROL_CHARACTERS.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    paragraphs = []
    for block in BLANK_LINE.split(text):
        lines = [line.strip(TRIMMED) for line in block.split("\n")]
        paragraph = "\n".join(line for line in lines if line)
        if paragraph:
            paragraphs.append(paragraph)
    return paragraphs


def normalise_text(text: str) -> str:
    """Text as html_to_text answers it: paragraphs separated by exactly one blank line."""
    return PARAGRAPH_BREAK.join(text_paragraphs(text))


def text_to_html(text: str) -> str:
    """Blank-line paragraphs to <p> paragraphs, single newlines to <br>, text escaped."""
    return "\n".join(
        "<p>" + "<br>".join(html.escape(line, quote=False) for line in paragraph.split("\n"))
        + "</p>"
        for paragraph in text_paragraphs(text)
    )


def is_html(content: str) -> bool:
    """True when content holds at least one HTML tag (the web app's test, too)."""
    return HTML_TAG.search(content) is not None


def html_to_text(content: str, *, newlines_are_breaks: bool = False) -> str:
    """HTML paragraphs to blank-line text; plain text is only normalised.

    newlines_are_breaks reads the content as WordPress does (always as HTML; one raw newline is a
    line break, two a paragraph break, not spaces); the WordPress importer uses it.
    """
    if not newlines_are_breaks and not is_html(content):
        return normalise_text(content)
    reader = _TextReader(newlines_are_breaks)
    reader.feed(content)
    reader.close()
    return normalise_text("".join(reader.parts))


def html_to_plain_line(content: str) -> str:
    """Content as one line of text (for excerpts): paragraphs and line breaks become spaces."""
    return " ".join(html_to_text(content).split())


class _TextReader(HTMLParser):
    def __init__(self, newlines_are_breaks: bool) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.newlines_are_breaks = newlines_are_breaks
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in SKIPPED_TAGS:
            self.skipping += 1
        elif tag == "br":
            self.parts.append("\n")
        elif tag in BLOCK_TAGS:
            self.parts.append(PARAGRAPH_BREAK)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "br":
            self.parts.append("\n")
        elif tag in BLOCK_TAGS:
            self.parts.append(PARAGRAPH_BREAK)

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIPPED_TAGS:
            self.skipping = max(0, self.skipping - 1)
        elif tag in BLOCK_TAGS:
            self.parts.append(PARAGRAPH_BREAK)

    def handle_data(self, data: str) -> None:
        if self.skipping:
            return
        data = data.replace("\r\n", "\n").replace("\r", "\n")
        self.parts.append(data if self.newlines_are_breaks else data.replace("\n", " "))
