"""The check of one intake answer by its declared `check`: the kept value, or the words saying
what is wrong with it."""

import re
import unicodedata
from collections.abc import Callable
from datetime import date, timedelta

from service.requests.answer_checks import CALENDAR_DATE, ZIP
from service.requests.fields import ANY_CONTROL, BIDI_CONTROLS, CONTROL
from service.requests.intake.form import IntakeField

DIGITS = re.compile(r"[0-9]{1,12}")  # ASCII digits only; 12 is more than any declared limit
LICENCE = re.compile(r"[A-Z0-9]{4,20}")
LICENCE_SEPARATORS = re.compile(r"[\s-]")
VIN_LETTERS = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", (1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9,
                                                   2, 3, 4, 5, 6, 7, 8, 9), strict=True))
VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
VIN = re.compile(r"[A-HJ-NPR-Z0-9]{17}")  # I, O and Q are never used: they look like 1 and 0
MAX_COMBINING_MARKS = 3


class Wrong(ValueError):
    """An answer its check refuses; the text says what to do, in the visitor's words."""


def clean(field: IntakeField, value: str) -> str:
    """Text as kept: control and bidirectional characters out, one line unless a text area,
    runs of combining marks capped, trimmed."""
    value = CONTROL.sub("", value) if field.input == "textarea" else ANY_CONTROL.sub(" ", value)
    kept, run = [], 0
    for character in BIDI_CONTROLS.sub("", value):
        run = run + 1 if unicodedata.category(character).startswith("M") else 0
        if run <= MAX_COMBINING_MARKS:
            kept.append(character)
    return "".join(kept).replace("\r\n", "\n").replace("\r", "\n").strip()


def _text(field: IntakeField, value: str, today: date) -> str:
    assert field.limit is not None  # a text field declares its limit
    if len(value) > field.limit:
        raise Wrong(f"Use at most {field.limit} characters.")
    return value


def _number(field: IntakeField, value: str, least: int, most: int | None) -> str:
    plain = value.replace(",", "")
    if not DIGITS.fullmatch(plain):
        raise Wrong("Enter a whole number, in digits.")
    number = int(plain)
    if number < least or (most is not None and number > most):
        raise Wrong(f"Enter a number from {least:,} to {most:,}." if most is not None
                    else f"Enter a number of at least {least:,}.")
    return str(number)


def _integer(field: IntakeField, value: str, today: date) -> str:
    assert field.min is not None  # a number declares its least value
    return _number(field, value, field.min, field.max)


def _year(field: IntakeField, value: str, today: date) -> str:
    assert field.min is not None
    latest = today.year + (field.maxAhead or 0) if field.max is None else field.max
    if not re.fullmatch(r"[0-9]{4}", value) or not field.min <= int(value) <= latest:
        raise Wrong(f"Enter a year from {field.min} to {latest}.")
    return value


def calendar_day(value: str) -> date:
    """The day a YYYY-MM-DD answer names; Wrong for any other text or a day no calendar has."""
    try:
        if CALENDAR_DATE.fullmatch(value):
            return date.fromisoformat(value)
    except ValueError:
        pass
    raise Wrong("Enter a real date, as month, day and year.")


def _date(field: IntakeField, value: str, today: date) -> str:
    assert field.window is not None  # a date field declares its window
    day = calendar_day(value)
    earliest = today - timedelta(days=field.window.daysBefore)
    latest = today + timedelta(days=field.window.daysAfter)
    if not earliest <= day <= latest:
        raise Wrong(f"Enter a date from {earliest:%m/%d/%Y} to {latest:%m/%d/%Y}.")
    return value


def age_on(born: date, today: date) -> int:
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))


def _birth_date(field: IntakeField, value: str, today: date) -> str:
    assert field.age is not None  # a birth date declares its ages
    born = calendar_day(value)
    if born > today or not field.age.min <= age_on(born, today) <= field.age.max:
        raise Wrong(f"Enter a real date of birth: a driver is {field.age.min} to "
                    f"{field.age.max} years old.")
    return value


def _zip(field: IntakeField, value: str, today: date) -> str:
    if not ZIP.fullmatch(value):
        raise Wrong("Enter a 5-digit ZIP code, like 06460.")
    return value


def vin_check_digit(vin: str) -> str:
    """The ninth character a VIN must have (49 CFR 565.15: transliterate, weigh, modulo 11)."""
    total = sum((int(c) if c.isdigit() else VIN_LETTERS[c]) * weight
                for c, weight in zip(vin, VIN_WEIGHTS, strict=True))
    remainder = total % 11
    return "X" if remainder == 10 else str(remainder)


def _vin(field: IntakeField, value: str, today: date) -> str:
    vin = value.replace(" ", "").upper()
    if not VIN.fullmatch(vin):
        raise Wrong("Enter the 17 letters and digits of the VIN (it has no I, O or Q), or leave "
                    "it blank.")
    if vin[8] != vin_check_digit(vin):
        raise Wrong("This VIN does not add up: check each character against the registration "
                    "card, or leave it blank.")
    return vin


def _licence(field: IntakeField, value: str, today: date) -> str:
    number = LICENCE_SEPARATORS.sub("", value).upper()
    if not LICENCE.fullmatch(number) or (field.limit and len(number) > field.limit):
        raise Wrong("Enter the license number as printed: 4 to 20 letters and digits.")
    return number


def _choice(field: IntakeField, value: str, today: date) -> str:
    if value not in field.choices:
        raise Wrong("Choose one of the options given.")
    return value


# The checks of a single text answer, by the field's `check` ("choices" takes a list: answers.py).
CHECKS: dict[str, Callable[[IntakeField, str, date], str]] = {
    "text": _text, "integer": _integer, "year": _year, "date": _date,
    "birthDate": _birth_date, "zip": _zip, "vin": _vin, "license": _licence,
    "choice": _choice,
}


def checked_value(field: IntakeField, value: str, today: date) -> str:
    """The answer as kept ("" for a blank one), or Wrong."""
    value = clean(field, value)
    return CHECKS[field.check](field, value, today) if value else ""


def checked_choices(field: IntakeField, values: object) -> list[str]:
    """Several choices, in the declared order without repeats, or Wrong."""
    if isinstance(values, str):
        values = [values] if values else []
    if not isinstance(values, list) or not all(isinstance(v, str) and v in field.choices
                                               for v in values):
        raise Wrong("Choose among the options given.")
    return [choice for choice in field.choices if choice in values]
