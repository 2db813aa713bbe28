"""The visitor's booking links: `Authorization: Booking <token>` shows, reschedules or cancels a
booking up to the cut-off; `Authorization: Review <token>` prefills the annual review's form. No
cookie is involved; a forged link is 404, a used or expired one 410, and a refusal changes
nothing."""

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from quart import Blueprint, Response, jsonify, request

from service.api.client_tries import count_try
from service.api.openapi import JSONObject, answers
from service.api.responses import no_store
from service.api.wire_times import zoned_seconds
from service.bookings.links import LinkRefusal, LinkRefused, open_link
from service.bookings.manage import ChangeRefused, Rules, cancel, reschedule, show
from service.http.errors import APIError, json_error
from service.requests.desk import request_desk
from service.state import app_state

blueprint = Blueprint("booking_links", __name__, url_prefix="/api/booking")

TOKEN_LIMIT = 100  # a link's token is 43 characters
REVIEW_TYPE = "policy-review"  # the meeting type an annual review books (BOOKING.md)
UNKNOWN = ("We don't recognise this link. Please check that you opened the whole link from our "
           "e-mail, or call us.")
GONE = {LinkRefusal.USED: "This link was already used, or your booking changed since that "
                          "e-mail. Please open our latest e-mail, or call us.",
        LinkRefusal.EXPIRED: "This link no longer works: the time it was for has passed. Please "
                             "book again on our website, or call us."}
BAD_START = "Choose a start time like 2026-12-01T14:00:00Z."
T = TypeVar("T")
# Per client address in the limiter's window (10 minutes): a page opening its link now and then,
# and a visitor trying a few times when others take the times they choose.
READS, CHANGES = 30, 10

LINK_HEADER = ("`Booking <token>` (the manage link's token, after `#link=`); without it, or "
               "with another scheme, the answer is the forged link's 404.")
# The link's token travels in this header alone, never in an address a log could keep.
LINK_PARAMETERS = [{"name": "Authorization", "in": "header", "required": False,
                    "schema": {"type": "string"}, "description": LINK_HEADER}]
REFUSAL: JSONObject = {"type": "object", "required": ["message"], "properties": {
    "message": {"type": "string"}, "reason": {"type": "string",
                                              "enum": ["unknown", "used", "expired"]}}}
REFUSALS: dict[int, JSONObject] = {
    status: {"description": description, "content": {"application/json": {"schema": REFUSAL}}}
    for status, description in ((404, "No such link (a forged one is answered alike)."),
                                (410, "The link was used, replaced by a change, or is past "
                                      "its time."))}
BOOKING: JSONObject = {"type": "object", "required": ["reference", "type", "title", "start",
                                                      "end", "place", "status", "canChange",
                                                      "changeUntil"],
                       "properties": {
                           "reference": {"type": "string"}, "type": {"type": "string"},
                           "title": {"type": "string"},
                           "start": {"type": "string", "format": "date-time"},
                           "end": {"type": "string", "format": "date-time"},
                           "place": {"type": "string", "enum": ["phone", "office", "video"]},
                           "status": {"type": "string"}, "canChange": {"type": "boolean"},
                           "changeUntil": {"type": "string", "format": "date-time"},
                           "manage": {"type": "string", "description": "After a reschedule: "
                                      "the new link's token (the old one is spent)."}}}


CHANGE_REFUSAL: JSONObject = {"type": "object", "required": ["message"], "properties": {
    "message": {"type": "string"},
    "nextFree": {"type": "array", "items": {"type": "string", "format": "date-time"},
                 "description": "The next open times, when the one asked for is not."}}}
CHANGE_REFUSALS: dict[int, JSONObject] = {
    status: {"description": description,
             "content": {"application/json": {"schema": CHANGE_REFUSAL}}}
    for status, description in (
        (409, "Past the cut-off (the message gives the office's phone), cancelled already, or "
              "the time was just taken (with `nextFree`)."),
        (422, "No start time like 2026-12-01T14:00:00Z, or a time that cannot be booked (with "
              "`nextFree`)."))}


def _ok(schema: JSONObject, description: str,
        changes: bool = False) -> dict[int, JSONObject]:
    return {200: {"description": description,
                  "content": {"application/json": {"schema": schema}}}, **REFUSALS,
            **(CHANGE_REFUSALS if changes else {})}


def _token(scheme: str) -> str:
    given, _, token = request.headers.get("Authorization", "").partition(" ")
    token = token.strip()
    if given != scheme or not token or len(token) > TOKEN_LIMIT:  # no link of ours: as forged
        raise APIError(404, UNKNOWN)
    return token


def _rules() -> Rules:
    phone = request_desk().outbox.site_facts().get("phone")
    hours = app_state().settings.booking_change_cutoff_hours
    return Rules(cutoff_seconds=hours * 3600, phone=phone if isinstance(phone, str) else "")


async def _in_transaction(work: Callable[[Any, float], T]) -> T | Response:
    """Run `work(db, now)` in one transaction; a refusal rolls it back and is answered."""
    desk = request_desk()
    now = desk.clock.now()

    def run() -> T:
        with desk.store.transaction() as db:
            return work(db, now)
    try:
        return await asyncio.to_thread(run)
    except LinkRefused as refused:
        if refused.refusal is LinkRefusal.UNKNOWN:
            return no_store(json_error(404, UNKNOWN, reason="unknown"))
        return no_store(json_error(410, GONE[refused.refusal], reason=refused.refusal.value))
    except ChangeRefused as refused:
        if refused.status == 404:
            return no_store(json_error(404, UNKNOWN, reason="unknown"))
        extra = {} if refused.next_free is None else {"nextFree": refused.next_free}
        return no_store(json_error(refused.status, refused.message, **extra))


def _answer(result: object) -> Response:
    if isinstance(result, Response):
        return result
    desk = request_desk()
    desk.outbox.wake()
    return no_store(jsonify(result))


@blueprint.get("/manage")
@answers(429, access="public", responses=_ok(BOOKING, "The booking the link is for."),
         parameters=LINK_PARAMETERS)
async def manage_booking() -> Response:
    """The booking a manage link opens, whether it can still be changed and until when."""
    count_try("booking-link-read", READS)
    token, rules = _token("Booking"), _rules()
    return _answer(await _in_transaction(lambda db, now: show(db, token, now, rules)))


def _start(body: object) -> float:
    """The body's start: an ISO 8601 time with `Z` or an offset (the wire's times are UTC)."""
    start = zoned_seconds(body.get("start") if isinstance(body, dict) else None)
    if start is None:
        raise APIError(422, BAD_START)
    return start


@blueprint.post("/manage/reschedule")
@answers(400, 403, 413, 429, access="public-form",
         responses=_ok(BOOKING, "Moved: the booking with its new link.", changes=True),
         request_body={"required": True, "content": {"application/json": {"schema": {
             "type": "object", "required": ["start"], "properties": {
                 "start": {"type": "string", "format": "date-time"}}}}}},
         parameters=LINK_PARAMETERS)
async def reschedule_booking() -> Response:
    """Move the booking to another open time, up to the cut-off (409 after it, with the office's
    phone; 409 with `nextFree` when the time was taken)."""
    count_try("booking-link-change", CHANGES)
    start = _start(await request.get_json())  # an unreadable body is 400 before anything
    token, rules = _token("Booking"), _rules()
    return _answer(await _in_transaction(lambda db, now: reschedule(db, token, start, now,
                                                                    rules)))


@blueprint.post("/manage/cancel")
@answers(400, 403, 413, 429, access="public-form",
         responses=_ok(BOOKING, "Cancelled: the booking as it now stands.", changes=True),
         parameters=LINK_PARAMETERS)
async def cancel_booking() -> Response:
    """Cancel the booking, up to the cut-off (409 after it, with the office's phone)."""
    count_try("booking-link-change", CHANGES)
    token, rules = _token("Booking"), _rules()
    return _answer(await _in_transaction(lambda db, now: cancel(db, token, now, rules)))


PREFILL: JSONObject = {"type": "object", "required": ["name", "email", "phone", "type"],
                       "properties": {"name": {"type": "string"}, "email": {"type": "string"},
                                      "phone": {"type": "string"},
                                      "type": {"type": "string", "const": REVIEW_TYPE}}}


@blueprint.get("/review")
@answers(429, access="public", responses=_ok(PREFILL, "The client's details to prefill."),
         parameters=[{"name": "Authorization", "in": "header", "required": False,
                      "schema": {"type": "string"},
                      "description": "`Review <token>` (the review link's token); without "
                                     "it, the forged link's 404."}])
async def review_prefill() -> Response:
    """The annual review link's client (name, e-mail, phone) and the type it books; the link is
    spent only by the booking it makes (POST /api/bookings with `review`)."""
    count_try("booking-link-read", READS)
    token = _token("Review")

    def prefill(db: Any, now: float) -> dict[str, str]:
        request_id = open_link(db, "review", token, now).request_id
        row = db.execute("SELECT name, email, phone FROM requests WHERE id = ? AND "
                         "forgotten_at IS NULL", (request_id,)).fetchone()
        if row is None:  # the client's data was deleted since: as an unknown link
            raise LinkRefused(LinkRefusal.UNKNOWN)
        name, email, phone = row
        return {"name": name, "email": email, "phone": phone, "type": REVIEW_TYPE}
    return _answer(await _in_transaction(prefill))
