"""A team member's weekly booking hours and time off, as staff edit them in the workspace: an
owner anyone's, a staff account only those of the team member it is linked to."""

import asyncio
from datetime import date
from typing import Any

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response

from service.api.booking_staff_answers import (
    HOURS_BODY,
    TIME_OFF_BODY,
    BookingHours,
    TimeOff,
    TimeOffList,
)
from service.api.openapi import answers
from service.api.request_answers import FIELD_REFUSAL
from service.api.responses import no_store
from service.auth.access import staff_member
from service.bookings import schedules
from service.bookings.hours_rules import check_time_off
from service.http.errors import APIError, json_error
from service.requests.desk import request_desk
from service.requests.request_db import LARGEST_ROW_ID
from service.state import app_state

blueprint = Blueprint("staff_booking_hours", __name__, url_prefix="/api/admin/booking-hours")

SIGN_IN_TO_SEE = "Sign in to see booking hours"
NOT_KEPT = "The hours were not saved"
TIME_OFF_NOT_KEPT = "The time off was not saved"
ONLY_YOUR_OWN = "You can change only your own hours: an owner can change anyone's."
NO_TIME_OFF = "No such time off"
EXAMPLES = {"member": "eleanor-whitcomb"}


def team_names() -> dict[str, str]:
    """The team's members by id (copy/team.json), in the page's order."""
    return {author.id: author.name for author in app_state().cache.authors()}


def unknown_member(member: str) -> Response:
    """The 422 for a member id the team does not have, naming the ids it has."""
    known = ", ".join(team_names()) or "none"
    return no_store(json_error(422, "No such team member", errors={
        "member": f"No team member has the id {member!r} (the team's ids: {known})."}))


def may_see(member: str) -> None:
    """403 unless the signed-in account is an owner's or linked to this team member."""
    session = staff_member().session
    if session.role != "owner" and session.member != member:
        raise APIError(403, ONLY_YOUR_OWN)


def _hours(member: str, week: schedules.WeekHours | None) -> Response:
    return no_store(jsonify({"member": member, "name": team_names()[member],
                             "week": None if week is None else week.as_json()}))


async def _in_transaction(call: Any, *args: Any) -> Any:
    store = request_desk().store

    def run() -> Any:
        with store.transaction() as db:
            return call(db, *args)

    return await asyncio.to_thread(run)


@blueprint.get("/<member>")
@document_response(BookingHours)
@answers(401, 403, access="staff", signed_out=SIGN_IN_TO_SEE, examples=EXAMPLES,
         responses=FIELD_REFUSAL)
async def get_hours(member: str) -> Response:
    """A team member's weekly booking hours (null: the office's hours); an owner reads
    anyone's, other staff their own."""
    if member not in team_names():
        return unknown_member(member)
    may_see(member)
    return _hours(member, await _in_transaction(schedules.read_week, member))


@blueprint.put("/<member>")
@document_response(BookingHours)
@answers(400, 401, 403, 413, access="staff-write", request_body=HOURS_BODY,
         examples=EXAMPLES, responses=FIELD_REFUSAL)
async def put_hours(member: str) -> Response:
    """Replace a team member's weekly booking hours; a refusal names each field at fault
    (`week.monday.1.from`): a time off the quarter hour, an end not after its start, ranges that
    overlap."""
    if member not in team_names():
        return unknown_member(member)
    may_see(member)
    body = await request.get_json()
    try:
        week = schedules.parse_week(body.get("week") if isinstance(body, dict) else None)
    except schedules.ScheduleRefused as refused:
        return no_store(json_error(422, NOT_KEPT, errors=refused.errors))
    await _in_transaction(schedules.write_week, member, week, request_desk().clock.now(),
                          staff_member().session.username)
    return _hours(member, week)


@blueprint.get("/<member>/time-off")
@document_response(TimeOffList)
@answers(401, 403, access="staff", signed_out=SIGN_IN_TO_SEE, examples=EXAMPLES,
         responses=FIELD_REFUSAL)
async def list_time_off(member: str) -> Response:
    """A team member's time off, the earliest first."""
    if member not in team_names():
        return unknown_member(member)
    may_see(member)
    found = await _in_transaction(schedules.time_off, member)
    return no_store(jsonify({"member": member, "timeOff": found}))


@blueprint.post("/<member>/time-off")
@document_response(TimeOff, 201)
@answers(400, 401, 403, 413, access="staff-write", request_body=TIME_OFF_BODY,
         examples=EXAMPLES, responses=FIELD_REFUSAL)
async def add_time_off(member: str) -> Response:
    """Add days a team member takes no bookings (first to last day, both included)."""
    if member not in team_names():
        return unknown_member(member)
    may_see(member)
    checked, errors = check_time_off(await request.get_json())
    if checked is None:
        return no_store(json_error(422, TIME_OFF_NOT_KEPT, errors=errors))
    first, last, note = checked
    new_id = await _in_transaction(schedules.add_time_off, member, date.fromisoformat(first),
                                   date.fromisoformat(last), note,
                                   staff_member().session.username)
    response = jsonify({"id": new_id, "firstDay": first, "lastDay": last, "note": note})
    response.status_code = 201
    return no_store(response)


# `string:` spelled out: the OpenAPI path pattern reads "<member>/…/<int:" as one converter.
@blueprint.delete("/<string:member>/time-off/<int:time_off_id>")
@answers(401, 403, 404, access="staff-write", examples=EXAMPLES, responses={
    **FIELD_REFUSAL, 204: {"description": "The time off is removed."}})
async def remove_time_off(member: str, time_off_id: int) -> Response:
    """Remove a team member's time off: they take bookings on those days again."""
    if member not in team_names():
        return unknown_member(member)
    may_see(member)
    if time_off_id > LARGEST_ROW_ID or not await _in_transaction(
            schedules.remove_time_off, member, time_off_id):
        raise APIError(404, NO_TIME_OFF)
    return no_store(Response(status=204))
