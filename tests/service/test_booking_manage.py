"""The visitor's manage link (`Authorization: Booking <token>`): it shows the booking, moves or
cancels it up to the cut-off, and a forged (404), used or expired (410) link, a change after the
cut-off or to a taken time (409) changes nothing."""

from typing import Any

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.api.booking_links import CHANGES
from service.app import create_app
from service.bookings.links import make_link
from service.config import Settings
from tests.clock import epoch, place
from tests.conftest import eventually
from tests.service.booking_rows import VISITOR, booked_call
from tests.service.test_requests_api import desk_of
from tests.service.test_requests_mail import (  # noqa: F401 (fixtures)
    Mailbox,
    mailbox,
    settings,
    smtp_port,
)

NOW = epoch("2026-11-24 10:00")  # the app fixture's clock
START = epoch("2026-12-01 09:00")
HOUR = 3600
ORIGIN = "http://localhost"  # the test client's own origin (a same-site form post)


def a_link(app: Quart, start: float = START) -> tuple[int, str]:
    store = desk_of(app).store
    request_id = booked_call(store, start, NOW)
    with store.transaction() as db:
        return request_id, make_link(db, "manage", request_id, NOW, start)


def header(token: str, scheme: str = "Booking") -> dict[str, str]:
    return {"Authorization": f"{scheme} {token}"}


async def post(anonymous: QuartClient, path: str, token: str, body: Any = None) -> Any:
    return await anonymous.post(f"/api/booking/manage/{path}", json=body or {},
                                headers=header(token) | {"Origin": ORIGIN})


def stored(app: Quart, request_id: int) -> tuple[Any, ...]:
    """The booking's state, its time, SEQUENCE, the notices of its changes and its live links
    (the outbox, sending in the background, adds reminders and links of its own mails)."""
    with desk_of(app).store.reading() as db:
        return tuple(db.execute(
            "SELECT r.status, b.starts_at, b.sequence, (SELECT COUNT(*) FROM mails m WHERE "
            "m.request_id = r.id AND m.purpose IN ('booking-visitor', 'booking-staff')), "
            "(SELECT COUNT(*) FROM booking_links l WHERE l.request_id = r.id AND l.used_at IS "
            "NULL AND l.created_at = ?) FROM requests r JOIN bookings b ON b.request_id = r.id "
            "WHERE r.id = ?", (NOW, request_id)).fetchone())


async def test_the_link_shows_the_booking_and_until_when_it_can_change(
        app: Quart, anonymous: QuartClient) -> None:
    _, token = a_link(app)
    answer = await anonymous.get("/api/booking/manage", headers=header(token))
    assert answer.status_code == 200, await answer.get_data()
    assert answer.headers["Cache-Control"] == "no-store"
    shown = await answer.get_json()
    assert shown["start"] == "2026-12-01T14:00:00Z" and shown["end"] == "2026-12-01T14:15:00Z"
    assert shown["status"] == "booked" and shown["canChange"] is True
    assert shown["changeUntil"] == "2026-12-01T12:00:00Z"  # two hours before, the default
    assert shown["type"] == "quote-call" and shown["place"] == "phone"
    assert shown["reference"]


@pytest.mark.parametrize("sent", ["forged", "review-token", "too-long", "none", "other-scheme"])
async def test_a_forged_or_missing_link_is_404(app: Quart, anonymous: QuartClient,
                                               sent: str) -> None:
    request_id, token = a_link(app)
    with desk_of(app).store.transaction() as db:
        review = make_link(db, "review", request_id, NOW, NOW + 60 * 86400)
    headers = {"forged": header(token[:-2] + "xx"), "none": {}, "too-long": header(token * 3),
               "other-scheme": header(token, "Bearer"), "review-token": header(review)}[sent]
    before = stored(app, request_id)
    for answer in (await anonymous.get("/api/booking/manage", headers=headers),
                   await anonymous.post("/api/booking/manage/cancel", json={},
                                        headers=headers | {"Origin": ORIGIN})):
        assert answer.status_code == 404
        assert "don't recognise this link" in (await answer.get_json())["message"]
    assert stored(app, request_id) == before


async def test_rescheduling_moves_it_spends_the_link_and_answers_a_new_one(
        app: Quart, anonymous: QuartClient, mailbox: Mailbox) -> None:  # noqa: F811
    request_id, token = a_link(app)
    moved = await post(anonymous, "reschedule", token, {"start": "2026-12-01T16:00:00Z"})
    assert moved.status_code == 200, await moved.get_data()
    answer = await moved.get_json()
    assert answer["start"] == "2026-12-01T16:00:00Z" and answer["manage"] != token
    status, start, sequence, _, _ = stored(app, request_id)
    assert (status, start, sequence) == ("booked", START + 2 * HOUR, 1)
    again = await anonymous.get("/api/booking/manage", headers=header(token))
    assert again.status_code == 410 and (await again.get_json())["reason"] == "used"
    assert (await post(anonymous, "cancel", token)).status_code == 410
    # The new link works, even once the "moved" mail (with a link of its own) has gone.
    await desk_of(app).outbox.deliver_due()
    await eventually(lambda: any(m["Subject"].startswith("Changed: ")
                                 for m in mailbox.to(VISITOR)), seconds=10)
    fresh = await anonymous.get("/api/booking/manage", headers=header(answer["manage"]))
    assert fresh.status_code == 200


async def test_cancelling_queues_the_cancellation_and_spends_every_link(
        app: Quart, anonymous: QuartClient) -> None:
    request_id, token = a_link(app)
    cancelled = await post(anonymous, "cancel", token)
    assert cancelled.status_code == 200, await cancelled.get_data()
    assert (await cancelled.get_json())["status"] == "cancelled"
    status, _, sequence, _, live_links = stored(app, request_id)
    assert (status, sequence, live_links) == ("cancelled", 1, 0)
    with desk_of(app).store.reading() as db:
        purposes = [row[0] for row in db.execute(
            "SELECT purpose FROM mails WHERE request_id = ? AND state = 'pending' ORDER BY id",
            (request_id,))]
    assert purposes[-2:] == ["booking-visitor", "booking-staff"]
    assert (await anonymous.get("/api/booking/manage", headers=header(token))).status_code == 410


@pytest.mark.parametrize("action", ["reschedule", "cancel"])
async def test_after_the_cut_off_the_visitor_is_asked_to_call_and_nothing_changes(
        app: Quart, anonymous: QuartClient, action: str) -> None:
    request_id, token = a_link(app)
    place(desk_of(app).clock, START - HOUR, running=False)
    before = stored(app, request_id)
    refused = await post(anonymous, action, token, {"start": "2026-12-01T16:00:00Z"})
    assert refused.status_code == 409
    message = (await refused.get_json())["message"]
    assert "less than 2 hours" in message and "(203) 555-0142" in message
    assert stored(app, request_id) == before
    shown = await (await anonymous.get("/api/booking/manage", headers=header(token))).get_json()
    assert shown["canChange"] is False


async def test_the_cut_off_is_a_setting(settings: Settings) -> None:  # noqa: F811
    app = create_app(settings.replace(booking_change_cutoff_hours=0))
    async with app.test_app():
        place(desk_of(app).clock, NOW, running=False)
        _, token = a_link(app)
        place(desk_of(app).clock, START - HOUR, running=False)
        answer = await post(app.test_client(), "cancel", token)
        assert answer.status_code == 200, await answer.get_data()


async def test_a_taken_time_or_a_bad_one_changes_nothing(
        app: Quart, anonymous: QuartClient) -> None:
    for member in ("eleanor-whitcomb", "thomas-whitcomb"):  # 11:00 taken for both who take it
        booked_call(desk_of(app).store, START + 2 * HOUR, NOW, member=member)
    request_id, token = a_link(app)
    before = stored(app, request_id)
    taken = await post(anonymous, "reschedule", token, {"start": "2026-12-01T16:00:00Z"})
    assert taken.status_code == 409
    assert (await taken.get_json())["nextFree"]
    for bad in ({"start": "tomorrow"}, {"start": "2026-12-01T16:00:00"}, {}):
        assert (await post(anonymous, "reschedule", token, bad)).status_code == 422
    assert stored(app, request_id) == before
    assert (await anonymous.get("/api/booking/manage", headers=header(token))).status_code == 200


async def test_a_link_past_the_booking_start_is_expired(app: Quart,
                                                        anonymous: QuartClient) -> None:
    request_id, token = a_link(app)
    place(desk_of(app).clock, START, running=False)
    before = stored(app, request_id)
    for answer in (await anonymous.get("/api/booking/manage", headers=header(token)),
                   await post(anonymous, "cancel", token)):
        assert answer.status_code == 410
        assert (await answer.get_json())["reason"] == "expired"
    assert stored(app, request_id) == before


async def test_a_change_from_another_site_is_refused(app: Quart, anonymous: QuartClient) -> None:
    request_id, token = a_link(app)
    before = stored(app, request_id)
    answer = await anonymous.post("/api/booking/manage/cancel", json={},
                                  headers=header(token) | {"Origin": "https://evil.example"})
    assert answer.status_code == 403
    assert stored(app, request_id) == before


async def test_changes_are_limited_per_client_as_the_forms_are(
        app: Quart, anonymous: QuartClient) -> None:
    request_id, token = a_link(app)
    forged = token[:-2] + "xx"
    answers = [(await post(anonymous, "cancel", forged)).status_code for _ in range(CHANGES + 1)]
    assert answers == [404] * CHANGES + [429]
    limited = await post(anonymous, "cancel", token)
    assert limited.status_code == 429
    # The clock stands still: the first try leaves the 10-minute window in 600 s.
    assert limited.headers["Retry-After"] == "600"
    assert stored(app, request_id)[0] == "booked"
