"""The public request form: its token, its settings and a visitor's request (quote, change)."""

import asyncio
from typing import Any
from urllib.parse import urlencode

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response
from werkzeug.exceptions import RequestEntityTooLarge

from service.api.form_posts import json_refusal, page_again, posted_fields, wants_html
from service.api.openapi import answers, link
from service.api.request_answers import (
    FORM_BODY,
    FORM_RESPONSES,
    FormSettings,
    FormToken,
    RequestReceived,
)
from service.api.responses import no_store
from service.auth.access import FormFromAnotherSite
from service.http.client_address import client_address, limit_key
from service.requests.answer_time import RECEIVED, reply_promise
from service.requests.desk import request_desk
from service.requests.error_page import refusal_page
from service.requests.fields import RULES, Invalid, is_honeypot_filled, source_of, validate
from service.requests.intake.form import INTAKE_FORM
from service.requests.kinds import REQUEST_KINDS
from service.requests.local_time import local_day
from service.requests.mail import header_address
from service.requests.posted_form import posted_answers, posted_form, refusal_heading
from service.requests.storage import TokenAlreadySpent
from service.requests.tokens import MINIMUM_SECONDS, TokenCheck, spent_by
from service.state import app_state

blueprint = Blueprint("public_requests", __name__, url_prefix="/api/requests")

MAX_BODY_BYTES = 32 * 1024
MAX_FIELDS = 100
CHECK_FIELDS: str = RULES["messages"]["checkFields"]
TOO_FAST = "That was quicker than we expected. Please wait a moment and send the form again."
EXPIRED = "This form has expired. Please reload the page and send it again."
ALREADY_SENT = ("This form was already sent, and we have that request. To send another one, "
                "please reload the page.")
CROSS_SITE = ("Requests can only be sent from the forms on our own website. Please open the form "
              "on our site, or call us.")
REFUSED = "Your request could not be sent. Please call us."
TOO_LARGE = "Your request is too long to send. Please shorten the message, or call us."
INTAKE_KIND = "quote"  # the one kind that goes on to the detailed intake
NO_INTAKE = "Only a quote request goes on to more details."


def agency_facts() -> dict[str, Any]:
    state = app_state()
    facts = state.cache.parsed(state.store.site_file)
    return facts if isinstance(facts, dict) else {}


def _agency_phone() -> str:
    phone = agency_facts().get("phone")
    return phone if isinstance(phone, str) else ""


def _company_names() -> list[str]:
    state = app_state()
    companies = state.cache.parsed(state.store.companies_file) or []
    return [c["name"] for c in companies if isinstance(c, dict) and isinstance(c.get("name"), str)]


async def _refusal(status: int, message: str, errors: dict[str, str] | None, kind: object,
                   raw: dict[str, Any] | None = None) -> Response:
    """The same refusal as JSON or, for a browser posting the plain form, as the form's own page
    again with what the visitor typed (`raw`) and the problems (a small page of its own when the
    site's page cannot be rendered)."""
    if not wants_html():
        return json_refusal(status, message, errors)
    known = REQUEST_KINDS.form_kind(kind) or REQUEST_KINDS.form_kinds[0]
    posted = posted_form(status, message, errors, posted_answers(raw or {}))
    return await page_again(status, known.page_path, posted, lambda problems: refusal_page(
        problems, _agency_phone(), known.id, heading=refusal_heading(status)))


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
    return no_store(jsonify({"token": token, "minimumSeconds": MINIMUM_SECONDS}))


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
        raw = await posted_fields(MAX_BODY_BYTES, MAX_FIELDS, REQUEST_KINDS.list_fields, "request")
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
        refusal = await _refusal(429, message, None, kind, raw)
        refusal.headers["Retry-After"] = str(desk.limiter.retry_after(counted_as, now))
        return refusal
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
    intake = raw.get("intake") is True  # JSON only: a plain form post has no way to go on
    if intake and submission.kind != INTAKE_KIND:
        return await _refusal(422, CHECK_FIELDS, {"intake": NO_INTAKE}, kind, raw)
    desk.limiter.record(counted_as, now)  # before the await, so a burst cannot slip past the limit
    assert isinstance(token, str)  # a token that checked out is text
    mail = state.settings.mail_enabled
    confirm_to = header_address(submission.email) if mail else None
    source = source_of(raw)
    try:
        stored = await asyncio.to_thread(
            desk.store.add, submission, now, mail=mail, confirmation_to=confirm_to,
            client=counted_as, source=source, spending=spent_by(token),
            consent={"text": INTAKE_FORM.consent, "page": source.get("page", "")}, intake=intake)
    except TokenAlreadySpent:
        return await _refusal(422, ALREADY_SENT, {}, kind, raw)
    desk.outbox.wake()
    if wants_html():
        where = urlencode({"kind": submission.kind, "reference": stored.reference})
        received = f"/request-received?{where}"
        return no_store(Response(status=303, headers={"Location": received}))
    thanks = f"{RECEIVED} {reply_promise(agency_facts())}"
    answer: dict[str, Any] = {"id": stored.id, "reference": stored.reference, "message": thanks}
    if stored.intake_token is not None:
        answer["intake"] = {"token": stored.intake_token}
    response = jsonify(answer)
    response.status_code = 201
    return no_store(response)
