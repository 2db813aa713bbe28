"""The office's hours as data: each weekday's opening and closing time, or closed, a note, and
the special dates (holidays) the office keeps other hours."""

import datetime as dt
import re
from typing import Annotated, Literal, Self

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictStr,
    ValidationInfo,
    field_validator,
    model_validator,
)

from service.content.fields import clean_text
from service.content.form_hints import form_field
from service.content.matching import Matching

# 24-hour "HH:MM" in the office's own time zone: what schema.org's opens/closes take as well.
CLOCK_TIME = re.compile(r"(?:[01][0-9]|2[0-3]):[0-5][0-9]")
NOTE_MAX = 120
NOTICE_MAX = 200

ClockTime = Annotated[StrictStr, Matching(
    CLOCK_TIME, "Use 24-hour time written as HH:MM, like 09:00 or 17:30"),
    Field(json_schema_extra={"x-widget": "time"}, examples=["09:00"])]


def _date_text(value: object) -> object:
    """A date given as text (YYYY-MM-DD): a number is not read as a Unix time."""
    if (isinstance(value, str) and re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", value)) \
            or value is None or isinstance(value, dt.date):
        return value
    raise ValueError("date must be text written as YYYY-MM-DD")


TextDate = Annotated[dt.date, BeforeValidator(_date_text), form_field(widget="date")]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DayHours(_Strict):
    """One day's opening, from opens to closes on the same day."""

    opens: ClockTime
    closes: ClockTime

    @field_validator("closes")
    @classmethod
    def _closes_after_opening(cls, closes: str, info: ValidationInfo) -> str:
        _check_closes_after_opening(closes, info)
        return closes


def _check_closes_after_opening(closes: str | None, info: ValidationInfo) -> None:
    # A check of closes, not of the day, so a refusal names the field ('hours.monday.closes').
    opens = info.data.get("opens")
    if closes is not None and opens is not None and closes <= opens:
        raise ValueError(f"closes ({closes}) must be later than opens ({opens})")


# A weekday: its hours, or null when the office is closed all day.
DayOrClosed = Annotated[DayHours | None, form_field(null_label="Closed")]


class OfficeHours(_Strict):
    """The office's week, Monday first: each day's hours, null when the office is closed that day,
    and a free note shown beneath them ("Evenings by appointment")."""

    monday: DayOrClosed
    tuesday: DayOrClosed
    wednesday: DayOrClosed
    thursday: DayOrClosed
    friday: DayOrClosed
    saturday: DayOrClosed
    sunday: DayOrClosed
    note: Annotated[
        Annotated[StrictStr, Field(min_length=1, max_length=NOTE_MAX)] | None,
        form_field("Note under the hours",
                   "Shown beneath the week, like “Evenings by appointment”."),
    ] = None


def _written(notice: str) -> str:
    if not notice.strip():
        raise ValueError("Write the notice visitors will read, like “Closed Thursday, November 26 "
                         "for Thanksgiving”")
    return notice


class SpecialDay(_Strict):
    """A date the office keeps other hours than its week's (a holiday): closed all day, or open
    from opens to closes; its notice is what visitors read, as written."""

    model_config = ConfigDict(extra="forbid", frozen=True,
                              json_schema_extra={"x-widget": "special-day"})

    date: TextDate
    # Shown to visitors exactly as written, never a sentence built around it.
    notice: Annotated[StrictStr, clean_text(NOTICE_MAX), AfterValidator(_written), Field(
        max_length=NOTICE_MAX,
        examples=["Closed Thursday, November 26 for Thanksgiving"]), form_field(
        "Notice", "What visitors read atop every page in the week before, word for word.",
        widget="textarea", item_title=True)]
    closed: Annotated[Literal[True] | None, form_field(
        "Closed all day", "The opening and closing times are left out.")] = None
    opens: ClockTime | None = None
    closes: ClockTime | None = None

    @field_validator("closes")
    @classmethod
    def _closes_after_opening(cls, closes: str | None, info: ValidationInfo) -> str | None:
        _check_closes_after_opening(closes, info)
        return closes

    @model_validator(mode="after")
    def _closed_or_open(self) -> Self:
        hours = (self.opens, self.closes)
        if (self.closed and hours == (None, None)) or (not self.closed and None not in hours):
            return self
        raise ValueError("a special date is either closed (closed: true) or open from opens to "
                         "closes: give one or the other")


def _dates_unique(days: list[SpecialDay]) -> list[SpecialDay]:
    seen: set[dt.date] = set()
    for day in days:
        if day.date in seen:
            raise ValueError(f"{day.date.isoformat()} is listed twice: one entry per date")
        seen.add(day.date)
    return days


SpecialHours = Annotated[list[SpecialDay], AfterValidator(_dates_unique)]
