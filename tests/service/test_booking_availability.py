"""A meeting type's open times: office hours and special days, each member's week, time off and
bookings with buffers, notice counted in office hours, days ahead, the daily cap, DST days, and
who takes a booking (service/bookings/availability.py)."""

from datetime import date
from typing import Any

import pytest

from service.bookings.availability import (
    Busy,
    Calendar,
    Member,
    Refusal,
    blocks,
    free_member,
    moment,
    next_starts,
    notice_until,
    open_starts,
    refusal,
)
from service.content import MeetingType, OfficeHours, SpecialHours
from service.requests.local_time import local
from service.requests.opening_times import SPECIAL_HOURS, OpeningTimes

WEEKDAY = {"opens": "09:00", "closes": "17:00"}
WEEK: dict[str, Any] = {day: WEEKDAY for day in (
    "monday", "tuesday", "wednesday", "thursday", "friday")} | {
    "saturday": {"opens": "09:00", "closes": "12:00"}, "sunday": None}
MONDAY = date(2026, 12, 7)
NEXT_MONDAY = date(2026, 12, 14)


def office(week: dict[str, Any] | None = None, special: list[dict[str, Any]] | None = None
           ) -> OpeningTimes:
    special_hours: SpecialHours = SPECIAL_HOURS.validate_python(special or [])
    return OpeningTimes(OfficeHours.model_validate(week or WEEK), special_hours)


def kind(**changes: Any) -> MeetingType:
    fields: dict[str, Any] = {
        "id": "quote-call", "title": "Quote call", "description": "A call.",
        "durationMinutes": 15, "minimumNoticeBusinessHours": 0, "daysAhead": 30,
        "places": ["phone"], "members": ["ann", "bob"]} | changes
    return MeetingType.model_validate(fields)


def at(day: date, clock: str) -> float:
    return moment(day, clock)


def clocks(starts: list[float], day: date) -> list[str]:
    assert all(local(start).date() == day for start in starts)
    return [f"{local(start):%H:%M}" for start in starts]


def calendar(*members: Member, times: OpeningTimes | None = None,
             type_starts: tuple[float, ...] = ()) -> Calendar:
    return Calendar(times or office(), members or (Member("ann"),), type_starts)


EARLY = at(MONDAY, "06:00")  # long before the day's first start


def test_a_weekday_offers_the_quarter_hours_of_the_office_day() -> None:
    starts = open_starts(kind(), calendar(), EARLY, MONDAY, 1)[MONDAY]
    assert clocks(starts, MONDAY)[0] == "09:00"
    assert clocks(starts, MONDAY)[-1] == "16:45"  # ends at closing, not after
    assert len(starts) == 32
    longer = open_starts(kind(durationMinutes=45), calendar(), EARLY, MONDAY, 1)[MONDAY]
    assert clocks(longer, MONDAY)[-1] == "16:15"


def test_closed_days_and_short_days_come_from_the_office_facts() -> None:
    times = office(special=[{"date": "2026-12-08", "closed": True, "notice": "Closed"},
                            {"date": "2026-12-09", "opens": "10:00", "closes": "12:00",
                             "notice": "Short day"}])
    found = open_starts(kind(), calendar(times=times), EARLY, MONDAY, 7)
    assert found[date(2026, 12, 8)] == []
    assert clocks(found[date(2026, 12, 9)], date(2026, 12, 9))[::7] == ["10:00", "11:45"]
    assert found[date(2026, 12, 13)] == []  # Sunday: closed every week
    assert clocks(found[date(2026, 12, 12)], date(2026, 12, 12))[-1] == "11:45"  # Saturday
    assert refusal(kind(), calendar(times=times), EARLY, at(date(2026, 12, 8), "10:00")) \
        is Refusal.HOURS


def test_a_members_own_week_narrows_the_office_hours_and_never_widens_them() -> None:
    ann = Member("ann", week={"monday": [("08:00", "10:00"), ("13:00", "13:30")]})
    starts = open_starts(kind(), calendar(ann), EARLY, MONDAY, 2)
    assert clocks(starts[MONDAY], MONDAY) == [
        "09:00", "09:15", "09:30", "09:45", "13:00", "13:15"]
    assert starts[date(2026, 12, 8)] == []  # no Tuesday hours of her own: she takes none


def test_a_members_week_may_run_to_midnight() -> None:
    """Staff may keep hours until 24:00 (hours_rules): the office's closing still ends the day."""
    ann = Member("ann", week={"monday": [("16:15", "24:00")]})
    starts = open_starts(kind(), calendar(ann), EARLY, MONDAY, 1)
    assert clocks(starts[MONDAY], MONDAY) == ["16:15", "16:30", "16:45"]
    assert moment(MONDAY, "24:00") == moment(date(2026, 12, 8), "00:00")


def test_time_off_empties_the_days_it_covers() -> None:
    ann = Member("ann", time_off=((date(2026, 12, 8), date(2026, 12, 9)),))
    found = open_starts(kind(), calendar(ann), EARLY, MONDAY, 4)
    assert [len(found[day]) for day in sorted(found)] == [32, 0, 0, 32]


def test_bookings_block_with_both_types_buffers() -> None:
    booked = Busy(at(MONDAY, "10:00"), at(MONDAY, "09:50"), at(MONDAY, "10:35"))
    ann = Member("ann", busy=(booked,))
    buffered = kind(bufferBeforeMinutes=15, bufferAfterMinutes=10)
    starts = clocks(open_starts(buffered, calendar(ann), EARLY, MONDAY, 1)[MONDAY], MONDAY)
    # 09:15 + 15 min + 10 after reaches 09:40: clear; 09:30's after-buffer reaches 09:55.
    assert "09:15" in starts and "09:30" not in starts
    # 10:45 - 15 before is 10:30, inside the booking's own after-buffer.
    assert "10:45" not in starts and "11:00" in starts
    assert blocks(buffered, at(MONDAY, "11:00")) == (at(MONDAY, "10:45"), at(MONDAY, "11:25"))


def test_notice_is_counted_in_office_hours_only() -> None:
    friday_afternoon = at(date(2026, 12, 11), "15:00")
    times = office()
    # Two hours left on Friday, three on Saturday: four hours in, Saturday 11:00.
    assert notice_until(times, friday_afternoon, 4) == at(date(2026, 12, 12), "11:00")
    assert notice_until(times, friday_afternoon, 6) == at(NEXT_MONDAY, "10:00")
    evening = at(MONDAY, "20:00")
    assert notice_until(times, evening, 4) == at(date(2026, 12, 8), "13:00")
    assert notice_until(times, evening, 0) == evening
    four_hours = kind(minimumNoticeBusinessHours=4)
    first = next_starts(four_hours, calendar(), evening, 1)
    assert first == [at(date(2026, 12, 8), "13:00")]
    assert refusal(four_hours, calendar(), evening, at(date(2026, 12, 8), "12:45")) \
        is Refusal.NOTICE


def test_past_starts_and_starts_beyond_the_window_are_refused() -> None:
    now = at(MONDAY, "11:07")
    starts = open_starts(kind(), calendar(), now, MONDAY, 1)[MONDAY]
    assert clocks(starts, MONDAY)[0] == "11:15"
    assert refusal(kind(), calendar(), now, at(MONDAY, "11:00")) is Refusal.PAST
    assert refusal(kind(), calendar(), now, at(MONDAY, "11:10")) is Refusal.HOURS  # off the grid
    short = kind(daysAhead=3)
    assert refusal(short, calendar(), now, at(date(2026, 12, 10), "09:00")) is None
    assert refusal(short, calendar(), now, at(date(2026, 12, 11), "09:00")) is Refusal.WINDOW
    assert open_starts(short, calendar(), now, date(2026, 12, 11), 1)[date(2026, 12, 11)] == []


def test_the_daily_cap_counts_the_types_own_bookings_that_day() -> None:
    capped = kind(dailyCap=2)
    taken = (at(MONDAY, "09:00"), at(MONDAY, "10:00"))
    full = calendar(type_starts=taken)
    assert open_starts(capped, full, EARLY, MONDAY, 1)[MONDAY] == []
    assert refusal(capped, full, EARLY, at(MONDAY, "14:00")) is Refusal.FULL
    assert len(open_starts(capped, calendar(type_starts=taken[:1]), EARLY, MONDAY, 1)[MONDAY]) \
        == 32


@pytest.mark.parametrize(("day", "utc_hour"), [
    (date(2026, 3, 7), 14), (date(2026, 3, 8), 13),  # spring forward: EST, then EDT
    (date(2026, 10, 31), 13), (date(2026, 11, 1), 14)])  # fall back: EDT, then EST
def test_dst_days_keep_the_wall_clock_hours(day: date, utc_hour: int) -> None:
    every_day = {name: {"opens": "09:00", "closes": "12:00"} for name in (
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")}
    times = office(week=every_day)
    starts = open_starts(kind(), calendar(times=times), at(day, "00:30"), day, 1)[day]
    assert clocks(starts, day)[0] == "09:00" and clocks(starts, day)[-1] == "11:45"
    assert len(starts) == 12
    assert int(starts[0] % 86400) // 3600 == utc_hour


def test_a_slot_is_open_while_any_member_is_free_and_goes_to_the_least_booked() -> None:
    booked = Busy(at(MONDAY, "10:00"), at(MONDAY, "10:00"), at(MONDAY, "10:15"))
    ann = Member("ann", busy=(booked,))
    bob = Member("bob")
    both = calendar(ann, bob)
    assert "10:00" in clocks(open_starts(kind(), both, EARLY, MONDAY, 1)[MONDAY], MONDAY)
    assert free_member(kind(), both, at(MONDAY, "10:00")) == "bob"
    assert free_member(kind(), both, at(MONDAY, "11:00")) == "bob"  # ann has one that day
    assert free_member(kind(), calendar(Member("ann"), bob), at(MONDAY, "11:00")) == "ann"
    bob_busy = Member("bob", busy=(booked,))
    assert free_member(kind(), calendar(ann, bob_busy), at(MONDAY, "10:00")) is None
    assert refusal(kind(), calendar(ann, bob_busy), EARLY, at(MONDAY, "10:00")) is Refusal.TAKEN


def test_the_next_starts_skip_closed_days() -> None:
    saturday_noon = at(date(2026, 12, 12), "12:00")
    assert next_starts(kind(), calendar(), saturday_noon, 3) == [
        at(NEXT_MONDAY, clock) for clock in ("09:00", "09:15", "09:30")]
