"""A word-level difference between two texts, for reading what changed in a post's body."""

import difflib
import re
from dataclasses import dataclass
from typing import Literal

TOKEN = re.compile(r"\s+|\S+\s*")  # a word with the spaces after it: changes end at words
Op = Literal["same", "added", "removed"]


@dataclass(frozen=True)
class Piece:
    op: Op
    text: str


def word_diff(before: str, after: str) -> list[Piece]:
    """Runs of unchanged, removed and added words (with their spacing), in reading order."""
    old, new = TOKEN.findall(before), TOKEN.findall(after)
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    pieces: list[Piece] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            _append(pieces, "same", "".join(old[i1:i2]))
            continue
        if tag in ("delete", "replace"):
            _append(pieces, "removed", "".join(old[i1:i2]))
        if tag in ("insert", "replace"):
            _append(pieces, "added", "".join(new[j1:j2]))
    return pieces


def _append(pieces: list[Piece], op: Op, text: str) -> None:
    if not text:
        return
    if pieces and pieces[-1].op == op:
        pieces[-1] = Piece(op, pieces[-1].text + text)
    else:
        pieces.append(Piece(op, text))
