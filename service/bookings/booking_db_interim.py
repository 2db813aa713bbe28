"""INTERIM, until booking-core's service/bookings/booking_db.py is merged: the few booking
functions the staff API calls, by BOOKING.md's names and signatures, on the schema-7 tables. A
move here checks the grid, the past and the member's other bookings only (booking-core's checks
the full availability). At the merge the staff API imports these from booking_db instead."""

import json
import sqlite3
from datetime import datetime, time, timedelta
from typing import Any

from service.bookings.notices import queue_booking_notices
from service.content import AGENCY_ZONE
from service.requests.request_db import add_event
from service.requests.request_json import iso

GRID_SECONDS = 15 * 60
BOOKING_COLUMNS = ("b.request_id, r.reference, b.type_id, b.member, b.place, b.starts_at, "
                   "b.ends_at, b.blocks_from, b.blocks_until, b.answers, r.status, r.name, "
                   "r.phone, r.email, b.sequence")


class SlotTaken(Exception):
    """The time asked for overlaps another booking of the member."""

    def __init__(self, next_free: list[str]) -> None:
        super().__init__("That time is taken")
        self.next_free = next_free


class SlotRefused(Exception):
    """The time asked for cannot be booked (past, off the grid)."""

    def __init__(self, reason: str, next_free: list[str]) -> None:
        super().__init__(reason)
        self.reason, self.next_free = reason, next_free


class NotBooked(Exception):
    """The booking is no longer booked (cancelled, no-show, done): it cannot be moved."""


def _booking(row: sqlite3.Row | tuple[Any, ...]) -> dict[str, Any]:
    (request_id, reference, type_id, member, place, starts, ends, _, _, answers, status, name,
     phone, _, sequence) = row
    return {"requestId": request_id, "reference": reference, "type": type_id, "member": member,
            "place": place, "start": iso(starts), "end": iso(ends), "status": status,
            "name": name, "phone": phone, "answers": json.loads(answers or "{}"),
            "sequence": sequence}


def read_booking(db: sqlite3.Connection, request_id: int) -> dict[str, Any] | None:
    """The request's booking, or None when it has none."""
    row = db.execute(f"SELECT {BOOKING_COLUMNS} FROM bookings b JOIN requests r "
                     "ON r.id = b.request_id WHERE b.request_id = ?", (request_id,)).fetchone()
    return None if row is None else _booking(row)


def bookings_of_day(db: sqlite3.Connection, day: str,
                    member: str | None = None) -> list[dict[str, Any]]:
    """The bookings starting on the agency's day (of one member, or all), the earliest first;
    not the forgotten or spam."""
    start = datetime.combine(datetime.fromisoformat(day).date(), time(), AGENCY_ZONE)
    end = start + timedelta(days=1)
    where = "b.starts_at >= ? AND b.starts_at < ?"
    values: list[float | str] = [start.timestamp(), end.timestamp()]
    if member is not None:
        where, values = where + " AND b.member = ?", [*values, member]
    rows = db.execute(f"SELECT {BOOKING_COLUMNS} FROM bookings b JOIN requests r "
                      f"ON r.id = b.request_id WHERE {where} AND r.forgotten_at IS NULL "
                      "AND r.status != 'spam' ORDER BY b.starts_at, b.request_id",
                      values).fetchall()
    return [_booking(row) for row in rows]


def move_booking(db: sqlite3.Connection, request_id: int, start: float, now: float,
                 actor: str | None) -> None:
    """Move a booked booking to another start (buffers kept), raising SEQUENCE."""
    row = db.execute("SELECT b.member, b.starts_at, b.ends_at, b.blocks_from, b.blocks_until, "
                     "r.status, r.email FROM bookings b JOIN requests r ON r.id = b.request_id "
                     "WHERE b.request_id = ?", (request_id,)).fetchone()
    member, starts, ends, blocks_from, blocks_until, status, email = row
    if status != "booked":
        raise NotBooked(f"This booking is {status}: only a booked one can be moved.")
    if start % GRID_SECONDS or start <= now:
        raise SlotRefused("Choose a time in the future, on the quarter hour.", [])
    shift = start - starts
    if db.execute("SELECT 1 FROM bookings b JOIN requests r ON r.id = b.request_id "
                  "WHERE b.member = ? AND r.status = 'booked' AND b.request_id != ? "
                  "AND b.blocks_from < ? AND b.blocks_until > ?",
                  (member, request_id, blocks_until + shift, blocks_from + shift)).fetchone():
        raise SlotTaken([])
    db.execute("UPDATE bookings SET starts_at = ?, ends_at = ?, blocks_from = ?, "
               "blocks_until = ?, sequence = sequence + 1, updated_at = ? WHERE request_id = ?",
               (start, ends + shift, blocks_from + shift, blocks_until + shift, now, request_id))
    add_event(db, request_id, now, actor, "booking-moved", {"from": iso(starts), "to": iso(start)})
    queue_booking_notices(db, request_id, "moved", now, email or "", None)


def cancel_booking(db: sqlite3.Connection, request_id: int, now: float,
                   actor: str | None) -> None:
    """Cancel a booked booking (SEQUENCE raised for the calendars' METHOD:CANCEL)."""
    status, email = db.execute("SELECT status, email FROM requests WHERE id = ?",
                               (request_id,)).fetchone()
    if status != "booked":
        raise NotBooked(f"This booking is {status}: only a booked one can be cancelled.")
    db.execute("UPDATE bookings SET sequence = sequence + 1, updated_at = ? WHERE request_id = ?",
               (now, request_id))
    _set_status(db, request_id, "cancelled", status, now, actor)
    queue_booking_notices(db, request_id, "cancelled", now, email or "", None)


def set_booking_status(db: sqlite3.Connection, request_id: int, status: str, now: float,
                       actor: str | None) -> None:
    """Mark a booking no-show or done (nothing is mailed)."""
    was = db.execute("SELECT status FROM requests WHERE id = ?", (request_id,)).fetchone()[0]
    if was == "cancelled":
        raise NotBooked("This booking was cancelled.")
    if was != status:
        _set_status(db, request_id, status, was, now, actor)


def _set_status(db: sqlite3.Connection, request_id: int, status: str, was: str, now: float,
                actor: str | None) -> None:
    db.execute("UPDATE requests SET status = ?, status_changed_by = ?, status_changed_at = ? "
               "WHERE id = ?", (status, actor, now, request_id))
    add_event(db, request_id, now, actor, "status", {"status": status, "was": was})
