"""Who may call each route: the access every route declares, enforced by one hook before it runs."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, TypeVar, assert_never

from quart import Quart, current_app, g, request

from service.auth.session_guard import (
    CROSS_SITE,
    Visitor,
    current_session,
    require_csrf_token,
    require_same_origin,
)
from service.http.client_address import from_another_site
from service.http.errors import APIError
from service.state import app_state

F = TypeVar("F", bound=Callable[..., Any])

# public: anyone. public-form: anyone, but a browser posting from another site's page is refused.
# same-origin: anyone, from this site's own pages only. staff: a staff session. staff-write: a
# staff session, from this site's own pages, with the session's CSRF token. optional-write:
# anyone, but a signed-in visitor only as for staff-write (so nobody is signed out from afar).
# owner and owner-write: as staff and staff-write, for a member whose role is owner. intake: a
# visitor's device with an `Authorization: Intake <token>` header (which intake the token opens,
# service/api/intake_access.py finds; no cookie is involved, so no CSRF token is needed).
# A member who must change a temporary password gets only the routes that declare
# `temporary_password=True` at the staff and owner levels (changing it, the session, signing out).
Access = Literal["public", "public-form", "same-origin", "staff", "staff-write", "optional-write",
                 "owner", "owner-write", "intake"]
ACCESS_ATTRIBUTE = "_agency_access"
SIGN_IN_TO_SEE = "Sign in to see this"
SIGN_IN_TO_CHANGE = "Sign in to make changes"
OWNERS_ONLY = "Only an owner can manage staff accounts"
CHANGE_PASSWORD_FIRST = "Change your temporary password first"
INTAKE_SCHEME = "Intake "
NO_INTAKE_TOKEN = ("This quote request cannot be opened from here: open it again from the link "
                   "we e-mailed you, or start a new one.")


@dataclass(frozen=True)
class Declared:
    level: Access
    signed_out: str | None = None  # the 401's sentence, where not the level's own
    temporary_password: bool = False  # open to a member who must still change their password


# Routes Quart and quart-schema add themselves: their views are bound methods, which hold no mark.
LIBRARY_ROUTES: dict[str, Declared] = {"static": Declared("public"),
                                       "openapi": Declared("public")}


class FormFromAnotherSite(APIError):
    """A public form posted from another site's page; the form's blueprint words the answer."""

    def __init__(self) -> None:
        super().__init__(403, CROSS_SITE)


def access(level: Access, signed_out: str | None = None,
           temporary_password: bool = False) -> Callable[[F], F]:
    """Declare who may call a route (the levels are above `Access`); `signed_out` rewords the
    401 a staff level gives nobody signed in; `temporary_password` lets in a member who must
    still change theirs."""
    def declare(func: F) -> F:
        setattr(func, ACCESS_ATTRIBUTE, Declared(level, signed_out, temporary_password))
        return func

    return declare


def declared_access(views: Mapping[str, Callable[..., Any]], endpoint: str) -> Declared | None:
    """What the endpoint's view declares, from an app's `view_functions`."""
    declared: Declared | None = getattr(views[endpoint], ACCESS_ATTRIBUTE, None)
    return declared or LIBRARY_ROUTES.get(endpoint)


def enforce_access(app: Quart) -> None:
    """Refuse to build an app with a route that declares no access; check every request against
    its route's declaration before the handler, and so before any body is read or validated."""
    undeclared = sorted(e for e in app.view_functions
                        if declared_access(app.view_functions, e) is None)
    if undeclared:
        raise RuntimeError(f"routes that declare no access: {', '.join(undeclared)}")
    app.before_request(_check_access)


async def _check_access() -> None:
    rule = request.url_rule
    if rule is None:  # nothing matched: the answer is 404 or 405, and nothing runs
        return
    declared = declared_access(current_app.view_functions, rule.endpoint)
    if declared is None:  # a route added after enforce_access looked: nobody gets in
        raise RuntimeError(f"{rule.endpoint} declares no access")
    # Whatever the level, so handlers and the app shell learn who is signed in from one place;
    # a request without the session cookie (every visitor's) costs no lookup.
    visitor = await current_session(request, app_state().staff)
    match declared.level:
        case "public":
            pass
        case "public-form":
            if from_another_site(request):
                raise FormFromAnotherSite()
        case "same-origin":
            require_same_origin(request)
        case "intake":
            if not request.headers.get("Authorization", "").startswith(INTAKE_SCHEME):
                raise APIError(401, NO_INTAKE_TOKEN)
        case "staff" | "owner":
            _check_member(visitor, declared, SIGN_IN_TO_SEE)
        case "staff-write" | "owner-write":
            _check_write(_check_member(visitor, declared, SIGN_IN_TO_CHANGE))
        case "optional-write":
            if visitor is not None:
                _check_write(visitor)
        case _:
            assert_never(declared.level)


def _check_member(visitor: Visitor | None, declared: Declared, signed_out: str) -> Visitor:
    if visitor is None:
        raise APIError(401, declared.signed_out or signed_out)
    if visitor.session.must_change_password and not declared.temporary_password:
        raise APIError(403, CHANGE_PASSWORD_FIRST)
    if declared.level.startswith("owner") and visitor.session.role != "owner":
        raise APIError(403, OWNERS_ONLY)
    return visitor


def _check_write(visitor: Visitor) -> None:
    require_same_origin(request)
    require_csrf_token(request, visitor)


def signed_in() -> Visitor | None:
    """Who is signed in, as the access check found before the handler ran."""
    visitor: Visitor | None = g.get("visitor")
    return visitor


def staff_member() -> Visitor:
    """The signed-in staff member a route declared for staff was let in for."""
    visitor = signed_in()
    if visitor is None:
        raise RuntimeError("staff_member() in a route not declared for staff")
    return visitor
