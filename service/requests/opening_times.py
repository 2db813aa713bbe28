"""The office's opening times as moments: each local day's, from the week and the special dates."""

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from pydantic import TypeAdapter, ValidationError

from service.content import AGENCY_ZONE, OfficeHours, SpecialHours

SPECIAL_HOURS = TypeAdapter(SpecialHours)
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def _moment(day: date, clock_time: str) -> float:
    """The instant a wall-clock "HH:MM" is reached on that local day (DST included)."""
    return datetime.combine(day, time.fromisoformat(clock_time), AGENCY_ZONE).timestamp()


@dataclass(frozen=True)
class Opening:
    """One day's opening: from opens to closes, in epoch seconds."""

    day: date
    opens: float
    closes: float

    @property
    def seconds(self) -> float:
        return self.closes - self.opens


class OpeningTimes:
    """The week and the special dates, read once; a special date replaces its weekday."""

    def __init__(self, week: OfficeHours, special: SpecialHours) -> None:
        self.week = week
        self.special = {entry.date: entry for entry in special}

    @classmethod
    def from_facts(cls, facts: Mapping[str, Any] | None) -> "OpeningTimes | None":
        """None when the facts give no valid week (or invalid special dates)."""
        if not facts or facts.get("hours") is None:
            return None
        try:
            return cls(OfficeHours.model_validate(facts["hours"]),
                       SPECIAL_HOURS.validate_python(facts.get("specialHours") or []))
        except ValidationError:
            return None

    def on(self, day: date) -> Opening | None:
        """That local day's opening, None when the office is closed all day."""
        special = self.special.get(day)
        if special is not None:
            if special.closed or special.opens is None or special.closes is None:
                return None
            hours = (special.opens, special.closes)
        else:
            weekday = getattr(self.week, WEEKDAYS[day.weekday()])
            if weekday is None:
                return None
            hours = (weekday.opens, weekday.closes)
        return Opening(day, _moment(day, hours[0]), _moment(day, hours[1]))

    def from_day(self, first: date, days: int) -> Iterator[Opening]:
        """The openings of `days` local days from `first` on, in order."""
        for offset in range(days):
            opening = self.on(first + timedelta(days=offset))
            if opening is not None:
                yield opening
