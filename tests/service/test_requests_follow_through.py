"""Following a request through, over the API: where it came from, its status and owner, notes,
the timeline, the promise's due time, and forgetting the person it came from."""

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.auth.accounts import StaffDirectory
from service.config import Settings
from tests.addresses import post_address
from tests.clock import SATURDAY_IN_HOURS, TUESDAY_10AM, milford, place
from tests.service.conftest import CLERK_USER, STAFF_PASSWORD, STAFF_USER, StaffClient
from tests.service.test_requests_api import desk_of, policy_change, quote

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

DAY = 24 * 60 * 60


async def detail(client: StaffClient, request_id: int = 1) -> dict[str, Any]:
    response = await client.get(f"/api/admin/requests/{request_id}")
    assert response.status_code == 200
    found: dict[str, Any] = await response.get_json()
    return found


def moment(iso_text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(iso_text.replace("Z", "+00:00"))


def events(request: dict[str, Any], kind: str) -> list[tuple[str | None, dict[str, Any]]]:
    return [(event["actor"], event["data"]) for event in request["timeline"]
            if event["type"] == kind]


async def test_the_source_is_kept_when_it_fits_and_dropped_when_not(
        app: Quart, anonymous: QuartClient, client: StaffClient) -> None:
    good = {"sourcePage": post_address("how-to-save"), "landingPage": "/", "referrerHost":
            "www.google.com", "utmSource": "newsletter", "utmMedium": "email",
            "utmCampaign": "Spring 2027"}
    assert (await anonymous.post("/api/requests", json=quote(app, **good))).status_code == 201
    assert (await detail(client))["source"] == {
        "page": post_address("how-to-save"), "landing": "/", "referrerHost": "www.google.com",
        "utmSource": "newsletter", "utmMedium": "email", "utmCampaign": "Spring 2027"}
    bad = {"sourcePage": "https://evil.example/x", "landingPage": "//evil.example",
           "referrerHost": "not a host", "utmSource": "x" * 101, "utmMedium": "two\nlines",
           "utmCampaign": ["a list"]}
    response = await anonymous.post("/api/requests", json=quote(app, **bad))
    assert response.status_code == 201  # never refused: these are not the visitor's answers
    assert (await detail(client, 2))["source"] == {}


async def test_a_new_request_is_due_a_day_later_and_overdue_after(
        app: Quart, anonymous: QuartClient, client: StaffClient) -> None:
    place(desk_of(app).clock, TUESDAY_10AM, running=False)
    await anonymous.post("/api/requests", json=quote(app))
    request = await detail(client)
    assert request["overdue"] is False and request["firstContactAt"] is None
    assert request["timeline"][0]["type"] == "received"
    assert moment(request["dueAt"]) == milford("2026-11-25 10:00")
    desk_of(app).clock.advance(DAY + 60)
    assert (await detail(client))["overdue"] is True
    contacted = await (await client.patch("/api/admin/requests/1", json={"status": "contacted"})
                       ).get_json()
    # No longer overdue; but a status is no contact: the first contact is a logged one.
    assert contacted["overdue"] is False and contacted["firstContactAt"] is None


async def test_a_request_from_saturday_morning_is_not_overdue_a_day_later(
        app: Quart, anonymous: QuartClient, client: StaffClient) -> None:
    # Saturday's 3 hours: 1 h 40 min that morning, 1 h 20 min on Monday.
    place(desk_of(app).clock, SATURDAY_IN_HOURS, running=False)
    await anonymous.post("/api/requests", json=quote(app))
    assert moment((await detail(client))["dueAt"]) == milford("2026-11-23 10:20")
    desk_of(app).clock.advance(DAY + 60)  # Sunday, 10:21
    assert (await detail(client))["overdue"] is False
    desk_of(app).clock.advance(DAY)  # Monday, 10:21
    assert (await detail(client))["overdue"] is True


async def test_staff_assign_note_and_change_status_and_the_timeline_shows_each(
        app: Quart, anonymous: QuartClient, client: StaffClient, settings: Settings) -> None:
    StaffDirectory(settings.staff_database).add(CLERK_USER, STAFF_PASSWORD, "staff")
    await anonymous.post("/api/requests", json=quote(app))
    assigned = await client.patch("/api/admin/requests/1", json={"assignee": CLERK_USER})
    assert assigned.status_code == 200
    assert (await assigned.get_json())["assignee"] == CLERK_USER
    noted = await client.post("/api/admin/requests/1/notes", json={"text": "  Left a voicemail.  "})
    assert noted.status_code == 201
    assert (await noted.get_json())["notesCount"] == 1
    both = await client.patch("/api/admin/requests/1", json={"status": "quoted", "assignee": None})
    request = await both.get_json()
    assert request["status"] == "quoted" and request["assignee"] is None
    assert [event["type"] for event in request["timeline"]] == [
        "received", "consent", "assigned", "note", "status", "assigned"]
    assert events(request, "assigned") == [(STAFF_USER, {"assignee": CLERK_USER}),
                                           (STAFF_USER, {"assignee": None})]
    assert events(request, "note") == [(STAFF_USER, {"text": "Left a voicemail."})]
    assert events(request, "status") == [(STAFF_USER, {"status": "quoted", "was": "new"})]
    assert request["firstContactAt"] is None  # moving a status records no contact
    assert request["timeline"][0]["at"].endswith("Z")


async def test_bad_changes_get_422_naming_the_field(app: Quart, anonymous: QuartClient,
                                                    client: StaffClient,
                                                    settings: Settings) -> None:
    StaffDirectory(settings.staff_database).add("gone", STAFF_PASSWORD, "staff")
    StaffDirectory(settings.staff_database).set_disabled("gone", True)
    await anonymous.post("/api/requests", json=policy_change(app))
    for body, field in [({"status": "quoted"}, "status"), ({"status": "closed"}, "status"),
                        ({"status": 3}, "status"), ({"assignee": "nobody"}, "assignee"),
                        ({"assignee": "gone"}, "assignee"), ({"assignee": 7}, "assignee")]:
        response = await client.patch("/api/admin/requests/1", json=body)
        assert response.status_code == 422, body
        assert list((await response.get_json())["errors"]) == [field], body
    for body in ({}, {"other": 1}, []):
        assert (await client.patch("/api/admin/requests/1", json=body)).status_code == 422
    for text in ("", "   ", "x" * 5001, None):
        response = await client.post("/api/admin/requests/1/notes", json={"text": text})
        assert response.status_code == 422, text
        assert list((await response.get_json())["errors"]) == ["text"]
    assert (await client.post("/api/admin/requests/1/notes", json={"text": "x" * 5000})
            ).status_code == 201
    noted = await client.post("/api/admin/requests/9/notes", json={"text": "hi"})
    assert noted.status_code == 404
    request = await detail(client)
    assert request["status"] == "new" and request["assignee"] is None
    assert [event["type"] for event in request["timeline"]] == ["received", "consent", "note"]


async def test_assignees_are_the_active_staff(app: Quart, client: StaffClient,
                                              settings: Settings) -> None:
    staff = StaffDirectory(settings.staff_database)
    staff.add(CLERK_USER, STAFF_PASSWORD, "staff")
    staff.add("away", STAFF_PASSWORD, "staff")
    staff.set_disabled("away", True)
    response = await client.get("/api/admin/requests/assignees")
    assert (await response.get_json()) == {"assignees": [
        {"username": CLERK_USER, "displayName": CLERK_USER},
        {"username": STAFF_USER, "displayName": STAFF_USER}]}


def file_bytes(settings: Settings) -> bytes:
    folder: Path = settings.requests_database.parent
    return b"".join(path.read_bytes() for path in folder.glob("requests.sqlite3*"))


async def test_forgetting_a_person_leaves_no_byte_of_them_in_the_files(
        app: Quart, anonymous: QuartClient, client: StaffClient, settings: Settings) -> None:
    person = {"name": "Quentin Forgetme", "email": "Quentin.Forgetme@example.com",
              "phone": "203-555-0177", "message": "My secret message about a boat"}
    await anonymous.post("/api/requests", json=quote(app, **person))
    await anonymous.post("/api/requests", json=policy_change(
        app, name="Q. Forgetme", phone="(203) 555 0177", message="Another secret change"))
    await anonymous.post("/api/requests", json=quote(
        app, name="Kept Person", email="quentin.forgetme@EXAMPLE.com", phone=None,
        message="Third secret by mail"))
    await anonymous.post("/api/requests", json=quote(app, name="Someone Else",
                                                     email="else@example.com"))
    await client.post("/api/admin/requests/2/notes", json={"text": "Noted the Forgetme boat"})
    await client.patch("/api/admin/requests/1", json={"status": "contacted"})
    before = file_bytes(settings)
    assert b"Forgetme" in before
    response = await client.delete("/api/admin/requests/1/person")
    assert response.status_code == 200
    assert await response.get_json() == {"forgotten": 3}
    after = file_bytes(settings)
    for personal in (b"Forgetme", b"forgetme", b"2035550177", b"555-0177", b"555 0177",
                     b"secret", b"Kept Person", b"boat"):
        assert personal not in after, personal
    assert b"Someone Else" in after
    forgotten = await detail(client)
    assert forgotten["name"] == forgotten["email"] == forgotten["phone"] == ""
    assert forgotten["message"] == "" and forgotten["details"] == {}
    assert forgotten["status"] == "contacted" and forgotten["reference"]
    assert forgotten["mail"]["state"] == "off" and forgotten["notesCount"] == 0
    assert events(forgotten, "forgotten") == [(STAFF_USER, {"requests": 3})]
    listing = await (await client.get("/api/admin/requests")).get_json()
    assert [request["id"] for request in listing["requests"]] == [4]
    assert (await client.delete("/api/admin/requests/99/person")).status_code == 404


async def test_finished_requests_past_retention_are_purged_and_open_ones_kept(
        app: Quart, anonymous: QuartClient, client: StaffClient) -> None:
    for _ in range(3):
        await anonymous.post("/api/requests", json=quote(app))
    await client.patch("/api/admin/requests/1", json={"status": "won"})
    await client.patch("/api/admin/requests/2", json={"status": "contacted"})
    store = desk_of(app).store
    assert store.purge(desk_of(app).clock.now() + 60) == 1
    assert [request["id"] for request in store.find()] == [3, 2]
