"""The open times of a meeting type, from the office's hours and special days, each member's own
weekly hours, time off and bookings (with buffers), the notice counted in office hours, the days
ahead and the daily cap: pure functions of what the caller read."""

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from enum import Enum
from typing import NamedTuple

from service.content import AGENCY_ZONE, MeetingType
from service.requests.local_time import local_day
from service.requests.opening_times import WEEKDAYS, OpeningTimes

GRID_SECONDS = 15 * 60  # open times fall on the quarter hours (the zone's offsets are whole hours)
HOUR = 60 * 60
NOTICE_HORIZON_DAYS = 400  # an office closed this long has no time to count notice in

# A member's own week: weekday name to the spans they take bookings ("09:00" to "12:00").
Week = Mapping[str, Sequence[tuple[str, str]]]
Span = tuple[float, float]


class Busy(NamedTuple):
    """A booked booking of a member: its start and what it blocks (with its buffers)."""

    starts_at: float
    blocks_from: float
    blocks_until: float


@dataclass(frozen=True)
class Member:
    """What one member's open times depend on: their week (None: the office's hours), their time
    off (first and last days, inclusive) and their booked bookings."""

    id: str
    week: Week | None = None
    time_off: tuple[tuple[date, date], ...] = ()
    busy: tuple[Busy, ...] = ()

    def bookings_on(self, day: date) -> int:
        return sum(1 for booked in self.busy if local_day(booked.starts_at) == day)


@dataclass(frozen=True)
class Calendar:
    """Everything a meeting type's open times depend on besides the clock: the office's hours,
    its members in the type's order, and the type's own booked starts (for its daily cap)."""

    office: OpeningTimes
    members: tuple[Member, ...]
    type_starts: tuple[float, ...] = field(default=())


class Refusal(Enum):
    """Why a start is not open; TAKEN alone is a race lost, the others are the visitor's pick."""

    PAST = "past"
    NOTICE = "notice"
    WINDOW = "window"
    HOURS = "hours"
    FULL = "full"
    TAKEN = "taken"


def moment(day: date, clock: str) -> float:
    """The instant a wall-clock "HH:MM" is reached on that local day (DST included); "24:00"
    (a member's hours may end there) is the next day's midnight."""
    if clock == "24:00":
        return datetime.combine(day + timedelta(days=1), time(), AGENCY_ZONE).timestamp()
    return datetime.combine(day, time.fromisoformat(clock), AGENCY_ZONE).timestamp()


def notice_until(office: OpeningTimes, now: float, hours: float) -> float:
    """The moment `hours` of office time have passed after now (infinity: never, in reach)."""
    left = hours * HOUR
    if left <= 0:
        return now
    for opening in office.from_day(local_day(now), NOTICE_HORIZON_DAYS):
        begins = max(opening.opens, now)
        if opening.closes <= begins:
            continue
        if opening.closes - begins >= left:
            return begins + left
        left -= opening.closes - begins
    return math.inf


def _intersect(spans: Sequence[Span], others: Sequence[Span]) -> list[Span]:
    return [(max(a, c), min(b, d)) for a, b in spans for c, d in others if max(a, c) < min(b, d)]


def member_spans(office: OpeningTimes, member: Member, day: date) -> list[Span]:
    """The spans of a local day in which the member takes bookings: the office's opening that day
    within the member's own hours for the weekday, none on a day off."""
    opening = office.on(day)
    if opening is None or any(first <= day <= last for first, last in member.time_off):
        return []
    office_span = [(opening.opens, opening.closes)]
    if member.week is None:
        return office_span
    own = [(moment(day, start), moment(day, end))
           for start, end in member.week.get(WEEKDAYS[day.weekday()], ())]
    return _intersect(office_span, own)


def blocks(kind: MeetingType, start: float) -> Span:
    """What a meeting of that type starting then keeps free of other meetings."""
    end = start + kind.durationMinutes * 60
    return start - kind.bufferBeforeMinutes * 60, end + kind.bufferAfterMinutes * 60


def is_free(office: OpeningTimes, member: Member, kind: MeetingType, start: float) -> bool:
    """Whether the member can take the meeting then: within their spans, clear of their bookings."""
    end = start + kind.durationMinutes * 60
    spans = member_spans(office, member, local_day(start))
    if not any(opens <= start and end <= closes for opens, closes in spans):
        return False
    first, last = blocks(kind, start)
    return not any(first < booked.blocks_until and booked.blocks_from < last
                   for booked in member.busy)


def _grid_starts(spans: Sequence[Span], minutes: int) -> Iterator[float]:
    for opens, closes in sorted(spans):
        start = math.ceil(opens / GRID_SECONDS) * GRID_SECONDS
        while start + minutes * 60 <= closes:
            yield float(start)
            start += GRID_SECONDS


def refusal(kind: MeetingType, calendar: Calendar, now: float, start: float) -> Refusal | None:
    """Why the start is not open for the type, or None when a member can take it."""
    if start <= now:
        return Refusal.PAST
    if start % GRID_SECONDS:
        return Refusal.HOURS
    day = local_day(start)
    if day > local_day(now) + timedelta(days=kind.daysAhead):
        return Refusal.WINDOW
    if start < notice_until(calendar.office, now, kind.minimumNoticeBusinessHours):
        return Refusal.NOTICE
    if not any(member_spans_fit(calendar.office, member, kind, start)
               for member in calendar.members):
        return Refusal.HOURS
    if kind.dailyCap is not None and sum(
            1 for booked in calendar.type_starts if local_day(booked) == day) >= kind.dailyCap:
        return Refusal.FULL
    if free_member(kind, calendar, start) is None:
        return Refusal.TAKEN
    return None


def member_spans_fit(office: OpeningTimes, member: Member, kind: MeetingType,
                     start: float) -> bool:
    """Whether the meeting falls inside the member's hours that day (bookings aside)."""
    end = start + kind.durationMinutes * 60
    return any(opens <= start and end <= closes
               for opens, closes in member_spans(office, member, local_day(start)))


def free_member(kind: MeetingType, calendar: Calendar, start: float) -> str | None:
    """Who takes a meeting then: the free member with the fewest bookings that day, then the
    first in the type's order; None when nobody is free."""
    day = local_day(start)
    free = [member for member in calendar.members
            if is_free(calendar.office, member, kind, start)]
    if not free:
        return None
    return min(free, key=lambda member: member.bookings_on(day)).id


def day_starts(kind: MeetingType, calendar: Calendar, now: float, day: date) -> list[float]:
    """The open starts of one local day, in order."""
    candidates = {start for member in calendar.members
                  for start in _grid_starts(member_spans(calendar.office, member, day),
                                            kind.durationMinutes)}
    return [start for start in sorted(candidates) if refusal(kind, calendar, now, start) is None]


def open_starts(kind: MeetingType, calendar: Calendar, now: float, first: date,
                days: int) -> dict[date, list[float]]:
    """Each local day from `first` on (`days` of them) with its open starts, in order."""
    return {day: day_starts(kind, calendar, now, day)
            for day in (first + timedelta(days=offset) for offset in range(days))}


def next_starts(kind: MeetingType, calendar: Calendar, now: float, count: int = 3) -> list[float]:
    """The first `count` open starts from now, within the type's days ahead."""
    found: list[float] = []
    today = local_day(now)
    for offset in range(kind.daysAhead + 1):
        starts = day_starts(kind, calendar, now, today + timedelta(days=offset))
        found += starts[:count - len(found)]
        if len(found) >= count:
            break
    return found


open_slots = open_starts  # the name BOOKING.md gives the other booking parts
