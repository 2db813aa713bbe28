"""The visitor's quote intake, step by step: read it, save a step, send it. The device is
named by its intake token (service/api/intake_access.py), never by a cookie."""

import asyncio
from typing import Any

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response
from werkzeug.exceptions import RequestEntityTooLarge

from service.api.api_model import ApiModel
from service.api.intake_access import SENT, intake_contact, intake_request_id
from service.api.openapi import answers
from service.api.public_requests import agency_facts
from service.api.responses import no_store
from service.http.client_address import client_address, limit_key
from service.http.errors import APIError, json_error
from service.http.request_body import capped_body, strict_json_loads
from service.requests.answer_time import RECEIVED, reply_promise
from service.requests.desk import request_desk
from service.requests.intake.answers import IntakeRefused
from service.requests.intake.intake_store import REVIEW, AlreadySent, UnknownStep, WrongNext
from service.requests.local_time import local_day
from service.requests.mail import header_address
from service.requests.request_db import RequestNotFound
from service.state import app_state

blueprint = Blueprint("public_intake", __name__, url_prefix="/api/intake")

MAX_BODY_BYTES = 64 * 1024  # eight drivers with every answer at its longest fit in a quarter
TOO_LARGE = "These answers are too long to save. Please shorten them, or call us."
UNREADABLE = "These answers could not be read. Please reload the page and try again."
NO_STEP = "This step is not part of your quote request."
NEXT = "The step to go to next is not one of this request's steps."
INTAKE_401 = {"description": "No intake token, or one that opens no intake (replaced by a "
                             "newer one, or the request was forgotten)."}
REFUSAL = {"application/json": {"schema": {"$ref": "#/components/schemas/FormRefusal"}}}
STEP_BODY = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "required": ["answers"], "additionalProperties": False,
    "properties": {
        "answers": {"description": "The step's answers: an object, or for a repeated step a "
                                   "list of items, each with its own `id`. A sensitive answer "
                                   "sent as {masked} or left out keeps what is stored; \"\" "
                                   "clears it.",
                    "type": ["object", "array"]},
        "next": {"type": "string", "description": "The step the visitor goes to next (or "
                                                  f"`{REVIEW}`)."}}}}}}


class IntakeFile(ApiModel):
    """A file the visitor attached (POST /api/intake/files), named as their device named it."""

    id: int
    name: str
    size: int
    mediaType: str


class IntakeView(ApiModel):
    """The intake as its visitor reads it: the steps offered for the coverages chosen, where
    the visitor is, the answers (sensitive ones masked), the files, and the e-mail masked."""

    reference: str
    lines: list[str]
    steps: list[str]
    step: str
    answers: dict[str, Any]
    files: list[IntakeFile]
    sentAt: str | None
    email: str | None


class IntakeSent(IntakeView):
    """The sent intake, and the thank-you sentence the short form shows."""

    message: str


async def _view(request_id: int) -> dict[str, Any]:
    desk = request_desk()
    try:
        return await asyncio.to_thread(desk.store.intake_view, request_id, desk.keys)
    except RequestNotFound as error:  # forgotten or purged since the token was looked up
        raise APIError(401, INTAKE_401["description"]) from error


async def _json_body() -> dict[str, Any]:
    """The body as a JSON object, refused whole when it is too long or not readable."""
    try:
        received = await capped_body(request, MAX_BODY_BYTES)
    except RequestEntityTooLarge as error:
        raise APIError(413, TOO_LARGE) from error
    try:
        parsed = strict_json_loads(received.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise APIError(400, UNREADABLE) from error
    if not isinstance(parsed, dict):
        raise APIError(400, UNREADABLE)
    return parsed


@blueprint.get("")
@document_response(IntakeView)
@answers(access="intake", responses={401: INTAKE_401}, conditional=False)
async def read_intake() -> Response:
    """The visitor's intake: its steps, where they are and what they answered so far."""
    return no_store(jsonify(await _view(await intake_request_id())))


@blueprint.put("/steps/<step_id>")
@document_response(IntakeView)
@answers(400, 404, 409, 413, access="intake",
         request_body=STEP_BODY, responses={401: INTAKE_401, 422: {
             "description": "Answers the step does not take, each named by `step.itemId.field` "
                            "or `step.field`; nothing of the step is stored.",
             "content": REFUSAL}})
async def save_step(step_id: str) -> Response:
    """Save one step's answers (all of them, as the visitor sees the step) and the step the
    visitor goes to next."""
    request_id = await intake_request_id()
    body = await _json_body()
    if "answers" not in body or set(body) - {"answers", "next"}:
        raise APIError(400, UNREADABLE)
    desk = request_desk()
    next_step = body.get("next")
    if next_step is not None and not isinstance(next_step, str):
        return no_store(json_error(422, NEXT, errors={"next": NEXT}))
    now = desk.clock.now()
    try:
        await asyncio.to_thread(desk.store.save_step, request_id, step_id, body["answers"],
                                lambda: desk.keys, local_day(now), now, next_step)
    except UnknownStep as error:
        raise APIError(404, NO_STEP) from error
    except AlreadySent as error:
        raise APIError(409, SENT) from error
    except IntakeRefused as refused:
        return no_store(json_error(422, refused.message, errors=refused.errors))
    except WrongNext:
        return no_store(json_error(422, NEXT, errors={"next": NEXT}))
    except RequestNotFound as error:  # forgotten or purged since the token was looked up
        raise APIError(401, INTAKE_401["description"]) from error
    return no_store(jsonify(await _view(request_id)))


@blueprint.post("/send")
@document_response(IntakeSent)
@answers(409, access="intake", responses={401: INTAKE_401})
async def send_intake() -> Response:
    """Send the intake: the request goes to the office's inbox as new, with the office's mail
    and the visitor's confirmation a short quote request gets."""
    request_id = await intake_request_id()
    desk, settings = request_desk(), app_state().settings
    email = (await intake_contact(request_id, unsent=False)).email
    confirm_to = header_address(email) if settings.mail_enabled else None
    try:
        await asyncio.to_thread(desk.store.send_intake, request_id, desk.clock.now(),
                                settings.mail_enabled, confirm_to,
                                limit_key(client_address(request)))
    except AlreadySent as error:
        raise APIError(409, SENT) from error
    except RequestNotFound as error:
        raise APIError(401, INTAKE_401["description"]) from error
    desk.outbox.wake()
    thanks = f"{RECEIVED} {reply_promise(agency_facts())}"
    return no_store(jsonify({**await _view(request_id), "message": thanks}))

