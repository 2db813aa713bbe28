"""The WHERE of a list narrowed by filters: a condition for each filter given, and LIKE's pattern
for text found as typed."""

from collections.abc import Mapping
from typing import Any


def given(conditions: Mapping[str, Any]) -> tuple[list[str], list[Any]]:
    """The conditions (SQL with one ?) whose value is given, None or empty being "any", and
    those values in order."""
    chosen = [(condition, value) for condition, value in conditions.items() if value]
    return [condition for condition, _ in chosen], [value for _, value in chosen]


def containing(text: str) -> str:
    """LIKE's pattern (with ESCAPE '\\') for a value holding `text` as typed: its % and _ are
    no wildcards."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"
