"""The newsletter's sign-up: its topics and words, and a visitor's sign-up (JSON, or a plain form
post without JavaScript), answered alike whether or not a mail goes (nobody learns who is on the
list); the confirmation mail goes only to a new sign-up and at most once a day per mailbox."""

import asyncio
import sqlite3
from typing import Any

from quart import Blueprint, Response, current_app, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from service.api.form_posts import FORM, json_refusal, page_again, posted_fields, wants_html
from service.api.openapi import JSONObject, answers
from service.api.request_answers import FORM_REFUSAL_CONTENT
from service.api.responses import no_store
from service.auth.access import FormFromAnotherSite
from service.http.client_address import client_address, limit_key
from service.http.errors import APIError
from service.newsletter.desk import newsletter_desk
from service.newsletter.setting import NewsletterUnavailable, current_copy
from service.requests.desk import request_desk
from service.requests.error_page import refusal_page
from service.requests.fields import is_honeypot_filled
from service.requests.limiter import SubmissionLimiter
from service.requests.posted_form import posted_form
from service.requests.tokens import TokenCheck, spent_by

blueprint = Blueprint("public_newsletter", __name__, url_prefix="/api/newsletter")

MAX_BODY_BYTES = 8 * 1024
MAX_FIELDS = 50
LIMITER_KEY = "newsletter_sign_ups"
CHECK_INBOX = "/newsletter/check-your-inbox"
NEWSLETTER_PAGE = "/newsletter"
ACCEPTED = ("Check your inbox: we sent a link to confirm. Nothing is sent until you click it.")
CHECK_FIELDS = "Please check the highlighted fields."
TOO_FAST = "That was quicker than we expected. Please wait a moment and sign up again."
EXPIRED = "This form has expired. Please reload the page and sign up again."
TOO_MANY = "You've signed up several times in a short time. Please wait a few minutes."
CROSS_SITE = "Please sign up from the form on our own website."
REFUSED = "Your sign-up could not be sent. Please call us."
TOO_LARGE = "Your sign-up is too long to send."
UNAVAILABLE = "The newsletter sign-up is not available just now. Please try again later."
HEADING = "Please check your sign-up"

TOPIC: JSONObject = {"type": "object", "required": ["id", "title", "description"],
                     "properties": {"id": {"type": "string"}, "title": {"type": "string"},
                                    "description": {"type": "string"}}}
TOPICS_ANSWER: dict[int, JSONObject] = {200: {
    "description": "The /newsletter page's paragraph, the consent sentence and the topics.",
    "content": {"application/json": {"schema": {
        "type": "object", "required": ["intro", "consentText", "topics"],
        "properties": {"intro": {"type": "string"}, "consentText": {"type": "string"},
                       "topics": {"type": "array", "items": TOPIC}}}}}}}
SIGN_UP_FIELDS: JSONObject = {
    "type": "object", "required": ["email", "topics", "formToken"], "properties": {
        "email": {"type": "string", "maxLength": 254}, "name": {"type": "string"},
        "topics": {"type": "array", "items": {"type": "string"}, "minItems": 1},
        "page": {"type": "string", "description": "The page the form was on: /blog/x, "
                                                  "/newsletter or footer:/about."},
        "formToken": {"type": "string"}, "website": {"type": "string", "maxLength": 0}}}
SIGN_UP_BODY: JSONObject = {"required": True, "content": {
    "application/json": {"schema": SIGN_UP_FIELDS},
    FORM: {"schema": SIGN_UP_FIELDS}}}
SIGN_UP_RESPONSES: dict[int, JSONObject] = {
    202: {"description": "Taken: a confirmation is on its way unless one went in the last day "
                         "(answered alike, so nobody learns who signed up).",
          "content": {"application/json": {"schema": {
              "type": "object", "required": ["message"],
              "properties": {"message": {"type": "string"}}}}}},
    303: {"description": "A browser's plain form post goes on to the check-your-inbox page.",
          "headers": {"Location": {"required": True, "schema": {"type": "string"}}}},
    **{status: {"description": description, "content": FORM_REFUSAL_CONTENT}
       for status, description in (
           (400, "The body could not be read, or the hidden field was filled."),
           (403, "A post a browser marks as sent from another site's page."),
           (413, "The sign-up is too long to send."),
           (422, "Fields to fix (a role or malformed address, no known topic, a long name), or "
                 "a form token that is not good."),
           (429, "Several sign-ups in a short time from this client."),
           (503, "copy/newsletter.json is missing or not valid."))}}


def _back_to(page: object) -> str:
    """The page the form was on (a path of this site), else the newsletter's page."""
    path = page.removeprefix("footer:") if isinstance(page, str) else ""
    ok = path.startswith("/") and not path.startswith("//") and "\\" not in path
    return path[:300] if ok else NEWSLETTER_PAGE


async def _refusal(status: int, message: str, errors: dict[str, str] | None,
                   raw: dict[str, Any] | None = None) -> Response:
    """The refusal as JSON, or for a plain form post the page the form was on again with the
    problems (a small page of its own when the site's cannot be rendered)."""
    raw = raw or {}
    if not wants_html():
        return json_refusal(status, message, errors)
    back = _back_to(raw.get("page"))
    values: dict[str, str | list[str]] = {}
    for key in ("email", "name", "topics"):
        value = raw.get(key)
        if isinstance(value, str) or (isinstance(value, list)
                                      and all(isinstance(item, str) for item in value)):
            values[key] = value
    posted = {**posted_form(status, message, errors, values), "form": "newsletter"}
    if status != 429:
        posted["heading"] = HEADING

    def fallback(problems: list[str]) -> str:
        phone = request_desk().outbox.site_facts().get("phone")
        return refusal_page(problems, phone if isinstance(phone, str) else "", None,
                            heading=posted["heading"], back=back, what="sign-up")
    return await page_again(status, back, posted, fallback)


def _limiter() -> SubmissionLimiter:
    limiter: SubmissionLimiter = current_app.extensions.setdefault(LIMITER_KEY,
                                                                   SubmissionLimiter())
    return limiter


@blueprint.errorhandler(FormFromAnotherSite)
async def cross_site_form(_: FormFromAnotherSite) -> Response:
    return await _refusal(403, CROSS_SITE, None)


@blueprint.get("/topics")
@answers(503, access="public", responses=TOPICS_ANSWER)
async def topics() -> Response:
    """The sign-up's words and topics (copy/newsletter.json)."""
    try:
        copy = current_copy()
    except NewsletterUnavailable as error:
        raise APIError(503, UNAVAILABLE, retry_after=60) from error
    return jsonify({"intro": copy.intro, "consentText": copy.consentText,
                    "topics": [topic.model_dump() for topic in copy.topics]})


@blueprint.post("/subscribe")
@answers(415, access="public-form", request_body=SIGN_UP_BODY, responses=SIGN_UP_RESPONSES)
async def subscribe() -> Response:
    """A visitor's sign-up: stored as pending with the consent they saw, and one confirmation
    mail queued (at most one a day per mailbox); nothing else is sent until they confirm."""
    # Imported at the first sign-up, not by every start (issue 42).
    from service.newsletter.subscribers import SignUpRefused, read_sign_up, sign_up

    try:
        raw = await posted_fields(MAX_BODY_BYTES, MAX_FIELDS, ("topics",), "sign-up")
    except RequestEntityTooLarge:
        return await _refusal(413, TOO_LARGE, None)
    if is_honeypot_filled(raw):
        return await _refusal(400, REFUSED, None)
    desk, limiter = request_desk(), _limiter()
    address, now = client_address(request), desk.clock.now()
    key = limit_key(address)
    if not limiter.allows(key, now):
        refusal = await _refusal(429, TOO_MANY, None, raw)
        refusal.headers["Retry-After"] = str(limiter.retry_after(key, now))
        return refusal
    token = raw.get("formToken")
    check = desk.tokens.check(token, now, address)
    if check is not TokenCheck.OK:
        return await _refusal(422, TOO_FAST if check is TokenCheck.TOO_FAST else EXPIRED, {},
                              raw)
    try:
        copy = current_copy()
    except NewsletterUnavailable:
        return await _refusal(503, UNAVAILABLE, None, raw)
    try:
        signing = read_sign_up(raw, copy.topic_ids())
    except SignUpRefused as refused:
        return await _refusal(422, CHECK_FIELDS, refused.errors, raw)
    limiter.record(key, now)  # before the await, so a burst cannot slip past the limit
    assert isinstance(token, str)  # a token that checked out is text

    def store() -> None:
        with desk.store.transaction() as db:
            try:
                db.execute("INSERT INTO spent_form_tokens (token, expires_at) VALUES (?, ?)",
                           spent_by(token))
            except sqlite3.IntegrityError:  # sent twice (a double click): answered alike
                return
            sign_up(db, signing, copy.consentText, now)
    await asyncio.to_thread(store)
    newsletter_desk().sender.wake()  # the confirmation goes now, not at the next round
    if wants_html():
        return no_store(Response(status=303, headers={"Location": CHECK_INBOX}))
    response = jsonify({"message": ACCEPTED})
    response.status_code = 202
    return no_store(response)
