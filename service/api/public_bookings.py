"""The public booking API: the meeting types, their open times, and a visitor's booking (form
token, honeypot and rate limit as the request forms; the time checked and stored in one
transaction, so two visitors never take one slot)."""

import asyncio
import sqlite3
from datetime import date
from typing import Any

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response
from werkzeug.exceptions import RequestEntityTooLarge

from service.api.booking_answers import (
    BOOKING_BODY,
    BOOKING_RESPONSES,
    DEFAULT_DAYS,
    MAX_DAYS,
    NEXT_PARAMETERS,
    SLOT_PARAMETERS,
    Booked,
    BookingTypes,
    NextSlots,
    OpenSlots,
)
from service.api.booking_post import PostRefused, draft_of
from service.api.openapi import answers
from service.api.public_requests import (
    ALREADY_SENT,
    EXPIRED,
    MAX_BODY_BYTES,
    REFUSED,
    TOO_FAST,
    TOO_LARGE,
)
from service.api.responses import no_store
from service.bookings import availability
from service.bookings.booking_db import SlotRefused, SlotTaken, calendar_of, reserve
from service.bookings.links import LinkRefusal, LinkRefused
from service.bookings.setting import BookingSetting, BookingsUnavailable, current_setting
from service.content import TIME_ZONE_NAME, MeetingType
from service.http.client_address import client_address, limit_key
from service.http.errors import APIError, json_error
from service.http.request_body import capped_body, strict_json_loads
from service.requests.desk import request_desk
from service.requests.local_time import local_day
from service.requests.request_json import iso
from service.requests.storage import TokenAlreadySpent
from service.requests.tokens import TokenCheck, spent_by

blueprint = Blueprint("public_bookings", __name__, url_prefix="/api")

TAKEN = "That time was just taken. Please choose another: the next free times are below."
REFUSALS = {
    availability.Refusal.PAST: "That time has passed. Please choose one of the next free times.",
    availability.Refusal.NOTICE: ("That time is too soon for us to prepare. Please choose a "
                                  "later time."),
    availability.Refusal.WINDOW: ("That day is further ahead than we take bookings. Please "
                                  "choose an earlier day."),
    availability.Refusal.HOURS: ("Nobody is available at that time. Please choose one of the "
                                 "open times."),
    availability.Refusal.FULL: "That day is fully booked. Please choose another day.",
}
LINK_REFUSALS = {LinkRefusal.UNKNOWN: (404, "This review link is not one of ours."),
                 LinkRefusal.EXPIRED: (410, "This review link has expired. Please call us."),
                 LinkRefusal.USED: (410, "This review link was used already. Please call us.")}
NO_TYPE = "No meeting type of that name is offered."


def _setting() -> BookingSetting:
    try:
        return current_setting()
    except BookingsUnavailable as error:
        raise APIError(404, "Bookings are not open: the meeting types could not be read") \
            from error


def _offered(setting: BookingSetting, type_id: object) -> MeetingType:
    meeting = setting.copy.type(type_id)
    if meeting is None or not meeting.offered:
        raise APIError(404, NO_TYPE)
    return meeting


def _next_free(setting: BookingSetting, meeting: MeetingType, now: float, count: int
               ) -> list[float]:
    with request_desk().store.reading() as db:
        return availability.next_starts(meeting, calendar_of(db, meeting, setting, now), now,
                                        count)


@blueprint.get("/booking/types")
@document_response(BookingTypes)
@answers(access="public")
async def booking_types() -> Response:
    """The booking page's introduction, the agency's time zone and the meeting types offered
    (active, with a team member to take them)."""
    setting = _setting()
    types = [{"id": kind.id, "title": kind.title, "description": kind.description,
              "durationMinutes": kind.durationMinutes, "places": kind.places,
              "questions": [question.model_dump() for question in kind.questions]}
             for kind in setting.copy.offered]
    return jsonify({"intro": setting.copy.intro, "zone": TIME_ZONE_NAME, "types": types})


def _day(value: str | None, today: date) -> date:
    if not value:
        return today
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise APIError(422, "Give the day as YYYY-MM-DD.") from None


def _whole(value: str | None, default: int, most: int, name: str) -> int:
    if value is None or value == "":
        return default
    if not value.isdigit() or not 1 <= int(value) <= most:
        raise APIError(422, f"{name} must be a whole number from 1 to {most}.")
    return int(value)


@blueprint.get("/booking/slots")
@document_response(OpenSlots)
@answers(404, 422, access="public", parameters=SLOT_PARAMETERS)
async def booking_slots() -> Response:
    """A meeting type's open starts day by day (the agency's days), and the first three from
    now; 404 for a type not offered, 422 for a day that is not one."""
    setting, now = _setting(), request_desk().clock.now()
    meeting = _offered(setting, request.args.get("type"))
    first = _day(request.args.get("from"), local_day(now))
    days = _whole(request.args.get("days"), DEFAULT_DAYS, MAX_DAYS, "days")

    def read() -> tuple[dict[date, list[float]], list[float]]:
        with request_desk().store.reading() as db:
            calendar = calendar_of(db, meeting, setting, now)
        return (availability.open_starts(meeting, calendar, now, first, days),
                availability.next_starts(meeting, calendar, now))

    found, following = await asyncio.to_thread(read)
    return no_store(jsonify({
        "type": meeting.id, "zone": TIME_ZONE_NAME,
        "days": [{"date": day.isoformat(), "slots": [iso(start) for start in starts]}
                 for day, starts in found.items()],
        "next": [iso(start) for start in following]}))


@blueprint.get("/booking/next")
@document_response(NextSlots)
@answers(422, access="public", parameters=NEXT_PARAMETERS)
async def booking_next() -> Response:
    """The first offered type's next open starts (the request-received page's three)."""
    setting, now = _setting(), request_desk().clock.now()
    count = _whole(request.args.get("count"), 3, 10, "count")
    offered = setting.copy.offered
    if not offered:
        return no_store(jsonify({"type": None, "slots": []}))
    starts = await asyncio.to_thread(_next_free, setting, offered[0], now, count)
    return no_store(jsonify({"type": offered[0].id, "slots": [iso(start) for start in starts]}))


def _refused(status: int, message: str, **extra: Any) -> Response:
    return no_store(json_error(status, message, **extra))


async def _posted() -> dict[str, Any]:
    if request.mimetype != "application/json":
        raise APIError(415, "Send the booking as JSON")
    try:
        parsed = strict_json_loads((await capped_body(request, MAX_BODY_BYTES)).decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise APIError(400, "The booking could not be read") from error
    if not isinstance(parsed, dict):
        raise APIError(400, "Request body must be a JSON object")
    return parsed


@blueprint.post("/bookings")
@document_response(Booked, 201)
@answers(400, 404, 410, 413, 415, 429, access="public-form", request_body=BOOKING_BODY,
         responses=BOOKING_RESPONSES)
async def book() -> Response:
    """A visitor's booking: the time checked and stored with its mails in one transaction (a
    time taken meanwhile: 409 with the next free times); with `review`, the review link is
    spent with it (410 used or expired, 404 unknown)."""
    desk = request_desk()
    try:
        raw = await _posted()
    except RequestEntityTooLarge:
        return _refused(413, TOO_LARGE)
    if raw.get("website") not in (None, ""):
        return _refused(400, REFUSED)
    address = client_address(request)
    counted_as, now = limit_key(address), desk.clock.now()
    setting = _setting()
    if not desk.limiter.allows(counted_as, now):
        return _refused(429, "You've sent several requests in a short time. Please wait a few "
                             "minutes, or call us.")
    token = raw.get("formToken")
    check = desk.tokens.check(token, now, address)
    if check is not TokenCheck.OK:
        return _refused(422, TOO_FAST if check is TokenCheck.TOO_FAST else EXPIRED, errors={})
    try:
        draft = draft_of(raw, setting)
    except PostRefused as refused:
        return _refused(refused.status, refused.message, errors=refused.errors)
    desk.limiter.record(counted_as, now)
    assert isinstance(token, str)

    def store() -> Any:
        with desk.store.transaction() as db:
            db.execute("DELETE FROM spent_form_tokens WHERE expires_at < ?", (now,))
            try:
                db.execute("INSERT INTO spent_form_tokens (token, expires_at) VALUES (?, ?)",
                           spent_by(token))
            except sqlite3.IntegrityError:
                raise TokenAlreadySpent() from None
            return reserve(db, draft, now, desk.store.give_reference)

    try:
        reserved = await asyncio.to_thread(store)
    except TokenAlreadySpent:
        return _refused(422, ALREADY_SENT, errors={})
    except SlotTaken as taken:
        return _refused(409, TAKEN, reason="taken", nextFree=[iso(s) for s in taken.next_free])
    except SlotRefused as refused:
        return _refused(422, REFUSALS[refused.reason], reason=refused.reason.value,
                        nextFree=[iso(s) for s in refused.next_free], errors={})
    except LinkRefused as refused_link:
        status, message = LINK_REFUSALS[refused_link.refusal]
        return _refused(status, message)
    desk.outbox.wake()
    meeting = _offered(setting, draft.type_id)
    answer = jsonify({"reference": reserved.reference, "type": meeting.id,
                      "start": iso(draft.start),
                      "end": iso(draft.start + meeting.durationMinutes * 60),
                      "place": draft.place, "manage": reserved.manage})
    answer.status_code = 201
    return no_store(answer)

