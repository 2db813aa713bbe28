"""The booking mails' rows at send time: the booking as it stands, a fresh manage link for the
visitor, the reminders (queued when the visitor's confirmation goes, dropped when they no longer
stand)."""

import sqlite3
from typing import Any

from service.bookings.booking_db import Booking, read_booking
from service.bookings.links import make_link
from service.bookings.notices import (
    REMINDER_PURPOSE,
    STAFF_PURPOSE,
    VISITOR_PURPOSE,
    drop_pending_reminders,
)
from service.requests.mail_queue import queue_mail
from service.requests.request_db import add_event
from service.requests.storage import RequestStore

REVIEW_PURPOSE = "booking-review"
BOOKING_PURPOSES = (VISITOR_PURPOSE, STAFF_PURPOSE, REMINDER_PURPOSE)


def queue_reminders(db: sqlite3.Connection, call: Booking, recipient: str,
                    offsets: tuple[int, ...], now: float) -> None:
    """One mail row per reminder still ahead, due at its time. Its created_at is that time too:
    the outbox counts a mail's give-up day from it, and the reminder's offset is read back from
    it at send time."""
    drop_pending_reminders(db, call.request_id)
    for offset in offsets:
        at = call.starts_at - offset
        if at > now:
            queue_mail(db, call.request_id, REMINDER_PURPOSE, recipient, at, "pending")


def reminder_refusal(call: Booking, due_at: float, offsets: tuple[int, ...],
                     now: float) -> str | None:
    """Why a reminder is not to go, or None: it goes only for a booking still booked and not
    begun, at the time it was set for, and while no nearer reminder is due (a day-before
    reminder held up by a mail server outage is not sent an hour before, beside that one)."""
    if call.status != "booked":
        return "not-booked"
    if now >= call.starts_at:
        return "started"
    offset = round(call.starts_at - due_at)
    if offset not in offsets:
        return "moved"
    nearer = [other for other in offsets if other < offset]
    return "superseded" if nearer and now >= call.starts_at - max(nearer) else None


def _skip(db: sqlite3.Connection, due: dict[str, Any], now: float, reason: str) -> None:
    db.execute("UPDATE mails SET state = 'off' WHERE id = ? AND state = 'pending'", (due["id"],))
    add_event(db, due["request"]["id"], now, None, "mail-skipped",
              {"purpose": due["purpose"], "reason": reason})


def prepare_booking_mail(store: RequestStore, due: dict[str, Any], now: float,
                         offsets: tuple[int, ...]) -> dict[str, Any] | None:
    """The due mail with its booking and, for the visitor, a new manage link (made as it is sent,
    so only its hash is ever kept; the earlier mails' links go on working until the booking
    changes); None when the mail is not to go."""
    if due["request"] is None:
        return None
    request_id = due["request"]["id"]
    with store.transaction() as db:
        call = read_booking(db, request_id)
        if call is None:
            _skip(db, due, now, "no-booking")
            return None
        refusal = reminder_refusal(call, due["createdAt"], offsets, now) \
            if due["purpose"] == REMINDER_PURPOSE else None
        if refusal is not None:
            _skip(db, due, now, refusal)
            return None
        link = None
        if due["purpose"] != STAFF_PURPOSE and call.status == "booked" and now < call.starts_at:
            link = make_link(db, "manage", request_id, now, call.starts_at, replace=False)
        if due["purpose"] == VISITOR_PURPOSE:
            if call.status == "booked":
                queue_reminders(db, call, due["recipient"], offsets, now)
            else:
                drop_pending_reminders(db, request_id)
    return due | {"booking": call, "manageLink": link, "now": now}
