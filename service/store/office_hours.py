"""The office's week as data: each weekday's opening and closing time, or closed, and a note."""

import re
from typing import Annotated, Self

from pydantic import BaseModel, ConfigDict, Field, StrictStr, model_validator

from service.store.addresses import whole

# 24-hour "HH:MM" in the office's own time zone: what schema.org's opens/closes take as well.
CLOCK_TIME = re.compile(r"(?:[01][0-9]|2[0-3]):[0-5][0-9]")
NOTE_MAX = 120

ClockTime = Annotated[StrictStr, Field(pattern=whole(CLOCK_TIME), examples=["09:00"])]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DayHours(_Strict):
    """One day's opening, from opens to closes on the same day."""

    opens: ClockTime
    closes: ClockTime

    @model_validator(mode="after")
    def _closes_after_opening(self) -> Self:
        if self.closes <= self.opens:
            raise ValueError(f"closes ({self.closes}) must be later than opens ({self.opens})")
        return self


class OfficeHours(_Strict):
    """The office's week, Monday first: each day's hours, null when the office is closed that day,
    and a free note shown beneath them ("Evenings by appointment")."""

    monday: DayHours | None
    tuesday: DayHours | None
    wednesday: DayHours | None
    thursday: DayHours | None
    friday: DayHours | None
    saturday: DayHours | None
    sunday: DayHours | None
    note: Annotated[StrictStr, Field(min_length=1, max_length=NOTE_MAX)] | None = None
