"""Renewal reminders: a current policy ending within AGENCY_INTAKE_RENEWAL_DAYS (45) brings the
request back to the inbox under "Re-quote before renewal", once, with a due time and an event,
and the daily digest names it (never a sensitive answer)."""

import asyncio
import datetime as dt
from collections.abc import AsyncIterator
from typing import Any

import pytest
from quart import Quart

from service.app import create_app
from service.config import Settings
from service.ops.lifecycle import EXTENSION_KEY as LIFECYCLE_KEY, Lifecycle
from service.requests.digest import body, waiting_requests
from service.requests.intake.renewal import RenewalTask, note_renewals, waiting_renewals
from service.requests.local_time import local_day
from tests.clock import TUESDAY_10AM, place
from tests.conftest import eventually
from tests.service.conftest import StaffClient
from tests.service.intake_rows import ANN_LICENCE, two_drivers_two_vehicles, write_intake
from tests.service.request_rows import NOW, at_now, rows, write_request  # noqa: F401
from tests.service.test_requests_api import desk_of

pytestmark = pytest.mark.clock
PUBLIC_URL = "https://harborpoint.example"
RENEWAL_JOB = "renewal reminders"


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[Quart]:
    """The service without its renewal loop: each test runs the rounds it means to, at the
    instant it means. The loop's first round reads the clock at the start (Tuesday, November 24)
    and may reach the database only after the test wrote its rows, noting a renewal 44 days off."""
    built = create_app(settings)
    work: Lifecycle = built.extensions[LIFECYCLE_KEY]
    work.jobs = [job for job in work.jobs if job.name != RENEWAL_JOB]
    place(desk_of(built).clock, TUESDAY_10AM)
    async with built.test_app():
        yield built


def renewing_in(app: Quart, settings: Settings, days: int, **fields: Any) -> int:
    """A won quote whose auto policy (from its intake) ends in `days` days."""
    expiry = local_day(NOW) + dt.timedelta(days=days)
    with rows(settings) as db:
        request_id = write_request(db, status="won", due_at=NOW - 300 * 86400, **fields)
        write_intake(db, request_id,
                     two_drivers_two_vehicles(desk_of(app).keys, request_id, expiry), NOW)
    return request_id


async def renewal_list(client: StaffClient) -> dict[str, Any]:
    response = await client.get("/api/admin/requests?renewal=1")
    assert response.status_code == 200, await response.get_data()
    found: dict[str, Any] = await response.get_json()
    return found


@pytest.mark.usefixtures("at_now")
async def test_40_days_away_comes_back_to_the_inbox_once_and_50_days_away_does_not(
        app: Quart, client: StaffClient, settings: Settings) -> None:
    assert settings.intake_renewal_days == 45
    near = renewing_in(app, settings, 40, name="Near Renewal", reference="HP-NEAR2")
    far = renewing_in(app, settings, 50, name="Far Renewal", reference="HP-FAR22")
    store = desk_of(app).store
    assert (await renewal_list(client))["requests"] == []
    assert note_renewals(store, NOW, settings.intake_renewal_days) == [near]
    assert note_renewals(store, NOW + 3600, settings.intake_renewal_days) == []  # once
    listed = await renewal_list(client)
    assert [r["id"] for r in listed["requests"]] == [near]
    assert listed["renewalCount"] == 1
    expiry = (local_day(NOW) + dt.timedelta(days=40)).isoformat()
    assert listed["requests"][0]["renewalOn"] == expiry
    found = await (await client.get(f"/api/admin/requests/{near}")).get_json()
    [event] = [e for e in found["timeline"] if e["type"] == "renewal-due"]
    assert event["data"] == {"renewalOn": expiry, "days": 40} and event["actor"] is None
    assert found["dueAt"] > "2026-11-18"  # a due time from the reminder, no longer last year's
    far_found = await (await client.get(f"/api/admin/requests/{far}")).get_json()
    assert not [e for e in far_found["timeline"] if e["type"] == "renewal-due"]
    # Once staff move its status, it has been taken up: it leaves the section.
    moved = await client.patch(f"/api/admin/requests/{near}", json={"status": "contacted"})
    assert moved.status_code == 200
    assert (await renewal_list(client))["requests"] == []


@pytest.mark.usefixtures("at_now")
async def test_the_digest_names_the_request_back_for_a_re_quote(
        app: Quart, settings: Settings) -> None:
    near = renewing_in(app, settings, 40, name="Near Renewal", reference="HP-NEAR3")
    renewing_in(app, settings, 50, name="Far Renewal", reference="HP-FAR33")
    store = desk_of(app).store
    note_renewals(store, NOW, settings.intake_renewal_days)
    digest = waiting_requests(store, NOW)
    assert [request.id for request, _ in digest.renewals] == [near]
    text = body(digest, PUBLIC_URL)
    assert "Re-quote before renewal (1)" in text and "HP-NEAR3" in text
    expiry = local_day(NOW) + dt.timedelta(days=40)
    assert f"Renews: {expiry:%B} {expiry.day}, {expiry.year}" in text
    assert "HP-FAR33" not in text and ANN_LICENCE not in text
    assert "1 to re-quote before renewal" in text.splitlines()[0]


@pytest.mark.usefixtures("at_now")
async def test_the_days_are_a_setting(app: Quart, settings: Settings,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    far = renewing_in(app, settings, 50)
    monkeypatch.setenv("AGENCY_INTAKE_RENEWAL_DAYS", "60")
    assert Settings.from_env().intake_renewal_days == 60
    assert note_renewals(desk_of(app).store, NOW, 60) == [far]
    monkeypatch.setenv("AGENCY_INTAKE_RENEWAL_DAYS", "0")
    with pytest.raises(ValueError):
        Settings.from_env()


@pytest.mark.usefixtures("at_now")
async def test_a_staff_edit_of_the_expiry_date_makes_a_new_reminder(
        app: Quart, client: StaffClient, settings: Settings) -> None:
    near = renewing_in(app, settings, 40)
    store = desk_of(app).store
    assert note_renewals(store, NOW, 45) == [near]
    later = (local_day(NOW) + dt.timedelta(days=42)).isoformat()
    edited = await client.patch(f"/api/admin/requests/{near}/intake", json={
        "step": "autoPolicy", "answers": {"currentInsurer": "Nutmeg Mutual",
                                          "currentLimits": "100/300/100", "expiryDate": later}})
    assert edited.status_code == 200, await edited.get_data()
    assert (await edited.get_json())["renewalOn"] == later
    assert note_renewals(store, NOW, 45) == [near]
    found = await (await client.get(f"/api/admin/requests/{near}")).get_json()
    assert [e["data"] for e in found["timeline"] if e["type"] == "renewal-due"] == [
        {"renewalOn": f"{local_day(NOW) + dt.timedelta(days=40)}", "days": 40},
        {"renewalOn": later, "days": 42}]


@pytest.mark.usefixtures("at_now")
async def test_the_service_runs_the_reminders_as_a_loop_job_unless_read_only(
        app: Quart, settings: Settings) -> None:
    def jobs(built: Quart) -> list[str]:
        work: Lifecycle = built.extensions[LIFECYCLE_KEY]
        return [job.name for job in work.jobs]
    assert RENEWAL_JOB in jobs(create_app(settings))
    assert RENEWAL_JOB not in jobs(create_app(settings.replace(read_only=True)))
    near = renewing_in(app, settings, 40)
    desk = desk_of(app)
    task, stop = RenewalTask(desk.store, 45, desk.clock), asyncio.Event()
    running = asyncio.create_task(task.run(stop))
    await eventually(lambda: bool(waiting_renewals(desk.store, NOW)))
    stop.set()
    await running
    assert [row[0] for row in waiting_renewals(desk.store, NOW)] == [near]


@pytest.mark.usefixtures("at_now")
async def test_a_step_saved_again_with_the_same_date_is_not_brought_back_twice(
        app: Quart, settings: Settings) -> None:
    """The reminder is made again only when a saved step changes the renewal date (the one
    store_step every writer of a step goes through)."""
    near = renewing_in(app, settings, 40)
    desk = desk_of(app)
    assert note_renewals(desk.store, NOW, 45) == [near]

    def save(days: int) -> list[str]:
        expiry = (local_day(NOW) + dt.timedelta(days=days)).isoformat()
        return desk.store.save_step(near, "autoPolicy", {"expiryDate": expiry},
                                    lambda: desk.keys, local_day(NOW), NOW, visitor=False)

    save(40)
    assert note_renewals(desk.store, NOW, 45) == []
    assert save(41) == ["Your current auto policy: Policy expiry date"]
    assert note_renewals(desk.store, NOW, 45) == [near]
