"""The one-business-day promise: due times counted in opening hours, over closed days, special
dates and the changes of daylight saving time."""

from typing import Any

import pytest

from service.requests.due import business_due, next_opening
from service.requests.local_time import local_time_text
from tests.service.digest_helpers import FACTS, local

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

CLOSED_WEEK = dict.fromkeys(("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                             "sunday"))


def due_text(*parts: int, facts: dict[str, Any] | None = None) -> str:
    return local_time_text(business_due(local(*parts), FACTS if facts is None else facts))


@pytest.mark.parametrize(("arrived", "due"), [
    ((2026, 11, 18, 14), "Thursday, November 19, 2026, 2:00 PM EST"),
    ((2026, 11, 17, 20), "Wednesday, November 18, 2026, 5:00 PM EST"),
    ((2026, 11, 20, 16), "Monday, November 23, 2026, 1:00 PM EST"),  # 1 h Fri, 3 h Sat, 4 h Mon
    ((2026, 11, 25, 15), "Friday, November 27, 2026, 3:00 PM EST"),  # Thanksgiving closed
])
def test_one_business_day_is_a_day_of_opening_hours_carried_over_closed_time(
        arrived: tuple[int, ...], due: str) -> None:
    assert due_text(*arrived) == due


def test_a_request_arriving_on_sunday_starts_at_mondays_opening() -> None:
    assert due_text(2026, 11, 22, 11, 30) == "Monday, November 23, 2026, 5:00 PM EST"


def test_arriving_exactly_at_opening_is_due_at_closing_and_at_closing_is_due_next_closing() -> None:
    assert due_text(2026, 11, 18, 9) == "Wednesday, November 18, 2026, 5:00 PM EST"
    assert due_text(2026, 11, 18, 17) == "Thursday, November 19, 2026, 5:00 PM EST"
    assert due_text(2026, 11, 18, 16, 59) == "Thursday, November 19, 2026, 4:59 PM EST"


def test_the_day_counting_starts_on_sets_how_long_a_business_day_is() -> None:
    # Saturday is open 3 hours: a request from Saturday morning is due that noon ...
    assert due_text(2026, 11, 21, 9) == "Saturday, November 21, 2026, 12:00 PM EST"
    # ... and one from Friday night waits the whole 3 hours from Saturday's opening.
    assert due_text(2026, 11, 20, 18) == "Saturday, November 21, 2026, 12:00 PM EST"
    # Saturday 11:00: 1 h Saturday, 2 h Monday.
    assert due_text(2026, 11, 21, 11) == "Monday, November 23, 2026, 11:00 AM EST"


def test_a_special_date_with_other_hours_counts_those_hours() -> None:
    # Wednesday 15:00: 2 h, Christmas Eve 10:00-14:00 4 h, Christmas closed, Saturday 2 h.
    assert due_text(2026, 12, 23, 15) == "Saturday, December 26, 2026, 11:00 AM EST"
    # Arriving before Christmas Eve's late opening: a 4-hour day from 10:00.
    assert due_text(2026, 12, 24, 8) == "Thursday, December 24, 2026, 2:00 PM EST"


@pytest.mark.parametrize(("arrived", "due"), [
    # Clocks go forward on Sunday March 8, 2026, while the office is closed.
    ((2026, 3, 6, 16), "Monday, March 9, 2026, 1:00 PM EDT"),
    ((2026, 3, 7, 11), "Monday, March 9, 2026, 11:00 AM EDT"),
    ((2026, 3, 8, 2, 30), "Monday, March 9, 2026, 5:00 PM EDT"),  # a time that does not exist
    # Clocks go back on Sunday November 1, 2026.
    ((2026, 10, 30, 16), "Monday, November 2, 2026, 1:00 PM EST"),
    ((2026, 10, 31, 10), "Monday, November 2, 2026, 10:00 AM EST"),
])
def test_the_changes_of_daylight_saving_time_do_not_shift_the_due_time(
        arrived: tuple[int, ...], due: str) -> None:
    assert due_text(*arrived) == due


def test_the_real_seconds_counted_over_a_dst_weekend_are_the_opening_hours() -> None:
    arrived = local(2026, 3, 6, 16)
    # Friday 1 h + Saturday 3 h + Monday 4 h open, 8 h in all, plus the closed time in between
    # (Friday 17:00 EST to Saturday 9:00, Saturday noon to Monday 9:00 EDT, one hour short).
    closed = (16 + 45 - 1) * 3600
    assert business_due(arrived, FACTS) - arrived == 8 * 3600 + closed


@pytest.mark.parametrize("facts", [
    None, {}, {"name": "No hours"}, {"hours": None}, {"hours": {"monday": "9 to 5"}},
    {"hours": {**FACTS["hours"], "monday": {"opens": "17:00", "closes": "09:00"}}},
    {"hours": FACTS["hours"], "specialHours": [{"date": "2026-11-26", "notice": "Odd"}]},
    {"hours": CLOSED_WEEK},
    {"hours": CLOSED_WEEK, "specialHours": [
        {"date": "2028-01-03", "notice": "Too far", "opens": "09:00", "closes": "17:00"}]},
])
def test_without_valid_hours_or_an_opening_within_a_year_a_request_is_due_in_24_hours(
        facts: dict[str, Any] | None) -> None:
    arrived = local(2026, 11, 25, 15)
    assert business_due(arrived, facts) == arrived + 24 * 3600
    assert next_opening(arrived, facts) is None


def test_an_office_open_only_on_a_special_date_counts_from_that_date() -> None:
    facts = {"hours": CLOSED_WEEK, "specialHours": [
        {"date": "2027-06-01", "notice": "Open house", "opens": "10:00", "closes": "12:00"}]}
    assert due_text(2026, 11, 25, 15, facts=facts) == "Tuesday, June 1, 2027, 12:00 PM EDT"
    assert local_time_text(next_opening(local(2026, 11, 25, 15), facts) or 0) == \
        "Tuesday, June 1, 2027, 10:00 AM EDT"


@pytest.mark.parametrize(("after", "opening"), [
    ((2026, 11, 20, 16), "Saturday, November 21, 2026, 9:00 AM EST"),
    ((2026, 11, 21, 12), "Monday, November 23, 2026, 9:00 AM EST"),
    ((2026, 11, 25, 17), "Friday, November 27, 2026, 9:00 AM EST"),  # over Thanksgiving
    ((2026, 11, 18, 9), "Thursday, November 19, 2026, 9:00 AM EST"),  # strictly after
    ((2026, 11, 18, 8, 59), "Wednesday, November 18, 2026, 9:00 AM EST"),
    ((2026, 12, 24, 9), "Thursday, December 24, 2026, 10:00 AM EST"),  # a later opening
    ((2026, 3, 7, 13), "Monday, March 9, 2026, 9:00 AM EDT"),
])
def test_the_next_opening_counts_special_dates(after: tuple[int, ...], opening: str) -> None:
    assert local_time_text(next_opening(local(*after), FACTS) or 0) == opening
