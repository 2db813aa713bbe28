"""Staff and bookings: a day's bookings (the day view), a request's booking and what staff do to
it (reschedule, cancel, no-show, done), and the client mark the annual review link needs."""

import asyncio
from datetime import datetime

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response

from service.api.booking_staff_answers import DayBookings
from service.api.openapi import answers, query
from service.api.request_answers import FIELD_REFUSAL
from service.api.responses import no_store
from service.api.staff_booking_hours import may_see, team_names, unknown_member
from service.auth.access import staff_member
from service.bookings import booking_db
from service.bookings.hours_rules import parse_day
from service.bookings.setting import BookingsUnavailable, current_setting
from service.content import AGENCY_ZONE, MeetingType
from service.http.errors import APIError, json_error
from service.requests.desk import request_desk
from service.requests.request_json import iso

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


def meeting_types() -> dict[str, MeetingType]:
    """The meeting types of copy/booking.json (booking_db's setting) by id; none while the
    setting cannot be read, and a booking then shows its type's id."""
    try:
        return {kind.id: kind for kind in current_setting().copy.types}
    except BookingsUnavailable:
        return {}


def type_title(type_id: str, types: dict[str, MeetingType]) -> str:
    """The type's title, or its id for a type the copy no longer has."""
    kind = types.get(type_id)
    return type_id if kind is None else kind.title


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
    day = parse_day(day_text)
    if day is None:
        return no_store(json_error(422, "No such day", errors={
            "day": "Give the day as YYYY-MM-DD, like 2026-12-01."}))
    member = _day_member(request.args.get("member"))
    if isinstance(member, Response):
        return member

    def read() -> list[booking_db.Booking]:
        with desk.store.reading() as db:
            forgotten = {row[0] for row in db.execute(
                "SELECT id FROM requests WHERE kind = ? AND forgotten_at IS NOT NULL",
                (booking_db.KIND,))}
            return [booking for booking in booking_db.bookings_of_day(db, day, member)
                    if booking.status != "spam" and booking.request_id not in forgotten]

    types, names = meeting_types(), team_names()
    found = [{"requestId": booking.request_id, "reference": booking.reference,
              "type": booking.type_id, "title": type_title(booking.type_id, types),
              "start": iso(booking.starts_at), "end": iso(booking.ends_at),
              "place": booking.place, "status": booking.status, "name": booking.name,
              "phone": booking.phone, "member": booking.member}
             for booking in await asyncio.to_thread(read)]
    return no_store(jsonify({"day": day.isoformat(), "member": member, "bookings": found,
                             "members": [{"id": key, "name": name}
                                         for key, name in names.items()]}))
