"""POST /api/admin/requests/<id>/contacts: "Log a call" — a call, text or e-mail that reached the
visitor, at the time it happened; the first one is what the reports measure."""

import asyncio
from datetime import datetime

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response

from service.api.openapi import JSONObject, answers
from service.api.request_answers import FIELD_REFUSAL, StoredRequestWithHistory
from service.api.responses import no_store
from service.api.staff_requests import with_titles
from service.auth.access import staff_member
from service.content import AGENCY_ZONE
from service.http.errors import APIError, json_error
from service.requests.contacts import CHANNELS, NOTE_LIMIT, ContactNotAllowed
from service.requests.desk import request_desk
from service.requests.storage import RequestNotFound

blueprint = Blueprint("request_contacts", __name__, url_prefix="/api/admin/requests")

NOT_LOGGED = "The contact could not be logged"
CHANNEL_PROBLEM = "Choose how you reached them: a call, a text or an e-mail."
TIME_PROBLEM = "Give the date and time of the contact, like 2026-11-18T10:30."
NOTE_PROBLEM = f"Keep the note to {NOTE_LIMIT:,} characters."

CONTACT_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "required": ["channel"],
    "properties": {
        "channel": {"type": "string", "enum": list(CHANNELS)},
        "at": {"type": ["string", "null"], "description": "When it happened: ISO 8601, with "
               "an offset or on the office's clock (2026-11-18T10:30); null or left out, now. Not "
               "before the request arrived, not in the future."},
        "note": {"type": "string", "maxLength": NOTE_LIMIT}}}}}}


def _refusal(field: str, sentence: str) -> Response:
    return no_store(json_error(422, NOT_LOGGED, errors={field: sentence}))


def _moment(text: object, now: float) -> float | None:
    """The contact's time: now when left out, else the ISO time (naive: the office's clock)."""
    if text is None or text == "":
        return now
    if not isinstance(text, str):
        return None
    try:
        moment = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    return (moment if moment.tzinfo else moment.replace(tzinfo=AGENCY_ZONE)).timestamp()


@blueprint.post("/<int:request_id>/contacts")
@document_response(StoredRequestWithHistory, 201)
@answers(400, 401, 403, 404, 413, access="staff-write", request_body=CONTACT_BODY,
         responses=FIELD_REFUSAL)
async def log_contact(request_id: int) -> Response:
    """Record that the visitor was reached by a call, a text or an e-mail, with an optional note;
    it goes on the timeline at its own time."""
    desk = request_desk()
    body = await request.get_json()
    body = body if isinstance(body, dict) else {}
    channel, note = body.get("channel"), body.get("note", "")
    if channel not in CHANNELS:
        return _refusal("channel", CHANNEL_PROBLEM)
    now = desk.clock.now()
    at = _moment(body.get("at"), now)
    if at is None:
        return _refusal("at", TIME_PROBLEM)
    note = note.strip() if isinstance(note, str) else None
    if note is None or len(note) > NOTE_LIMIT:
        return _refusal("note", NOTE_PROBLEM)
    try:
        logged = await asyncio.to_thread(desk.store.log_contact, request_id,
                                         staff_member().session.username, now, channel, at, note)
    except RequestNotFound as error:
        raise APIError(404, "Request not found") from error
    except ContactNotAllowed as error:
        return _refusal("at", str(error))
    response = jsonify(with_titles(logged))
    response.status_code = 201
    return no_store(response)
