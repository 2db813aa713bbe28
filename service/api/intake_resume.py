"""Finish later and go on: a visitor's intake gets a link by e-mail and a code on screen; the two
together open it again, once, on any device, within 30 days."""

import asyncio
import datetime as dt
import re
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictStr
from quart import Blueprint, Response, jsonify
from quart_schema import document_response, validate_request

from service.api.api_model import ApiModel
from service.api.client_tries import count_try
from service.api.intake_access import intake_contact, intake_request_id
from service.api.openapi import answers
from service.api.responses import no_store
from service.content import Matching
from service.http.errors import APIError, json_error
from service.requests import mail
from service.requests.desk import request_desk
from service.requests.intake.intake_store import masked_email
from service.requests.intake.resume import (
    LINKS_A_DAY,
    MAX_WRONG_CODES,
    RESUME_DAYS,
    Attempt,
    Outcome,
    links_today,
    make_link,
    next_link_in,
    resume,
)
from service.requests.limiter import SubmissionLimiter
from service.state import app_state

SIX_DIGITS = re.compile(r"[0-9]{6}")

# How a link is refused: `reason` is unknown (404), used, expired, sent or spent-now (410), or
# wrong-code (422, with the tries left); a malformed body is a 422 with `errors`.
RESUME_REFUSAL: dict[str, object] = {"type": "object", "additionalProperties": False,
                                     "required": ["message"], "properties": {
                                         "message": {"type": "string"},
                                         "reason": {"type": "string"},
                                         "triesLeft": {"type": "integer", "minimum": 0},
                                         "errors": {"type": "array", "items": {
                                             "$ref": "#/components/schemas/FieldError"}}}}
RESUME_REFUSALS: dict[int, dict[str, object]] = {
    status: {"description": description,
             "content": {"application/json": {"schema": RESUME_REFUSAL}}}
    for status, description in ((404, "No such link (a guessed one is answered alike)."),
                                (410, "The link was used, replaced, expired or spent."),
                                (422, "A wrong code, or a body that is not a link and a code."))}

blueprint = Blueprint("intake_resume", __name__, url_prefix="/api/intake")

RESUME_TRIES = 10  # per client address in the limiter's window: codes of every link together
NO_EMAIL = ("We have no e-mail address for this request, so we cannot send you a link. "
            "Go back to your contact details to add one, or call us to finish.")
NO_MAIL = ("We cannot send e-mail from this website just now, so \"Finish later\" is not "
           "available. Please call us, or finish your details now.")
TOO_MANY_LINKS = (f"We already sent {LINKS_A_DAY} links for this request today. Please use the "
                  "latest one, or call us.")
UNKNOWN = ("We don't recognise this link. Please check that you opened the whole link from our "
           "e-mail, or start again from our website.")
GONE = {
    Outcome.USED: "This link was already used, or a newer one was sent. Open the latest e-mail "
                  "we sent you, or start again from our website.",
    Outcome.EXPIRED: f"This link is more than {RESUME_DAYS} days old and no longer works. Please "
                     "start again from our website.",
    Outcome.SENT: "You already sent these details, so there is nothing left to finish. We will "
                  "be in touch.",
    Outcome.SPENT_NOW: f"That code is wrong too. After {MAX_WRONG_CODES} wrong codes this link "
                       "stops working: please start again from our website, or call us.",
}
WRONG_CODE = "That code does not match. Check the 6 digits shown when you chose \"Finish later\"."


class LinkMade(ApiModel):
    code: Annotated[str, Field(description="The 6-digit code to show on screen; never mailed, "
                                           "never given again.")]
    email: Annotated[str, Field(description="Where the link went, masked: a•••@example.com.")]
    expiresAt: Annotated[str, Field(description=f"When the link stops working ({RESUME_DAYS} "
                                                "days from now), UTC.")]


# Built at the start, unlike the ApiModels: a visitor's resume request checks it, and the first
# visitor should not wait for its build.
class ResumeBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    link: Annotated[StrictStr, Field(min_length=1, max_length=100,
                                     description="The link's token, from the mailed address.")]
    code: Annotated[StrictStr, Matching(SIX_DIGITS, "Enter the 6 digits shown on your screen"),
                    Field(description="The 6 digits shown on screen.")]


class Resumed(ApiModel):
    token: Annotated[str, Field(description="A new intake token for this device "
                                            "(Authorization: Intake <token>).")]
    step: Annotated[str, Field(description="The step the visitor was on.")]


def _utc(seconds: float) -> str:
    return dt.datetime.fromtimestamp(seconds, dt.UTC).isoformat(timespec="seconds")


@blueprint.post("/finish-later")
@document_response(LinkMade)
@answers(401, 409, 429, access="intake")
async def finish_later() -> Response:
    """Mail the visitor a link to go on later (30 days, once) and answer the code to show on
    screen; the link's earlier ones stop working. 409 without an e-mail address or mail."""
    request_id = await intake_request_id()
    intake = await intake_contact(request_id)
    settings = app_state().settings
    if not settings.mail_enabled or not settings.public_url:
        raise APIError(409, NO_MAIL)
    recipient = mail.header_address(intake.email)
    if recipient is None:
        raise APIError(409, NO_EMAIL)
    count_try("intake-finish-later", SubmissionLimiter().limit)
    desk = request_desk()
    now = desk.clock.now()
    links = desk.outbox.resume_links
    assert links is not None  # make_desk gives the outbox its links

    def make() -> tuple[str, float] | int:
        """The code and when the link expires, or the seconds until another link may be made."""
        with desk.store.transaction() as db:
            if links_today(db, request_id, now) >= LINKS_A_DAY:
                return next_link_in(db, request_id, now)
            made = make_link(db, links, request_id, recipient, now)
        return made.code, made.expires_at

    made = await asyncio.to_thread(make)
    if isinstance(made, int):
        raise APIError(429, TOO_MANY_LINKS, retry_after=made)
    desk.outbox.wake()
    return no_store(jsonify({"code": made[0], "email": masked_email(recipient),
                             "expiresAt": _utc(made[1])}))


@blueprint.post("/resume")
@validate_request(ResumeBody)
@document_response(Resumed)
@answers(400, 403, 413, 429, access="public-form", responses=RESUME_REFUSALS)
async def resume_intake(data: ResumeBody) -> Response:
    """Open an intake again with the mailed link and the code shown on screen: a new token for
    this device and the step to go on at. 404 unknown link, 410 used, replaced, expired or
    spent, 422 wrong code (the fifth spends the link: 410)."""
    count_try("intake-resume", RESUME_TRIES)
    desk = request_desk()
    now = desk.clock.now()

    def attempt() -> Attempt:
        with desk.store.transaction() as db:
            return resume(db, data.link, data.code, now)

    tried = await asyncio.to_thread(attempt)
    outcome = tried.outcome
    if outcome is Outcome.UNKNOWN:
        return no_store(json_error(404, UNKNOWN, reason="unknown"))
    if outcome in GONE:
        return no_store(json_error(410, GONE[outcome], reason=outcome.value))
    if outcome is Outcome.WRONG_CODE:
        return no_store(json_error(422, WRONG_CODE, reason="wrong-code",
                                   triesLeft=tried.tries_left))
    return no_store(jsonify({"token": tried.token, "step": tried.step}))
