"""A booking row put straight into the schema-7 tables, with its mails queued as a change to a
booking queues them (service/bookings/notices.py): for the mail tests, which need a booking at a
chosen time whatever the open times are (booking_db's reserve checks them)."""

import sqlite3
import uuid

from service.bookings.notices import BookingChange, queue_booking_notices
from service.requests.fields import Submission
from service.requests.storage import RequestStore

VISITOR = "ann.lee@example.com"
STAFF = "eleanor@harborpoint.example"


def booked_call(store: RequestStore, start: float, now: float, minutes: int = 15,
                type_id: str = "quote-call", place: str = "phone", email: str = VISITOR,
                staff_email: str | None = STAFF, member: str = "eleanor-whitcomb") -> int:
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
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
                   (request_id, type_id, member, place, start, start + minutes * 60, start,
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
