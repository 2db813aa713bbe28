"""Bookings in the requests file (service/bookings/booking_db.py): reserving, moving, cancelling
and closing one, the day's list; and the booking kind in the inbox's CSV, forgetting and purging."""

import csv
import io
import sqlite3
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from service.bookings.booking_db import (
    BookingClosed,
    BookingDraft,
    SlotRefused,
    SlotTaken,
    bookings_of_day,
    cancel_booking,
    move_booking,
    next_free,
    read_booking,
    reserve,
    set_booking_status,
)
from service.bookings.links import LinkRefused, open_link
from service.bookings.setting import BookingSetting
from service.requests.export import requests_csv
from service.requests.kinds import REQUEST_KINDS
from service.requests.storage import RequestStore, StatusNotAllowed
from tests.clock import epoch
from tests.service.booking_fixtures import booking_setting

NOW = epoch("2026-12-07 08:00")  # a Monday before opening
NINE, TEN = epoch("2026-12-07 09:00"), epoch("2026-12-07 10:00")


@pytest.fixture
def setting() -> BookingSetting:
    return booking_setting()


@pytest.fixture
def store(tmp_path: Path) -> RequestStore:
    return RequestStore(tmp_path / "requests.sqlite3")


@pytest.fixture
def db(store: RequestStore) -> Iterator[sqlite3.Connection]:
    with store.transaction() as connection:
        yield connection


def draft(setting: BookingSetting, start: float = NINE, **changes: Any) -> BookingDraft:
    fields: dict[str, Any] = {
        "type_id": "quote-call", "start": start, "place": "phone", "name": "Jane Doe",
        "email": "jane@example.com", "phone": "(203) 555-0199", "answers": {"about": "A boat"},
        "setting": setting} | changes
    return BookingDraft(**fields)


def booked(db: sqlite3.Connection, store: RequestStore, setting: BookingSetting,
           start: float = NINE) -> int:
    return reserve(db, draft(setting, start), NOW, store.give_reference).id


def test_a_reserved_time_is_taken_and_the_next_free_skip_it(
        db: sqlite3.Connection, store: RequestStore, setting: BookingSetting) -> None:
    request_id = booked(db, store, setting)
    booking = read_booking(db, request_id)
    assert booking is not None and booking.status == "booked"
    assert (booking.member, booking.starts_at, booking.ends_at) == (
        "eleanor-whitcomb", NINE, NINE + 15 * 60)
    assert booking.answers == {"about": "A boat"} and booking.sequence == 0
    with pytest.raises(SlotTaken) as taken:
        reserve(db, draft(setting), NOW, store.give_reference)
    assert taken.value.next_free[0] == epoch("2026-12-07 09:30")  # 5 minutes after: 09:20
    assert next_free(db, "quote-call", NOW, 1, setting) == [epoch("2026-12-07 09:30")]
    with pytest.raises(SlotRefused) as refused:
        reserve(db, draft(setting, epoch("2026-12-06 12:00")), NOW, store.give_reference)
    assert refused.value.reason.value == "past"


def test_moving_raises_the_sequence_and_frees_the_old_time(
        db: sqlite3.Connection, store: RequestStore, setting: BookingSetting) -> None:
    request_id = booked(db, store, setting)
    move_booking(db, request_id, TEN, NOW, "staff", setting)
    booking = read_booking(db, request_id)
    assert booking is not None and (booking.starts_at, booking.sequence) == (TEN, 1)
    assert next_free(db, "quote-call", NOW, 1, setting) == [NINE]
    events = db.execute("SELECT type, actor FROM events WHERE request_id = ? ORDER BY id",
                        (request_id,)).fetchall()
    assert events[-1] == ("booking-moved", "staff")
    assert db.execute("SELECT COUNT(*) FROM mails WHERE request_id = ? AND purpose = "
                      "'booking-visitor'", (request_id,)).fetchone() == (2,)
    other = booked(db, store, setting, NINE)
    with pytest.raises(SlotTaken):
        move_booking(db, other, TEN, NOW, "staff", setting)


def test_cancelling_frees_the_time_and_spends_the_manage_link(
        db: sqlite3.Connection, store: RequestStore, setting: BookingSetting) -> None:
    reserved = reserve(db, draft(setting), NOW, store.give_reference)
    cancel_booking(db, reserved.id, NOW + 60, "staff", setting)
    booking = read_booking(db, reserved.id)
    assert booking is not None and (booking.status, booking.sequence) == ("cancelled", 1)
    assert next_free(db, "quote-call", NOW, 1, setting) == [NINE]
    with pytest.raises(LinkRefused):
        open_link(db, "manage", reserved.manage, NOW + 120)
    with pytest.raises(BookingClosed):
        cancel_booking(db, reserved.id, NOW + 60, "staff", setting)
    with pytest.raises(BookingClosed):
        move_booking(db, reserved.id, TEN, NOW, "staff", setting)


def test_no_show_and_done_are_statuses_of_the_booking_only(
        db: sqlite3.Connection, store: RequestStore, setting: BookingSetting) -> None:
    request_id = booked(db, store, setting)
    set_booking_status(db, request_id, "no-show", NOW, "staff", setting)
    assert db.execute("SELECT status FROM requests").fetchone() == ("no-show",)
    with pytest.raises(StatusNotAllowed):
        set_booking_status(db, request_id, "quoted", NOW, "staff", setting)
    assert next_free(db, "quote-call", NOW, 1, setting) == [NINE]  # no longer blocks


def test_the_days_list_is_in_order_and_by_member(
        db: sqlite3.Connection, store: RequestStore, setting: BookingSetting) -> None:
    later, earlier = booked(db, store, setting, TEN), booked(db, store, setting, NINE)
    booked(db, store, setting, epoch("2026-12-08 09:00"))
    day = bookings_of_day(db, date(2026, 12, 7))
    assert [booking.request_id for booking in day] == [earlier, later]
    assert bookings_of_day(db, date(2026, 12, 7), "thomas-whitcomb") == []


def test_the_kind_is_declared_with_its_statuses_and_finishing_ones() -> None:
    kind = REQUEST_KINDS.kind("booking")
    assert kind is not None and kind.form is None and kind.arrives_as == "booked"
    assert kind.statuses == ("booked", "cancelled", "no-show", "done", "spam")
    assert {"cancelled", "no-show", "done", "spam"} <= set(REQUEST_KINDS.finished)
    assert "booking" not in [form_kind.id for form_kind in REQUEST_KINDS.form_kinds]


def test_a_booking_in_the_csv_forgotten_and_purged(
        store: RequestStore, setting: BookingSetting) -> None:
    with store.transaction() as db:
        request_id = booked(db, store, setting)
    [row] = csv.DictReader(io.StringIO(requests_csv(store.find())))
    assert row["kind"] == "Booking" and row["status"] == "Booked"
    assert row["bookingType"] == "quote-call" and row["bookingMember"] == "eleanor-whitcomb"
    assert row["bookingStart"] == "Monday, December 7, 2026, 9:00 AM EST"
    assert store.forget("jane@example.com", "owner", NOW) == 1
    with store.reading() as db:
        assert db.execute("SELECT answers, visitor_zone FROM bookings").fetchall() == [
            ("{}", None)]
        assert db.execute("SELECT COUNT(*) FROM booking_links").fetchone() == (0,)
        # Still to come: cancelled, so its time is free for others and nobody is mailed.
        assert db.execute("SELECT status FROM requests").fetchall() == [("cancelled",)]
        assert db.execute("SELECT COUNT(*) FROM mails").fetchone() == (0,)
    timeline = [event["type"] for event in store.get(request_id, NOW)["timeline"]]
    assert timeline[-2:] == ["status", "forgotten"]
    assert store.purge(NOW + 1) == 1
    with store.reading() as db:
        assert db.execute("SELECT COUNT(*) FROM bookings").fetchone() == (0,)


def test_a_booking_is_purged_only_once_closed(store: RequestStore,
                                              setting: BookingSetting) -> None:
    with store.transaction() as db:
        request_id = booked(db, store, setting)
    assert store.purge(NOW + 1) == 0  # booked: kept however old
    with store.transaction() as db:
        set_booking_status(db, request_id, "done", NOW, "staff", setting)
    assert store.purge(NOW + 1) == 1
