"""The public booking API: the types, the open times, the next three, and a visitor's booking
(stored as a request of kind 'booking' with its mails; two visitors racing for one slot get one
booking; refused times come with the next free ones; the request form's guards apply)."""

import asyncio
import sqlite3
from typing import Any

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.bookings.links import REVIEW_LINK_DAYS, make_link
from service.config import Settings
from service.requests.storage import RequestStore
from tests.clock import TUESDAY_10AM, place, utc
from tests.service.conftest import StaffClient
from tests.service.test_requests_api import desk_of, old_token

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

# At Tuesday 10:00 a quote call (4 office hours' notice) opens at 14:00; the consultation (8
# hours, only thomas-whitcomb) on Wednesday at 10:00.
FIRST_CALL = "2026-11-24T19:00:00Z"
FIRST_CONSULTATION = "2026-11-25T15:00:00Z"


@pytest.fixture(autouse=True)
def tuesday_morning(app: Quart) -> None:
    place(desk_of(app).clock, TUESDAY_10AM, running=False)


def booking(app: Quart, **changes: Any) -> dict[str, Any]:
    fields = {"type": "quote-call", "start": FIRST_CALL, "place": "phone", "name": "Jane Doe",
              "email": "jane@example.com", "phone": "(203) 555-0199",
              "answers": {"about": "Two cars"}, "consent": True, "website": "",
              "zone": "Europe/Paris", "formToken": old_token(app)} | changes
    return {key: value for key, value in fields.items() if value is not None}


def rows(settings: Settings, query: str) -> list[tuple[Any, ...]]:
    RequestStore(settings.requests_database).set_up()
    with sqlite3.connect(settings.requests_database) as db:
        return db.execute(query).fetchall()


async def test_the_types_are_the_offered_meeting_types(anonymous: QuartClient) -> None:
    body = await (await anonymous.get("/api/booking/types")).get_json()
    assert body["zone"] == "America/New_York" and body["intro"]
    assert [(kind["id"], kind["durationMinutes"], kind["places"]) for kind in body["types"]] == [
        ("quote-call", 15, ["phone"]), ("policy-review", 30, ["phone", "office"]),
        ("business-consultation", 45, ["office"])]
    assert "members" not in body["types"][0]


async def test_the_slots_follow_the_office_hours_and_the_notice(anonymous: QuartClient) -> None:
    answer = await anonymous.get("/api/booking/slots?type=quote-call&from=2026-11-24&days=3")
    body = await answer.get_json()
    assert answer.headers["Cache-Control"].startswith("no-store")
    days = {day["date"]: day["slots"] for day in body["days"]}
    assert list(days) == ["2026-11-24", "2026-11-25", "2026-11-26"]
    assert days["2026-11-24"][0] == FIRST_CALL and days["2026-11-24"][-1] == "2026-11-24T21:45:00Z"
    weekend = await (await anonymous.get("/api/booking/slots?type=quote-call&from=2026-11-28"
                                         "&days=2")).get_json()
    saturday, sunday = (day["slots"] for day in weekend["days"])
    assert saturday[-1] == "2026-11-28T16:45:00Z" and sunday == []  # 11:45 AM; closed Sundays
    assert body["next"] == [FIRST_CALL, "2026-11-24T19:15:00Z", "2026-11-24T19:30:00Z"]
    following = await (await anonymous.get("/api/booking/next")).get_json()
    assert following == {"type": "quote-call", "slots": body["next"]}


@pytest.mark.parametrize("query", ["type=nothing", "type=quote-call&from=2026-13-01",
                                   "type=quote-call&days=15", "type=quote-call&days=x"])
async def test_bad_slot_questions_are_refused_plainly(anonymous: QuartClient, query: str) -> None:
    answer = await anonymous.get(f"/api/booking/slots?{query}")
    assert answer.status_code == (404 if query == "type=nothing" else 422)
    assert (await answer.get_json())["message"]


async def test_a_booking_is_a_request_with_its_booking_mails_and_link(
        app: Quart, anonymous: QuartClient, client: StaffClient, settings: Settings) -> None:
    answer = await anonymous.post("/api/bookings", json=booking(app))
    body = await answer.get_json()
    assert answer.status_code == 201, body
    assert body["start"] == FIRST_CALL and body["end"] == "2026-11-24T19:15:00Z"
    assert body["type"] == "quote-call" and body["place"] == "phone" and body["manage"]
    stored = await (await client.get("/api/admin/requests/1")).get_json()
    assert stored["kind"] == "booking" and stored["status"] == "booked"
    assert stored["reference"] == body["reference"]
    assert stored["booking"] == {"type": "quote-call", "member": "eleanor-whitcomb",
                                 "place": "phone", "start": FIRST_CALL,
                                 "end": "2026-11-24T19:15:00Z", "sequence": 0}
    assert [event["type"] for event in stored["timeline"]] == ["received", "consent", "booked"]
    assert rows(settings, "SELECT answers, visitor_zone FROM bookings") == [
        ('{"about": "Two cars"}', "Europe/Paris")]
    assert sorted(rows(settings, "SELECT purpose, recipient FROM mails")) == [
        ("booking-staff", "eleanor@harborpointinsurance.example"),
        ("booking-visitor", "jane@example.com")]
    slots = await (await anonymous.get("/api/booking/next")).get_json()
    assert slots["slots"][0] == FIRST_CALL  # thomas-whitcomb is still free then
    again = await anonymous.post("/api/bookings", json=booking(app, email="sam@example.com"))
    assert (await again.get_json())["start"] == FIRST_CALL
    assert rows(settings, "SELECT member FROM bookings ORDER BY request_id") == [
        ("eleanor-whitcomb",), ("thomas-whitcomb",)]
    taken = await anonymous.post("/api/bookings", json=booking(app, email="kim@example.com"))
    assert taken.status_code == 409
    # Both are busy until 14:20 (the call's five minutes after): 14:30 is next.
    assert (await taken.get_json())["nextFree"][0] == "2026-11-24T19:30:00Z"


async def test_two_visitors_racing_for_one_slot_get_one_booking(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    def post(name: str) -> Any:
        return anonymous.post("/api/bookings", json=booking(
            app, type="business-consultation", start=FIRST_CONSULTATION, place="office",
            name=name, answers={"business": "A bakery"}))

    first, second = await asyncio.gather(post("Jane Doe"), post("Sam Lee"))
    statuses = sorted([first.status_code, second.status_code])
    assert statuses == [201, 409]
    loser = first if first.status_code == 409 else second
    refusal = await loser.get_json()
    assert refusal["message"].startswith("That time was just taken")
    assert len(refusal["nextFree"]) == 3 and FIRST_CONSULTATION not in refusal["nextFree"]
    assert rows(settings, "SELECT COUNT(*) FROM bookings") == [(1,)]
    assert rows(settings, "SELECT COUNT(*) FROM requests") == [(1,)]


@pytest.mark.parametrize(("start", "reason"), [
    ("2026-11-24T14:00:00Z", "past"), ("2026-11-24T16:00:00Z", "notice"),
    ("2026-11-29T15:00:00Z", "hours"), ("2026-11-24T19:05:00Z", "hours"),
    ("2027-01-04T15:00:00Z", "window")])
async def test_a_time_not_open_is_refused_with_the_next_free_ones(
        app: Quart, anonymous: QuartClient, settings: Settings, start: str, reason: str) -> None:
    answer = await anonymous.post("/api/bookings", json=booking(app, start=start))
    body = await answer.get_json()
    assert answer.status_code == 422 and body["reason"] == reason
    assert body["nextFree"][0] == FIRST_CALL
    assert rows(settings, "SELECT COUNT(*) FROM requests") == [(0,)]


@pytest.mark.parametrize(("changes", "field"), [
    ({"name": ""}, "name"), ({"email": None}, "email"), ({"email": "jane@"}, "email"),
    ({"phone": "555"}, "phone"), ({"phone": None}, "phone"), ({"consent": False}, "consent"),
    ({"place": "office"}, "place"), ({"start": "tomorrow"}, "start"),
    ({"type": "business-consultation", "place": "office", "answers": {}}, "answers.business")])
async def test_field_problems_are_named(app: Quart, anonymous: QuartClient,
                                        changes: dict[str, Any], field: str) -> None:
    answer = await anonymous.post("/api/bookings", json=booking(app, **changes))
    assert answer.status_code == 422
    assert field in (await answer.get_json())["errors"]


async def test_the_request_forms_guards_apply(app: Quart, anonymous: QuartClient,
                                              settings: Settings) -> None:
    honeypot = await anonymous.post("/api/bookings", json=booking(app, website="spam.example"))
    assert honeypot.status_code == 400
    fresh = await anonymous.post("/api/bookings", json=booking(
        app, formToken=old_token(app, seconds_ago=0)))
    assert fresh.status_code == 422 and "quicker" in (await fresh.get_json())["message"]
    token = old_token(app)
    assert (await anonymous.post("/api/bookings", json=booking(app, formToken=token))
            ).status_code == 201
    reused = await anonymous.post("/api/bookings", json=booking(
        app, formToken=token, start="2026-11-24T20:00:00Z"))
    assert reused.status_code == 422 and "already sent" in (await reused.get_json())["message"]
    assert (await anonymous.post("/api/requests", json={"kind": "booking", "name": "X",
                                                        "email": "x@example.com",
                                                        "formToken": old_token(app)})
            ).status_code == 422  # the request form takes no bookings
    for _ in range(5):
        await anonymous.post("/api/bookings", json=booking(app, start="2026-11-24T14:00:00Z"))
    limited = await anonymous.post("/api/bookings", json=booking(app))
    assert limited.status_code == 429
    assert rows(settings, "SELECT COUNT(*) FROM bookings") == [(1,)]


async def test_a_review_link_is_spent_with_its_booking(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    store = desk_of(app).store
    now = utc("2026-11-24 09:00").timestamp()
    with store.transaction() as db:
        client_id = db.execute(
            "INSERT INTO requests (kind, created_at, name, email, phone, contact_preference, "
            "message, details, client) VALUES ('quote', ?, 'Jane Doe', 'jane@example.com', '', "
            "'', '', '{}', 1)", (now,)).lastrowid
        assert client_id is not None
        token = make_link(db, "review", client_id, now, now + REVIEW_LINK_DAYS * 86400)
    review = booking(app, type="policy-review", review=token)
    first = await anonymous.post("/api/bookings", json=review)
    assert first.status_code == 201, await first.get_json()
    assert rows(settings, "SELECT review_of FROM bookings") == [(client_id,)]
    used = await anonymous.post("/api/bookings", json=booking(
        app, type="policy-review", review=token, start="2026-11-24T20:00:00Z"))
    assert used.status_code == 410
    forged = await anonymous.post("/api/bookings", json=booking(
        app, type="policy-review", review="forged", start="2026-11-24T20:00:00Z"))
    assert forged.status_code == 404
    assert rows(settings, "SELECT COUNT(*) FROM bookings") == [(1,)]


async def test_staff_edit_the_meeting_types_on_the_site_screen_and_the_site_follows(
        client: StaffClient, anonymous: QuartClient, settings: Settings) -> None:
    listed = await (await client.get("/api/admin/documents")).get_json()
    [entry] = [item for item in listed if item["name"] == "copy/booking"]
    assert entry["title"] == "Booking: meeting types" and entry["group"] == "Agency"
    document = await (await client.get("/api/admin/documents/copy/booking")).get_json()
    types = document["value"]["types"]
    video = [{**types[0], "places": ["video"], "videoLink": None}]
    refused = await client.put("/api/admin/documents/copy/booking",
                               json={"intro": "Talk to us.", "types": video})
    assert refused.status_code == 422
    changed = await client.put("/api/admin/documents/copy/booking", json={
        "intro": "Talk to us.", "types": [{**types[0], "title": "Quick call"},
                                          {**types[1], "active": False}]})
    assert changed.status_code == 200, await changed.get_data()
    body = await (await anonymous.get("/api/booking/types")).get_json()
    assert body["intro"] == "Talk to us."
    assert [(kind["id"], kind["title"]) for kind in body["types"]] == [("quote-call", "Quick call")]
    gone = await anonymous.get("/api/booking/slots?type=policy-review")
    assert gone.status_code == 404


async def test_a_booking_cancelled_from_the_inbox_tells_the_visitor_and_frees_the_time(
        app: Quart, anonymous: QuartClient, client: StaffClient, settings: Settings) -> None:
    assert (await anonymous.post("/api/bookings", json=booking(app))).status_code == 201
    changed = await client.patch("/api/admin/requests/1", json={"status": "cancelled"})
    body = await changed.get_json()
    assert changed.status_code == 200, body
    assert body["status"] == "cancelled" and body["booking"]["sequence"] == 1
    assert sorted(rows(settings, "SELECT purpose FROM mails")) == [
        ("booking-staff",), ("booking-staff",), ("booking-visitor",), ("booking-visitor",)]
    refused = await client.patch("/api/admin/requests/1", json={"status": "quoted"})
    assert refused.status_code == 422
