"""A booking row put straight into the schema-7 tables, with its mails queued as a change to a
booking queues them (service/bookings/notices.py): the booking parts' tests stand on this until
booking-core's booking_db is merged (then reserve/move_booking/cancel_booking write these rows)."""

import importlib
import sqlite3
import uuid
from types import ModuleType
from typing import Any

from service.bookings.notices import BookingChange, queue_booking_notices
from service.requests.fields import Submission
from service.requests.storage import RequestStore

VISITOR = "ann.lee@example.com"
STAFF = "eleanor@harborpoint.example"


def booked_call(store: RequestStore, start: float, now: float, minutes: int = 15,
                type_id: str = "quote-call", place: str = "phone", email: str = VISITOR,
                staff_email: str | None = STAFF) -> int:
    """A booked call of the request kind `booking`, its visitor's and staff member's mails
    queued; the request's id."""
    submission = Submission(kind="quote", name="Ann Lee", email=email, phone="(203) 555-0100",
                            contact_preference="phone", message="", details={})
    request_id = store.add(submission, now).id
    with store.transaction() as db:
        db.execute("DELETE FROM mails WHERE request_id = ?", (request_id,))  # the quote's own
        db.execute("UPDATE requests SET kind = 'booking', status = 'booked' WHERE id = ?",
                   (request_id,))
        db.execute("INSERT INTO bookings (request_id, type_id, member, place, starts_at, "
                   "ends_at, blocks_from, blocks_until, uid, sequence, answers, updated_at) "
                   "VALUES (?, ?, 'eleanor-whitcomb', ?, ?, ?, ?, ?, ?, 0, ?, ?)",
                   (request_id, type_id, place, start, start + minutes * 60, start,
                    start + minutes * 60, f"{uuid.uuid4()}@agency.example",
                    '{"about": "Two cars; one teen driver"}', now))
        queue_booking_notices(db, request_id, "booked", now, email, staff_email)
    return request_id


def change_booking(store: RequestStore, request_id: int, change: BookingChange, now: float,
                   start: float | None = None) -> None:
    """Move (sequence + 1, a new time) or cancel the booking as booking_db would, notices too."""
    with store.transaction() as db:
        change_booking_in(db, request_id, change, now, start)


def change_booking_in(db: sqlite3.Connection, request_id: int, change: BookingChange,
                      now: float, start: float | None = None) -> None:
    if change == "moved" and start is not None:
        db.execute("UPDATE bookings SET starts_at = ?, ends_at = ? + (ends_at - starts_at), "
                   "blocks_from = ?, blocks_until = ? + (ends_at - starts_at), "
                   "sequence = sequence + 1, updated_at = ? WHERE request_id = ?",
                   (start, start, start, start, now, request_id))
    if change == "cancelled":
        db.execute("UPDATE requests SET status = 'cancelled' WHERE id = ?", (request_id,))
        db.execute("UPDATE bookings SET sequence = sequence + 1, updated_at = ? "
                   "WHERE request_id = ?", (now, request_id))
    queue_booking_notices(db, request_id, change, now, VISITOR, STAFF)


class _SlotTaken(Exception):
    def __init__(self, next_free: list[str]) -> None:
        super().__init__("taken")
        self.next_free = next_free


def _move_booking(db: Any, request_id: int, start: float, now: float, actor: str) -> None:
    """The contract's move_booking as far as these tests need it: taken when another booked call
    of the member overlaps; sequence + 1; the notices queued."""
    length, member = db.execute("SELECT ends_at - starts_at, member FROM bookings "
                                "WHERE request_id = ?", (request_id,)).fetchone()
    if db.execute("SELECT 1 FROM bookings b JOIN requests r ON r.id = b.request_id WHERE "
                  "b.member = ? AND r.status = 'booked' AND b.request_id != ? AND "
                  "b.blocks_from < ? AND b.blocks_until > ?",
                  (member, request_id, start + length, start)).fetchone():
        raise _SlotTaken(["2026-12-01T20:00:00Z"])
    del actor
    change_booking_in(db, request_id, "moved", now, start)


def _cancel_booking(db: Any, request_id: int, now: float, actor: str) -> None:
    del actor
    change_booking_in(db, request_id, "cancelled", now)


def stand_in_booking_db() -> ModuleType | None:
    """booking-core's booking_db when it is merged (None: the tests use it as it is); until then
    a module with its two changes as BOOKING.md gives them, for the manage API's tests."""
    try:
        importlib.import_module("service.bookings.booking_db")
        return None
    except ModuleNotFoundError:
        module = ModuleType("service.bookings.booking_db")
        module.__dict__.update(move_booking=_move_booking, cancel_booking=_cancel_booking,
                               SlotTaken=_SlotTaken, SlotRefused=_SlotTaken)
        return module
