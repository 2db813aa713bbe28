"""Staff sign-in, sign-out and the current session."""

import asyncio
from typing import Annotated

from pydantic import ConfigDict, Field, StrictStr
from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response, validate_request

from service.api.api_model import ApiModel
from service.api.openapi import answers
from service.auth.access import signed_in, staff_member
from service.auth.account_rules import MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, AccountError, Role
from service.auth.accounts import Session
from service.auth.password_checks import HashingBusy
from service.auth.session_guard import SESSION_COOKIE
from service.auth.throttle import Attempt, Refused
from service.http.client_address import client_limit_key, is_https
from service.http.errors import APIError
from service.ops.request_context import note_staff
from service.state import app_state

blueprint = Blueprint("auth", __name__, url_prefix="/api/auth")

WRONG_CREDENTIALS = "Wrong user name or password"
TOO_MANY = "Too many failed sign-ins. Try again in a few minutes."
TOO_MANY_WRONG = "Too many wrong passwords. Try again in a few minutes."
BUSY = "The server is busy. Try again in a moment."


class LoginRequest(ApiModel):
    model_config = ConfigDict(extra="forbid")

    username: Annotated[StrictStr, Field(min_length=1, max_length=64)]
    password: Annotated[StrictStr, Field(min_length=1, max_length=1024)]


class SessionAnswer(ApiModel):
    """The signed-in staff member, their role, the CSRF token to send with each write, whether
    they must change a temporary password before anything else, and the team member they write
    as (the id of copy/team.json a new post takes as its author; null when not linked), and the
    largest image upload the service takes (AGENCY_MAX_UPLOAD_BYTES), which the editors state."""

    username: str
    csrfToken: str
    role: Role
    mustChangePassword: bool
    member: str | None
    maxUploadBytes: int


class PasswordChange(ApiModel):
    model_config = ConfigDict(extra="forbid")

    current: Annotated[StrictStr, Field(min_length=1, max_length=MAX_PASSWORD_LENGTH, description=(
        "The password the member signed in with; a wrong one is refused with 422."))]
    new: Annotated[StrictStr, Field(min_length=MIN_PASSWORD_LENGTH,
                                    max_length=MAX_PASSWORD_LENGTH,
                                    description="Not the current one (422).")]


SESSION_COOKIE_HEADER = {"Set-Cookie": {
    "description": "The session cookie (HttpOnly, SameSite=Strict).", "required": True,
    "schema": {"type": "string"}}}


def _try_later(status: int, message: str, seconds: int) -> Response:
    response = jsonify({"message": message})
    response.status_code = status
    response.headers["Retry-After"] = str(seconds)
    return response


async def _counted_guess(username: str, too_many: str) -> Attempt | Response:
    """A password guess for username from this client, counted before it is checked and held
    back as long as the limits say; or the 429 to answer when it is over them."""
    attempt = app_state().throttle.begin(client_limit_key(request), username.lower())
    if isinstance(attempt, Refused):
        return _try_later(429, too_many, attempt.retry_after)
    if attempt.delay:
        await asyncio.sleep(attempt.delay)
    return attempt


def _session_answer(session: Session) -> Response:
    response = jsonify({"username": session.username, "csrfToken": session.csrf_token,
                        "role": session.role, "mustChangePassword": session.must_change_password,
                        "member": session.member,
                        "maxUploadBytes": app_state().settings.max_upload_bytes})
    response.headers["Cache-Control"] = "no-store"
    return response


@blueprint.post("/login")
@validate_request(LoginRequest)
@document_response(SessionAnswer)
@answers(400, 401, 403, 413, 422, 429, 503, access="same-origin",
         success_headers=SESSION_COOKIE_HEADER)
async def login(data: LoginRequest) -> Response:
    """Sign a staff member in: a session cookie and the CSRF token for writes."""
    state = app_state()
    attempt = await _counted_guess(data.username, TOO_MANY)
    if isinstance(attempt, Response):
        return attempt
    try:
        signed_in = await state.password_checks.run(state.staff.authenticate, data.username,
                                                     data.password)
    except HashingBusy:
        state.throttle.not_checked(attempt)
        return _try_later(503, BUSY, 1)
    if not signed_in:
        raise APIError(401, WRONG_CREDENTIALS)
    state.throttle.succeeded(attempt)
    session_id, session = await asyncio.to_thread(state.staff.start_session, data.username)
    note_staff(session.username)
    response = _session_answer(session)
    response.set_cookie(SESSION_COOKIE, session_id, max_age=int(state.staff.session_lifetime),
                        path="/", httponly=True, samesite="Strict",
                        secure=is_https(request))
    return response


@blueprint.post("/logout")
@answers(403, access="optional-write", temporary_password=True, responses={204: {
    "description": "Signed out, or nobody was; the session cookie is cleared."}})
async def logout() -> Response:
    """End the current session (same checks as any write) and clear its cookie."""
    visitor = signed_in()
    if visitor is not None:
        await asyncio.to_thread(app_state().staff.end_session, visitor.session_id)
    response = Response(status=204)
    response.headers["Cache-Control"] = "no-store"
    response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="Strict")
    return response


@blueprint.get("/session")
@document_response(SessionAnswer)
@answers(401, access="staff", signed_out="Not signed in", temporary_password=True)
async def session() -> Response:
    """Who is signed in, with the CSRF token the editors send; 401 when nobody is."""
    return _session_answer(staff_member().session)


@blueprint.post("/password")
@validate_request(PasswordChange)
@answers(400, 413, 422, 429, 503, access="staff-write", temporary_password=True,
         responses={204: {
             "description": "Changed; the member's other sessions have ended, this one goes on."}})
async def change_password(data: PasswordChange) -> Response:
    """Change the signed-in member's own password, given the current one (also the temporary
    one an owner handed over, which must be changed before anything else). Wrong current
    passwords count against the same limits as wrong sign-ins (429 over them)."""
    visitor, state = staff_member(), app_state()
    # A stolen session must not become a way round the sign-in limits to guess the password.
    attempt = await _counted_guess(visitor.session.username, TOO_MANY_WRONG)
    if isinstance(attempt, Response):
        return attempt
    try:
        changed = await state.password_checks.run(state.staff.change_own_password,
                                                   visitor.session_id, data.current, data.new)
    except HashingBusy:
        state.throttle.not_checked(attempt)
        return _try_later(503, BUSY, 1)
    except AccountError as error:  # the current password was right; the new one is refused
        state.throttle.succeeded(attempt)
        raise APIError(422, str(error)) from error
    if not changed:
        raise APIError(422, "The current password is wrong")
    state.throttle.succeeded(attempt)
    response = Response(status=204)
    response.headers["Cache-Control"] = "no-store"
    return response
