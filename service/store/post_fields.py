"""Values a person types for a post: strict dates, unique slugs, the next free id, null images."""

import datetime as dt
import re
from collections.abc import Collection, Iterable

from service.store.errors import InvalidContent
from service.store.slugs import SLUG_MAX_LENGTH, slugify

DATE_FORMAT = "YYYY-MM-DD"
STRICT_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
# Leading dates of other tools: "2024-05-01 10:00:00", "2024-05-01T10:00:00Z".
LEADING_DATE = re.compile(r"(\d{4}-\d{2}-\d{2})(?:[ T].*)?")
NULL_WORDS = frozenset({"", "null", "~", "none"})


def parse_date(value: object, *, lenient: bool = False) -> dt.date:
    """A YYYY-MM-DD date; lenient also takes a date-time whose time is then dropped."""
    if isinstance(value, dt.date):
        return value
    text = str(value).strip()
    match = (LEADING_DATE if lenient else STRICT_DATE).fullmatch(text)
    if match:
        try:
            return dt.date.fromisoformat(match.group(1) if lenient else text)
        except ValueError:
            pass
    raise InvalidContent(f"date {text!r} is not a date of the form {DATE_FORMAT}")


def image_url_or_none(value: object) -> str | None:
    """An image URL as typed, with an empty value (or null) meaning no image."""
    if value is None:
        return None
    text = str(value).strip()
    return None if text.lower() in NULL_WORDS else text


def unique_slug(base: str, taken: Collection[str]) -> str:
    """base, or base-2, base-3 ... whichever is free first, always within the length cap."""
    if base not in taken:
        return base
    number = 2
    while True:
        suffix = f"-{number}"
        candidate = base[: SLUG_MAX_LENGTH - len(suffix)].rstrip("-") + suffix
        if candidate not in taken:
            return candidate
        number += 1


def slug_for_title(title: str, taken: Collection[str]) -> str:
    return unique_slug(slugify(title), taken)


def next_free_id(ids: Iterable[int]) -> int:
    """One past the highest id in use (ids are never reused while a post holds them)."""
    return max(ids, default=0) + 1
