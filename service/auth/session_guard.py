"""What access levels are made of: the staff session, a same-origin request, the CSRF token."""

import asyncio
import hmac
from dataclasses import dataclass

from quart import Request, g

from service.auth.accounts import Session, StaffDirectory
from service.http.client_address import own_origin
from service.http.errors import APIError
from service.ops.request_context import note_staff

SESSION_COOKIE = "agency_session"
CSRF_HEADER = "X-CSRF-Token"
CROSS_SITE = "Cross-site requests are not allowed"
WRONG_TOKEN = "Missing or wrong CSRF token: reload the page and try again"


@dataclass(frozen=True)
class Visitor:
    session_id: str
    session: Session


async def current_session(request: Request, staff: StaffDirectory) -> Visitor | None:
    """The signed-in staff member behind the request's cookie, looked up once per request."""
    if "visitor" not in g:
        session_id = request.cookies.get(SESSION_COOKIE, "")
        session = await asyncio.to_thread(staff.session, session_id) if session_id else None
        g.visitor = Visitor(session_id, session) if session else None
        if session:
            note_staff(session.username)
    visitor: Visitor | None = g.visitor
    return visitor


def require_same_origin(request: Request) -> None:
    """Refuse cross-site writes: Sec-Fetch-Site when the browser sends it, else an exact Origin."""
    fetch_site = request.headers.get("Sec-Fetch-Site")
    if fetch_site is not None:
        if fetch_site != "same-origin":
            raise APIError(403, CROSS_SITE)
        return
    origin = request.headers.get("Origin")
    if origin is None or origin != own_origin(request):
        raise APIError(403, CROSS_SITE)


def require_csrf_token(request: Request, visitor: Visitor) -> None:
    """Refuse a write that does not carry the session's CSRF token."""
    token = request.headers.get(CSRF_HEADER, "")
    if not token or not _equal(token, visitor.session.csrf_token):
        raise APIError(403, WRONG_TOKEN)


def _equal(given: str, expected: str) -> bool:
    return hmac.compare_digest(given.encode(), expected.encode())
