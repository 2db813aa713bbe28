"""The staff's request inbox: the list found by search and filters, its CSV export, one
request with its timeline, a change of status or assignee, a note, forgetting a person."""

import asyncio
from dataclasses import asdict
from typing import Any

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response

from service.api.inbox_answers import (
    ANY_OVERDUE,
    INBOX_PARAMETERS,
    OVERDUE_ONLY,
    Assignees,
    Forgotten,
    RequestPage,
)
from service.api.openapi import answers
from service.api.request_answers import (
    CHANGE_BODY,
    CSV_ANSWER,
    FIELD_REFUSAL,
    NOTE_BODY,
    NOTE_LIMIT,
    StoredRequestWithHistory,
)
from service.api.responses import no_store
from service.api.staff_intake_answers import StoredRequestWithIntake
from service.auth.access import staff_member
from service.auth.account_rules import NoSuchMember
from service.http.errors import APIError, json_error
from service.requests.desk import request_desk
from service.requests.export_stream import EXPORT_SECONDS, csv_stream
from service.requests.fields import KINDS
from service.requests.inbox import (
    MOST_PAGES,
    MOST_SEARCH_CHARACTERS,
    UNASSIGNED,
    InboxFilters,
    find_page,
)
from service.requests.intake.staff_work import read_for_staff
from service.requests.kinds import REQUEST_KINDS
from service.requests.page_titles import cache_titles, source_titles
from service.requests.storage import (
    STATUSES,
    UNCHANGED,
    RequestNotFound,
    StatusNotAllowed,
    UnknownAssignee,
)
from service.state import app_state

blueprint = Blueprint("staff_requests", __name__, url_prefix="/api/admin/requests")

SIGN_IN_TO_SEE = "Sign in to see requests"
NOT_FOUND = "Request not found"
CANNOT_CHANGE = "The request could not be changed"
NOTE_PROBLEM = f"Write a note of 1 to {NOTE_LIMIT:,} characters."
NOTHING_TO_CHANGE = "Send a status, an assignee or both."


def with_titles(request: dict[str, Any]) -> dict[str, Any]:
    """A request as staff read it, with the titles of the pages it came from."""
    titles = source_titles(request["source"], cache_titles(app_state().cache))
    return {**request, "sourceTitles": titles}


async def _filters() -> tuple[InboxFilters, int]:
    """The inbox's filters and page from the query; 400 for a value that names nothing."""
    args = request.args
    kind, status = args.get("kind") or None, args.get("status") or None
    assignee, overdue = args.get("assignee") or None, args.get("overdue", "").lower()
    renewal = args.get("renewal", "").lower()
    if kind is not None and kind not in KINDS:
        raise APIError(400, f"kind must be one of {', '.join(KINDS)}")
    if status is not None and status not in REQUEST_KINDS.statuses:
        raise APIError(400, f"status must be one of {', '.join(REQUEST_KINDS.statuses)}")
    if overdue not in (*OVERDUE_ONLY, *ANY_OVERDUE):
        raise APIError(400, "overdue must be 1 or true (only overdue requests), or left out")
    if renewal not in (*OVERDUE_ONLY, *ANY_OVERDUE):
        raise APIError(400, "renewal must be 1 or true (only requests back for a re-quote), "
                            "or left out")
    page = args.get("page") or "1"
    if not (page.isascii() and page.isdigit() and 1 <= int(page) <= MOST_PAGES):
        raise APIError(400, f"page must be a whole number from 1 to {MOST_PAGES}")
    q = (args.get("q") or "").strip()
    if len(q) > MOST_SEARCH_CHARACTERS:
        raise APIError(400, f"q must be at most {MOST_SEARCH_CHARACTERS} characters")
    if assignee not in (None, UNASSIGNED):
        try:
            await asyncio.to_thread(app_state().staff.member, assignee)
        except NoSuchMember:
            raise APIError(400, 'assignee must be a staff username, or "none"') from None
    return InboxFilters(q or None, kind, status, assignee, overdue in OVERDUE_ONLY,
                        renewal in OVERDUE_ONLY), int(page)


@blueprint.get("")
@document_response(RequestPage)
@answers(400, 401, access="staff", signed_out=SIGN_IN_TO_SEE, parameters=INBOX_PARAMETERS)
async def list_requests() -> Response:
    """A page of requests found by the search and filters, overdue first (staff only).

    The overdue come first (the earliest due first), then the newest; with how many match, and
    how many in the whole inbox are new and overdue."""
    filters, page = await _filters()
    desk = request_desk()

    def read() -> dict[str, Any]:
        with desk.store.reading() as db:
            return find_page(db, desk.clock.now(), **asdict(filters), page=page)

    found = await asyncio.to_thread(read)
    return no_store(jsonify({**found, "mailLinks": bool(app_state().settings.public_url)}))


@blueprint.get("/export.csv")
@answers(400, 401, access="staff", signed_out=SIGN_IN_TO_SEE, parameters=INBOX_PARAMETERS,
         responses=CSV_ANSWER, conditional=False)
async def export_csv() -> Response:
    """Every request matching the search and filters as CSV (staff only).

    Every page (`page` aside), with times in the office's time zone and words, not codes."""
    filters, _ = await _filters()
    desk = request_desk()
    response = Response(await csv_stream(desk.store, desk.clock.now(), filters),
                        mimetype="text/csv")
    response.timeout = EXPORT_SECONDS
    response.headers["Content-Disposition"] = 'attachment; filename="requests.csv"'
    return no_store(response)


@blueprint.get("/assignees")
@document_response(Assignees)
@answers(401, access="staff", signed_out=SIGN_IN_TO_SEE)
async def assignees() -> Response:
    """The active staff a request can be assigned to (staff only)."""
    names = await asyncio.to_thread(_active_staff)
    return no_store(jsonify({"assignees": [{"username": name, "displayName": name}
                                            for name in names]}))


def _active_staff() -> list[str]:
    return [member.username for member in app_state().staff.members() if not member.disabled]


@blueprint.get("/<int:request_id>")
@document_response(StoredRequestWithIntake)
@answers(401, 404, access="staff", signed_out=SIGN_IN_TO_SEE)
async def get_request(request_id: int) -> Response:
    """One request with its timeline and its quote intake, sensitive answers masked (staff
    only)."""
    desk = request_desk()
    try:
        found = await asyncio.to_thread(desk.store.get, request_id, desk.clock.now())
    except RequestNotFound as error:
        raise APIError(404, NOT_FOUND) from error
    intake = await asyncio.to_thread(read_for_staff, desk.store, desk.keys, request_id)
    return no_store(jsonify({**with_titles(found), "intake": intake}))


def _field_refusal(field: str, sentence: str) -> Response:
    return no_store(json_error(422, CANNOT_CHANGE, errors={field: sentence}))


def _change(body: object) -> tuple[str | None, Any] | Response:
    """The status and assignee a PATCH body asks for (UNCHANGED for a left-out assignee), or
    the refusal naming the field."""
    if not isinstance(body, dict) or not ({"status", "assignee"} & body.keys()):
        return no_store(json_error(422, NOTHING_TO_CHANGE, errors={}))
    status = body.get("status")
    if "status" in body and (not isinstance(status, str) or status not in STATUSES):
        return _field_refusal("status", f"Status must be one of {', '.join(STATUSES)}.")
    assignee = body.get("assignee", UNCHANGED)
    if assignee is not UNCHANGED and assignee is not None and not isinstance(assignee, str):
        return _field_refusal("assignee", "Assignee must be a username, or null.")
    return status, assignee


@blueprint.patch("/<int:request_id>")
@document_response(StoredRequestWithHistory)
@answers(400, 401, 403, 404, 413, access="staff-write", request_body=CHANGE_BODY,
         responses=FIELD_REFUSAL)
async def change_request(request_id: int) -> Response:
    """Move a request to another status its kind takes and/or assign it to an active staff
    member (null: nobody); each change goes on its timeline with who made it."""
    desk = request_desk()
    # Read as the post endpoints read theirs: JSON that cannot be read is 400, as documented.
    change = _change(await request.get_json())
    if isinstance(change, Response):
        return change
    status, assignee = change
    try:
        changed = await asyncio.to_thread(
            desk.store.update, request_id, staff_member().session.username, desk.clock.now(),
            status=status, assignee=assignee, known_assignees=await asyncio.to_thread(
                _active_staff))
    except RequestNotFound as error:
        raise APIError(404, NOT_FOUND) from error
    except StatusNotAllowed as error:
        return _field_refusal("status", str(error))
    except UnknownAssignee as error:
        return _field_refusal("assignee", str(error))
    return no_store(jsonify(with_titles(changed)))


@blueprint.post("/<int:request_id>/notes")
@document_response(StoredRequestWithHistory, 201)
@answers(400, 401, 403, 404, 413, access="staff-write", request_body=NOTE_BODY,
         responses=FIELD_REFUSAL)
async def add_note(request_id: int) -> Response:
    """Add a staff member's note to a request's timeline (1 to 5,000 characters, trimmed)."""
    desk = request_desk()
    body = await request.get_json()
    text = body.get("text") if isinstance(body, dict) else None
    text = text.strip() if isinstance(text, str) else ""
    if not 0 < len(text) <= NOTE_LIMIT:
        return _field_refusal("text", NOTE_PROBLEM)
    try:
        noted = await asyncio.to_thread(desk.store.add_note, request_id,
                                        staff_member().session.username, desk.clock.now(), text)
    except RequestNotFound as error:
        raise APIError(404, NOT_FOUND) from error
    response = jsonify(with_titles(noted))
    response.status_code = 201
    return no_store(response)


@blueprint.delete("/<int:request_id>/person")
@document_response(Forgotten)
@answers(401, 403, 404, access="staff-write")
async def forget_person(request_id: int) -> Response:
    """Forget the person who sent this request (Connecticut Data Privacy Act): every request
    with their e-mail or phone loses their data, notes and mails, keeps a "forgotten" event, and
    the file is scrubbed so nothing of them remains."""
    desk = request_desk()
    try:
        count = await asyncio.to_thread(desk.store.forget, request_id,
                                        staff_member().session.username, desk.clock.now())
    except RequestNotFound as error:
        raise APIError(404, NOT_FOUND) from error
    return no_store(jsonify({"forgotten": count}))
