"""Values a person types for a post: strict dates, unique slugs, the next free id, null images."""

import datetime as dt
import re
from collections.abc import Collection, Iterable

from service.content.agency_zone import AGENCY_ZONE
from service.content.errors import InvalidContent
from service.content.slugs import SLUG_MAX_LENGTH, slugify

DATE_FORMAT = "YYYY-MM-DD"
STRICT_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
# Leading dates of other tools: "2024-05-01 10:00:00", "2024-05-01T10:00:00Z".
LEADING_DATE = re.compile(r"(\d{4}-\d{2}-\d{2})(?:[ T].*)?")
# Jekyll writes "2014-05-06 17:29:01 -0400": the space before the offset is not ISO 8601.
SPACED_OFFSET = re.compile(r"\s+(Z|[+-]\d{2}:?\d{2})$")
NULL_WORDS = frozenset({"", "null", "~", "none"})


def parse_date(value: object, *, lenient: bool = False) -> dt.date:
    """A YYYY-MM-DD date; lenient also takes a date-time whose time is then dropped."""
    if isinstance(value, dt.date):
        return value
    text = str(value).strip()
    match = (LEADING_DATE if lenient else STRICT_DATE).fullmatch(text)
    if match:
        day = match.group(1) if lenient else text
        try:
            return dt.date.fromisoformat(day)
        except ValueError:
            raise InvalidContent(f"date {day} is not a real date") from None
    raise InvalidContent(f"date {text!r} is not a date of the form {DATE_FORMAT}")


def parse_moment(value: object) -> tuple[dt.date, dt.datetime]:
    """A date as written and the moment it names: a date alone is midnight in Connecticut, a
    time without an offset Connecticut time ("2024-05-01", "2024-05-01 10:00 -0400", ISO 8601)."""
    day = parse_date(value, lenient=True)
    text = SPACED_OFFSET.sub(r"\1", str(value).strip()).replace(" ", "T", 1)
    if len(text) == len(DATE_FORMAT):
        return day, dt.datetime.combine(day, dt.time(), AGENCY_ZONE)
    try:
        moment = dt.datetime.fromisoformat(text)
    except ValueError:
        raise InvalidContent(f"date {str(value).strip()!r} has a time that cannot be read "
                             "(write it like 2024-05-01 10:00 or 2024-05-01T10:00:00-04:00)"
                             ) from None
    return day, moment if moment.tzinfo else moment.replace(tzinfo=AGENCY_ZONE)


def text_or_none(value: object) -> str | None:
    """A value as typed, with an empty value (or null) meaning none: no image, no description."""
    if value is None:
        return None
    text = str(value).strip()
    return None if text.lower() in NULL_WORDS else text


image_url_or_none = text_or_none


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
