"""Staff and bookings: a day's bookings (the day view), a request's booking and what staff do to
it (reschedule, cancel, no-show, done), and the client mark the annual review link needs."""

import asyncio
from datetime import datetime
from typing import Any

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response

from service.api.booking_staff_answers import DayBookings
from service.api.openapi import answers, query
from service.api.request_answers import FIELD_REFUSAL
from service.api.responses import no_store
from service.api.staff_booking_hours import may_see, team_names, unknown_member
from service.auth.access import staff_member
from service.bookings import booking_db_interim as booking_db
from service.bookings.hours_rules import parse_day
from service.content import AGENCY_ZONE
from service.http.errors import APIError, json_error
from service.requests.desk import request_desk
from service.state import app_state

blueprint = Blueprint("staff_bookings", __name__, url_prefix="/api/admin")

SIGN_IN_TO_SEE = "Sign in to see bookings"
EVERYONE = "all"
ONLY_OWNERS_SEE_ALL = "Only an owner sees every member's bookings."
NOT_LINKED = ("Your account is not linked to a team member: choose a member, or ask an owner to "
              "link your account.")
DAY_PARAMETERS = (
    query("day", {"type": "string", "format": "date"},
          f"The agency's day ({AGENCY_ZONE.key}), YYYY-MM-DD; left out: today."),
    query("member", {"type": "string"}, "A team member's id (copy/team.json), `all` (an "
          "owner: every member's) or `me` (the default: the signed-in account's member; an "
          "owner's account without one sees every member)."))


def type_titles() -> dict[str, dict[str, Any]]:
    """The meeting types of copy/booking.json by id (none while it is missing)."""
    cache = app_state().cache
    document = cache.parsed(cache.store.copy_path("booking"))
    types = document.get("types", []) if isinstance(document, dict) else []
    return {kind["id"]: kind for kind in types if isinstance(kind, dict) and "id" in kind}


def _title(type_id: str, types: dict[str, dict[str, Any]]) -> str:
    return str(types.get(type_id, {}).get("title", type_id))


def _day_member(asked: str | None) -> str | Response | None:
    """Whose day: the member asked for (`me` the account's own), None for all (an owner's
    account without a member); a refusal naming `member`."""
    session = staff_member().session
    if asked == EVERYONE:
        if session.role != "owner":
            raise APIError(403, ONLY_OWNERS_SEE_ALL)
        return None
    if asked in (None, "", "me"):
        if session.member is None:
            if session.role == "owner":
                return None
            return no_store(json_error(422, NOT_LINKED, errors={"member": NOT_LINKED}))
        return session.member
    if asked not in team_names():
        return unknown_member(asked)
    may_see(asked)
    return asked


@blueprint.get("/bookings")
@document_response(DayBookings)
@answers(400, 401, 403, access="staff", signed_out=SIGN_IN_TO_SEE, parameters=DAY_PARAMETERS,
         responses=FIELD_REFUSAL)
async def day_bookings() -> Response:
    """The bookings of one of the agency's days, the earliest first: the signed-in member's, or
    (for an owner) any member's or everyone's."""
    desk = request_desk()
    day_text = request.args.get("day", datetime.fromtimestamp(
        desk.clock.now(), AGENCY_ZONE).date().isoformat())
    if parse_day(day_text) is None:
        return no_store(json_error(422, "No such day", errors={
            "day": "Give the day as YYYY-MM-DD, like 2026-12-01."}))
    member = _day_member(request.args.get("member"))
    if isinstance(member, Response):
        return member

    def read() -> list[dict[str, Any]]:
        with desk.store.reading() as db:
            return booking_db.bookings_of_day(db, day_text, member)

    types, names = type_titles(), team_names()
    found = [{key: booking[key] for key in ("requestId", "reference", "type", "start", "end",
                                           "place", "status", "name", "phone", "member")}
             | {"title": _title(booking["type"], types)}
             for booking in await asyncio.to_thread(read)]
    return no_store(jsonify({"day": day_text, "member": member, "bookings": found,
                             "members": [{"id": key, "name": name}
                                         for key, name in names.items()]}))
