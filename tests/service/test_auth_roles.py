"""Owners manage staff accounts (add, disable, re-role, reset), and everyone changes their own
password: temporary passwords are changed before anything else, and no agency loses its last
owner."""

from pathlib import Path

from argon2 import PasswordHasher
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.auth.access import CHANGE_PASSWORD_FIRST, OWNERS_ONLY
from service.auth.accounts import StaffDirectory
from service.auth.throttle import PAIR_LIMIT
from tests.service.conftest import (
    CLERK_USER,
    STAFF_PASSWORD,
    STAFF_USER,
    StaffClient,
    sign_in,
    signed_in_as,
)

NEW_PASSWORD = "a brand new passphrase"


async def test_only_owners_reach_the_staff_accounts(client: StaffClient, clerk: StaffClient,
                                                    anonymous: QuartClient) -> None:
    listed = await client.get("/api/admin/staff")
    assert listed.status_code == 200
    assert [(a["username"], a["role"], a["disabled"], a["mustChangePassword"])
            for a in await listed.get_json()] == [
        (CLERK_USER, "staff", False, False), (STAFF_USER, "owner", False, False)]
    assert listed.headers["Cache-Control"] == "no-store"
    refused = [await clerk.get("/api/admin/staff"),
               await clerk.post("/api/admin/staff", json={"username": "sam"}),
               await clerk.patch(f"/api/admin/staff/{STAFF_USER}", json={"disabled": True})]
    assert [r.status_code for r in refused] == [403, 403, 403]
    assert {(await r.get_json())["message"] for r in refused} == {OWNERS_ONLY}
    assert (await anonymous.get("/api/admin/staff")).status_code == 401
    session = await (await clerk.get("/api/auth/session")).get_json()
    assert (session["role"], session["mustChangePassword"]) == ("staff", False)


async def test_a_new_account_signs_in_with_its_temporary_password_and_must_change_it_first(
        app: Quart, client: StaffClient) -> None:
    added = await client.post("/api/admin/staff", json={"username": "sam", "role": "staff"})
    assert added.status_code == 201
    answer = await added.get_json()
    temporary = answer.pop("temporaryPassword")
    assert len(temporary) >= 10 and added.headers["Cache-Control"] == "no-store"
    assert answer | {"createdAt": None} == {"username": "sam", "role": "staff", "disabled": False,
                                            "mustChangePassword": True, "createdAt": None,
                                            "member": None}
    sam = await signed_in_as(app, "sam", temporary)
    session = await (await sam.get("/api/auth/session")).get_json()
    assert session["mustChangePassword"] is True
    for refused in (await sam.get("/api/admin/blog-posts"),
                    await sam.post("/api/admin/blog-posts", json={"title": "Not yet"})):
        assert refused.status_code == 403
        assert (await refused.get_json())["message"] == CHANGE_PASSWORD_FIRST
    wrong = await sam.post("/api/auth/password", json={"current": "not it at all",
                                                      "new": NEW_PASSWORD})
    same = await sam.post("/api/auth/password", json={"current": temporary, "new": temporary})
    assert (wrong.status_code, same.status_code) == (422, 422)
    changed = await sam.post("/api/auth/password", json={"current": temporary,
                                                        "new": NEW_PASSWORD})
    assert changed.status_code == 204
    assert (await sam.get("/api/admin/blog-posts")).status_code == 200
    assert (await (await sam.get("/api/auth/session")).get_json())["mustChangePassword"] is False
    assert (await sign_in(app.test_client(), "sam", temporary)).status_code == 401
    assert (await sign_in(app.test_client(), "sam", NEW_PASSWORD)).status_code == 200


async def test_adding_a_taken_or_malformed_name_is_refused(client: StaffClient) -> None:
    taken = await client.post("/api/admin/staff", json={"username": STAFF_USER})
    malformed = await client.post("/api/admin/staff", json={"username": "Not A Name"})
    assert (taken.status_code, malformed.status_code) == (409, 422)


async def test_disabling_an_account_ends_its_sessions_at_once_until_it_is_enabled(
        app: Quart, client: StaffClient, clerk: StaffClient) -> None:
    assert (await clerk.get("/api/admin/blog-posts")).status_code == 200
    disabled = await client.patch(f"/api/admin/staff/{CLERK_USER}", json={"disabled": True})
    assert disabled.status_code == 200 and (await disabled.get_json())["disabled"] is True
    assert (await clerk.get("/api/admin/blog-posts")).status_code == 401
    assert (await sign_in(app.test_client(), CLERK_USER)).status_code == 401
    enabled = await client.patch(f"/api/admin/staff/{CLERK_USER}", json={"disabled": False})
    assert (await enabled.get_json())["disabled"] is False
    assert (await sign_in(app.test_client(), CLERK_USER)).status_code == 200


async def test_a_new_role_holds_at_once_and_the_last_owner_stays_one(
        client: StaffClient, clerk: StaffClient) -> None:
    last = [await client.patch(f"/api/admin/staff/{STAFF_USER}", json={"role": "staff"}),
            await client.patch(f"/api/admin/staff/{STAFF_USER}", json={"disabled": True})]
    assert [r.status_code for r in last] == [409, 409]
    assert "last owner" in (await last[0].get_json())["message"]
    promoted = await client.patch(f"/api/admin/staff/{CLERK_USER}", json={"role": "owner"})
    assert (await promoted.get_json())["role"] == "owner"
    assert (await clerk.get("/api/admin/staff")).status_code == 200
    demoted = await clerk.patch(f"/api/admin/staff/{STAFF_USER}", json={"role": "staff"})
    assert demoted.status_code == 200
    assert (await client.get("/api/admin/staff")).status_code == 403


async def test_a_reset_password_is_temporary_and_ends_the_accounts_sessions(
        app: Quart, client: StaffClient, clerk: StaffClient) -> None:
    reset = await client.patch(f"/api/admin/staff/{CLERK_USER}", json={"resetPassword": True})
    assert reset.status_code == 200
    answer = await reset.get_json()
    assert answer["mustChangePassword"] is True and len(answer["temporaryPassword"]) >= 10
    assert (await clerk.get("/api/auth/session")).status_code == 401
    assert (await sign_in(app.test_client(), CLERK_USER)).status_code == 401
    again = await signed_in_as(app, CLERK_USER, answer["temporaryPassword"])
    assert (await again.get("/api/admin/blog-posts")).status_code == 403
    plain = await client.patch(f"/api/admin/staff/{CLERK_USER}", json={"disabled": False})
    assert (await plain.get_json())["temporaryPassword"] is None


async def test_a_change_is_one_thing_to_an_account_that_exists(client: StaffClient) -> None:
    refused = [await client.patch(f"/api/admin/staff/{STAFF_USER}", json=body)
               for body in ({}, {"disabled": False, "role": "owner"}, {"resetPassword": False})]
    assert [r.status_code for r in refused] == [422, 422, 422]
    missing = await client.patch("/api/admin/staff/nobody", json={"disabled": True})
    assert missing.status_code == 404


async def test_changing_ones_own_password_keeps_this_session_and_ends_the_others(
        app: Quart, client: StaffClient) -> None:
    elsewhere = await signed_in_as(app)
    changed = await client.post("/api/auth/password", json={"current": STAFF_PASSWORD,
                                                           "new": NEW_PASSWORD})
    assert changed.status_code == 204
    assert (await client.get("/api/auth/session")).status_code == 200
    assert (await elsewhere.get("/api/auth/session")).status_code == 401
    short = await client.post("/api/auth/password", json={"current": NEW_PASSWORD, "new": "short"})
    assert short.status_code == 422


async def test_wrong_current_passwords_count_against_the_sign_in_limits(
        app: Quart, client: StaffClient) -> None:
    for n in range(PAIR_LIMIT):
        wrong = await client.post("/api/auth/password",
                                  json={"current": f"guess {n}", "new": NEW_PASSWORD})
        assert wrong.status_code == 422
    refused = await client.post("/api/auth/password",
                                json={"current": STAFF_PASSWORD, "new": NEW_PASSWORD})
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0
    assert "Too many wrong passwords" in (await refused.get_json())["message"]
    # One budget of guesses for the member from this address: signing in waits as well.
    assert (await sign_in(app.test_client())).status_code == 429


def test_the_first_account_is_an_owner_whatever_its_role_says(tmp_path: Path) -> None:
    directory = StaffDirectory(tmp_path / "staff.sqlite3",
                               hasher=PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1))
    assert directory.add("maria", STAFF_PASSWORD, "staff") == "owner"
    assert directory.add("tom", STAFF_PASSWORD) == "staff"
    assert [(m.username, m.role) for m in directory.members()] == [
        ("maria", "owner"), ("tom", "staff")]
