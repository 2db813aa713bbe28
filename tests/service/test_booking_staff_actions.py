"""The day view's bookings, a request's booking and what staff do to it (reschedule, cancel,
no-show, done), and the client mark."""

import json
import re
import sqlite3
from typing import Any

import pytest
from quart import Quart

from service.app import create_app
from service.auth.accounts import StaffDirectory
from service.config import Settings
from service.requests.desk import EXTENSION_KEY as REQUESTS_KEY
from tests.clock import epoch, place
from tests.service.conftest import STAFF_PASSWORD, StaffClient, signed_in_as
from tests.service.request_rows import (
    NOW,
    at_now,  # noqa: F401 (a fixture)
    rows,
    write_request,
)
from tests.service.staff_booking_rows import MEMBER, OTHER_MEMBER, write_booking

pytestmark = pytest.mark.usefixtures("at_now")


@pytest.fixture
async def eleanor(app: Quart, settings: Settings) -> StaffClient:
    StaffDirectory(settings.staff_database).add("eleanor", STAFF_PASSWORD, "staff", member=MEMBER)
    return await signed_in_as(app, "eleanor")


def booked(settings: Settings, start: str = "2026-12-01 10:00", **fields: Any) -> int:
    """A booked booking request of Eleanor's at `start` (Milford's clock); its id."""
    with rows(settings) as db:
        request_id = write_request(db, kind="booking", status="booked", name="Ada Park",
                                   email="ada@example.com", details={})
        write_booking(db, request_id, start, **fields)
    return request_id


def stored(settings: Settings, request_id: int) -> sqlite3.Row:
    with sqlite3.connect(settings.requests_database) as db:
        db.row_factory = sqlite3.Row
        row: sqlite3.Row = db.execute(
            "SELECT r.status, r.client, b.starts_at, b.ends_at, b.blocks_until, b.sequence "
            "FROM requests r LEFT JOIN bookings b ON b.request_id = r.id WHERE r.id = ?",
            (request_id,)).fetchone()
    return row


def mails(settings: Settings, request_id: int) -> list[tuple[str, str]]:
    """The request's queued mails: purpose and recipient."""
    with sqlite3.connect(settings.requests_database) as db:
        return [(row[0], row[1]) for row in db.execute(
            "SELECT purpose, recipient FROM mails WHERE request_id = ? ORDER BY id",
            (request_id,))]


def staff_email(settings: Settings, member: str = MEMBER) -> str:
    """The team member's e-mail address in the test's copy of copy/team.json."""
    team = json.loads((settings.content_dir / "copy" / "team.json").read_text())
    return str(next(agent["email"] for agent in team["agents"] if agent["id"] == member))


def both_told(settings: Settings, member: str = MEMBER) -> list[tuple[str, str]]:
    """The visitor's mail and the staff member's, to the address copy/team.json gives."""
    return [("booking-visitor", "ada@example.com"),
            ("booking-staff", staff_email(settings, member))]


async def answer(response: Any, status: int) -> Any:
    assert response.status_code == status, await response.get_data()
    return await response.get_json()


async def test_the_day_view_lists_the_member_s_bookings_of_the_agency_s_day(
        eleanor: StaffClient, settings: Settings) -> None:
    late = booked(settings, "2026-12-01 15:30")
    early = booked(settings, "2026-12-01 09:00")
    booked(settings, "2026-12-02 09:00")  # another day
    booked(settings, "2026-12-01 11:00", member=OTHER_MEMBER)  # another member
    # 19:30 in Milford is already the next day in UTC: it is still the agency's December 1.
    evening = booked(settings, "2026-12-01 19:30")
    day = await answer(await eleanor.get("/api/admin/bookings?day=2026-12-01"), 200)
    assert day["member"] == MEMBER
    assert [b["requestId"] for b in day["bookings"]] == [early, late, evening]
    first = day["bookings"][0]
    assert first["start"] == "2026-12-01T14:00:00Z" and first["end"] == "2026-12-01T14:15:00Z"
    assert (first["name"], first["status"], first["place"]) == ("Ada Park", "booked", "phone")
    assert first["title"] == "Quote call"  # copy/booking.json's title, not the type's id
    assert {m["id"] for m in day["members"]} == {MEMBER, OTHER_MEMBER}


async def test_an_owner_switches_member_and_staff_cannot(
        client: StaffClient, eleanor: StaffClient, settings: Settings) -> None:
    theirs = booked(settings, "2026-12-01 11:00", member=OTHER_MEMBER)
    mine = booked(settings, "2026-12-01 09:00")
    other = await answer(await client.get(
        f"/api/admin/bookings?day=2026-12-01&member={OTHER_MEMBER}"), 200)
    assert [b["requestId"] for b in other["bookings"]] == [theirs]
    # An owner's account linked to nobody sees every member's day.
    every = await answer(await client.get("/api/admin/bookings?day=2026-12-01"), 200)
    assert every["member"] is None
    assert [b["requestId"] for b in every["bookings"]] == [mine, theirs]
    await answer(await eleanor.get(f"/api/admin/bookings?day=2026-12-01&member={OTHER_MEMBER}"),
                 403)
    # "all" is every member's day: an owner's, whoever their account is linked to; not staff's.
    assert len((await answer(await client.get("/api/admin/bookings?day=2026-12-01&member=all"),
                             200))["bookings"]) == 2
    await answer(await eleanor.get("/api/admin/bookings?day=2026-12-01&member=all"), 403)


async def test_the_day_view_refuses_a_bad_day_an_unknown_member_and_an_unlinked_account(
        client: StaffClient, clerk: StaffClient) -> None:
    for day in ("2026-13-01", "", "12/01/2026"):
        assert "day" in (await answer(await client.get(f"/api/admin/bookings?day={day}"),
                                      422))["errors"]
    assert "member" in (await answer(await client.get("/api/admin/bookings?member=nobody"),
                                     422))["errors"]
    assert "member" in (await answer(await clerk.get("/api/admin/bookings"), 422))["errors"]


async def test_the_day_view_defaults_to_today_on_the_agency_s_clock(
        eleanor: StaffClient, settings: Settings) -> None:
    today = booked(settings, "2026-11-18 13:00")  # the desk's clock: November 18, 6:06 AM
    day = await answer(await eleanor.get("/api/admin/bookings"), 200)
    assert day["day"] == "2026-11-18"
    assert [b["requestId"] for b in day["bookings"]] == [today]


async def test_the_request_s_booking_reads_with_its_answers(
        client: StaffClient, settings: Settings) -> None:
    # The title and question labels come from copy/booking.json; an answer to a question the
    # type no longer asks is shown under its id.
    copy = json.loads((settings.content_dir / "copy" / "booking.json").read_text())
    quote = next(kind for kind in copy["types"] if kind["id"] == "quote-call")
    about = next(question["label"] for question in quote["questions"] if question["id"] == "about")
    request_id = booked(settings, answers={"about": "Two cars", "parking": "Side door"})
    booking = await answer(await client.get(f"/api/admin/requests/{request_id}/booking"), 200)
    assert booking["start"] == "2026-12-01T15:00:00Z" and booking["member"] == MEMBER
    assert (booking["type"], booking["place"], booking["status"]) == ("quote-call", "phone",
                                                                      "booked")
    assert booking["title"] == quote["title"] != "quote-call"
    assert booking["answers"] == [{"id": "about", "label": about, "answer": "Two cars"},
                                  {"id": "parking", "label": "parking", "answer": "Side door"}]
    with rows(settings) as db:
        quote = write_request(db)
    await answer(await client.get(f"/api/admin/requests/{quote}/booking"), 409)
    await answer(await client.get("/api/admin/requests/999/booking"), 404)


async def test_staff_reschedule_a_booking_raising_its_sequence_and_both_hear(
        client: StaffClient, settings: Settings) -> None:
    request_id = booked(settings)
    changed = await answer(await client.post(f"/api/admin/requests/{request_id}/booking", json={
        "action": "reschedule", "start": "2026-12-02T16:30:00Z"}), 200)
    assert changed["id"] == request_id and changed["timeline"][-1]["type"] == "booking-moved"
    row = stored(settings, request_id)
    assert row["starts_at"] == epoch("2026-12-02 11:30") and row["sequence"] == 1
    assert row["ends_at"] - row["starts_at"] == 15 * 60
    assert row["blocks_until"] - row["starts_at"] == 20 * 60  # the buffer after kept
    assert mails(settings, request_id) == both_told(settings)


@pytest.mark.parametrize(("start", "status", "field"), [
    ("2026-12-02T16:10:00Z", 422, "start"),  # off the quarter hour
    ("2026-11-17T16:00:00Z", 422, "start"),  # past
    ("2026-12-02 16:00", 422, "start"),  # no zone
    ("tomorrow", 422, "start"),
    (None, 422, "start"),
])
async def test_a_bad_new_time_is_refused_and_nothing_moves(
        client: StaffClient, settings: Settings, start: object, status: int, field: str) -> None:
    request_id = booked(settings)
    refused = await answer(await client.post(f"/api/admin/requests/{request_id}/booking", json={
        "action": "reschedule", "start": start}), status)
    assert field in refused["errors"]
    assert stored(settings, request_id)["sequence"] == 0


async def test_a_time_every_member_of_the_type_has_booked_is_refused_as_taken(
        client: StaffClient, settings: Settings) -> None:
    booked(settings, "2026-12-02 11:00")
    booked(settings, "2026-12-02 11:00", member=OTHER_MEMBER)
    request_id = booked(settings)
    refused = await answer(await client.post(f"/api/admin/requests/{request_id}/booking", json={
        "action": "reschedule", "start": "2026-12-02T16:15:00Z"}), 409)
    assert "taken" in refused["message"]
    # booking-core's next open times, as ISO times on the wire.
    assert refused["nextFree"] and all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:00Z", start)
                                       for start in refused["nextFree"])
    assert stored(settings, request_id)["starts_at"] == epoch("2026-12-01 10:00")


async def test_a_move_runs_the_full_availability_checks(
        client: StaffClient, settings: Settings) -> None:
    """Office hours, the member's own hours and time off, as booking-core's move checks."""
    request_id = booked(settings)
    path = f"/api/admin/requests/{request_id}/booking"
    # 10 PM in Milford: the office is closed, though the time is on the grid and ahead.
    refused = await answer(await client.post(path, json={
        "action": "reschedule", "start": "2026-12-03T03:00:00Z"}), 422)
    assert "start" in refused["errors"] and refused["nextFree"]
    # Beyond the type's 30 days ahead.
    await answer(await client.post(path, json={
        "action": "reschedule", "start": "2027-02-02T16:00:00Z"}), 422)
    assert stored(settings, request_id)["sequence"] == 0


async def test_a_move_to_a_time_only_another_member_has_free_passes_the_booking_on(
        client: StaffClient, settings: Settings) -> None:
    booked(settings, "2026-12-02 11:00")  # Eleanor is busy then; Thomas is not
    request_id = booked(settings)
    await answer(await client.post(f"/api/admin/requests/{request_id}/booking", json={
        "action": "reschedule", "start": "2026-12-02T16:15:00Z"}), 200)
    booking = await answer(await client.get(f"/api/admin/requests/{request_id}/booking"), 200)
    assert booking["member"] == OTHER_MEMBER and booking["title"] == "Quote call"
    assert mails(settings, request_id) == both_told(settings, OTHER_MEMBER)


async def test_cancel_then_no_further_change_and_no_show_and_done_mark_the_status(
        client: StaffClient, settings: Settings) -> None:
    request_id = booked(settings)
    path = f"/api/admin/requests/{request_id}/booking"
    cancelled = await answer(await client.post(path, json={"action": "cancel"}), 200)
    assert cancelled["status"] == "cancelled"
    assert stored(settings, request_id)["sequence"] == 1
    assert mails(settings, request_id) == both_told(settings)
    for action in ({"action": "cancel"}, {"action": "done"},
                   {"action": "reschedule", "start": "2026-12-02T16:30:00Z"}):
        await answer(await client.post(path, json=action), 409)
    other = booked(settings, "2026-12-03 10:00")
    path = f"/api/admin/requests/{other}/booking"
    assert (await answer(await client.post(path, json={"action": "no-show"}), 200))[
        "status"] == "no-show"
    assert (await answer(await client.post(path, json={"action": "done"}), 200))[
        "status"] == "done"
    assert mails(settings, other) == []


async def test_a_change_waits_while_the_meeting_types_cannot_be_read(settings: Settings) -> None:
    """The checks and the mails read copy/booking.json: broken, nothing changes (no 500)."""
    request_id = booked(settings)
    (settings.content_dir / "copy" / "booking.json").write_text('{"types": "none"}')
    app = create_app(settings)  # a service that reads the broken copy from its start
    place(app.extensions[REQUESTS_KEY].clock, NOW, running=False)
    async with app.test_app():
        client = await signed_in_as(app)
        path = f"/api/admin/requests/{request_id}/booking"
        refused = await answer(await client.post(path, json={"action": "cancel"}), 409)
        assert "copy/booking.json" in refused["message"]
        await answer(await client.post(path, json={
            "action": "reschedule", "start": "2026-12-02T16:30:00Z"}), 409)
    assert stored(settings, request_id)["status"] == "booked"
    assert mails(settings, request_id) == []


async def test_bad_booking_actions_are_refused(client: StaffClient, settings: Settings) -> None:
    request_id = booked(settings)
    for body in ({"action": "delete"}, {}, []):
        refused = await answer(await client.post(f"/api/admin/requests/{request_id}/booking",
                                                 json=body), 422)
        assert "action" in refused["errors"]
    await answer(await client.post("/api/admin/requests/999/booking",
                                   json={"action": "done"}), 404)
    with rows(settings) as db:
        quote = write_request(db)
    await answer(await client.post(f"/api/admin/requests/{quote}/booking",
                                   json={"action": "done"}), 409)
    assert stored(settings, request_id)["status"] == "booked"


async def test_the_client_mark_toggles_and_goes_on_the_timeline_once(
        client: StaffClient, settings: Settings) -> None:
    with rows(settings) as db:
        request_id = write_request(db)
    path = f"/api/admin/requests/{request_id}/client"
    marked = await answer(await client.post(path, json={"client": True}), 200)
    assert marked["client"] is True and marked["timeline"][-1]["type"] == "client"
    again = await answer(await client.post(path, json={"client": True}), 200)
    assert len(again["timeline"]) == len(marked["timeline"])
    assert (await answer(await client.post(path, json={"client": False}), 200))["client"] is False
    assert stored(settings, request_id)["client"] == 0
    for body in ({"client": "yes"}, {}, {"client": 1}):
        assert "client" in (await answer(await client.post(path, json=body), 422))["errors"]
    await answer(await client.post("/api/admin/requests/999/client", json={"client": True}), 404)


async def test_the_client_mark_needs_the_csrf_token(client: StaffClient,
                                                    settings: Settings) -> None:
    with rows(settings) as db:
        request_id = write_request(db)
    response = await client.raw.post(f"/api/admin/requests/{request_id}/client",
                                     json={"client": True}, headers={"Origin": "http://localhost"})
    assert response.status_code == 403
    assert stored(settings, request_id)["client"] == 0
