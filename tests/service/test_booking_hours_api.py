"""GET/PUT /api/admin/booking-hours/{member} and its time off: an owner edits anyone's, a staff
account only its own team member's; bad hours and days are refused naming the field."""

from typing import Any

import pytest
from quart import Quart

from service.auth.accounts import StaffDirectory
from service.config import Settings
from tests.service.conftest import STAFF_PASSWORD, StaffClient, signed_in_as
from tests.service.staff_booking_rows import MEMBER, OTHER_MEMBER

HOURS = f"/api/admin/booking-hours/{MEMBER}"
OTHER_HOURS = f"/api/admin/booking-hours/{OTHER_MEMBER}"
WEEK = {"monday": [{"from": "13:00", "to": "17:00"}, {"from": "09:00", "to": "12:00"}],
        "friday": [{"from": "09:00", "to": "12:30"}]}


@pytest.fixture
async def eleanor(app: Quart, settings: Settings) -> StaffClient:
    """A staff account (not an owner) linked to the team member Eleanor Whitcomb."""
    StaffDirectory(settings.staff_database).add("eleanor", STAFF_PASSWORD, "staff", member=MEMBER)
    return await signed_in_as(app, "eleanor")


async def answer(response: Any, status: int) -> Any:
    assert response.status_code == status, await response.get_data()
    return await response.get_json()


async def test_a_member_without_hours_uses_the_office_s_then_saves_a_week_sorted(
        eleanor: StaffClient) -> None:
    assert (await answer(await eleanor.get(HOURS), 200))["week"] is None
    saved = await answer(await eleanor.put(HOURS, json={"week": WEEK}), 200)
    assert saved["week"]["monday"] == [{"from": "09:00", "to": "12:00"},
                                       {"from": "13:00", "to": "17:00"}]
    assert saved["week"]["tuesday"] == [] and saved["name"] == "Eleanor Whitcomb"
    assert (await answer(await eleanor.get(HOURS), 200))["week"] == saved["week"]


@pytest.mark.parametrize(("week", "field"), [
    ({"monday": [{"from": "09:00", "to": "12:00"}, {"from": "11:00", "to": "13:00"}]},
     "week.monday.1.from"),
    ({"monday": [{"from": "12:00", "to": "09:00"}]}, "week.monday.0.to"),
    ({"monday": [{"from": "09:00", "to": "09:00"}]}, "week.monday.0.to"),
    ({"tuesday": [{"from": "09:10", "to": "12:00"}]}, "week.tuesday.0.from"),
    ({"tuesday": [{"from": "09:00", "to": "25:00"}]}, "week.tuesday.0.to"),
    ({"tuesday": [{"from": "9am", "to": "12:00"}]}, "week.tuesday.0.from"),
    ({"funday": []}, "week.funday"),
    ({"monday": "09:00-12:00"}, "week.monday"),
    ("every day", "week"),
])
async def test_bad_hours_are_refused_naming_the_field_and_nothing_is_kept(
        client: StaffClient, week: object, field: str) -> None:
    refused = await answer(await client.put(HOURS, json={"week": week}), 422)
    assert field in refused["errors"], refused
    assert (await answer(await client.get(HOURS), 200))["week"] is None


async def test_the_whole_day_and_ranges_that_only_touch_are_accepted(client: StaffClient) -> None:
    week = {"saturday": [{"from": "00:00", "to": "12:00"}, {"from": "12:00", "to": "24:00"}]}
    saved = await answer(await client.put(HOURS, json={"week": week}), 200)
    assert saved["week"]["saturday"] == week["saturday"]


async def test_an_owner_edits_anyone_s_hours_and_time_off(client: StaffClient) -> None:
    await answer(await client.put(OTHER_HOURS, json={"week": WEEK}), 200)
    await answer(await client.post(f"{OTHER_HOURS}/time-off", json={"firstDay": "2026-12-24"}),
                 201)
    assert (await answer(await client.get(OTHER_HOURS), 200))["week"]["friday"]


async def test_staff_edit_only_their_own_member_s_hours_and_time_off(
        eleanor: StaffClient, client: StaffClient) -> None:
    refused = await answer(await eleanor.put(OTHER_HOURS, json={"week": WEEK}), 403)
    assert "only your own" in refused["message"]
    await answer(await eleanor.get(OTHER_HOURS), 403)
    await answer(await eleanor.get(f"{OTHER_HOURS}/time-off"), 403)
    await answer(await eleanor.post(f"{OTHER_HOURS}/time-off",
                                    json={"firstDay": "2026-12-24"}), 403)
    theirs = await answer(await client.post(f"{OTHER_HOURS}/time-off",
                                            json={"firstDay": "2026-12-24"}), 201)
    await answer(await eleanor.delete(f"{OTHER_HOURS}/time-off/{theirs['id']}"), 403)
    # Nothing of Thomas's changed.
    assert (await answer(await client.get(OTHER_HOURS), 200))["week"] is None
    assert len((await answer(await client.get(f"{OTHER_HOURS}/time-off"), 200))["timeOff"]) == 1


async def test_a_staff_account_linked_to_no_member_edits_nobody_s(clerk: StaffClient) -> None:
    await answer(await clerk.put(HOURS, json={"week": WEEK}), 403)


async def test_an_unknown_member_is_refused_naming_the_team_s_ids(client: StaffClient) -> None:
    for call in (client.get("/api/admin/booking-hours/nobody"),
                 client.put("/api/admin/booking-hours/nobody", json={"week": WEEK}),
                 client.get("/api/admin/booking-hours/nobody/time-off"),
                 client.post("/api/admin/booking-hours/nobody/time-off",
                             json={"firstDay": "2026-12-24"})):
        refused = await answer(await call, 422)
        assert MEMBER in refused["errors"]["member"]


async def test_time_off_is_added_listed_earliest_first_and_removed(eleanor: StaffClient) -> None:
    later = await answer(await eleanor.post(f"{HOURS}/time-off", json={
        "firstDay": "2026-12-24", "lastDay": "2026-12-26", "note": " Holidays "}), 201)
    assert later["note"] == "Holidays"
    sooner = await answer(await eleanor.post(f"{HOURS}/time-off",
                                             json={"firstDay": "2026-12-07"}), 201)
    assert sooner["lastDay"] == "2026-12-07"  # one day when no last day is given
    listed = await answer(await eleanor.get(f"{HOURS}/time-off"), 200)
    assert [t["id"] for t in listed["timeOff"]] == [sooner["id"], later["id"]]
    await answer(await eleanor.delete(f"{HOURS}/time-off/{sooner['id']}"), 204)
    listed = await answer(await eleanor.get(f"{HOURS}/time-off"), 200)
    assert [t["id"] for t in listed["timeOff"]] == [later["id"]]
    await answer(await eleanor.delete(f"{HOURS}/time-off/{sooner['id']}"), 404)


async def test_another_member_s_time_off_is_not_removed_through_one_s_own_address(
        client: StaffClient) -> None:
    theirs = await answer(await client.post(f"{OTHER_HOURS}/time-off",
                                            json={"firstDay": "2026-12-24"}), 201)
    await answer(await client.delete(f"{HOURS}/time-off/{theirs['id']}"), 404)
    assert len((await answer(await client.get(f"{OTHER_HOURS}/time-off"), 200))["timeOff"]) == 1


@pytest.mark.parametrize(("body", "field"), [
    ({"firstDay": "2026-12-26", "lastDay": "2026-12-24"}, "lastDay"),
    ({"firstDay": "24/12/2026"}, "firstDay"),
    ({"firstDay": "2026-02-30"}, "firstDay"),
    ({}, "firstDay"),
    ({"firstDay": "2026-12-24", "lastDay": "2028-12-24"}, "lastDay"),
    ({"firstDay": "2026-12-24", "note": "x" * 201}, "note"),
])
async def test_bad_time_off_is_refused_naming_the_field(
        client: StaffClient, body: dict[str, str], field: str) -> None:
    refused = await answer(await client.post(f"{HOURS}/time-off", json=body), 422)
    assert field in refused["errors"], refused
    assert (await answer(await client.get(f"{HOURS}/time-off"), 200))["timeOff"] == []


async def test_writes_need_the_csrf_token(eleanor: StaffClient) -> None:
    response = await eleanor.raw.put(HOURS, json={"week": WEEK},
                                     headers={"Origin": "http://localhost"})
    assert response.status_code == 403
    assert (await answer(await eleanor.get(HOURS), 200))["week"] is None
