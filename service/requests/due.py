"""The one-business-day promise: when a request is due, counted in the office's opening hours."""

from collections.abc import Mapping
from typing import Any

from service.requests.local_time import local_day
from service.requests.opening_times import OpeningTimes

DAY_SECONDS = 24 * 60 * 60
# How far ahead an opening is looked for; an office closed longer gets the plain 24 hours.
LOOK_AHEAD_DAYS = 366


def business_due(arrived: float, facts: Mapping[str, Any] | None) -> float:
    """The moment the office has been open, since the request arrived (or since the next opening
    when it arrived while closed), for as long as the day counting starts on is open. Closed days
    and special dates are carried over; arrived + 24 h without valid hours or any opening."""
    times = OpeningTimes.from_facts(facts)
    if times is None:
        return arrived + DAY_SECONDS
    left: float | None = None
    # Twice the look-ahead: the count may start up to a year away and must still end.
    for opening in times.from_day(local_day(arrived), 2 * LOOK_AHEAD_DAYS + 1):
        if opening.closes <= arrived:
            continue
        if left is None:
            if opening.day > local_day(arrived + LOOK_AHEAD_DAYS * DAY_SECONDS):
                break
            left = opening.seconds
        start = max(opening.opens, arrived)
        if left <= opening.closes - start:
            return start + left
        left -= opening.closes - start
    return arrived + DAY_SECONDS


def next_opening(after: float, facts: Mapping[str, Any] | None) -> float | None:
    """The next moment, strictly after `after`, the office opens (special dates counted); None
    without valid hours or when it does not open in the next 366 days."""
    times = OpeningTimes.from_facts(facts)
    if times is None:
        return None
    for opening in times.from_day(local_day(after), LOOK_AHEAD_DAYS + 1):
        if opening.opens > after:
            return opening.opens if opening.opens - after <= LOOK_AHEAD_DAYS * DAY_SECONDS \
                else None
    return None
