"""The intake's visitor access: `Authorization: Intake <token>` names the request whose intake
the device goes on with (no cookie), for every route of the intake API (each declares
`access="intake"`, which refuses a request without such a header before the handler runs)."""

import asyncio

from quart import request

from service.auth.access import INTAKE_SCHEME, NO_INTAKE_TOKEN
from service.http.errors import APIError
from service.requests.desk import request_desk
from service.requests.intake.intake_db import request_of_token
from service.requests.intake.intake_store import IntakeContact
from service.requests.request_db import RequestNotFound

SCHEME = INTAKE_SCHEME.strip()
TOKEN_LIMIT = 200  # a token is 43 characters; anything much longer is no token of ours
SENT = ("This quote request was sent already, and we have it. To change an answer, please call "
        "us or reply to our e-mail.")


def presented_token() -> str | None:
    """The intake token the request carries, or None."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    token = token.strip()
    if scheme != SCHEME or not token or len(token) > TOKEN_LIMIT:
        return None
    return token


async def intake_request_id() -> int:
    """The request the presented token opens; APIError 401 for none, a wrong or a replaced one."""
    token = presented_token()
    if token is None:
        raise APIError(401, NO_INTAKE_TOKEN)

    def lookup() -> int | None:
        with request_desk().store.reading() as db:
            return request_of_token(db, token)

    request_id = await asyncio.to_thread(lookup)
    if request_id is None:
        raise APIError(401, NO_INTAKE_TOKEN)
    return request_id


async def intake_contact(request_id: int, unsent: bool = True) -> IntakeContact:
    """The e-mail address and sent state of the token's request (401 once it is forgotten;
    409 once the intake was sent, unless `unsent` is False)."""
    try:
        contact = await asyncio.to_thread(request_desk().store.intake_contact, request_id)
    except RequestNotFound as error:  # forgotten or purged since the token was looked up
        raise APIError(401, NO_INTAKE_TOKEN) from error
    if unsent and contact.sent:
        raise APIError(409, SENT)
    return contact
