"""At most three visitor confirmations a day reach one mailbox (whatever its case or `+tag`) and
come from one client (an IPv6 client by its /64), against a real SMTP server (aiosmtpd)."""

from collections.abc import AsyncIterator
from typing import Any

import pytest
from quart import Quart

from service.app import create_app
from service.config import Settings
from service.requests.confirmation_limit import mailbox_key
from service.requests.storage import RequestStore
from tests.conftest import eventually
from tests.service.conftest import arriving_from
from tests.service.test_requests_api import desk_of, old_token, quote
from tests.service.test_requests_mail import (  # noqa: F401 (fixtures)
    OFFICE,
    Mailbox,
    mailbox,
    settings,
    smtp_port,
)


@pytest.mark.parametrize(("address", "key"), [
    ("victim@example.com", "victim@example.com"),
    ("Victim+0@Example.COM", "victim@example.com"),
    ("victim+a+b@example.com", "victim@example.com"),
    (" victim+1@example.com ", "victim@example.com"),
    ("other.victim@example.com", "other.victim@example.com"),
])
def test_an_address_counts_as_its_mailbox(address: str, key: str) -> None:
    assert mailbox_key(address) == key


@pytest.fixture
async def behind_proxy(settings: Settings) -> AsyncIterator[Quart]:  # noqa: F811
    """The service behind one trusted proxy, so each submission can come from any address."""
    app = arriving_from(create_app(settings.replace(trusted_proxies=("127.0.0.1",))),
                        "127.0.0.1")
    async with app.test_app():
        yield app


async def submit(app: Quart, email: str, client: str) -> int:
    response = await app.test_client().post(
        "/api/requests", headers={"X-Forwarded-For": client},
        json=quote(app, email=email, formToken=old_token(app, address=client)))
    assert response.status_code == 201, await response.get_data()
    request_id: int = (await response.get_json())["id"]
    return request_id


def visitor_mail(mailbox: Mailbox) -> list[str]:  # noqa: F811
    return sorted(recipients[0] for recipients in mailbox.recipients if recipients != [OFFICE])


def skipped(store: RequestStore, request_id: int) -> bool:
    request: dict[str, Any] = store.get(request_id)
    return request["confirmation"] is None and {"purpose": "confirmation", "reason": "limit"} in [
        event["data"] for event in request["timeline"] if event["type"] == "mail-skipped"]


async def test_tags_and_capitals_reach_one_mailbox_three_times_a_day(
        behind_proxy: Quart, settings: Settings, mailbox: Mailbox) -> None:  # noqa: F811
    desk, store = desk_of(behind_proxy), RequestStore(settings.requests_database)
    # Each from a client of its own, so only the mailbox can be what is counted.
    sent = ["victim+0@example.com", "Victim+1@EXAMPLE.com", "victim@Example.com"]
    for n, address in enumerate([*sent, "VICTIM+2@example.com"], start=1):
        assert await submit(behind_proxy, address, f"198.51.100.{n}") == n
        desk.clock.advance(60 * 60)
    assert skipped(store, 4)
    assert await submit(behind_proxy, "other@example.com", "198.51.100.5") == 5
    await eventually(lambda: len(mailbox.messages) == 5 + 4, seconds=10)
    assert visitor_mail(mailbox) == sorted([*sent, "other@example.com"])
    desk.clock.advance(20 * 60 * 60 + 1)  # a day after the first: the mailbox may have another
    assert await submit(behind_proxy, "victim+3@example.com", "198.51.100.6") == 6
    await eventually(lambda: len(mailbox.messages) == 9 + 2, seconds=10)
    assert "victim+3@example.com" in visitor_mail(mailbox)


async def test_one_client_sends_three_confirmations_a_day(
        behind_proxy: Quart, settings: Settings, mailbox: Mailbox) -> None:  # noqa: F811
    desk, store = desk_of(behind_proxy), RequestStore(settings.requests_database)
    # Four strangers' mailboxes, from four addresses of one /64.
    for n in range(1, 5):
        assert await submit(behind_proxy, f"stranger{n}@example.com", f"2001:db8:5:5::{n}") == n
        desk.clock.advance(60)
    assert skipped(store, 4)
    # Another client may still confirm to the fourth.
    assert await submit(behind_proxy, "stranger4@example.com", "2001:db8:5:6::1") == 5
    assert not skipped(store, 5)
    await eventually(lambda: len(mailbox.messages) == 5 + 4, seconds=10)
    assert visitor_mail(mailbox) == [f"stranger{n}@example.com" for n in (1, 2, 3, 4)]


async def test_forgetting_the_visitor_forgets_what_was_counted(
        behind_proxy: Quart, settings: Settings, mailbox: Mailbox) -> None:  # noqa: F811
    store = RequestStore(settings.requests_database)
    await submit(behind_proxy, "jane+news@example.com", "2001:db8:9:9::1")
    with store._connect() as db:
        assert db.execute("SELECT mailbox, client FROM confirmations_counted").fetchall() == [
            ("jane@example.com", "2001:db8:9:9::/64")]
    assert store.forget("jane+news@example.com", "editor", desk_of(behind_proxy).clock.now()) == 1
    with store._connect() as db:
        assert db.execute("SELECT COUNT(*) FROM confirmations_counted").fetchone()[0] == 0
