"""Each staff member's weekly hours and time off (service/bookings/schedules.py), and how they
narrow the open times of the types they take."""

import sqlite3
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from service.bookings.booking_db import next_free
from service.bookings.schedules import (
    ScheduleRefused,
    add_time_off,
    parse_week,
    read_week,
    remove_time_off,
    time_off,
    write_week,
)
from service.bookings.setting import BookingSetting
from service.requests.storage import RequestStore
from tests.clock import epoch
from tests.service.booking_fixtures import booking_setting
from tests.service.test_booking_db import NOW


@pytest.fixture
def setting() -> BookingSetting:
    return booking_setting()


@pytest.fixture
def db(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    with RequestStore(tmp_path / "requests.sqlite3").transaction() as connection:
        yield connection


def test_a_week_is_stored_read_and_cleared(db: sqlite3.Connection) -> None:
    assert read_week(db, "eleanor-whitcomb") is None
    week = parse_week({"monday": [{"from": "13:00", "to": "15:00"}, {"from": "09:00",
                                                                      "to": "10:00"}]})
    write_week(db, "eleanor-whitcomb", week, NOW, "eleanor")
    assert read_week(db, "eleanor-whitcomb") == week
    assert week.as_json()["monday"][0] == {"from": "09:00", "to": "10:00"}  # kept in order
    write_week(db, "eleanor-whitcomb", None, NOW, "eleanor")
    assert read_week(db, "eleanor-whitcomb") is None


@pytest.mark.parametrize("week", [
    {"funday": []}, {"monday": [{"from": "10:00", "to": "09:00"}]},
    {"monday": [{"from": "09:00", "to": "11:00"}, {"from": "10:00", "to": "12:00"}]},
    {"monday": [{"from": "9am", "to": "11:00"}]}, ["monday"]])
def test_a_week_that_cannot_be_kept_is_refused_with_a_reason(week: object) -> None:
    with pytest.raises(ScheduleRefused) as refused:
        parse_week(week)
    assert str(refused.value)


def test_time_off_is_listed_added_and_removed(db: sqlite3.Connection) -> None:
    first = add_time_off(db, "eleanor-whitcomb", date(2026, 12, 8), date(2026, 12, 9), "Away",
                         "eleanor")
    add_time_off(db, "eleanor-whitcomb", date(2026, 11, 2), date(2026, 11, 3), "", "eleanor")
    assert [entry["id"] for entry in time_off(db, "eleanor-whitcomb", date(2026, 12, 1))] == [
        first]
    with pytest.raises(ScheduleRefused):
        add_time_off(db, "eleanor-whitcomb", date(2026, 12, 9), date(2026, 12, 8), "", None)
    assert not remove_time_off(db, "thomas-whitcomb", first)  # not his
    assert remove_time_off(db, "eleanor-whitcomb", first)
    assert time_off(db, "eleanor-whitcomb", date(2026, 12, 1)) == []


def test_own_hours_and_time_off_narrow_the_open_times(
        db: sqlite3.Connection, setting: BookingSetting) -> None:
    write_week(db, "eleanor-whitcomb", parse_week({"monday": [{"from": "13:00", "to": "14:00"}],
                                                   "wednesday": [{"from": "09:00",
                                                                  "to": "17:00"}]}),
               NOW, "eleanor")
    assert next_free(db, "quote-call", NOW, 1, setting) == [epoch("2026-12-07 13:00")]
    add_time_off(db, "eleanor-whitcomb", date(2026, 12, 7), date(2026, 12, 8), "", None)
    assert next_free(db, "quote-call", NOW, 1, setting) == [epoch("2026-12-09 09:00")]
