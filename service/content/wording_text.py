"""Text as the wording rules compare it, made once: what a reader sees, not the characters that
spell it. HTML entities decoded, compatibility forms folded (NFKD: fullwidth and mathematical
letters, ligatures) and their accents dropped, invisible characters (format characters and the
other default-ignorable ones) dropped, every kind of space one space, every apostrophe one, and
letters that look like Latin ones (Cyrillic a U+0430, Greek omicron U+03BF; Unicode's
confusables table) read as those. Each character of the form remembers the stretch of the text
it came from, so a match is reported over the words as written."""

import html
import re
import unicodedata
from dataclasses import dataclass
from functools import cache

# A character reference, as HTML reads one (html.unescape decides what it stands for).
ENTITY = re.compile(r"&(?:#[0-9]{1,8};?|#[xX][0-9a-fA-F]{1,7};?|[A-Za-z][A-Za-z0-9]{1,31};?)")
# Words that read as they are written: printable ASCII but for "&" (an entity may start there)
# and "`" (an apostrophe), with single spaces between them (a run of spaces is one).
AS_WRITTEN = re.compile(r"[!-%'-_a-~]+(?: [!-%'-_a-~]+)*")
# Default_Ignorable_Code_Point (Unicode's DerivedCoreProperties) beyond categories Cf and Mn,
# which are dropped whole: Hangul fillers and the reserved ranges, drawn as nothing.
IGNORABLE_RANGES = ((0x115F, 0x1160), (0x3164, 0x3164), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8),
                    (0xE0000, 0xE0FFF))
DROPPED_CATEGORIES = frozenset({"Cf", "Mn", "Me"})
# Blank to a reader but not a space to Python.
BLANKS = frozenset({"\u2800"})
APOSTROPHES = frozenset("'\u2018\u2019\u201b\u2032\u2035\u02b9\u02bb\u02bc\u02bd\u0060\u00b4"
                        "\uff07\u055a\u05f3\ua78c\u1fef\u1ffd")


@dataclass(frozen=True)
class WordingText:
    """The form the rules match, and for each of its characters the [start, end) of the text's
    characters it stands for."""

    text: str
    form: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def source_span(self, start: int, end: int) -> tuple[int, int]:
        """Where form[start:end] (not empty) is in the text."""
        return self.starts[start], self.ends[end - 1]


def wording_form(text: str) -> str:
    """Only the form (for the rules' own phrases and patterns)."""
    return wording_text(text).form


def wording_text(text: str) -> WordingText:
    """The text as the rules compare it, with where each character came from."""
    form = _Form()
    last = 0
    for match in ENTITY.finditer(text):
        start, end = match.span()
        form.add_text(text, last, start)
        decoded = html.unescape(match.group())
        if decoded == match.group():
            form.add_text(text, start, end)
        else:
            form.add(start, end, decoded)
        last = end
    form.add_text(text, last, len(text))
    return WordingText(text, "".join(form.pieces), tuple(form.starts), tuple(form.ends))


class _Form:
    """The form as it is made: its pieces, and where each of its characters came from."""

    def __init__(self) -> None:
        self.pieces: list[str] = []
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.after_space = False

    def add_text(self, text: str, start: int, end: int) -> None:
        """text[start:end], runs of characters that read as they are taken whole."""
        for run in AS_WRITTEN.finditer(text, start, end):
            self._add_each(text, start, run.start())
            self.pieces.append(run.group())
            self.starts.extend(range(run.start(), run.end()))
            self.ends.extend(range(run.start() + 1, run.end() + 1))
            self.after_space = False
            start = run.end()
        self._add_each(text, start, end)

    def _add_each(self, text: str, start: int, end: int) -> None:
        for place in range(start, end):
            folded = _folded(text[place])
            if len(folded) == 1 and folded != " ":  # most characters: one, not a space
                self.pieces.append(folded)
                self.starts.append(place)
                self.ends.append(place + 1)
                self.after_space = False
            else:
                self.add(place, place + 1, text[place])

    def add(self, start: int, end: int, written: str) -> None:
        """What text[start:end] stands for (a character, or an entity's character)."""
        for character in written:
            for folded in _folded(character):
                if folded != " ":
                    self.after_space = False
                elif self.after_space:
                    self.ends[-1] = end  # a run of spaces is one space
                    continue
                else:
                    self.after_space = True
                self.pieces.append(folded)
                self.starts.append(start)
                self.ends.append(end)


@cache
def _folded(character: str) -> str:
    """What one character reads as: "" when it is invisible, else one or more characters."""
    if _invisible(character):
        return ""
    if character in APOSTROPHES:
        return "'"
    if character.isspace() or character in BLANKS:
        return " "
    parts = []
    for part in unicodedata.normalize("NFKD", character):
        if _invisible(part):
            continue
        if part in APOSTROPHES:
            parts.append("'")
        elif part.isspace() or part in BLANKS:
            parts.append(" ")
        else:
            parts.append(latin_look_alikes().get(part, part))
    return "".join(parts)


def _invisible(character: str) -> bool:
    code = ord(character)
    return unicodedata.category(character) in DROPPED_CATEGORIES or any(
        low <= code <= high for low, high in IGNORABLE_RANGES)


@cache
def latin_look_alikes() -> dict[str, str]:
    """Each character that Unicode's confusables table says looks like an ASCII letter, digit or
    apostrophe, and that character: a letter before a digit, one of its own case first (Greek
    iota U+0399 is "I", not "l")."""
    # Loaded on first use: the table is large, and most commands never check wording.
    from confusable_homoglyphs.confusables import confusables_data

    table = {}
    for character, glyphs in confusables_data.items():
        if len(character) != 1 or character.isascii():
            continue
        latin = [glyph["c"] for glyph in glyphs if len(glyph["c"]) == 1
                 and glyph["c"].isascii() and (glyph["c"].isalnum() or glyph["c"] == "'")]
        if latin:
            chosen = min(latin, key=lambda c: (not c.isalpha(), c.isupper() != character.isupper()))
            # The table draws capital I and small l as one shape, "l"; a capital letter of that
            # shape (Greek iota U+0399, Cyrillic U+0406) is read as the capital I.
            table[character] = "I" if chosen == "l" and character.isupper() else chosen
    return table
