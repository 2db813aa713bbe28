"""A post sent as a newsletter through the real sender task to a real SMTP server (aiosmtpd):
who gets it, what it carries, 4xx retried and 5xx never, the relay down losing nothing."""

import email
import email.policy
from collections.abc import Iterator
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.config import Settings
from service.newsletter.desk import EXTENSION_KEY
from service.newsletter.sender import NewsletterSender
from service.requests.storage import RequestStore
from tests.conftest import eventually
from tests.service.conftest import StaffClient
from tests.service.newsletter_rows import add_subscriber, mails, send_state, status_of
from tests.service.test_newsletter_api import signed_up
from tests.service.test_requests_api import desk_of
from tests.service.test_requests_mail import Mailbox, free_port

PUBLIC_URL = "https://www.harborpoint.example"
OFFICE = "office@harborpoint.example"
SLUG = "connecticut-winter-driving-and-your-auto-policy"
WAIT = 30.0  # generous: the machine is shared


class Relay(Mailbox):
    """A sink that refuses some recipients: `later` with a 4xx (each once), `unknown` with a
    5xx "user unknown"."""

    def __init__(self, later: set[str] = frozenset(), unknown: set[str] = frozenset()) -> None:
        super().__init__()
        self.later, self.unknown = set(later), set(unknown)
        self.refusals: list[str] = []

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str,
                          rcpt_options: list[str]) -> str:
        if address in self.later:
            self.later.discard(address)
            self.refusals.append(address)
            return "451 4.3.0 Try again later"
        if address in self.unknown:
            self.refusals.append(address)
            return f"550 5.1.1 <{address}>: Recipient address rejected: User unknown"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    def count(self, address: str) -> int:
        return sum(recipients == [address] for recipients in self.recipients)


@pytest.fixture
def smtp_port() -> int:
    return free_port()


@pytest.fixture
def settings(settings: Settings, smtp_port: int) -> Settings:
    return settings.replace(smtp_host="127.0.0.1", smtp_port=smtp_port, smtp_starttls=False,
                            notify_to=OFFICE, public_url=PUBLIC_URL, newsletter_per_minute=6000)


def start_relay(port: int, relay: Relay) -> Controller:
    controller = Controller(relay, hostname="127.0.0.1", port=port)
    controller.start()
    return controller


@pytest.fixture
def relay(smtp_port: int) -> Iterator[Relay]:
    box = Relay(later={"later@example.org"}, unknown={"gone@example.org"})
    controller = start_relay(smtp_port, box)
    yield box
    controller.stop()


def store_of(app: Quart) -> RequestStore:
    return desk_of(app).store


def sender_of(app: Quart) -> NewsletterSender:
    sender: NewsletterSender = app.extensions[EXTENSION_KEY].sender
    return sender


async def send(client: StaffClient, topics: list[str], **body: Any) -> dict[str, Any]:
    response = await client.post("/api/admin/newsletter/sends",
                                 json={"slug": SLUG, "topics": topics, **body})
    assert response.status_code == 201, await response.get_data()
    return dict(await response.get_json())


async def test_a_send_reaches_only_the_subscribed_of_its_topics_with_all_it_must_carry(
        app: Quart, client: StaffClient, relay: Relay) -> None:
    store = store_of(app)
    add_subscriber(store, "ann@example.org", ["home-auto"])
    add_subscriber(store, "bob@example.org", ["business", "home-auto"])
    add_subscriber(store, "cy@example.org", ["business"])
    add_subscriber(store, "dee@example.org", ["home-auto"], status="pending")
    add_subscriber(store, "eve@example.org", ["home-auto"], status="unsubscribed")
    made = await send(client, ["home-auto"])
    assert made["state"] == "scheduled" and made["subject"].startswith("Connecticut Winter")
    await eventually(lambda: len(relay.messages) == 2, WAIT)
    assert sorted(r[0] for r in relay.recipients) == ["ann@example.org", "bob@example.org"]
    message = relay.to("ann@example.org")[0]
    assert message.get_content_type() == "multipart/alternative"
    plain, html = message.get_body(("plain",)), message.get_body(("html",))
    assert plain is not None and html is not None
    for part in (plain.get_content(), html.get_content()):
        assert "1127 Boston Post Road, Suite 2, Milford, CT 06460" in part
        assert "You signed up for Home &" in part
    unsubscribe = str(message["List-Unsubscribe"])
    assert unsubscribe.startswith(f"<{PUBLIC_URL}/api/newsletter/unsubscribe/")
    assert "<mailto:office@harborpoint.example?subject=unsubscribe%20" in unsubscribe
    assert str(message["List-Unsubscribe-Post"]) == "List-Unsubscribe=One-Click"
    rows = mails(app.extensions[EXTENSION_KEY].sender.settings.requests_database, made["id"])
    assert {row["message_id"] for row in rows} == \
        {str(m["Message-ID"]) for m in relay.messages}

    async def finished() -> bool:
        answer = await (await client.get(f"/api/admin/newsletter/sends/{made['id']}")).get_json()
        return bool(answer["state"] == "sent")
    for _ in range(int(WAIT / 0.1)):
        if await finished():
            break
        await __import__("asyncio").sleep(0.1)
    detail = await (await client.get(f"/api/admin/newsletter/sends/{made['id']}")).get_json()
    assert detail["state"] == "sent" and detail["figures"]["sent"] == 2
    assert {m["email"]: m["state"] for m in detail["mails"]} == {
        "ann@example.org": "sent", "bob@example.org": "sent"}


async def test_a_4xx_is_tried_again_later_and_a_5xx_never_and_marks_the_address_bounced(
        app: Quart, client: StaffClient, relay: Relay) -> None:
    store = store_of(app)
    for address in ("later@example.org", "gone@example.org", "fine@example.org"):
        add_subscriber(store, address, ["business"])
    made = await send(client, ["business"])
    database = sender_of(app).settings.requests_database
    await eventually(lambda: relay.refusals.count("later@example.org") == 1
                     and relay.count("fine@example.org") == 1
                     and {r["state"] for r in mails(database, made["id"])}
                     == {"sent", "pending", "failed"}, WAIT)
    later = next(r for r in mails(database, made["id"]) if r["recipient"] == "later@example.org")
    assert later["attempts"] == 1 and "451" in later["last_error"]
    assert status_of(store, "gone@example.org") == "bounced"
    desk_of(app).clock.advance(61)  # the first retry is due a minute later
    sender_of(app).wake()
    await eventually(lambda: relay.count("later@example.org") == 1 and not {"pending", "sending"} &
                     {r["state"] for r in mails(database, made["id"])}, WAIT)
    assert relay.refusals.count("gone@example.org") == 1  # never tried again
    assert relay.count("gone@example.org") == 0
    rows = {r["recipient"]: r for r in mails(database, made["id"])}
    assert rows["later@example.org"]["state"] == "sent"
    assert rows["gone@example.org"]["state"] == "failed"


async def test_with_the_relay_down_nothing_is_lost_and_all_goes_when_it_is_back(
        app: Quart, client: StaffClient, smtp_port: int) -> None:
    store = store_of(app)
    for n in range(3):
        add_subscriber(store, f"reader{n}@example.org", ["home-auto"])
    made = await send(client, ["home-auto"])
    database = sender_of(app).settings.requests_database
    await eventually(lambda: len(mails(database, made["id"])) == 3, WAIT)
    await sender_of(app).round()  # the server is not there: nothing is tried
    assert {(r["state"], r["attempts"]) for r in mails(database, made["id"])} == {("pending", 0)}
    relay = Relay()
    controller = start_relay(smtp_port, relay)
    try:
        sender_of(app).wake()
        await eventually(lambda: {r["state"] for r in mails(database, made["id"])} == {"sent"},
                         WAIT)
    finally:
        controller.stop()
    assert sorted(r[0] for r in relay.recipients) == [f"reader{n}@example.org" for n in range(3)]


async def test_a_subscriber_who_leaves_before_their_turn_is_skipped(
        app: Quart, client: StaffClient, relay: Relay) -> None:
    store = store_of(app)
    add_subscriber(store, "stay@example.org", ["home-auto"])
    leaver = add_subscriber(store, "leave@example.org", ["home-auto"])
    sender = sender_of(app)
    await sender.stop()  # queued, not sent yet
    made = await send(client, ["home-auto"], scheduledAt="2020-01-01T00:00:00Z")
    database = sender.settings.requests_database
    await sender.sending().start_due_sends()
    assert len(mails(database, made["id"])) == 2
    with store.transaction() as db:
        db.execute("UPDATE subscribers SET status = 'unsubscribed' WHERE id = ?", (leaver,))
    await sender.start()
    await eventually(lambda: {r["state"] for r in mails(database, made["id"])}
                     == {"sent", "skipped"}, WAIT)
    assert [r[0] for r in relay.recipients] == ["stay@example.org"]


def parse(raw: bytes) -> email.message.EmailMessage:
    parsed = email.message_from_bytes(raw, policy=email.policy.default)
    assert isinstance(parsed, email.message.EmailMessage)
    return parsed


async def test_a_sign_up_gets_one_confirmation_and_no_newsletter_until_confirmed(
        app: Quart, anonymous: QuartClient, client: StaffClient, relay: Relay) -> None:
    answer = await signed_up(app, anonymous, email="new@example.org", topics=["home-auto"])
    assert answer.status_code == 202
    await eventually(lambda: relay.count("new@example.org") == 1, WAIT)
    confirmation = relay.to("new@example.org")[0]
    link = next(line for line in confirmation.get_content().splitlines()
                if "/newsletter/confirm#" in line)
    first = await send(client, ["home-auto"])
    database = sender_of(app).settings.requests_database
    await eventually(lambda: send_state(database, first["id"]) == "sent", WAIT)
    assert relay.count("new@example.org") == 1  # pending: no newsletter
    token = link.rsplit("#", 1)[1]
    confirmed = await anonymous.post("/api/newsletter/confirm", json={"token": token})
    assert confirmed.status_code == 200
    await send(client, ["home-auto"], force=True)
    await eventually(lambda: relay.count("new@example.org") == 2, WAIT)
    assert str(relay.to("new@example.org")[1]["List-Unsubscribe-Post"]) \
        == "List-Unsubscribe=One-Click"


async def test_a_post_to_the_unsubscribe_address_with_no_cookie_unsubscribes_at_once(
        app: Quart, client: StaffClient, relay: Relay) -> None:
    store = store_of(app)
    add_subscriber(store, "ann@example.org", ["home-auto"])
    add_subscriber(store, "bob@example.org", ["home-auto"])
    first = await send(client, ["home-auto"])
    await eventually(lambda: len(relay.messages) == 2, WAIT)
    header = str(relay.to("ann@example.org")[0]["List-Unsubscribe"])
    address = header.split(">", 1)[0].removeprefix("<").removeprefix(PUBLIC_URL)
    visitor = app.test_client()  # no cookie, no CSRF header, no form token
    answer = await visitor.post(address, data="List-Unsubscribe=One-Click",
                                headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert answer.status_code == 200
    assert (await answer.get_data()).decode() == "You are unsubscribed."
    assert status_of(store, "ann@example.org") == "unsubscribed"
    await send(client, ["home-auto"], force=True)
    await eventually(lambda: relay.count("bob@example.org") == 2, WAIT)
    assert relay.count("ann@example.org") == 1
    detail = await (await client.get(f"/api/admin/newsletter/sends/{first['id']}")).get_json()
    assert detail["figures"]["unsubscribed"] == 1  # counted for the send the link came in
