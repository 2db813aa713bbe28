"""The checks a kind's own answers go through, one per `check` a field may declare."""

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from service.requests.kinds import KindField

ZIP = re.compile(r"[0-9]{5}(-[0-9]{4})?")  # ASCII digits only: \d takes any script's
CALENDAR_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")  # fromisoformat also reads week dates


@dataclass(frozen=True)
class Context:
    """What a check may need beyond the answer: the agency's companies, the visitor's "Not sure",
    and the service's day."""

    companies: list[str]
    not_sure: str
    today: date


def chosen_list(field: KindField, raw: Mapping[str, Any]) -> list[str] | None:
    """The chosen values in the declared order without repeats, or None when any is not a choice
    (or none is chosen of a required list)."""
    values = raw.get(field.name)
    if isinstance(values, str):
        values = [values]
    if values is None:
        values = []
    if not isinstance(values, list) or not all(isinstance(v, str) and v in field.choices
                                               for v in values):
        return None
    if field.required and not values:
        return None
    return [choice for choice in field.choices if choice in values]


def _in_window(field: KindField, value: str, today: date) -> bool:
    assert field.window is not None  # a date field declares its window
    try:
        when = date.fromisoformat(value) if CALENDAR_DATE.fullmatch(value) else None
    except ValueError:
        return False
    return when is not None and (today - timedelta(days=field.window.daysBefore) <= when
                                 <= today + timedelta(days=field.window.daysAfter))


# Whether a non-empty text answer passes its field's check.
TEXT_CHECKS: dict[str, Callable[[KindField, str, Context], bool]] = {
    "text": lambda field, value, context: True,
    "zip": lambda field, value, context: ZIP.fullmatch(value) is not None,
    "company": lambda field, value, context: value == context.not_sure
    or value in context.companies,
    "choice": lambda field, value, context: value in field.choices,
    "date": lambda field, value, context: _in_window(field, value, context.today),
}


def is_good_text(field: KindField, value: str, context: Context) -> bool:
    """An empty answer is good only when the field is optional."""
    if not value:
        return not field.required
    return TEXT_CHECKS[field.check](field, value, context)
