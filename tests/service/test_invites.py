"""Invites by e-mail: an owner invites a colleague; the mail (through a real SMTP server) carries
a single-use link, valid 72 hours, where they choose their password; the token is kept hashed."""

import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.app import create_app
from service.auth.accounts import StaffDirectory
from service.auth.invites import INVITE_SECONDS, InviteGone, Invites, token_hash
from service.config import Settings
from tests.service.conftest import ORIGIN, StaffClient, sign_in, signed_in_as
from tests.service.test_requests_mail import Mailbox, free_port, start_smtp

INVITES = "/api/admin/staff/invites"
PUBLIC_URL = "https://harborpoint.example"
LINK = re.compile(re.escape(PUBLIC_URL) + r"/admin/welcome#([A-Za-z0-9_-]{40,})")
NEW_PASSWORD = "a long new password"


@pytest.fixture
def smtp_port() -> int:
    return free_port()


@pytest.fixture
def settings(settings: Settings, smtp_port: int) -> Settings:
    return settings.replace(smtp_host="127.0.0.1", smtp_port=smtp_port, smtp_starttls=False,
                            notify_to="office@harborpoint.example", public_url=PUBLIC_URL)


@pytest.fixture
def mailbox(smtp_port: int) -> Iterator[Mailbox]:
    controller, box = start_smtp(smtp_port)
    yield box
    controller.stop()


def link_in(mailbox: Mailbox, to: str) -> str:
    [message] = mailbox.to(to)
    body = message.get_content()
    match = LINK.search(body)
    assert match is not None, body
    assert "72 hours" in body
    return match.group(1)


async def test_an_invite_link_sets_a_password_once(client: StaffClient, mailbox: Mailbox,
                                                   settings: Settings) -> None:
    sent = await client.post(INVITES, json={"username": "Dana", "email": "dana@example.com"})
    assert sent.status_code == 201, await sent.get_data()
    assert (await sent.get_json())["username"] == "dana"
    token = link_in(mailbox, "dana@example.com")
    stored = settings.staff_database.read_bytes()
    assert token.encode() not in stored and token_hash(token).encode() in stored

    opened = await client.raw.get(f"/api/auth/invites/{token}")
    assert opened.status_code == 200 and (await opened.get_json())["username"] == "dana"
    visitor = client.raw.__class__(client.raw.app)
    short = await visitor.post(f"/api/auth/invites/{token}", json={"password": "short"},
                               headers={"Origin": ORIGIN})
    assert short.status_code == 422  # refused, and the link still works
    chosen = await visitor.post(f"/api/auth/invites/{token}", json={"password": NEW_PASSWORD},
                                headers={"Origin": ORIGIN})
    assert chosen.status_code == 201, await chosen.get_data()
    assert (await sign_in(visitor, "dana", NEW_PASSWORD)).status_code == 200

    again = await visitor.post(f"/api/auth/invites/{token}",
                               json={"password": "another password!"}, headers={"Origin": ORIGIN})
    assert again.status_code == 410
    assert "not valid any more" in (await again.get_json())["message"]
    assert (await client.raw.get(f"/api/auth/invites/{token}")).status_code == 410
    assert (await sign_in(visitor, "dana", "another password!")).status_code == 401


async def test_without_a_public_address_the_owner_is_told_which_setting(
        settings: Settings, mailbox: Mailbox) -> None:
    app = create_app(settings.replace(public_url=None))
    async with app.test_app():
        owner = await signed_in_as(app)
        refused = await owner.post(INVITES, json={"username": "eve", "email": "eve@example.com"})
        assert refused.status_code == 409
        assert "AGENCY_PUBLIC_URL" in (await refused.get_json())["message"]
    assert mailbox.messages == []


async def test_a_mail_server_that_is_down_keeps_no_invite(settings: Settings,
                                                          client: StaffClient) -> None:
    refused = await client.post(INVITES, json={"username": "finn", "email": "finn@example.com"})
    assert refused.status_code == 502  # nobody listens on the port: no mailbox fixture
    with sqlite3.connect(settings.staff_database) as db:
        assert db.execute("SELECT COUNT(*) FROM invites").fetchone() == (0,)


async def test_a_name_in_use_is_not_invited(client: StaffClient, mailbox: Mailbox) -> None:
    await client.post("/api/admin/staff", json={"username": "gail"})
    refused = await client.post(INVITES, json={"username": "gail", "email": "g@example.com"})
    assert refused.status_code == 409 and mailbox.messages == []


def test_a_link_works_until_72_hours_and_not_after(tmp_path: Path) -> None:
    now = [1_800_000_000.0]
    directory = StaffDirectory(tmp_path / "staff.sqlite3")
    invites = Invites(directory, clock=lambda: now[0])
    late = invites.create("hank", "hank@example.com", "staff", None)
    in_time = invites.create("ivy", "ivy@example.com", "staff", None)
    now[0] += INVITE_SECONDS - 1
    assert invites.pending(late).username == "hank"
    assert invites.accept(in_time, NEW_PASSWORD).username == "ivy"
    now[0] += 1
    with pytest.raises(InviteGone):
        invites.pending(late)
    with pytest.raises(InviteGone):
        invites.accept(late, NEW_PASSWORD)
    assert directory.authenticate("ivy", NEW_PASSWORD)
    assert not directory.authenticate("hank", NEW_PASSWORD)


def test_a_new_invite_replaces_the_open_one_for_the_same_name(tmp_path: Path) -> None:
    invites = Invites(StaffDirectory(tmp_path / "staff.sqlite3"))
    first = invites.create("jo", "jo@example.com", "staff", None)
    second = invites.create("jo", "jo@example.org", "owner", None)
    with pytest.raises(InviteGone):
        invites.pending(first)
    assert invites.pending(second).role == "owner"
