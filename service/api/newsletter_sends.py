"""Staff's newsletter sends: make one (held to the send gate), list them with their figures,
read one with its per-recipient log, cancel one.

The sends' modules are imported at the first request that uses them, not by every start
(issue 42)."""

import asyncio
import datetime as dt
from typing import TYPE_CHECKING, Any

from quart import Blueprint, Response, jsonify
from quart_schema import document_response, validate_request

from service.api.newsletter_answers import (
    NewsletterSend,
    NewsletterSendDetail,
    NewsletterSends,
    SendRequest,
)
from service.api.openapi import answers
from service.api.responses import no_store
from service.api.wording_gate import WORDING_CONFLICT
from service.auth.access import staff_member
from service.checks import PostText
from service.http.errors import APIError, field_errors, json_error
from service.newsletter.desk import newsletter_desk
from service.requests.desk import request_desk
from service.requests.request_db import LARGEST_ROW_ID
from service.state import app_state

if TYPE_CHECKING:
    from service.newsletter.send_gate import SendRefused

blueprint = Blueprint("newsletter_sends", __name__, url_prefix="/api/admin/newsletter/sends")
NOT_FOUND = "No such send"


def refused(error: "SendRefused") -> Response:
    extra: dict[str, Any] = {}
    if error.findings:
        extra["findings"] = [f.model_dump(mode="json") for f in error.findings]
    if error.errors:
        extra["errors"] = field_errors(list(error.errors.items()))
    return no_store(json_error(error.status, error.message, **extra))


def post_text(slug: str) -> PostText:
    """The stored post's text as the checks read it; 404 when there is no such post."""
    post = app_state().cache.staff_post(slug)
    if post is None:
        raise APIError(404, "Blog post not found")
    return PostText.model_validate({name: post.get(name) for name in PostText.model_fields})


def scheduled_at(text: str | None, now: float) -> float:
    from service.newsletter.send_gate import SendRefused

    if text is None:
        return now
    try:
        moment = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None:
        raise SendRefused(422, "scheduledAt must be a time with its offset",
                          errors={"scheduledAt": "Give a time with its offset, like "
                                                 "2026-12-01T14:00:00Z."})
    return max(now, moment.timestamp())


@blueprint.post("")
@validate_request(SendRequest)
@document_response(NewsletterSend, 201)
@answers(400, 401, 403, 404, 413, 422, access="staff-write", responses=WORDING_CONFLICT)
async def create(data: SendRequest) -> Response | tuple[Response, int]:
    """Send a published post to the subscribers of the topics, now or at `scheduledAt`: 409
    with `findings` when a risk finding of the post is not in `acknowledge`, 409 when the post
    was sent before and `force` is not set, 422 for a post that is not public or an unknown
    topic."""
    from service.newsletter.send_gate import SendRefused, check_send, open_risks, topic_ids
    from service.newsletter.sends import create_send, live_send_of

    state, desk, newsletter = app_state(), request_desk(), newsletter_desk()
    text = post_text(data.slug)
    acknowledge = [a.model_dump() for a in data.acknowledge]
    try:
        when = scheduled_at(data.scheduledAt, desk.clock.now())
        risks = await asyncio.to_thread(open_risks, text, state.cache, acknowledge)
        earlier = await asyncio.to_thread(live_send_of, desk.store, data.slug)
        check_send(newsletter.public_post(data.slug) is not None, data.topics,
                   topic_ids(newsletter.copy()), earlier, data.force, risks,
                   state.settings.public_url)
    except SendRefused as error:
        return refused(error)
    send = await asyncio.to_thread(
        create_send, desk.store, data.slug, sorted(set(data.topics)), data.subject or text.title,
        when, desk.clock.now(), staff_member().session.username, data.force, acknowledge)
    newsletter.sender.wake()
    return no_store(jsonify(send)), 201


@blueprint.get("")
@document_response(NewsletterSends)
@answers(401, access="staff")
async def sends() -> Response:
    """Every send, newest first, with its figures."""
    from service.newsletter.sends import list_sends

    found = await asyncio.to_thread(list_sends, request_desk().store)
    return no_store(jsonify({"sends": found}))


@blueprint.get("/<int:send_id>")
@document_response(NewsletterSendDetail)
@answers(401, 404, access="staff")
async def send(send_id: int) -> Response:
    """One send with each recipient's mail: its state, attempts and last error."""
    from service.newsletter.sends import send_detail

    found = await asyncio.to_thread(send_detail, request_desk().store, send_id) \
        if 0 < send_id <= LARGEST_ROW_ID else None
    if found is None:
        raise APIError(404, NOT_FOUND)
    return no_store(jsonify(found))


@blueprint.post("/<int:send_id>/cancel")
@document_response(NewsletterSend)
@answers(401, 403, 404, access="staff-write")
async def cancel(send_id: int) -> Response:
    """Stop a send that is scheduled or sending: mails not yet sent are skipped (a send that
    has finished is answered as it is)."""
    from service.newsletter.sends import cancel_send

    desk = request_desk()
    found = await asyncio.to_thread(cancel_send, desk.store, send_id, desk.clock.now()) \
        if 0 < send_id <= LARGEST_ROW_ID else None
    if found is None:
        raise APIError(404, NOT_FOUND)
    return no_store(jsonify(found))
