"""Invites by e-mail: an owner invites a colleague (a mail with a single-use link, valid 72
hours); the colleague opens it, chooses a password, and the account exists from then on."""

import asyncio
import datetime as dt
import logging
import smtplib
from email.message import EmailMessage
from email.utils import formataddr
from typing import Annotated, Any

from pydantic import ConfigDict, Field, StrictStr
from quart import Blueprint, Response
from quart_schema import document_response, validate_request

from service.api.api_model import ApiModel
from service.api.openapi import answers
from service.api.staff_accounts import (
    MEMBER,
    Username,
    account_call,
    not_kept,
    team_member_id,
)
from service.api.staff_writes import author
from service.auth.account_rules import Role
from service.auth.invites import INVITE_HOURS, Invites
from service.config import Settings
from service.content import Email, MemberId
from service.http.errors import APIError
from service.requests import mail
from service.state import app_state

log = logging.getLogger(__name__)
blueprint = Blueprint("invites", __name__)

NO_PUBLIC_URL = ("Invites are sent as a link to this site, and the service does not know its "
                 "address: set AGENCY_PUBLIC_URL (like https://www.example.com) and restart.")
NO_MAIL = ("Invites are sent by e-mail, and no mail server is set: set AGENCY_SMTP_HOST and "
           "AGENCY_NOTIFY_TO and restart, or add the account with a temporary password.")
NOT_SENT = "The invite could not be sent ({reason}); nothing was kept, so try again."
WELCOME_PATH = "/admin/welcome"


class InviteRequest(ApiModel):
    model_config = ConfigDict(extra="forbid")

    username: Username
    email: Annotated[Email, Field(description="Where the invite goes.")]
    role: Role = "staff"
    member: Annotated[MemberId | None, Field(description=MEMBER)] = None


class SentInvite(ApiModel):
    username: str
    email: str
    expiresAt: Annotated[str, Field(description=f"When the link stops working ({INVITE_HOURS} "
                                                "hours from now), UTC.")]


class OpenInvite(ApiModel):
    username: str
    expiresAt: str


class AcceptedInvite(ApiModel):
    username: Annotated[str, Field(description="The new account: sign in with it.")]


class ChosenPassword(ApiModel):
    model_config = ConfigDict(extra="forbid")

    password: Annotated[StrictStr, Field(max_length=1024)]


def _utc(seconds: float) -> str:
    return dt.datetime.fromtimestamp(seconds, dt.UTC).isoformat(timespec="seconds")


def invite_mail(settings: Settings, facts: Any, to: str, username: str, by: str,
                token: str) -> EmailMessage:
    """The invite: who asked, the link (a fragment: never sent to a server, so never logged)."""
    agency = mail.agency_name(facts if isinstance(facts, dict) else {})
    message = EmailMessage()
    message["Subject"] = f"You are invited to edit the {agency} website"
    message["From"] = formataddr((agency, mail.sender_address(settings)))
    message["To"] = to
    message.set_content(
        f"{by} invited you to the staff workspace of the {agency} website, "
        f"as \"{username}\".\n\n"
        f"Choose your password here (the link works once, for {INVITE_HOURS} hours):\n"
        f"{settings.public_url}{WELCOME_PATH}#{token}\n\n"
        "If you did not expect this, you can ignore this mail.\n")
    return message


@blueprint.post("/api/admin/staff/invites")
@validate_request(InviteRequest)
@document_response(SentInvite, 201)
@answers(400, 409, 413, 422, 502, access="owner-write")
async def invite(data: InviteRequest) -> Response:
    """Invite a colleague by e-mail: a single-use link, valid 72 hours, where they choose their
    password. Needs AGENCY_PUBLIC_URL and a mail server (409 saying which is missing)."""
    state = app_state()
    settings = state.settings
    if not settings.public_url:
        raise APIError(409, NO_PUBLIC_URL)
    if not settings.mail_enabled:
        raise APIError(409, NO_MAIL)
    invites = Invites(state.staff)
    member = team_member_id(data.member)
    token = await account_call(invites.create, data.username, data.email, data.role, member)
    facts = state.cache.parsed(state.store.root / "site.json")
    by = author()
    message = invite_mail(settings, facts, data.email, data.username, by, token)
    try:
        await asyncio.to_thread(mail.send, message, settings)
    except (OSError, smtplib.SMTPException) as error:
        await asyncio.to_thread(invites.withdraw, token)
        log.warning("invite mail for %s not sent: %s", data.username, error)
        raise APIError(502, NOT_SENT.format(reason=type(error).__name__)) from None
    pending = await account_call(invites.pending, token)
    return not_kept(SentInvite(username=data.username, email=data.email,
                               expiresAt=_utc(pending.expires_at)).model_dump(), 201)


@blueprint.get("/api/auth/invites/<token>")
@document_response(OpenInvite)
@answers(410, access="public")
async def open_invite(token: str) -> Response:
    """The invite behind a link: the user name it makes; 410 when it is used, expired or
    unknown."""
    pending = await account_call(Invites(app_state().staff).pending, token)
    return not_kept({"username": pending.username, "expiresAt": _utc(pending.expires_at)})


@blueprint.post("/api/auth/invites/<token>")
@validate_request(ChosenPassword)
@document_response(AcceptedInvite, 201)
@answers(400, 403, 410, 413, 422, 503, access="same-origin")
async def accept_invite(token: str, data: ChosenPassword) -> Response:
    """Choose the password and make the account, once; 410 when the link was used, is past its
    72 hours or unknown. Then sign in as usual."""
    accept = Invites(app_state().staff).accept
    member = await account_call(accept, token, data.password, hashing=True)
    return not_kept({"username": member.username}, 201)
