"""POST /api/newsletter/feedback: the webhook a mail provider calls with a bounce or a
complaint (`Authorization: Bearer <AGENCY_NEWSLETTER_FEEDBACK_SECRET>`); 404 while it is unset."""

import asyncio
import hmac

from quart import Blueprint, Response, jsonify, request
from quart_schema import validate_request

from service.api.newsletter_answers import FeedbackRequest
from service.api.openapi import answers
from service.api.responses import no_store
from service.http.errors import APIError
from service.newsletter.desk import newsletter_desk
from service.requests.desk import request_desk
from service.state import app_state

blueprint = Blueprint("newsletter_feedback", __name__, url_prefix="/api/newsletter")
# Not "required": without it, or with a wrong secret, the webhook is not there (404), as it is
# while the setting is unset, so that nobody can tell whether a site has one.
BEARER = {"name": "Authorization", "in": "header", "required": False,
          "schema": {"type": "string", "maxLength": 300},
          "description": "`Bearer <AGENCY_NEWSLETTER_FEEDBACK_SECRET>`; without it the answer is "
                         "404."}


@blueprint.post("/feedback")
@validate_request(FeedbackRequest)
@answers(400, 404, 413, 422, access="public", parameters=[BEARER], responses={
    200: {"description": "Taken: `known` says whether it named a subscriber of ours.",
          "content": {"application/json": {"schema": {
              "type": "object", "required": ["known"], "additionalProperties": False,
              "properties": {"known": {"type": "boolean"}}}}}}})
async def feedback(data: FeedbackRequest) -> Response:
    """A bounce or complaint for one of our mails (by `messageId`, else by `email`): the
    subscriber is marked bounced or complained and gets nothing more."""
    # Imported at the first call, not by every start: most sites never set the webhook up.
    from service.newsletter.feedback import apply_feedback
    from service.newsletter.feedback_parse import Feedback

    secret = app_state().settings.newsletter_feedback_secret
    scheme, _, given = request.headers.get("Authorization", "").partition(" ")
    if not secret or scheme != "Bearer" or not hmac.compare_digest(given.strip().encode(),
                                                                   secret.encode()):
        raise APIError(404, "Not found")
    desk, newsletter = request_desk(), newsletter_desk()
    found = Feedback("bounce" if data.type == "bounce" else "complaint", data.email,
                     data.messageId)
    known = await asyncio.to_thread(apply_feedback, desk.store, found,
                                    newsletter.links, desk.clock.now(), "webhook")
    return no_store(jsonify({"known": known}))
