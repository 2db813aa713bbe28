"""Quote and policy-change requests: the public form post and token, and the staff's list."""

import asyncio
from dataclasses import asdict
from typing import Any
from urllib.parse import parse_qsl, urlencode

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response
from werkzeug.exceptions import RequestEntityTooLarge

from service.api.inbox_answers import ANY_OVERDUE, INBOX_PARAMETERS, OVERDUE_ONLY, RequestPage
from service.api.openapi import answers, link
from service.api.request_answers import (
    CHANGE_BODY,
    CSV_ANSWER,
    FIELD_REFUSAL,
    FORM_BODY,
    FORM_RESPONSES,
    NOTE_BODY,
    NOTE_LIMIT,
    Assignees,
    Forgotten,
    FormSettings,
    FormToken,
    RequestReceived,
    StoredRequestWithHistory,
)
from service.auth.access import FormFromAnotherSite, staff_member
from service.auth.account_rules import NoSuchMember
from service.http.client_address import client_address, limit_key
from service.http.errors import APIError, json_error
from service.http.request_body import strict_json_loads
from service.requests.desk import request_desk
from service.requests.error_page import PAGE_POLICY, refusal_page
from service.requests.export_stream import EXPORT_SECONDS, csv_stream
from service.requests.fields import (
    KINDS,
    RULES,
    Invalid,
    is_honeypot_filled,
    source_of,
    validate,
)
from service.requests.inbox import (
    MOST_PAGES,
    MOST_SEARCH_CHARACTERS,
    UNASSIGNED,
    InboxFilters,
    find_page,
)
from service.requests.kinds import REQUEST_KINDS
from service.requests.local_time import local_day
from service.requests.mail import header_address
from service.requests.posted_form import posted_answers, posted_form, refusal_heading
from service.requests.storage import (
    STATUSES,
    UNCHANGED,
    RequestNotFound,
    StatusNotAllowed,
    TokenAlreadySpent,
    UnknownAssignee,
)
from service.requests.tokens import MINIMUM_SECONDS, TokenCheck, spent_by
from service.site.form_again import form_page_again
from service.state import app_state

blueprint = Blueprint("requests", __name__, url_prefix="/api/requests")

MAX_BODY_BYTES = 32 * 1024
THANKS = f"{RULES['thanks']['received']} {RULES['thanks']['reply']}"
CHECK_FIELDS: str = RULES["messages"]["checkFields"]
TOO_FAST = "That was quicker than we expected. Please wait a moment and send the form again."
EXPIRED = "This form has expired. Please reload the page and send it again."
ALREADY_SENT = ("This form was already sent, and we have that request. To send another one, "
                "please reload the page.")
CROSS_SITE = ("Requests can only be sent from the forms on our own website. Please open the form "
              "on our site, or call us.")
REFUSED = "Your request could not be sent. Please call us."
TOO_LARGE = "Your request is too long to send. Please shorten the message, or call us."
FORM = "application/x-www-form-urlencoded"
SIGN_IN_TO_SEE = "Sign in to see requests"
NOT_FOUND = "Request not found"
CANNOT_CHANGE = "The request could not be changed"
NOTE_PROBLEM = f"Write a note of 1 to {NOTE_LIMIT:,} characters."
NOTHING_TO_CHANGE = "Send a status, an assignee or both."


def _agency_phone() -> str:
    state = app_state()
    facts = state.cache.parsed(state.store.site_file) or {}
    phone = facts.get("phone")
    return phone if isinstance(phone, str) else ""


def _company_names() -> list[str]:
    state = app_state()
    companies = state.cache.parsed(state.store.companies_file) or []
    return [c["name"] for c in companies if isinstance(c, dict) and isinstance(c.get("name"), str)]


def _wants_html() -> bool:
    return request.mimetype == FORM and "text/html" in request.headers.get("Accept", "")


def _no_store(response: Response) -> Response:
    response.headers["Cache-Control"] = "no-store"
    return response


async def _refusal(status: int, message: str, errors: dict[str, str] | None, kind: object,
                   raw: dict[str, Any] | None = None) -> Response:
    """The same refusal as JSON or, for a browser posting the plain form, as the form's own page
    again with what the visitor typed (`raw`) and the problems (a small page of its own when the
    site's page cannot be rendered)."""
    if not _wants_html():
        extra: dict[str, Any] = {"errors": errors} if errors is not None else {}
        return _no_store(json_error(status, message, **extra))
    known = REQUEST_KINDS.kind(kind) or REQUEST_KINDS.kinds[0]
    posted = posted_form(status, message, errors, posted_answers(raw or {}))
    page = await form_page_again(known.page_path, posted)
    if page is not None:
        return _no_store(Response(page, status=status, mimetype="text/html"))
    problems = list(errors.values()) if errors else [message]
    fallback = refusal_page(problems, _agency_phone(), known.id, heading=refusal_heading(status))
    response = Response(fallback, status=status, mimetype="text/html")
    response.headers["Content-Security-Policy"] = PAGE_POLICY
    return _no_store(response)


async def _read_body() -> bytes:
    """The request body, refused with RequestEntityTooLarge as soon as it passes the cap."""
    if (request.content_length or 0) > MAX_BODY_BYTES:
        raise RequestEntityTooLarge()
    received = bytearray()
    async for chunk in request.body:
        received += chunk
        if len(received) > MAX_BODY_BYTES:
            raise RequestEntityTooLarge()
    return bytes(received)


async def _submitted_fields() -> dict[str, Any]:
    """The posted fields as one mapping: JSON object, or form fields (check boxes repeated)."""
    if request.mimetype not in (FORM, "application/json"):
        raise APIError(415, "Send the request as JSON or as a form post")
    body = await _read_body()
    try:
        text = body.decode("utf-8")
        if request.mimetype == FORM:
            pairs = parse_qsl(text, keep_blank_values=True, max_num_fields=100)
            fields: dict[str, Any] = {}
            for key, value in pairs:
                fields.setdefault(key, value)
            for name in REQUEST_KINDS.list_fields:
                fields[name] = [value for key, value in pairs if key == name]
            return fields
        parsed = strict_json_loads(text)
    except (UnicodeDecodeError, ValueError) as error:
        raise APIError(400, "The request could not be read") from error
    if not isinstance(parsed, dict):
        raise APIError(400, "Request body must be a JSON object")
    return parsed


@blueprint.errorhandler(FormFromAnotherSite)
async def cross_site_form(_: FormFromAnotherSite) -> Response:
    """The form's own words (and page) for the refusal its access level makes."""
    return await _refusal(403, CROSS_SITE, None, None)


@blueprint.get("/form-token")
@document_response(FormToken)
@answers(access="public")
async def form_token() -> Response:
    """A fresh token for a request form, and how long a person takes at least to fill it."""
    desk = request_desk()
    token = desk.tokens.issue(desk.clock.now(), client_address(request))
    return _no_store(jsonify({"token": token, "minimumSeconds": MINIMUM_SECONDS}))


@blueprint.get("/settings")
@document_response(FormSettings)
@answers(access="public")
async def form_settings() -> Response:
    """What the forms tell visitors: how long closed requests are kept, whether the office gets a
    mail, and the least time a form takes to fill."""
    settings = app_state().settings
    return jsonify({"retentionDays": settings.request_retention_days,
                    "officeMail": settings.mail_enabled, "minimumSeconds": MINIMUM_SECONDS})


@blueprint.post("")
@document_response(RequestReceived, 201)
@answers(415, access="public-form", request_body=FORM_BODY, responses=FORM_RESPONSES, links={
    "ReadRequest": link("get_get_request", request_id="$response.body#/id"),
    "ChangeRequest": link("patch_change_request", request_id="$response.body#/id")})
async def submit() -> Response:
    """A visitor's quote or policy-change request: stored with its mails before the answer, which
    gives its reference."""
    desk, state = request_desk(), app_state()
    try:
        raw = await _submitted_fields()
    except RequestEntityTooLarge:
        return await _refusal(413, TOO_LARGE, None, None)
    kind = raw.get("kind")
    if is_honeypot_filled(raw):
        return await _refusal(400, REFUSED, None, kind)
    address = client_address(request)
    counted_as = limit_key(address)
    now = desk.clock.now()
    if not desk.limiter.allows(counted_as, now):
        phone = _agency_phone()
        message = ("You've sent several requests in a short time. Please wait a few minutes, "
                   f"or call us at {phone}.")
        return await _refusal(429, message, None, kind, raw)
    token = raw.get("formToken")
    check = desk.tokens.check(token, now, address)
    if check is not TokenCheck.OK:
        return await _refusal(422, TOO_FAST if check is TokenCheck.TOO_FAST else EXPIRED, {}, kind,
                              raw)
    today = local_day(now)  # the office's date: in Milford's evening UTC is a day ahead
    try:
        submission = validate(raw, _company_names(), today)
    except Invalid as invalid:
        return await _refusal(422, CHECK_FIELDS, invalid.errors, kind, raw)
    desk.limiter.record(counted_as, now)  # before the await, so a burst cannot slip past the limit
    assert isinstance(token, str)  # a token that checked out is text
    mail = state.settings.mail_enabled
    confirm_to = header_address(submission.email) if mail else None
    try:
        stored = await asyncio.to_thread(
            desk.store.add, submission, now, mail=mail, confirmation_to=confirm_to,
            client=counted_as, source=source_of(raw), spending=spent_by(token))
    except TokenAlreadySpent:
        return await _refusal(422, ALREADY_SENT, {}, kind, raw)
    desk.outbox.wake()
    if _wants_html():
        where = urlencode({"kind": submission.kind, "reference": stored.reference})
        received = f"/request-received?{where}"
        return _no_store(Response(status=303, headers={"Location": received}))
    response = jsonify({"id": stored.id, "reference": stored.reference, "message": THANKS})
    response.status_code = 201
    return _no_store(response)


async def _filters() -> tuple[InboxFilters, int]:
    """The inbox's filters and page from the query; 400 for a value that names nothing."""
    args = request.args
    kind, status = args.get("kind") or None, args.get("status") or None
    assignee, overdue = args.get("assignee") or None, args.get("overdue", "").lower()
    if kind is not None and kind not in KINDS:
        raise APIError(400, f"kind must be one of {', '.join(KINDS)}")
    if status is not None and status not in REQUEST_KINDS.statuses:
        raise APIError(400, f"status must be one of {', '.join(REQUEST_KINDS.statuses)}")
    if overdue not in (*OVERDUE_ONLY, *ANY_OVERDUE):
        raise APIError(400, "overdue must be 1 or true (only overdue requests), or left out")
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
    return InboxFilters(q or None, kind, status, assignee, overdue in OVERDUE_ONLY), int(page)


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

    return _no_store(jsonify(await asyncio.to_thread(read)))


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
    return _no_store(response)


@blueprint.get("/assignees")
@document_response(Assignees)
@answers(401, access="staff", signed_out=SIGN_IN_TO_SEE)
async def assignees() -> Response:
    """The active staff a request can be assigned to (staff only)."""
    names = await asyncio.to_thread(_active_staff)
    return _no_store(jsonify({"assignees": [{"username": name, "displayName": name}
                                            for name in names]}))


def _active_staff() -> list[str]:
    return [member.username for member in app_state().staff.members() if not member.disabled]


@blueprint.get("/<int:request_id>")
@document_response(StoredRequestWithHistory)
@answers(401, 404, access="staff", signed_out=SIGN_IN_TO_SEE)
async def get_request(request_id: int) -> Response:
    """One request with its timeline (staff only)."""
    desk = request_desk()
    try:
        found = await asyncio.to_thread(desk.store.get, request_id, desk.clock.now())
    except RequestNotFound as error:
        raise APIError(404, NOT_FOUND) from error
    return _no_store(jsonify(found))


def _field_refusal(field: str, sentence: str) -> Response:
    return _no_store(json_error(422, CANNOT_CHANGE, errors={field: sentence}))


def _change(body: object) -> tuple[str | None, Any] | Response:
    """The status and assignee a PATCH body asks for (UNCHANGED for a left-out assignee), or
    the refusal naming the field."""
    if not isinstance(body, dict) or not ({"status", "assignee"} & body.keys()):
        return _no_store(json_error(422, NOTHING_TO_CHANGE, errors={}))
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
    return _no_store(jsonify(changed))


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
    response = jsonify(noted)
    response.status_code = 201
    return _no_store(response)


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
    return _no_store(jsonify({"forgotten": count}))
