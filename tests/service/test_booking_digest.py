"""The office's digest names the day's bookings (still booked) with their start; the inbox's
reports count bookings as a kind of their own."""

from datetime import date
from pathlib import Path

import pytest

from service.bookings.booking_db import BookingDraft, reserve, set_booking_status
from service.bookings.setting import BookingSetting
from service.requests.digest import NOTHING_TO_ANSWER, body, subject, waiting_requests
from service.requests.reports import request_reports
from service.requests.storage import RequestStore
from tests.clock import epoch
from tests.service.booking_fixtures import booking_setting

NOW = epoch("2026-12-07 08:00")  # Monday, before opening


@pytest.fixture
def setting() -> BookingSetting:
    return booking_setting()


def book(store: RequestStore, setting: BookingSetting, name: str, clock: str) -> int:
    with store.transaction() as db:
        draft = BookingDraft("quote-call", epoch(clock), "phone", name, "a@example.com",
                             "(203) 555-0199", setting=setting)
        return reserve(db, draft, NOW, store.give_reference).id


def test_the_digest_lists_todays_bookings_with_their_start(
        tmp_path: Path, setting: BookingSetting) -> None:
    store = RequestStore(tmp_path / "requests.sqlite3")
    later = book(store, setting, "Bo Later", "2026-12-07 11:00")
    first = book(store, setting, "Ann First", "2026-12-07 09:00")
    cancelled = book(store, setting, "Cy Cancelled", "2026-12-07 10:00")
    book(store, setting, "Di Tomorrow", "2026-12-08 09:00")
    with store.transaction() as db:
        set_booking_status(db, cancelled, "cancelled", NOW, "staff", setting)
    digest = waiting_requests(store, epoch("2026-12-07 09:00"))
    assert [request.id for request, _ in digest.bookings] == [first, later]
    assert digest.new == [] and digest.overdue == []  # a booking waits for no answer
    assert subject(digest) == "Requests to answer: 2 booked today — Monday, December 7, 2026"
    text = body(digest, "https://harborpoint.example")
    assert "Booked today (2)" in text and NOTHING_TO_ANSWER not in text
    assert "Ann First\n  Starts: Monday, December 7, 2026, 9:00 AM EST\n" in text
    assert "Cy Cancelled" not in text and "Di Tomorrow" not in text
    assert f"https://harborpoint.example/admin/requests/{first}" in text


def test_the_reports_count_bookings_as_their_own_kind(
        tmp_path: Path, setting: BookingSetting) -> None:
    store = RequestStore(tmp_path / "requests.sqlite3")
    book(store, setting, "Ann First", "2026-12-07 09:00")
    with store.reading() as db:
        reports = request_reports(db, NOW + 60, 1, {})
    [week] = reports["weeks"]
    assert week["start"] == date(2026, 12, 7).isoformat()
    assert week["counts"] == {"quote": 0, "policy-change": 0, "booking": 1}
