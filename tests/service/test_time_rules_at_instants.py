"""The time-dependent rules at the instants that break such code: Friday 16:59, Saturday before,
during and after its hours, Sunday, a closed holiday, the night before it, Christmas Eve's short
day, New Year's Eve, and both changes of daylight saving time (America/New_York, 2026)."""

import datetime as dt
import time
from typing import Any

import pytest

from service.requests.clock import Clock
from service.requests.digest import day_due
from service.requests.due import business_due, next_opening
from service.requests.local_time import local_time_text
from tests.clock import (
    CHRISTMAS_EVE_EVENING,
    CLOSURE_DAY,
    FALL_BACK_FIRST,
    FALL_BACK_FRIDAY,
    FALL_BACK_SECOND,
    FRIDAY_1659,
    FRIDAY_EVENING,
    HOLIDAY_EVE_NIGHT,
    NEW_YEARS_EVE,
    NEW_YEARS_EVE_MIDNIGHT,
    SATURDAY_AFTER_HOURS,
    SATURDAY_BEFORE_HOURS,
    SATURDAY_IN_HOURS,
    SPRING_FORWARD_FRIDAY,
    SPRING_FORWARD_MORNING,
    SPRING_FORWARD_NIGHT,
    SUNDAY_MIDDAY,
    TUESDAY_10AM,
    WEDNESDAY_NIGHT,
    milford,
    place,
)
from tests.service.digest_helpers import FACTS

# Only the one test that reads the real time is marked clock: the rest are given their instant.

# The test content's week and closures, with New Year's Day closed as well.
NEW_YEARS_DAY_CLOSED: dict[str, Any] = FACTS | {"specialHours": [
    *FACTS["specialHours"],
    {"date": "2027-01-01", "notice": "Closed Friday, January 1 for New Year's Day",
     "closed": True}]}


def at(instant: dt.datetime) -> float:
    return instant.timestamp()


@pytest.mark.parametrize(("arrived", "facts", "due"), [
    (TUESDAY_10AM, FACTS, "Wednesday, November 25, 2026, 10:00 AM EST"),
    (WEDNESDAY_NIGHT, FACTS, "Thursday, November 19, 2026, 5:00 PM EST"),
    # One minute of Friday, Saturday's three hours, the rest of an 8-hour day on Monday.
    (FRIDAY_1659, FACTS, "Monday, November 23, 2026, 1:59 PM EST"),
    # After Friday's closing, the count starts on Saturday: a 3-hour day.
    (FRIDAY_EVENING, FACTS, "Saturday, November 21, 2026, 12:00 PM EST"),
    (SATURDAY_BEFORE_HOURS, FACTS, "Saturday, November 21, 2026, 12:00 PM EST"),
    (SATURDAY_IN_HOURS, FACTS, "Monday, November 23, 2026, 10:20 AM EST"),
    (SATURDAY_AFTER_HOURS, FACTS, "Monday, November 23, 2026, 5:00 PM EST"),
    (SUNDAY_MIDDAY, FACTS, "Monday, November 23, 2026, 5:00 PM EST"),
    # Thanksgiving is closed: from the night before it and on it, Friday is the day counted.
    (milford("2026-11-25 16:00"), FACTS, "Friday, November 27, 2026, 4:00 PM EST"),
    (HOLIDAY_EVE_NIGHT, FACTS, "Friday, November 27, 2026, 5:00 PM EST"),
    (CLOSURE_DAY, FACTS, "Friday, November 27, 2026, 5:00 PM EST"),
    # Christmas closed, then Saturday's 3 hours.
    (CHRISTMAS_EVE_EVENING, FACTS, "Saturday, December 26, 2026, 12:00 PM EST"),
    # Over the new year: into 2027 on New Year's Day, or past it when it is closed.
    (NEW_YEARS_EVE, FACTS, "Friday, January 1, 2027, 4:30 PM EST"),
    (NEW_YEARS_EVE, NEW_YEARS_DAY_CLOSED, "Monday, January 4, 2027, 1:30 PM EST"),
    (NEW_YEARS_EVE_MIDNIGHT, FACTS, "Friday, January 1, 2027, 5:00 PM EST"),
    (NEW_YEARS_EVE_MIDNIGHT, NEW_YEARS_DAY_CLOSED, "Saturday, January 2, 2027, 12:00 PM EST"),
    # Clocks go forward on Sunday March 8 at 02:00, while the office is closed.
    (SPRING_FORWARD_FRIDAY, FACTS, "Monday, March 9, 2026, 1:00 PM EDT"),
    (SPRING_FORWARD_NIGHT, FACTS, "Monday, March 9, 2026, 5:00 PM EDT"),
    (SPRING_FORWARD_MORNING, FACTS, "Monday, March 9, 2026, 5:00 PM EDT"),
    # Clocks go back on Sunday November 1 at 02:00: 01:30 happens twice.
    (FALL_BACK_FRIDAY, FACTS, "Monday, November 2, 2026, 1:00 PM EST"),
    (FALL_BACK_FIRST, FACTS, "Monday, November 2, 2026, 5:00 PM EST"),
    (FALL_BACK_SECOND, FACTS, "Monday, November 2, 2026, 5:00 PM EST"),
], ids=lambda value: value.isoformat() if isinstance(value, dt.datetime) else None)
def test_one_business_day_at_each_instant(arrived: dt.datetime, facts: dict[str, Any],
                                          due: str) -> None:
    assert local_time_text(business_due(at(arrived), facts)) == due


@pytest.mark.parametrize(("after", "facts", "opens"), [
    (TUESDAY_10AM, FACTS, "2026-11-25 09:00"),
    (FRIDAY_1659, FACTS, "2026-11-21 09:00"),
    (SATURDAY_BEFORE_HOURS, FACTS, "2026-11-21 09:00"),
    (SATURDAY_IN_HOURS, FACTS, "2026-11-23 09:00"),
    (SATURDAY_AFTER_HOURS, FACTS, "2026-11-23 09:00"),
    (SUNDAY_MIDDAY, FACTS, "2026-11-23 09:00"),
    (HOLIDAY_EVE_NIGHT, FACTS, "2026-11-27 09:00"),
    (CLOSURE_DAY, FACTS, "2026-11-27 09:00"),
    (milford("2026-12-23 20:00"), FACTS, "2026-12-24 10:00"),  # Christmas Eve opens late
    (CHRISTMAS_EVE_EVENING, FACTS, "2026-12-26 09:00"),
    (NEW_YEARS_EVE_MIDNIGHT, FACTS, "2027-01-01 09:00"),
    (NEW_YEARS_EVE_MIDNIGHT, NEW_YEARS_DAY_CLOSED, "2027-01-02 09:00"),
    (SPRING_FORWARD_NIGHT, FACTS, "2026-03-09 09:00"),
    (FALL_BACK_FIRST, FACTS, "2026-11-02 09:00"),
    (FALL_BACK_SECOND, FACTS, "2026-11-02 09:00"),
], ids=lambda value: value.isoformat() if isinstance(value, dt.datetime) else None)
def test_the_next_opening_at_each_instant(after: dt.datetime, facts: dict[str, Any],
                                          opens: str) -> None:
    assert next_opening(at(after), facts) == milford(opens).timestamp()


@pytest.mark.parametrize(("now", "facts", "day"), [
    (TUESDAY_10AM, FACTS, "2026-11-24"),
    # 20:00 on Tuesday in Milford is Wednesday in UTC: still Tuesday's digest.
    (milford("2026-11-24 20:00"), FACTS, "2026-11-24"),
    (FRIDAY_1659, FACTS, "2026-11-20"),
    (SATURDAY_BEFORE_HOURS, FACTS, None),
    (milford("2026-11-21 09:00"), FACTS, "2026-11-21"),
    (SATURDAY_IN_HOURS, FACTS, "2026-11-21"),
    (SATURDAY_AFTER_HOURS, FACTS, "2026-11-21"),
    (SUNDAY_MIDDAY, FACTS, None),
    (HOLIDAY_EVE_NIGHT, FACTS, "2026-11-25"),
    (CLOSURE_DAY, FACTS, None),
    (milford("2026-12-24 09:30"), FACTS, None),  # Christmas Eve opens at 10:00
    (milford("2026-12-24 10:00"), FACTS, "2026-12-24"),
    (NEW_YEARS_EVE_MIDNIGHT, FACTS, "2026-12-31"),
    (milford("2027-01-01 08:59"), FACTS, None),
    (milford("2027-01-01 09:00"), FACTS, "2027-01-01"),
    (milford("2027-01-01 09:00"), NEW_YEARS_DAY_CLOSED, None),
    (SPRING_FORWARD_MORNING, FACTS, None),
    (milford("2026-03-09 08:59"), FACTS, None),
    (milford("2026-03-09 09:00"), FACTS, "2026-03-09"),
    (FALL_BACK_SECOND, FACTS, None),
    (milford("2026-11-02 09:00"), FACTS, "2026-11-02"),
], ids=lambda value: value.isoformat() if isinstance(value, dt.datetime) else None)
def test_the_digest_day_due_at_each_instant(now: dt.datetime, facts: dict[str, Any],
                                            day: str | None) -> None:
    assert day_due(at(now), facts) == day


def test_the_named_instants_are_the_days_and_seasons_they_say() -> None:
    days = {TUESDAY_10AM: "Tue", FRIDAY_1659: "Fri", SATURDAY_BEFORE_HOURS: "Sat",
            SATURDAY_IN_HOURS: "Sat", SATURDAY_AFTER_HOURS: "Sat", SUNDAY_MIDDAY: "Sun",
            HOLIDAY_EVE_NIGHT: "Wed", CLOSURE_DAY: "Thu", NEW_YEARS_EVE: "Thu"}
    assert {instant: f"{instant:%a}" for instant in days} == days
    assert (SPRING_FORWARD_NIGHT.tzname(), SPRING_FORWARD_MORNING.tzname()) == ("EST", "EDT")
    assert SPRING_FORWARD_MORNING.timestamp() - SPRING_FORWARD_NIGHT.timestamp() == 60
    assert (FALL_BACK_FIRST.tzname(), FALL_BACK_SECOND.tzname()) == ("EDT", "EST")
    assert FALL_BACK_SECOND.timestamp() - FALL_BACK_FIRST.timestamp() == 3600
    with pytest.raises(ValueError, match="does not exist"):
        milford("2026-03-08 02:30")


@pytest.mark.clock
def test_the_desk_clock_reads_the_real_time_until_a_test_sets_it() -> None:
    clock = Clock()
    before = time.time()
    assert before <= clock.now() <= time.time()  # production: the real time, unmoved
    clock.set(at(FRIDAY_1659), running=False)
    clock.advance(60)
    assert clock.now() == at(FRIDAY_1659) + 60  # held: moves only when moved
    place(clock, SUNDAY_MIDDAY)
    assert clock.held is None and at(SUNDAY_MIDDAY) <= clock.now()  # running on from it
