"""POST /api/admin/requests/<id>/review-link: mail a client the link to book their annual review
(valid 60 days, once; a newer link replaces it), made as the mail is sent."""

import asyncio

from quart import Blueprint, Response, jsonify

from service.api.openapi import JSONObject, answers
from service.api.responses import no_store
from service.bookings.links import REVIEW_LINK_DAYS
from service.bookings.mail_rows import REVIEW_PURPOSE
from service.http.errors import APIError
from service.requests import mail
from service.requests.desk import request_desk
from service.requests.mail_queue import queue_mail
from service.requests.request_db import checked_id
from service.requests.storage import RequestNotFound
from service.state import app_state

blueprint = Blueprint("review_link", __name__, url_prefix="/api/admin/requests")

NOT_CLIENT = "Mark this request as a client first: only clients are sent a review link."
NO_EMAIL = "This request has no e-mail address a link could be sent to."
NO_MAIL = ("This site cannot send e-mail (AGENCY_SMTP_HOST, AGENCY_NOTIFY_TO and "
           "AGENCY_PUBLIC_URL are needed), so no review link can be sent.")
QUEUED_ANSWER: JSONObject = {"type": "object", "required": ["email", "validDays"],
                             "properties": {"email": {"type": "string"},
                                            "validDays": {"type": "integer"}}}
QUEUED: dict[int, JSONObject] = {202: {
    "description": "The mail is queued; the link is made as it is sent.",
    "content": {"application/json": {"schema": QUEUED_ANSWER}}}}


@blueprint.post("/<int:request_id>/review-link")
@answers(401, 403, 404, 409, access="staff-write", responses=QUEUED)
async def send_review_link(request_id: int) -> Response:
    """Mail the request's client a link to book their annual policy review; 409 unless the
    request is marked client and has an e-mail address, or when the site sends no mail."""
    settings = app_state().settings
    desk = request_desk()
    now = desk.clock.now()

    def queue() -> str:
        with desk.store.transaction() as db:
            row = db.execute("SELECT client, email FROM requests WHERE id = ? AND "
                             "forgotten_at IS NULL", (checked_id(request_id),)).fetchone()
            if row is None:
                raise RequestNotFound(f"No request with id {request_id}")
            recipient = mail.header_address(row[1] or "")
            if not row[0]:
                raise APIError(409, NOT_CLIENT)
            if recipient is None:
                raise APIError(409, NO_EMAIL)
            if not settings.mail_enabled or not settings.public_url:
                raise APIError(409, NO_MAIL)
            queue_mail(db, request_id, REVIEW_PURPOSE, recipient, now, "pending")
            return recipient

    try:
        recipient = await asyncio.to_thread(queue)
    except RequestNotFound as error:
        raise APIError(404, "Request not found") from error
    desk.outbox.wake()
    response = jsonify({"email": recipient, "validDays": REVIEW_LINK_DAYS})
    response.status_code = 202
    return no_store(response)
