"""Staff sign-in, sign-out and the current session."""

import asyncio
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictStr
from quart import Blueprint, Response, jsonify, request
from quart_schema import validate_request

from service.client import client_address, is_https
from service.errors import APIError
from service.guard import SESSION_COOKIE, current_session, require_same_origin, require_staff
from service.state import app_state

blueprint = Blueprint("auth", __name__, url_prefix="/api/auth")

WRONG_CREDENTIALS = "Wrong user name or password"


class LoginRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    username: Annotated[StrictStr, Field(min_length=1, max_length=64)]
    password: Annotated[StrictStr, Field(min_length=1, max_length=1024)]


def _session_answer(username: str, csrf_token: str) -> Response:
    response = jsonify({"username": username, "csrfToken": csrf_token})
    response.headers["Cache-Control"] = "no-store"
    return response


@blueprint.post("/login")
@validate_request(LoginRequest)
async def login(data: LoginRequest) -> Response:
    """Sign a staff member in: a session cookie and the CSRF token for writes."""
    state = app_state()
    hops = state.settings.trusted_proxy_hops
    require_same_origin(request, hops)
    keys = (f"address:{client_address(request, hops)}", f"user:{data.username.lower()}")
    wait = state.throttle.retry_after(*keys)
    if wait:
        response = jsonify({"message": "Too many failed sign-ins. Try again in a few minutes."})
        response.status_code = 429
        response.headers["Retry-After"] = str(wait)
        return response
    if not await asyncio.to_thread(state.staff.authenticate, data.username, data.password):
        state.throttle.failed(*keys)
        raise APIError(401, WRONG_CREDENTIALS)
    state.throttle.succeeded(keys[1])
    session_id, session = await asyncio.to_thread(state.staff.start_session, data.username)
    response = _session_answer(session.username, session.csrf_token)
    response.set_cookie(SESSION_COOKIE, session_id, max_age=int(state.staff.session_lifetime),
                        path="/", httponly=True, samesite="Strict",
                        secure=is_https(request, hops))
    return response


@blueprint.post("/logout")
async def logout() -> Response:
    """End the current session (same checks as any write) and clear its cookie."""
    state = app_state()
    visitor = await current_session(request, state.staff)
    if visitor is not None:
        await require_staff(request, state.staff, state.settings.trusted_proxy_hops)
        await asyncio.to_thread(state.staff.end_session, visitor.session_id)
    response = Response(status=204)
    response.headers["Cache-Control"] = "no-store"
    response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="Strict")
    return response


@blueprint.get("/session")
async def session() -> Response:
    """Who is signed in, with the CSRF token the editors send; 401 when nobody is."""
    visitor = await current_session(request, app_state().staff)
    if visitor is None:
        raise APIError(401, "Not signed in")
    return _session_answer(visitor.session.username, visitor.session.csrf_token)
