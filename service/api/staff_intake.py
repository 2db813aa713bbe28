"""The quote intake for staff: reveal one sensitive answer, edit a step on the visitor's behalf,
the rater CSV and the files the visitor attached; each reveal, edit and export on the timeline."""

import asyncio
import re
from typing import Any
from urllib.parse import quote

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response

from service.api.openapi import answers
from service.api.request_answers import FIELD_REFUSAL
from service.api.responses import no_store
from service.api.staff_intake_answers import (
    EDIT_BODY,
    FILE_ANSWER,
    RATER_CSV,
    REVEAL_BODY,
    SENSITIVE_PARAMETER,
    Revealed,
    StaffIntake,
)
from service.api.staff_requests import NOT_FOUND, SIGN_IN_TO_SEE
from service.auth.access import staff_member
from service.http.errors import APIError, json_error
from service.requests.desk import request_desk
from service.requests.intake.answers import IntakeRefused
from service.requests.intake.rater_csv import load_defaults, rows_csv
from service.requests.intake.sealing import SealBroken
from service.requests.intake.staff_view import NoAnswer
from service.requests.intake.staff_work import (
    NoIntake,
    NotSensitive,
    edit,
    exported_rows,
    reveal,
)
from service.requests.local_time import local_day
from service.requests.storage import LARGEST_ROW_ID, RequestNotFound
from service.state import app_state

blueprint = Blueprint("staff_intake", __name__, url_prefix="/api/admin/requests")

NO_FILE = "No such file with this request"
SAFE_NAME = re.compile(r"[^A-Za-z0-9._ -]")


async def _body() -> dict[str, Any]:
    body = await request.get_json()
    if not isinstance(body, dict):
        raise APIError(400, "Send a JSON object.")
    return body


def _refused(error: Exception, errors: dict[str, str]) -> Response:
    return no_store(json_error(422, str(error), errors=errors))


@blueprint.post("/<int:request_id>/intake/reveal")
@document_response(Revealed)
@answers(400, 401, 403, 404, 413, access="staff-write", request_body=REVEAL_BODY,
         responses=FIELD_REFUSAL)
async def reveal_answer(request_id: int) -> Response:
    """One sensitive answer (date of birth, license number, VIN) in clear; the timeline records
    `intake-revealed` with the answer's label and who asked, never the value."""
    body, desk = await _body(), request_desk()
    try:
        value = await asyncio.to_thread(
            reveal, desk.store, desk.keys, request_id, body.get("step"), body.get("item"),
            body.get("field"), staff_member().session.username, desk.clock.now())
    except (RequestNotFound, NoIntake, NoAnswer) as error:
        raise APIError(404, NOT_FOUND if isinstance(error, RequestNotFound) else str(error)) \
            from error
    except NotSensitive as error:
        return _refused(error, {"field": str(error)})
    except SealBroken as error:
        raise APIError(409, "This answer cannot be opened with the key file's keys.") from error
    return no_store(jsonify({"value": value}))


@blueprint.patch("/<int:request_id>/intake")
@document_response(StaffIntake)
@answers(400, 401, 403, 404, 413, access="staff-write", request_body=EDIT_BODY,
         responses=FIELD_REFUSAL)
async def edit_intake(request_id: int) -> Response:
    """Replace one step's answers on the visitor's behalf, checked as the visitor's are; the
    timeline records `intake-edited` naming the answers changed (never their values)."""
    body, desk = await _body(), request_desk()
    now = desk.clock.now()
    try:
        intake = await asyncio.to_thread(
            edit, desk.store, desk.keys, request_id, body.get("step"), body.get("answers"),
            staff_member().session.username, now, local_day(now))
    except (RequestNotFound, NoIntake, NoAnswer) as error:
        raise APIError(404, NOT_FOUND if isinstance(error, RequestNotFound) else str(error)) \
            from error
    except IntakeRefused as error:
        return _refused(error, error.errors)
    return no_store(jsonify(intake))


def _rater_csv(request_id: int, sensitive: bool, who: str) -> tuple[str, str]:
    desk = request_desk()
    defaults = load_defaults(app_state().store.copy_path("intake-defaults"))
    rows, reference = exported_rows(desk.store, desk.keys, request_id, defaults, sensitive, who,
                                    desk.clock.now(), "csv")
    return rows_csv(rows), reference


@blueprint.get("/<int:request_id>/intake.csv")
@answers(400, 401, 404, access="staff", signed_out=SIGN_IN_TO_SEE,
         parameters=SENSITIVE_PARAMETER, responses=RATER_CSV, conditional=False)
async def intake_csv(request_id: int) -> Response:
    """The intake for a comparative rater: one row per driver and per vehicle (staff only); the
    timeline records `intake-exported` with who and whether sensitive answers were in clear."""
    flag = request.args.get("sensitive", "")
    if flag not in ("", "0", "1"):
        raise APIError(400, "sensitive must be 1, 0 or left out")
    try:
        text, reference = await asyncio.to_thread(
            _rater_csv, request_id, flag == "1", staff_member().session.username)
    except RequestNotFound as error:
        raise APIError(404, NOT_FOUND) from error
    except NoIntake as error:
        raise APIError(404, str(error)) from error
    response = Response(text, mimetype="text/csv")
    response.headers["Content-Disposition"] = f'attachment; filename="intake-{reference}.csv"'
    return no_store(response)


def _file(request_id: int, file_id: int) -> tuple[bytes, str, str]:
    if not (0 < request_id <= LARGEST_ROW_ID and 0 < file_id <= LARGEST_ROW_ID):
        raise FileNotFoundError(NO_FILE)  # no row has such an id (and SQLite takes none)
    desk = request_desk()
    with desk.store.reading() as db:
        row = db.execute("SELECT f.stored_name, f.name, f.media_type FROM intake_files f "
                         "JOIN requests r ON r.id = f.request_id WHERE f.id = ? AND "
                         "f.request_id = ? AND r.forgotten_at IS NULL",
                         (file_id, request_id)).fetchone()
    if row is None or "/" in row[0] or row[0].startswith("."):
        raise FileNotFoundError(NO_FILE)
    return (app_state().settings.intake_files / row[0]).read_bytes(), row[1], row[2]


@blueprint.get("/<int:request_id>/intake/files/<int:file_id>")
@answers(401, 404, access="staff", signed_out=SIGN_IN_TO_SEE, responses=FILE_ANSWER,
         conditional=False)
async def intake_file(request_id: int, file_id: int) -> Response:
    """A file the visitor attached to the intake, as an attachment (staff only)."""
    try:
        data, name, media_type = await asyncio.to_thread(_file, request_id, file_id)
    except FileNotFoundError as error:
        raise APIError(404, NO_FILE) from error
    response = Response(data, mimetype=media_type)
    fallback = SAFE_NAME.sub("_", name) or "file"
    response.headers["Content-Disposition"] = (
        f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(name, safe='')}")
    response.headers["X-Content-Type-Options"] = "nosniff"
    return no_store(response)
