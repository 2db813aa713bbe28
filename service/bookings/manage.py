"""The visitor's manage link at work: what it shows, and rescheduling or cancelling up to the
cut-off, each in one transaction that changes nothing when it refuses."""

import datetime as dt
import sqlite3
from dataclasses import dataclass
from typing import Any

from service.bookings import booking_db
from service.bookings.booking_db import Booking
from service.bookings.booking_message import type_title
from service.bookings.links import make_link, open_link, spend_link

VISITOR_ACTOR = "visitor (manage link)"


class ChangeRefused(Exception):
    """A change the link may not make: its status and words, and the next free times."""

    def __init__(self, status: int, message: str, next_free: list[str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.next_free = next_free


@dataclass(frozen=True)
class Rules:
    cutoff_seconds: float
    phone: str


def iso(seconds: float) -> str:
    return dt.datetime.fromtimestamp(seconds, dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def view(call: Booking, now: float, rules: Rules) -> dict[str, Any]:
    change_until = call.starts_at - rules.cutoff_seconds
    return {"reference": call.reference, "type": call.type_id,
            "title": type_title(call.type_id), "start": iso(call.starts_at),
            "end": iso(call.ends_at), "place": call.place, "status": call.status,
            "canChange": call.status == "booked" and now < change_until,
            "changeUntil": iso(change_until)}


def _call(db: sqlite3.Connection, request_id: int) -> Booking:
    call = booking_db.read_booking(db, request_id)
    if call is None:  # the link outlived its booking (forgotten): as unknown
        raise ChangeRefused(404, "gone")
    return call


def show(db: sqlite3.Connection, token: str, now: float, rules: Rules) -> dict[str, Any]:
    """The booking the link opens (LinkRefused for a forged, used or expired one)."""
    return view(_call(db, open_link(db, "manage", token, now).request_id), now, rules)


def _may_change(call: Booking, now: float, rules: Rules) -> None:
    if call.status != "booked":
        raise ChangeRefused(409, "This booking was cancelled already, so it cannot be changed. "
                                 "You can book a new time on our website.")
    if now >= call.starts_at - rules.cutoff_seconds:
        hours = round(rules.cutoff_seconds / 3600)
        call_us = f"please call us at {rules.phone}" if rules.phone else "please call us"
        raise ChangeRefused(409, f"It is less than {hours} hours before your booking, so it "
                                 f"cannot be changed here: {call_us}.")


def reschedule(db: sqlite3.Connection, token: str, start: float, now: float,
               rules: Rules) -> dict[str, Any]:
    """Move the booking to `start`: the link is spent and a new one answered with the booking."""
    request_id = open_link(db, "manage", token, now).request_id
    _may_change(_call(db, request_id), now, rules)
    spend_link(db, "manage", token, now)
    try:
        booking_db.move_booking(db, request_id, start, now, VISITOR_ACTOR)
    except booking_db.SlotRefused as error:
        taken = isinstance(error, booking_db.SlotTaken)
        raise ChangeRefused(409 if taken else 422, "That time was just taken. Please choose "
                            "another." if taken else "That time cannot be booked. Please "
                            "choose another.", [iso(t) if isinstance(t, float | int) else t
                                                for t in error.next_free]) from error
    call = _call(db, request_id)
    manage = make_link(db, "manage", request_id, now, call.starts_at)
    return view(call, now, rules) | {"manage": manage}


def cancel(db: sqlite3.Connection, token: str, now: float, rules: Rules) -> dict[str, Any]:
    """Cancel the booking; the link is spent."""
    request_id = open_link(db, "manage", token, now).request_id
    _may_change(_call(db, request_id), now, rules)
    spend_link(db, "manage", token, now)
    booking_db.cancel_booking(db, request_id, now, VISITOR_ACTOR)
    return view(_call(db, request_id), now, rules)
