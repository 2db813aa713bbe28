"""The office notification mail, against a real SMTP server (aiosmtpd) that is up, down or late."""

import email
import email.policy
import socket
from collections.abc import Iterator
from email.message import EmailMessage
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.requests.fields import Submission
from service.requests.outbox import GIVE_UP_SECONDS, retry_delay
from service.requests.request_links import NO_PUBLIC_URL
from service.requests.storage import RequestStore
from tests.clock import TUESDAY_10AM, epoch, milford, place
from tests.conftest import eventually
from tests.service.conftest import StaffClient, sign_in
from tests.service.test_requests_api import desk_of, old_token, policy_change, quote

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

OFFICE = "office@harborpoint.example"
HOMEOWNERS = "/insurance/property-insurance/homeowners-insurance"  # a product page's path


class Mailbox:
    """An aiosmtpd handler that keeps every message it accepts."""

    def __init__(self) -> None:
        self.messages: list[EmailMessage] = []
        self.recipients: list[list[str]] = []
        self.raw: list[bytes] = []

    def to(self, address: str) -> list[EmailMessage]:
        return [message for message, recipients in zip(self.messages, self.recipients,
                                                       strict=True) if recipients == [address]]

    def office(self) -> list[EmailMessage]:
        return self.to(OFFICE)

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        parsed = email.message_from_bytes(envelope.content, policy=email.policy.default)
        assert isinstance(parsed, EmailMessage)
        self.messages.append(parsed)
        self.raw.append(envelope.content)
        self.recipients.append(list(envelope.rcpt_tos))
        return "250 Message accepted"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def smtp_port() -> int:
    return free_port()


@pytest.fixture
def settings(settings: Settings, smtp_port: int) -> Settings:
    return settings.replace(smtp_host="127.0.0.1", smtp_port=smtp_port,
                            smtp_starttls=False, notify_to=OFFICE,
                            public_url="https://harborpoint.example")


def start_smtp(port: int) -> tuple[Controller, Mailbox]:
    mailbox = Mailbox()
    controller = Controller(mailbox, hostname="127.0.0.1", port=port)
    controller.start()
    return controller, mailbox


@pytest.fixture
def mailbox(smtp_port: int) -> Iterator[Mailbox]:
    controller, box = start_smtp(smtp_port)
    yield box
    controller.stop()


async def mail_state(client: StaffClient, request_id: int) -> dict[str, Any]:
    answer = await client.get(f"/api/admin/requests/{request_id}")
    state: dict[str, Any] = (await answer.get_json())["mail"]
    return state


async def test_the_office_gets_a_plain_text_mail_with_every_field(
        app: Quart, anonymous: QuartClient, client: StaffClient, mailbox: Mailbox) -> None:
    place(desk_of(app).clock, milford("2026-11-25 09:14"))
    response = await anonymous.post("/api/requests", json=quote(
        app, formToken=old_token(app), message="Two cars, one teen driver.\nCall after 5.",
        sourcePage=HOMEOWNERS))
    assert response.status_code == 201
    reference = (await response.get_json())["reference"]
    await eventually(lambda: len(mailbox.office()) == 1, seconds=10)
    message = mailbox.office()[0]
    assert message["Subject"] == f"Quote request from Jane Doe ({reference})"
    assert message["To"] == OFFICE
    assert message["Reply-To"] == "jane@example.com"
    assert message.get_content_type() == "text/plain"
    assert message.get_content().replace("\r\n", "\n") == (
        f"Quote request {reference}\n"
        "Received: Wednesday, November 25, 2026, 9:14 AM EST\n"
        "Due: Thursday, November 26, 2026, 9:14 AM EST\n"
        f"Sent from: Homeowners Insurance ({HOMEOWNERS})\n\n"
        "Name: Jane Doe\nE-mail: jane@example.com\nPhone: (203) 555-0199\n"
        "Preferred contact: E-mail\nInsurance wanted: Auto, Home\nZIP code: 06460\n\n"
        "Message:\nTwo cars, one teen driver.\nCall after 5.\n\n"
        "Open this request: https://harborpoint.example/admin/requests/1\n")

    async def sent() -> bool:
        return (await mail_state(client, 1)) == {"state": "sent", "attempts": 1,
                                                 "lastError": None}
    for _ in range(100):
        if await sent():
            break
        await desk_of(app).outbox.deliver_due()
    assert await sent()


async def test_with_a_public_address_the_inbox_says_the_mails_link_to_requests(
        client: StaffClient) -> None:
    assert (await (await client.get("/api/admin/requests")).get_json())["mailLinks"] is True


async def test_without_a_public_address_the_mail_says_why_it_has_no_full_link(
        settings: Settings, smtp_port: int, mailbox: Mailbox) -> None:
    app = create_app(settings.replace(public_url=None))
    async with app.test_app() as running:
        place(desk_of(app).clock, milford("2026-11-24 10:00"))
        response = await running.test_client().post("/api/requests", json=quote(
            app, formToken=old_token(app), sourcePage="/insurance/vehicle-insurance/rv-insurance"))
        assert response.status_code == 201
        await eventually(lambda: len(mailbox.office()) == 1, seconds=10)
    text = mailbox.office()[0].get_content().replace("\r\n", "\n")
    # A service's page is named by the service's own name (services.json).
    assert "Sent from: RV Insurance (/insurance/vehicle-insurance/rv-insurance)\n" in text
    assert "Due: Wednesday, November 25, 2026, 10:00 AM EST\n" in text
    assert text.endswith(f"Open this request: /admin/requests/1 on the site ({NO_PUBLIC_URL})\n")


async def test_a_policy_change_without_email_has_no_reply_to_and_no_confirmation(
        app: Quart, anonymous: QuartClient, client: StaffClient, mailbox: Mailbox) -> None:
    response = await anonymous.post("/api/requests", json=policy_change(app, insurer=""))
    assert response.status_code == 201
    reference = (await response.get_json())["reference"]
    await eventually(lambda: len(mailbox.messages) == 1, seconds=10)
    message = mailbox.messages[0]
    assert message["Subject"] == f"Policy change request from Sam Lee ({reference})"
    assert message["Reply-To"] is None
    text = message.get_content()
    assert "Policy number: PA-12345" in text and "Kind of change: Add, replace or remove a " \
        "vehicle" in text
    assert "Replacing my 2012 Civic." in text
    assert "E-mail:" not in text and "Insurance company:" not in text  # empty: left out
    assert "Preferred contact" not in text
    assert (await (await client.get("/api/admin/requests/1")).get_json())["confirmation"] is None


async def test_visitor_text_cannot_add_mail_headers(app: Quart, anonymous: QuartClient,
                                                    mailbox: Mailbox) -> None:
    name = "Eve\r\nBcc: victim@example.com\r\nX-Evil: 1"
    response = await anonymous.post("/api/requests", json=quote(app, name=name))
    assert response.status_code == 201
    bad_email = await anonymous.post("/api/requests", json=quote(
        app, email="eve@example.com\r\nBcc: victim@example.com"))
    assert bad_email.status_code == 422
    await eventually(lambda: len(mailbox.messages) == 2, seconds=10)
    message = mailbox.office()[0]
    assert message["Bcc"] is None and message["X-Evil"] is None
    assert "\n" not in message["Subject"] and "\r" not in message["Subject"]
    assert message["Subject"].startswith("Quote request from Eve Bcc: victim@example.com")
    assert sorted(mailbox.recipients) == [["jane@example.com"], [OFFICE]]
    assert "victim" not in mailbox.to("jane@example.com")[0].as_string()


# An RFC 2047 encoded word that decodes to "J", CR LF, "Reply-To: a@evil.example", CR LF and
# "X-Injected: yes".
ENCODED_LINE_BREAKS = "=?utf-8?b?Sg0KUmVwbHktVG86IGFAZXZpbC5leGFtcGxlDQpYLUluamVjdGVkOiB5ZXM=?="


def header_names(raw: bytes) -> list[str]:
    """The names of a received message's headers, as they came over the wire."""
    head = raw.replace(b"\r\n", b"\n").split(b"\n\n", 1)[0].decode("ascii")
    return [line.split(":", 1)[0].lower() for line in head.splitlines()
            if line and not line[0].isspace()]


async def test_an_encoded_line_break_in_a_name_stays_text_in_the_subject(
        app: Quart, anonymous: QuartClient, mailbox: Mailbox) -> None:
    response = await anonymous.post("/api/requests", json=quote(app, name=ENCODED_LINE_BREAKS))
    assert response.status_code == 201
    reference = (await response.get_json())["reference"]
    await eventually(lambda: len(mailbox.office()) == 1, seconds=10)
    at = mailbox.recipients.index([OFFICE])
    message, raw = mailbox.messages[at], mailbox.raw[at]
    assert "x-injected" not in header_names(raw) and header_names(raw).count("reply-to") == 1
    assert message["Reply-To"] == "jane@example.com" and message["X-Injected"] is None
    # Read back as a mail program would: the encoded word is not decoded into a line break.
    assert message["Subject"] == (
        f"Quote request from {ENCODED_LINE_BREAKS.replace('=?', '= ?')} ({reference})")
    assert f"Name: {ENCODED_LINE_BREAKS}" in message.get_content()


async def test_an_address_that_would_break_every_send_is_refused(
        app: Quart, anonymous: QuartClient, mailbox: Mailbox) -> None:
    for address in ("=?utf-8?q?a=0D=0ABcc:v=40x.com?=<a@evil.com>", "=?utf-8?q?a?=@evil.com",
                    "Eve <eve@example.com>", "eve@example.com, victim@example.com"):
        response = await anonymous.post("/api/requests", json=quote(app, email=address))
        assert response.status_code == 422, address
        body = await response.get_json()
        assert body["errors"] == {"email": "This e-mail address doesn't look complete."}
    assert mailbox.messages == []


async def test_direction_overrides_and_mark_floods_reach_neither_inbox_nor_subject(
        app: Quart, anonymous: QuartClient, client: StaffClient, mailbox: Mailbox) -> None:
    # Shown as typed, "\u202e" turns "Jane fdp.exe" into "Jane exe.pdf"; the marks pile up.
    spoof = "Jane \u202efdp.exe\u202c Z" + "\u0336" * 200 + "oe \u2067\u200f"
    response = await anonymous.post("/api/requests", json=quote(app, name=spoof))
    assert response.status_code == 201
    kept = "Jane fdp.exe Z" + "\u0336" * 4 + "oe"
    assert (await (await client.get("/api/admin/requests/1")).get_json())["name"] == kept
    await eventually(lambda: len(mailbox.office()) == 1, seconds=10)
    reference = (await response.get_json())["reference"]
    assert mailbox.office()[0]["Subject"] == f"Quote request from {kept} ({reference})"


async def test_with_the_mail_server_down_the_request_and_confirmation_are_kept_and_sent_later(
        app: Quart, anonymous: QuartClient, client: StaffClient, smtp_port: int) -> None:
    response = await anonymous.post("/api/requests", json=quote(app))
    assert response.status_code == 201
    reference = (await response.get_json())["reference"]
    desk = desk_of(app)
    for _ in range(200):
        request = await (await client.get("/api/admin/requests/1")).get_json()
        if request["mail"]["attempts"] == request["confirmation"]["attempts"] == 1:
            break
        await desk.outbox.deliver_due()
    for mail in (request["mail"], request["confirmation"]):
        assert mail["state"] == "pending" and mail["attempts"] == 1
        assert "Connection" in (mail["lastError"] or "") or "refused" in (mail["lastError"] or "")
    failures = [event["data"] for event in request["timeline"] if event["type"] == "mail-failed"]
    assert sorted(failure["purpose"] for failure in failures) == ["confirmation", "office"]
    assert not any(failure["final"] for failure in failures)
    # Not retried before the first backoff has passed.
    assert await desk.outbox.deliver_due() == 0
    controller, mailbox = start_smtp(smtp_port)
    try:
        desk.clock.advance(61)
        desk.outbox.wake()
        await eventually(lambda: len(mailbox.messages) == 2, seconds=10)
    finally:
        controller.stop()
    for _ in range(100):
        request = await (await client.get("/api/admin/requests/1")).get_json()
        if request["mail"]["state"] == request["confirmation"]["state"] == "sent":
            break
        await desk.outbox.deliver_due()
    sent = {"state": "sent", "attempts": 2, "lastError": None}
    assert request["mail"] == sent and request["confirmation"] == sent
    assert sorted(event["data"]["purpose"] for event in request["timeline"]
                  if event["type"] == "mail-sent") == ["confirmation", "office"]
    assert mailbox.office()[0]["Subject"] == f"Quote request from Jane Doe ({reference})"
    assert reference in mailbox.to("jane@example.com")[0].get_content()


async def test_mail_that_cannot_be_sent_for_a_day_is_marked_failed(
        app: Quart, anonymous: QuartClient, client: StaffClient) -> None:
    desk = desk_of(app)
    started = place(desk.clock, TUESDAY_10AM, running=False)
    assert (await anonymous.post("/api/requests", json=quote(app))).status_code == 201
    for _ in range(40):
        state = await mail_state(client, 1)
        if state["state"] == "failed":
            break
        desk.clock.advance(2 * 60 * 60 + 1)
        await desk.outbox.deliver_due()
    assert state["state"] == "failed"
    # Tried at every two-hour step here (the first try may come before the first step).
    assert 11 <= state["attempts"] <= 13
    assert state["lastError"]
    listing = await (await client.get("/api/admin/requests")).get_json()
    assert listing["requests"][0]["mail"]["state"] == "failed"
    assert desk.clock.now() - started >= GIVE_UP_SECONDS - 3 * 60 * 60


def test_retries_back_off_to_every_two_hours() -> None:
    assert [retry_delay(n) for n in range(1, 7)] == [60, 300, 1800, 7200, 7200, 7200]


async def test_without_a_mail_server_setting_mail_is_off(
        settings: Settings, mailbox: Mailbox) -> None:
    app = create_app(settings.replace(smtp_host=None))
    async with app.test_app():
        visitor = app.test_client()
        assert (await visitor.post("/api/requests", json=quote(app))).status_code == 201
        raw = app.test_client()
        token = (await (await sign_in(raw)).get_json())["csrfToken"]
        staff = StaffClient(raw, token)
        assert (await mail_state(staff, 1))["state"] == "off"
        assert await desk_of(app).outbox.deliver_due() == 0
    assert mailbox.messages == []


@pytest.fixture
def old_requests(settings: Settings) -> Iterator[RequestStore]:
    store = RequestStore(settings.requests_database)
    long_ago = epoch("2025-10-01 10:00")  # over 365 days before the app's Tuesday 10:00
    for name in ("Closed long ago", "Open long ago"):
        store.add(Submission("quote", name, "a@example.com", "", "", "", {"coverages": ["auto"],
                                                                          "zip": ""}),
                  long_ago, mail=False)
    store.update(1, "editor", long_ago, status="lost")
    yield store


async def test_finished_requests_past_retention_are_purged_at_start_up(
        settings: Settings, old_requests: RequestStore) -> None:
    app = create_app(settings)
    async with app.test_app():
        await eventually(lambda: len(old_requests.find()) == 1, seconds=10)
    assert [r["name"] for r in old_requests.find()] == ["Open long ago"]


async def test_a_longer_retention_keeps_them(settings: Settings,
                                            old_requests: RequestStore) -> None:
    app = create_app(settings.replace(request_retention_days=500))
    async with app.test_app():
        assert await desk_of(app).outbox.purge_if_due() == 0
    assert len(old_requests.find()) == 2


async def test_the_visitor_gets_a_confirmation_with_the_reference_and_none_of_their_words(
        app: Quart, anonymous: QuartClient, client: StaffClient, mailbox: Mailbox) -> None:
    response = await anonymous.post("/api/requests", json=quote(
        app, name="Jane Spamvertiser", email="Jane@Example.com", zip="06460",
        message="Buy cheap pills at pills.example"))
    reference = (await response.get_json())["reference"]
    await eventually(lambda: len(mailbox.to("Jane@Example.com")) == 1, seconds=10)
    message = mailbox.to("Jane@Example.com")[0]
    assert message["Subject"] == f"We received your request ({reference})"
    assert message["From"] == f"Harbor Point Insurance Agency <{OFFICE}>"
    assert message["Reply-To"] == "info@harborpointinsurance.example"
    text = message.get_content()
    for expected in (reference, "within one business day", "(203) 555-0142",
                     "Monday to Friday: 9:00 AM to 5:00 PM", "Saturday: 9:00 AM to 12:00 PM",
                     "Sunday: closed", "https://harborpoint.example/privacy"):
        assert expected in text
    raw = mailbox.raw[mailbox.recipients.index(["Jane@Example.com"])].decode()
    for visitor_text in ("Spamvertiser", "pills", "06460", "Auto", "(203) 555-0199"):
        assert visitor_text not in raw
    await eventually(lambda: len(mailbox.messages) == 2, seconds=10)
    for _ in range(100):
        request = await (await client.get("/api/admin/requests/1")).get_json()
        if request["confirmation"]["state"] == "sent":
            break
        await desk_of(app).outbox.deliver_due()
    assert request["confirmation"] == {"state": "sent", "attempts": 1, "lastError": None}


# The day's limit of confirmations: tests/service/test_confirmation_limit.py.


async def test_an_address_unfit_for_a_header_gets_no_confirmation_and_no_error(
        app: Quart, anonymous: QuartClient, client: StaffClient, mailbox: Mailbox) -> None:
    response = await anonymous.post("/api/requests", json=quote(app, email="zoë@example.com"))
    assert response.status_code == 201
    await eventually(lambda: len(mailbox.office()) == 1, seconds=10)
    request = await (await client.get("/api/admin/requests/1")).get_json()
    assert request["confirmation"] is None and request["email"] == "zoë@example.com"
    assert mailbox.office()[0]["Reply-To"] is None
