"""A request's booking as staff see it and change it from the request view (reschedule, cancel,
no-show, done), and the request's client mark."""

import asyncio
import sqlite3

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response

from service.api.booking_staff_answers import (
    BOOKING_ACTION_BODY,
    BOOKING_ACTIONS,
    CLIENT_BODY,
    BookingDetail,
)
from service.api.openapi import answers
from service.api.public_bookings import REFUSALS
from service.api.request_answers import FIELD_REFUSAL, StoredRequestWithHistory
from service.api.responses import no_store
from service.api.staff_bookings import meeting_types, type_title
from service.api.staff_requests import NOT_FOUND, SIGN_IN_TO_SEE, with_titles
from service.api.wire_times import zoned_seconds
from service.auth.access import staff_member
from service.bookings import booking_db
from service.bookings.setting import BookingsUnavailable
from service.http.errors import APIError, json_error
from service.requests.desk import request_desk
from service.requests.request_db import add_event, checked_id
from service.requests.request_json import iso
from service.requests.storage import RequestNotFound

blueprint = Blueprint("staff_booking_actions", __name__, url_prefix="/api/admin/requests")

NOT_CHANGED = "The booking was not changed"
NOT_A_BOOKING = "This request is not a booking"
ACTION_PROBLEM = f"Choose what to do: {', '.join(BOOKING_ACTIONS)}."
TIME_PROBLEM = "Give the new start as an ISO time with its zone, like 2026-12-01T14:00:00Z."
CLIENT_PROBLEM = "Send client as true or false."
TAKEN = "That time was just taken: choose another."


def _existing(db: sqlite3.Connection, request_id: int) -> booking_db.Booking:
    """The request's booking; RequestNotFound for no such request, 409 for one that has no
    booking."""
    if db.execute("SELECT 1 FROM requests WHERE id = ? AND forgotten_at IS NULL",
                  (checked_id(request_id),)).fetchone() is None:
        raise RequestNotFound(f"No request with id {request_id}")
    booking = booking_db.read_booking(db, request_id)
    if booking is None:
        raise APIError(409, NOT_A_BOOKING)
    return booking


@blueprint.get("/<int:request_id>/booking")
@document_response(BookingDetail)
@answers(401, 404, 409, access="staff", signed_out=SIGN_IN_TO_SEE)
async def get_booking(request_id: int) -> Response:
    """A request's booking: its time, meeting type, place, member and the visitor's answers."""
    desk = request_desk()

    def read() -> booking_db.Booking:
        with desk.store.reading() as db:
            return _existing(db, request_id)

    try:
        booking = await asyncio.to_thread(read)
    except RequestNotFound as error:
        raise APIError(404, NOT_FOUND) from error
    types = meeting_types()
    kind = types.get(booking.type_id)
    labels = {} if kind is None else {question.id: question.label for question in kind.questions}
    return no_store(jsonify({
        "requestId": booking.request_id, "reference": booking.reference,
        "type": booking.type_id, "title": type_title(booking.type_id, types),
        "member": booking.member, "place": booking.place, "start": iso(booking.starts_at),
        "end": iso(booking.ends_at), "status": booking.status, "sequence": booking.sequence,
        "answers": [{"id": key, "label": labels.get(key, key), "answer": str(text)}
                    for key, text in booking.answers.items()]}))


def _act(request_id: int, action: str, start: float | None, actor: str, now: float) -> None:
    with request_desk().store.transaction() as db:
        booking = _existing(db, request_id)
        if action == "reschedule":
            assert start is not None
            booking_db.move_booking(db, request_id, start, now, actor)
        elif action == "cancel":
            booking_db.cancel_booking(db, request_id, now, actor)
        elif booking.status == booking_db.CANCELLED:  # a cancelled booking stays cancelled
            raise booking_db.BookingClosed(f"The booking is {booking.status}")
        else:
            booking_db.set_booking_status(db, request_id, action, now, actor)


@blueprint.post("/<int:request_id>/booking")
@document_response(StoredRequestWithHistory)
@answers(400, 401, 403, 404, 409, 413, access="staff-write", request_body=BOOKING_ACTION_BODY,
         responses=FIELD_REFUSAL)
async def change_booking(request_id: int) -> Response:
    """Reschedule a booking to another open start (the booking's own checks: office and member
    hours, time off, notice, days ahead, daily cap), cancel it (the visitor and the staff member
    are mailed either way), or mark it no-show or done; 409 for a time taken (with `nextFree`)
    or a booking no longer booked, 422 naming `start` for a time that is not open."""
    desk = request_desk()
    body = await request.get_json()
    body = body if isinstance(body, dict) else {}
    action, start = body.get("action"), None
    if action not in BOOKING_ACTIONS:
        return no_store(json_error(422, NOT_CHANGED, errors={"action": ACTION_PROBLEM}))
    if action == "reschedule" and (start := zoned_seconds(body.get("start"))) is None:
        return no_store(json_error(422, NOT_CHANGED, errors={"start": TIME_PROBLEM}))
    now = desk.clock.now()
    try:
        await asyncio.to_thread(_act, request_id, action, start,
                                staff_member().session.username, now)
    except RequestNotFound as error:
        raise APIError(404, NOT_FOUND) from error
    except booking_db.SlotTaken as error:
        return no_store(json_error(409, TAKEN, nextFree=[iso(s) for s in error.next_free]))
    except booking_db.SlotRefused as error:
        return no_store(json_error(422, NOT_CHANGED, errors={"start": REFUSALS[error.reason]},
                                   nextFree=[iso(s) for s in error.next_free]))
    except booking_db.BookingClosed as error:
        raise APIError(409, f"{error}: only a booked booking can be changed.") from error
    except LookupError as error:  # its meeting type is gone from copy/booking.json
        raise APIError(409, f"{error}: the booking cannot be moved.") from error
    except BookingsUnavailable as error:  # the checks and mails need the content's setting
        raise APIError(409, f"{error}: correct it in the site editor, then try again.") \
            from error
    return no_store(jsonify(with_titles(await asyncio.to_thread(desk.store.get, request_id,
                                                                now))))


@blueprint.post("/<int:request_id>/client")
@document_response(StoredRequestWithHistory)
@answers(400, 401, 403, 404, 413, access="staff-write", request_body=CLIENT_BODY,
         responses=FIELD_REFUSAL)
async def mark_client(request_id: int) -> Response:
    """Mark the request's person as a client of the agency, or not (on the timeline): a client
    with an e-mail address may be sent the annual review link."""
    desk = request_desk()
    body = await request.get_json()
    client = body.get("client") if isinstance(body, dict) else None
    if not isinstance(client, bool):
        return no_store(json_error(422, "The mark was not changed",
                                   errors={"client": CLIENT_PROBLEM}))
    now, actor = desk.clock.now(), staff_member().session.username

    def mark() -> None:
        with desk.store.transaction() as db:
            row = db.execute("SELECT client FROM requests WHERE id = ? AND forgotten_at IS NULL",
                             (checked_id(request_id),)).fetchone()
            if row is None:
                raise RequestNotFound(f"No request with id {request_id}")
            if bool(row[0]) != client:
                db.execute("UPDATE requests SET client = ? WHERE id = ?", (int(client), request_id))
                add_event(db, request_id, now, actor, "client", {"client": client})

    try:
        await asyncio.to_thread(mark)
    except RequestNotFound as error:
        raise APIError(404, NOT_FOUND) from error
    return no_store(jsonify(with_titles(await asyncio.to_thread(desk.store.get, request_id,
                                                                now))))
