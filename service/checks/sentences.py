"""The sentence a finding quotes: the one its phrase is in, cut to a readable length."""

import re
from bisect import bisect_left, bisect_right

EXCERPT_MAX = 200
ELLIPSIS = "\u2026"
# A sentence ends at . ! ? or … followed by a space, a closing quote or bracket, or the end; a
# line break ends one too.
SENTENCE_END = re.compile("[.!?\u2026](?=[\\s\"'\u201d\u2019)]|$)|\n")


class Sentences:
    """A text's sentence ends, found once, so that quoting any number of phrases from it costs
    a lookup each."""

    def __init__(self, text: str) -> None:
        self.text = text
        ends = [match.span() for match in SENTENCE_END.finditer(text)]
        self._starts = [start for start, _ in ends]
        self._ends = [end for _, end in ends]

    def around(self, start: int, end: int) -> tuple[str, int]:
        """The sentence holding text[start:end], spaces made single, at most about EXCERPT_MAX
        characters (cut around the phrase with "…"), and where the phrase (its spaces made single
        too) starts in it."""
        before = bisect_right(self._ends, start)
        begin = self._ends[before - 1] if before else 0
        after = bisect_left(self._starts, end)
        finish = self._ends[after] if after < len(self._ends) else len(self.text)
        if finish - begin <= EXCERPT_MAX:
            return " ".join(self.text[begin:finish].split()), self._place(begin, start)
        room = max(0, EXCERPT_MAX - (end - start)) // 2
        left, right = max(begin, start - room), min(finish, end + room)
        cut = " ".join(self.text[left:right].split())
        opening = ELLIPSIS if left > begin else ""
        return (opening + cut + (ELLIPSIS if right < finish else ""),
                len(opening) + self._place(left, start))

    def _place(self, left: int, start: int) -> int:
        """Where text[start] lands in text[left:...] with its spaces made single."""
        words = self.text[left:start].split()
        if not words:
            return 0
        space = self.text[start - 1].isspace() or self.text[start:start + 1].isspace()
        return len(" ".join(words)) + (1 if space else 0)
