"""The visitor's intake token (`Authorization: Intake <token>`, no cookie) to the request whose
intake it opens. Stands in for intake-service's intake_access.py until the two are one."""

import asyncio
import re
from dataclasses import dataclass

from quart import request

from service.http.errors import APIError
from service.requests.desk import request_desk
from service.requests.intake.intake_db import read_intake, request_of_token
from service.requests.storage import RequestStore

SCHEME = "Intake"
TOKEN = re.compile(r"[A-Za-z0-9_-]{20,100}")
NO_TOKEN = ("This page no longer opens your request's details. Open the link we e-mailed you, "
            "or start again from our website.")
ALREADY_SENT = "You already sent these details, so they can no longer be changed here."


@dataclass(frozen=True)
class OpenIntake:
    request_id: int
    email: str
    sent: bool


def _find(store: RequestStore, token: str) -> OpenIntake | None:
    with store.reading() as db:
        request_id = request_of_token(db, token)
        if request_id is None:
            return None
        intake = read_intake(db, request_id)
        email = db.execute("SELECT email FROM requests WHERE id = ?", (request_id,)).fetchone()
    if intake is None or email is None:
        return None
    return OpenIntake(request_id, str(email[0]), intake.sent_at is not None)


async def open_intake(unsent: bool = True) -> OpenIntake:
    """The intake the request's token opens (401 without one that works; 409 once it was sent,
    unless `unsent` is False)."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    token = token.strip()
    if scheme != SCHEME or not TOKEN.fullmatch(token):
        raise APIError(401, NO_TOKEN)
    found = await asyncio.to_thread(_find, request_desk().store, token)
    if found is None:
        raise APIError(401, NO_TOKEN)
    if unsent and found.sent:
        raise APIError(409, ALREADY_SENT)
    return found
