"""Bookings in the requests file: reserving a time (checked and stored in the caller's one
transaction), moving, cancelling and closing one, and reading them; sync, on a connection from
RequestStore.transaction() (or reading())."""

import json
import sqlite3
import uuid
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from typing import Any, NamedTuple

from service.bookings import availability
from service.bookings.availability import Busy, Calendar, Member, Refusal
from service.bookings.links import make_link, spend_link
from service.bookings.notices import BookingChange, queue_booking_notices
from service.bookings.schedules import days_off, read_week
from service.bookings.setting import BookingSetting, current_setting
from service.content import AGENCY_ZONE, MeetingType
from service.requests.kinds import REQUEST_KINDS
from service.requests.local_time import local_day
from service.requests.phone_digits import phone_digits
from service.requests.request_db import RequestNotFound, add_event
from service.requests.storage import StatusNotAllowed

KIND = "booking"
BOOKED = "booked"
CANCELLED = "cancelled"
DAY = 24 * 60 * 60


class SlotRefused(Exception):
    """The start is not open (past, too soon, outside hours, beyond the window, day full)."""

    def __init__(self, reason: Refusal, next_free: list[float]) -> None:
        super().__init__(reason.value)
        self.reason = reason
        self.next_free = next_free


class SlotTaken(SlotRefused):
    """Someone else took the time first."""

    def __init__(self, next_free: list[float]) -> None:
        super().__init__(Refusal.TAKEN, next_free)


class BookingClosed(Exception):
    """The booking is no longer booked (cancelled, done, no-show): it cannot be moved."""


@dataclass(frozen=True)
class BookingDraft:
    """A visitor's booking, checked for form but not yet for its time."""

    type_id: str
    start: float
    place: str
    name: str
    email: str
    phone: str
    answers: dict[str, str] = field(default_factory=dict)
    visitor_zone: str | None = None
    review: str | None = None  # a review link's token, spent with the booking
    consent: dict[str, str] | None = None
    source: dict[str, str] = field(default_factory=dict)
    setting: BookingSetting | None = None


class Reserved(NamedTuple):
    """A stored booking: its request's id and reference, who takes it, and its manage link."""

    id: int
    reference: str
    member: str
    manage: str


class Booking(NamedTuple):
    request_id: int
    reference: str
    status: str
    type_id: str
    member: str
    place: str
    starts_at: float
    ends_at: float
    uid: str
    sequence: int
    answers: dict[str, str]
    visitor_zone: str | None
    review_of: int | None
    name: str
    email: str
    phone: str
    title: str = ""  # the meeting type's title (copy/booking.json), filled in as a mail is made


_BOOKING_QUERY = (
    "SELECT b.request_id, r.reference, r.status, b.type_id, b.member, b.place, b.starts_at, "
    "b.ends_at, b.uid, b.sequence, b.answers, b.visitor_zone, b.review_of, r.name, r.email, "
    "r.phone FROM bookings b JOIN requests r ON r.id = b.request_id")


def _booking(row: tuple[Any, ...]) -> Booking:
    values = list(row)
    values[10] = json.loads(values[10])
    return Booking(*values)


def read_booking(db: sqlite3.Connection, request_id: int) -> Booking | None:
    row = db.execute(f"{_BOOKING_QUERY} WHERE b.request_id = ?", (request_id,)).fetchone()
    return None if row is None else _booking(row)


def bookings_of_day(db: sqlite3.Connection, day: date, member: str | None = None) -> list[Booking]:
    """The bookings starting on that local day (any state), earliest first."""
    first = datetime.combine(day, time(), AGENCY_ZONE).timestamp()
    last = datetime.combine(day + timedelta(days=1), time(), AGENCY_ZONE).timestamp()
    where, values = "b.starts_at >= ? AND b.starts_at < ?", [first, last]
    if member is not None:
        where += " AND b.member = ?"
    rows = db.execute(f"{_BOOKING_QUERY} WHERE {where} ORDER BY b.starts_at, b.request_id",
                      (*values, *([member] if member is not None else []))).fetchall()
    return [_booking(row) for row in rows]


def calendar_of(db: sqlite3.Connection, meeting: MeetingType, setting: BookingSetting,
                now: float, leaving_out: int | None = None) -> Calendar:
    """What the type's open times depend on, as stored (a booking being moved left out)."""
    since = now - DAY
    booked = db.execute(
        "SELECT b.request_id, b.member, b.type_id, b.starts_at, b.blocks_from, b.blocks_until "
        "FROM bookings b JOIN requests r ON r.id = b.request_id "
        "WHERE r.status = ? AND b.blocks_until > ?", (BOOKED, since)).fetchall()
    booked = [row for row in booked if row[0] != leaving_out]
    members = tuple(Member(member, _week(db, member), days_off(db, member, local_day(since)),
                           tuple(Busy(*row[3:]) for row in booked if row[1] == member))
                    for member in meeting.members)
    return Calendar(setting.office, members,
                    tuple(row[3] for row in booked if row[2] == meeting.id))


def _week(db: sqlite3.Connection, member: str) -> dict[str, list[tuple[str, str]]] | None:
    week = read_week(db, member)
    return None if week is None else week.spans()


def _meeting(setting: BookingSetting, type_id: str) -> MeetingType:
    meeting = setting.copy.type(type_id)
    if meeting is None or not meeting.offered:
        raise LookupError(f"No meeting type {type_id!r} is offered")
    return meeting


def next_free(db: sqlite3.Connection, type_id: str, now: float, count: int = 3,
              setting: BookingSetting | None = None) -> list[float]:
    """The type's first `count` open starts from now."""
    setting = setting or current_setting()
    meeting = _meeting(setting, type_id)
    return availability.next_starts(meeting, calendar_of(db, meeting, setting, now), now, count)


def _check(db: sqlite3.Connection, meeting: MeetingType, setting: BookingSetting, start: float,
           now: float, leaving_out: int | None = None) -> str:
    """The member who takes the meeting then, or SlotTaken / SlotRefused with the next times."""
    calendar = calendar_of(db, meeting, setting, now, leaving_out)
    reason = availability.refusal(meeting, calendar, now, start)
    if reason is not None:
        following = availability.next_starts(meeting, calendar, now)
        raise SlotTaken(following) if reason is Refusal.TAKEN else SlotRefused(reason, following)
    member = availability.free_member(meeting, calendar, start)
    assert member is not None  # no refusal: someone is free
    return member


def _times(meeting: MeetingType, start: float) -> tuple[float, float, float, float]:
    first, last = availability.blocks(meeting, start)
    return start, start + meeting.durationMinutes * 60, first, last


def reserve(db: sqlite3.Connection, draft: BookingDraft, now: float,
            reference_of: Any = None) -> Reserved:
    """Check the time and store the booking as a request of kind 'booking', its events, its
    manage link and its mails, in the caller's transaction. `reference_of(db, id)` gives the
    new request its reference (RequestStore.give_reference)."""
    setting = draft.setting or current_setting()
    meeting = _meeting(setting, draft.type_id)
    member = _check(db, meeting, setting, draft.start, now)
    review_of = spend_link(db, "review", draft.review, now) if draft.review else None
    starts, ends, blocks_from, blocks_until = _times(meeting, draft.start)
    request_id = db.execute(
        "INSERT INTO requests (kind, status, created_at, name, email, phone, contact_preference, "
        "message, details, due_at, source, phone_digits) VALUES (?, ?, ?, ?, ?, ?, '', '', '{}', "
        "?, ?, ?)", (KIND, BOOKED, now, draft.name, draft.email, draft.phone, starts,
                     json.dumps(draft.source, ensure_ascii=False),
                     phone_digits(draft.phone))).lastrowid
    assert request_id is not None
    reference = reference_of(db, request_id)
    db.execute("INSERT INTO bookings (request_id, type_id, member, place, starts_at, ends_at, "
               "blocks_from, blocks_until, uid, answers, visitor_zone, review_of, updated_at) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
               (request_id, meeting.id, member, draft.place, starts, ends, blocks_from,
                blocks_until, f"{uuid.uuid4()}@booking", json.dumps(draft.answers,
                                                                     ensure_ascii=False),
                draft.visitor_zone, review_of, now))
    add_event(db, request_id, now, None, "received")
    if draft.consent is not None:
        add_event(db, request_id, now, None, "consent", draft.consent)
    add_event(db, request_id, now, None, "booked",
              {"type": meeting.id, "start": starts, "member": member, "place": draft.place})
    manage = make_link(db, "manage", request_id, now, starts)
    queue_booking_notices(db, request_id, "booked", now, draft.email,
                          setting.staff_email(member))
    return Reserved(request_id, reference, member, manage)


def _booked(db: sqlite3.Connection, request_id: int) -> Booking:
    booking = read_booking(db, request_id)
    if booking is None:
        raise RequestNotFound(f"No booking with id {request_id}")
    return booking


def _notify(db: sqlite3.Connection, booking: Booking, change: BookingChange, now: float,
            setting: BookingSetting | None) -> None:
    staff = (setting or current_setting()).staff_email(booking.member)
    queue_booking_notices(db, booking.request_id, change, now, booking.email, staff)


def move_booking(db: sqlite3.Connection, request_id: int, start: float, now: float,
                 actor: str | None, setting: BookingSetting | None = None) -> None:
    """Move a booked booking to another open start (its member kept when free), SEQUENCE + 1."""
    setting = setting or current_setting()
    booking = _booked(db, request_id)
    if booking.status != BOOKED:
        raise BookingClosed(f"The booking is {booking.status}")
    meeting = setting.copy.type(booking.type_id)
    if meeting is None:
        raise LookupError(f"No meeting type {booking.type_id!r}")
    member = _check(db, meeting, setting, start, now, leaving_out=request_id)
    calendar = calendar_of(db, meeting, setting, now, leaving_out=request_id)
    keeps = next((one for one in calendar.members if one.id == booking.member), None)
    if keeps is not None and availability.is_free(setting.office, keeps, meeting, start):
        member = booking.member
    starts, ends, blocks_from, blocks_until = _times(meeting, start)
    db.execute("UPDATE bookings SET starts_at = ?, ends_at = ?, blocks_from = ?, "
               "blocks_until = ?, member = ?, sequence = sequence + 1, updated_at = ? "
               "WHERE request_id = ?",
               (starts, ends, blocks_from, blocks_until, member, now, request_id))
    db.execute("UPDATE requests SET due_at = ? WHERE id = ?", (starts, request_id))
    # A manage link lives until its booking starts: the new start, now.
    db.execute("UPDATE booking_links SET expires_at = ? WHERE request_id = ? "
               "AND purpose = 'manage' AND used_at IS NULL", (starts, request_id))
    add_event(db, request_id, now, actor, "booking-moved",
              {"from": booking.starts_at, "start": starts, "member": member})
    _notify(db, booking._replace(member=member), "moved", now, setting)


def set_booking_status(db: sqlite3.Connection, request_id: int, status: str, now: float,
                       actor: str | None, setting: BookingSetting | None = None) -> None:
    """Change the booking's state (its request's status) with a timeline event; cancelling
    raises SEQUENCE and tells the visitor and the staff member."""
    booking = _booked(db, request_id)
    if status not in REQUEST_KINDS.statuses_of(KIND):
        allowed = ", ".join(REQUEST_KINDS.statuses_of(KIND))
        raise StatusNotAllowed(f"Status must be one of {allowed}.")
    if status == booking.status:
        return
    db.execute("UPDATE requests SET status = ?, status_changed_by = ?, status_changed_at = ? "
               "WHERE id = ?", (status, actor, now, request_id))
    add_event(db, request_id, now, actor, "status", {"status": status, "was": booking.status})
    if status == CANCELLED:
        db.execute("UPDATE bookings SET sequence = sequence + 1, updated_at = ? "
                   "WHERE request_id = ?", (now, request_id))
        db.execute("UPDATE booking_links SET used_at = ? WHERE request_id = ? "
                   "AND purpose = 'manage' AND used_at IS NULL", (now, request_id))
        _notify(db, booking, "cancelled", now, setting)


def cancel_booking(db: sqlite3.Connection, request_id: int, now: float, actor: str | None,
                   setting: BookingSetting | None = None) -> None:
    """Cancel a booked booking (the time is free again); BookingClosed when it is not booked."""
    booking = _booked(db, request_id)
    if booking.status != BOOKED:
        raise BookingClosed(f"The booking is {booking.status}")
    set_booking_status(db, request_id, CANCELLED, now, actor, setting)

