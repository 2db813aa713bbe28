"""What the newsletter's links open: confirming a sign-up (a POST: a mail scanner opening the link
confirms nothing), a subscriber's preferences (`Authorization: Newsletter <lasting token>`) and
the one-click unsubscribe of RFC 8058, honoured at once with no cookie, CSRF or form token.

The subscribers' modules are imported at the first request that uses them, not by every start
(issue 42)."""

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from quart import Blueprint, Response, jsonify, request

from service.api.client_tries import count_try
from service.api.openapi import JSONObject, answers
from service.api.request_answers import FIELD_REFUSAL
from service.api.responses import no_store
from service.http.errors import APIError, json_error
from service.newsletter.links import TOKEN, LinkHolder, SubscriberLinks
from service.newsletter.setting import NewsletterUnavailable, current_copy
from service.requests.desk import request_desk
from service.state import app_state

blueprint = Blueprint("public_newsletter_links", __name__, url_prefix="/api/newsletter")

T = TypeVar("T")
READS, CHANGES = 30, 20  # per client address in the limiter's window (10 minutes)
UNKNOWN_LINK = ("We don't recognise this link. Please open the whole link from one of our "
                "newsletters, or write to us.")
UNSUBSCRIBED = "You are unsubscribed."
PREFERENCES_PAGE = "/newsletter/preferences"
SCHEME = "Newsletter"
LINK_PARAMETERS = [{"name": "Authorization", "in": "header", "required": False,
                    "schema": {"type": "string"},
                    "description": "`Newsletter <token>` (the lasting token of a newsletter's "
                                   "preferences link); without it, the forged link's 404."}]
NOT_FOUND: dict[int, JSONObject] = {404: {
    "description": "No such link, or its subscriber was forgotten (a forged one alike).",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}}
PREFERENCES: JSONObject = {"type": "object", "required": ["email", "name", "topics", "status",
                                                          "allTopics"], "properties": {
    "email": {"type": "string"}, "name": {"type": "string"},
    "topics": {"type": "array", "items": {"type": "string"}},
    "status": {"type": "string", "enum": ["pending", "subscribed", "unsubscribed", "bounced",
                                          "complained"]},
    "allTopics": {"type": "array", "items": {"type": "object"}}}}
PREFERENCES_ANSWER: dict[int, JSONObject] = {
    200: {"description": "The subscriber's address, topics and status, and every topic.",
          "content": {"application/json": {"schema": PREFERENCES}}}, **NOT_FOUND}
CONFIRMED: dict[int, JSONObject] = {
    200: {"description": "Subscribed (again the same answer for one confirmed already).",
          "content": {"application/json": {"schema": {
              "type": "object", "required": ["email", "topics"], "properties": {
                  "email": {"type": "string"},
                  "topics": {"type": "array", "items": {"type": "string"}}}}}}},
    404: {"description": "No such confirmation link (a forged one alike).",
          "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
    410: {"description": "The link is past its 24 hours: sign up again.",
          "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}}
ONE_CLICK: dict[int, JSONObject] = {
    200: {"description": "Unsubscribed, at once.",
          "content": {"text/plain": {"schema": {"type": "string"}}}},
    **NOT_FOUND}


async def _in_transaction(work: Callable[[Any, float], T]) -> T:
    desk = request_desk()
    now = desk.clock.now()

    def run() -> T:
        with desk.store.transaction() as db:
            return work(db, now)
    return await asyncio.to_thread(run)


@blueprint.errorhandler(NewsletterUnavailable)
async def unavailable(_: NewsletterUnavailable) -> Response:
    response = json_error(503, "The newsletter's topics cannot be read just now. Please try "
                               "again later.")
    response.headers["Retry-After"] = "60"
    return no_store(response)


def _holder(token: str) -> LinkHolder:
    holder = SubscriberLinks.of_instance(app_state().settings.instance_dir).open(token)
    if holder is None:
        raise APIError(404, UNKNOWN_LINK)
    return holder


def _header_holder() -> LinkHolder:
    given, _, token = request.headers.get("Authorization", "").partition(" ")
    if given != SCHEME:
        raise APIError(404, UNKNOWN_LINK)
    return _holder(token.strip())


def _known(found: T | None) -> T:
    if found is None:  # forgotten since: as an unknown link
        raise APIError(404, UNKNOWN_LINK)
    return found


@blueprint.post("/confirm")
@answers(400, 429, access="public-form", responses=CONFIRMED, request_body={
    "required": True, "content": {"application/json": {"schema": {
        "type": "object", "required": ["token"],
        "properties": {"token": {"type": "string", "maxLength": 100}}}}}})
async def confirm_sign_up() -> Response:
    """Confirm a sign-up with the token of its confirmation mail (valid 24 hours)."""
    from service.newsletter.confirm_mail import ConfirmRefused, confirm

    count_try("newsletter-confirm", CHANGES)
    body = await request.get_json(silent=True)
    token = body.get("token") if isinstance(body, dict) else None
    if not isinstance(token, str):
        raise APIError(400, "Send the confirmation's token as {\"token\": \"...\"}")
    try:
        return no_store(jsonify(await _in_transaction(lambda db, now: confirm(db, token, now))))
    except ConfirmRefused as refused:
        return no_store(json_error(refused.status, refused.message))


def _preferences(db: Any, subscriber_id: int) -> dict[str, Any]:
    from service.newsletter.preferences import subscriber

    found = _known(subscriber(db, subscriber_id))
    found.pop("confirmed")
    return {**found, "allTopics": [topic.model_dump() for topic in current_copy().topics]}


@blueprint.get("/preferences")
@answers(429, 503, access="public", responses=PREFERENCES_ANSWER, parameters=LINK_PARAMETERS)
async def read_preferences() -> Response:
    """The subscriber a preferences link is for: their topics, their status and every topic."""
    count_try("newsletter-link-read", READS)
    holder = _header_holder()
    return no_store(jsonify(await _in_transaction(
        lambda db, _now: _preferences(db, holder.subscriber_id))))


@blueprint.post("/preferences")
@answers(400, 429, 503, access="public-form", parameters=LINK_PARAMETERS,
         responses={**PREFERENCES_ANSWER, **FIELD_REFUSAL}, request_body={
             "required": True, "content": {"application/json": {"schema": {
                 "type": "object", "required": ["topics"], "properties": {
                     "topics": {"type": "array", "items": {"type": "string"}}}}}}})
async def change_preferences() -> Response:
    """Change the subscriber's topics; none at all unsubscribes them."""
    from service.newsletter.preferences import change_topics, subscriber
    from service.newsletter.subscribers import chosen_topics

    count_try("newsletter-link-change", CHANGES)
    body = await request.get_json(silent=True)  # an unreadable body is 400 before anything
    asked = body.get("topics") if isinstance(body, dict) else None
    if not isinstance(asked, list):
        raise APIError(400, "Send the topics as {\"topics\": [...]}")
    holder = _header_holder()
    topics = chosen_topics(asked, current_copy().topic_ids()) if asked else ()
    if isinstance(topics, str):
        return no_store(json_error(422, topics, errors={"topics": topics}))

    def change(db: Any, now: float) -> dict[str, Any]:
        _known(subscriber(db, holder.subscriber_id))
        change_topics(db, holder.subscriber_id, topics, now)
        return _preferences(db, holder.subscriber_id)
    return no_store(jsonify(await _in_transaction(change)))


@blueprint.post("/preferences/unsubscribe")
@answers(429, 503, access="public-form", parameters=LINK_PARAMETERS,
         responses=PREFERENCES_ANSWER)
async def unsubscribe_from_preferences() -> Response:
    """Unsubscribe the subscriber the preferences link is for, at once."""
    from service.newsletter.preferences import subscriber, unsubscribe

    count_try("newsletter-link-change", CHANGES)
    holder = _header_holder()

    def leave(db: Any, now: float) -> dict[str, Any]:
        _known(subscriber(db, holder.subscriber_id))
        unsubscribe(db, holder.subscriber_id, now, None, "preferences", holder.send_id)
        return _preferences(db, holder.subscriber_id)
    return no_store(jsonify(await _in_transaction(leave)))


@blueprint.post("/unsubscribe/<token>")
@answers(access="public", responses=ONE_CLICK)
async def one_click_unsubscribe(token: str) -> Response:
    """RFC 8058's one-click unsubscribe, the https address of a mail's List-Unsubscribe: any
    body (`List-Unsubscribe=One-Click`), no cookie, no CSRF or form token; honoured at once.
    Not limited per client: a mailbox provider posts its users' unsubscribes from a few
    addresses, and a token cannot be guessed (signed)."""
    from service.newsletter.preferences import subscriber, unsubscribe

    holder = _holder(token)

    def leave(db: Any, now: float) -> None:
        _known(subscriber(db, holder.subscriber_id))
        unsubscribe(db, holder.subscriber_id, now, None, "one-click", holder.send_id)
    await _in_transaction(leave)
    return no_store(Response(UNSUBSCRIBED, mimetype="text/plain"))


@blueprint.get("/unsubscribe/<token>")
@answers(access="public", conditional=False, responses={303: {
    "description": "To the preferences page, which asks before unsubscribing (a link scanner "
                   "follows GETs: a GET never unsubscribes).",
    "headers": {"Location": {"required": True, "schema": {"type": "string"}}}}})
async def unsubscribe_page(token: str) -> Response:
    """The unsubscribe address opened in a browser: on to the preferences page, unchanged."""
    fragment = f"#{token}" if TOKEN.fullmatch(token) else ""  # a forged one: the page says so
    return no_store(Response(status=303, headers={"Location": PREFERENCES_PAGE + fragment}))
