"""Named instants on the office's clock in Milford, and the one way tests set the time to one.

A test that reads the time places the clock at an instant named here ("Tuesday 10:00 in
Milford"), never at "now plus an offset", so no result depends on the day the suite runs.
"""

import datetime as dt
from zoneinfo import ZoneInfo

from service.requests.clock import Clock

MILFORD = ZoneInfo("America/New_York")


def milford(text: str, *, fold: int = 0) -> dt.datetime:
    """"2026-11-24 10:00" on Milford's wall clock; fold=1 picks the second 01:30 of the night
    daylight saving time ends. A wall time that does not exist (02:30 the night it begins) is
    refused rather than quietly moved."""
    wall = dt.datetime.fromisoformat(text).replace(tzinfo=MILFORD, fold=fold)
    round_trip = dt.datetime.fromtimestamp(wall.timestamp(), MILFORD)
    if round_trip.replace(tzinfo=None, fold=0) != wall.replace(tzinfo=None, fold=0):
        raise ValueError(f"{text} does not exist on Milford's clock")
    return wall


def epoch(text: str, *, fold: int = 0) -> float:
    """The same instant in epoch seconds, as the request desk reads its clock."""
    return milford(text, fold=fold).timestamp()


def utc(text: str, *, fold: int = 0) -> dt.datetime:
    """The same instant in UTC, as the content cache reads its clock."""
    return milford(text, fold=fold).astimezone(dt.UTC)


def place(clock: Clock, instant: dt.datetime | float, *, running: bool = True) -> float:
    """Set a request desk's clock to `instant` (running on from it, or held); the epoch seconds."""
    seconds = instant.timestamp() if isinstance(instant, dt.datetime) else instant
    clock.set(seconds, running=running)
    return seconds


# The office (content/site.json and the test content): Monday to Friday 09:00-17:00, Saturday
# 09:00-12:00, Sunday closed; content/site.json closes Thanksgiving (Nov 26) and Christmas.
TUESDAY_10AM = milford("2026-11-24 10:00")
TUESDAY_EVENING = milford("2026-11-24 21:30")  # already Wednesday in UTC
WEDNESDAY_NIGHT = milford("2026-11-18 20:00")
FRIDAY_1659 = milford("2026-11-20 16:59")
FRIDAY_EVENING = milford("2026-11-20 18:00")
SATURDAY_BEFORE_HOURS = milford("2026-11-21 08:30")
SATURDAY_IN_HOURS = milford("2026-11-21 10:20")
SATURDAY_AFTER_HOURS = milford("2026-11-21 13:00")
SUNDAY_MIDDAY = milford("2026-11-22 11:30")
HOLIDAY_EVE_NIGHT = milford("2026-11-25 20:00")  # the night before Thanksgiving
CLOSURE_DAY = milford("2026-11-26 10:00")  # Thanksgiving, closed all day
CHRISTMAS_EVE_EVENING = milford("2026-12-24 18:00")
NEW_YEARS_EVE = milford("2026-12-31 16:30")
NEW_YEARS_EVE_MIDNIGHT = milford("2026-12-31 23:59")
# Daylight saving time in America/New_York: forward on March 8, 2026 (02:00 -> 03:00), back on
# November 1, 2026 (02:00 -> 01:00).
SPRING_FORWARD_FRIDAY = milford("2026-03-06 16:00")
SPRING_FORWARD_NIGHT = milford("2026-03-08 01:59")
SPRING_FORWARD_MORNING = milford("2026-03-08 03:00")
FALL_BACK_FIRST = milford("2026-11-01 01:30")
FALL_BACK_SECOND = milford("2026-11-01 01:30", fold=1)
FALL_BACK_FRIDAY = milford("2026-10-30 16:00")
