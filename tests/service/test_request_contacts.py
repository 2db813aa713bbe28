""""Log a call": POST /api/admin/requests/<id>/contacts records a call, a text or an e-mail on the
timeline at its own time; the first one is the request's first contact. And the migration that
stopped taking the first contact from a status change, on a file release 72632fb wrote."""

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.requests.storage import RequestStore
from tests.clock import epoch, milford, place
from tests.service.conftest import STAFF_USER, StaffClient
from tests.service.test_requests_api import desk_of, quote

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

RELEASE_FILE = Path(__file__).parents[1] / "fixtures" / "requests-releases" / "72632fb.sqlite3"
CONTACTS = "/api/admin/requests/1/contacts"


async def arrived_at_ten(app: Quart, anonymous: QuartClient) -> None:
    place(desk_of(app).clock, milford("2026-11-24 10:00"), running=False)
    sent = await anonymous.post("/api/requests", json=quote(
        app, sourcePage="/insurance/property-insurance/homeowners-insurance", landingPage="/"))
    assert sent.status_code == 201


async def test_a_logged_call_goes_on_the_timeline_at_its_time_and_is_the_first_contact(
        app: Quart, anonymous: QuartClient, client: StaffClient) -> None:
    await arrived_at_ten(app, anonymous)
    desk_of(app).clock.advance(3 * 3600)  # 1 PM
    texted = await client.post(CONTACTS, json={"channel": "text"})
    assert texted.status_code == 201
    # The call came first, logged after the text, on the office's clock; its note is kept.
    called = await client.post(CONTACTS, json={"channel": "call", "at": "2026-11-24T11:30",
                                                "note": "  Left a voicemail.  "})
    assert called.status_code == 201
    request = await called.get_json()
    contacts = [(e["at"], e["actor"], e["data"]) for e in request["timeline"]
                if e["type"] == "contact"]
    assert contacts == [("2026-11-24T18:00:00Z", STAFF_USER, {"channel": "text"}),
                        ("2026-11-24T16:30:00Z", STAFF_USER,
                         {"channel": "call", "note": "Left a voicemail."})]
    assert request["firstContactAt"] == "2026-11-24T16:30:00Z"
    # Each answer names the pages it came from by their own titles (the product page's, the
    # route table's for the home page).
    assert request["sourceTitles"] == {"page": "Homeowners Insurance", "landing": "Home"}
    # A status change is no contact: it leaves the first contact as the logged call made it.
    moved = await client.patch("/api/admin/requests/1", json={"status": "contacted"})
    assert (await moved.get_json())["firstContactAt"] == "2026-11-24T16:30:00Z"


@pytest.mark.parametrize(("body", "field"), [
    ({"channel": "fax"}, "channel"),
    ({}, "channel"),
    ({"channel": ["call"]}, "channel"),
    ({"channel": "call", "at": "yesterday"}, "at"),
    ({"channel": "call", "at": 1795000000}, "at"),
    ({"channel": "call", "at": "2026-11-24T09:59"}, "at"),  # before it arrived
    ({"channel": "call", "at": "2026-11-24T14:59:59Z"}, "at"),
    ({"channel": "call", "at": "2026-11-24T10:01"}, "at"),  # later than now
    ({"channel": "email", "note": "x" * 1001}, "note"),
    ({"channel": "email", "note": 5}, "note"),
])
async def test_a_contact_that_cannot_be_gets_422_naming_the_field(
        app: Quart, anonymous: QuartClient, client: StaffClient, body: dict[str, Any],
        field: str) -> None:
    await arrived_at_ten(app, anonymous)
    response = await client.post(CONTACTS, json=body)
    assert response.status_code == 422
    assert list((await response.get_json())["errors"]) == [field]
    assert (await (await client.get("/api/admin/requests/1")).get_json())["firstContactAt"] \
        is None


async def test_a_time_given_to_the_minute_counts_in_the_minute_it_arrived_and_the_current_one(
        app: Quart, anonymous: QuartClient, client: StaffClient) -> None:
    place(desk_of(app).clock, epoch("2026-11-24 10:00") + 40, running=False)
    assert (await anonymous.post("/api/requests", json=quote(app))).status_code == 201
    desk_of(app).clock.advance(10)  # 10:00:50
    # The arrival's minute is the arrival (10:00:40), the current minute now (10:00:50).
    early = await client.post(CONTACTS, json={"channel": "call", "at": "2026-11-24T10:00"})
    assert (await early.get_json())["firstContactAt"] == "2026-11-24T15:00:40Z"
    desk_of(app).clock.advance(60)  # 10:01:50
    late = await client.post(CONTACTS, json={"channel": "text", "at": "2026-11-24T10:01:30"})
    assert late.status_code == 201
    assert [e["at"] for e in (await late.get_json())["timeline"] if e["type"] == "contact"] \
        == ["2026-11-24T15:00:40Z", "2026-11-24T15:01:30Z"]


async def test_no_such_request_is_404_and_visitors_are_turned_away(
        app: Quart, anonymous: QuartClient, client: StaffClient) -> None:
    await arrived_at_ten(app, anonymous)
    assert (await client.post("/api/admin/requests/9/contacts",
                              json={"channel": "call"})).status_code == 404
    assert (await anonymous.post(CONTACTS, json={"channel": "call"})).status_code in (401, 403)


async def test_forgetting_the_person_keeps_the_contact_but_not_its_note(
        app: Quart, anonymous: QuartClient, client: StaffClient) -> None:
    await arrived_at_ten(app, anonymous)
    await client.post(CONTACTS, json={"channel": "call", "note": "Jane's cell is 203-555-0199"})
    assert (await client.delete("/api/admin/requests/1/person")).status_code == 200
    request = await (await client.get("/api/admin/requests/1")).get_json()
    assert [e["data"] for e in request["timeline"] if e["type"] == "contact"] == [
        {"channel": "call"}]
    assert request["firstContactAt"] == "2026-11-24T15:00:00Z"


def test_a_file_of_release_72632fb_migrates_and_a_status_no_longer_counts_as_contact(
        tmp_path: Path) -> None:
    database = tmp_path / "requests.sqlite3"
    shutil.copyfile(RELEASE_FILE, database)
    with sqlite3.connect(database) as old:
        assert old.execute("PRAGMA user_version").fetchone() == (4,)
        assert old.execute("SELECT first_contact_at FROM requests WHERE id = 1").fetchone()[0]
    old.close()
    store = RequestStore(database)
    assert store.set_up() == [
        "requests.sqlite3: schema 4 -> 5 (first contact from recorded contacts)",
        "requests.sqlite3: schema 5 -> 6 (the quote intake: answers, links to finish later, "
        "attached files)",
        "requests.sqlite3: schema 6 -> 7 (bookings: times, staff hours and days off, signed "
        "links; requests marked client)",
        "requests.sqlite3: schema 7 -> 8 (the newsletter: subscribers, their consent, sends and "
        "each recipient's mail)"]
    request = store.get(1)
    assert request["firstContactAt"] is None
    # Everything else kept: the status change, the note, the source, the other request.
    assert [e["type"] for e in request["timeline"]] == ["received", "status", "note"]
    assert request["status"] == "contacted" and request["name"] == "Jane Doe"
    assert request["source"] == {"page": "/insurance/property-insurance/homeowners-insurance"}
    assert store.get(2)["name"] == "Sam Lee"
    store.log_contact(1, "maria", 1_795_020_000.0, "call", 1_795_011_000.0)
    assert store.get(1)["firstContactAt"] == "2026-11-18T14:10:00Z"
    with sqlite3.connect(database) as migrated:
        columns = [row[1] for row in migrated.execute("PRAGMA table_info(requests)")]
    migrated.close()
    assert "first_contact_at" not in columns
