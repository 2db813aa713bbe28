"""A mail server that refuses a recipient (and quotes the address, as Postfix does): the log and
the request's timeline keep the error's class and the server's code and reply, never an
address. Against a real SMTP server (aiosmtpd)."""

import logging
import smtplib
from collections.abc import Iterator
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.config import Settings
from service.requests.digest_task import DigestTask
from service.requests.mail_failure import failure_words
from service.requests.storage import RequestStore
from tests.service.conftest import StaffClient
from tests.service.digest_helpers import FACTS, add_request, local
from tests.service.test_request_digest import clock_at
from tests.service.test_requests_api import desk_of, quote
from tests.service.test_requests_mail import (  # noqa: F401 (fixtures)
    OFFICE,
    Mailbox,
    settings,
    smtp_port,
)

VISITOR = "person@example.org"
# aiosmtpd's own log (the test's server, not the service) names every recipient.
SERVER_LOGGER = "mail.log"


def rejection(address: str) -> str:
    return f"550 5.1.1 <{address}>: Recipient address rejected: User unknown"


class Refusing(Mailbox):
    """A server that refuses the recipients it is given, quoting each address, as Postfix does."""

    def __init__(self, refused: set[str]) -> None:
        super().__init__()
        self.refused = refused

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str,
                          rcpt_options: list[str]) -> str:
        if address in self.refused:
            return rejection(address)
        envelope.rcpt_tos.append(address)
        return "250 OK"


@pytest.fixture
def refusing(smtp_port: int) -> Iterator[Refusing]:  # noqa: F811
    box = Refusing({VISITOR})
    controller = Controller(box, hostname="127.0.0.1", port=smtp_port)
    controller.start()
    yield box
    controller.stop()


def service_log(caplog: pytest.LogCaptureFixture) -> str:
    return "\n".join(record.getMessage() for record in caplog.records
                     if record.name != SERVER_LOGGER)


def test_a_refusal_is_put_in_words_without_the_address() -> None:
    refused = smtplib.SMTPRecipientsRefused(
        {VISITOR: (550, rejection(VISITOR).removeprefix("550 ").encode())})
    assert failure_words(refused) == ("SMTPRecipientsRefused: 550 5.1.1 <[address]>: Recipient "
                                      "address rejected: User unknown")
    assert failure_words(smtplib.SMTPSenderRefused(553, b"5.7.1 <x+tag@y.example> no", OFFICE)) \
        == "SMTPSenderRefused: 553 5.7.1 <[address]> no"
    assert failure_words(ConnectionRefusedError(111, "Connection refused")) == \
        "ConnectionRefusedError: [Errno 111] Connection refused"


async def test_a_refused_visitor_leaves_no_address_in_the_log_or_the_timeline(
        app: Quart, anonymous: QuartClient, client: StaffClient, refusing: Refusing,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    assert (await anonymous.post("/api/requests", json=quote(app, email=VISITOR))
            ).status_code == 201
    for _ in range(100):
        request = await (await client.get("/api/admin/requests/1")).get_json()
        if request["confirmation"]["attempts"] == 1 and request["mail"]["state"] == "sent":
            break
        await desk_of(app).outbox.deliver_due()
    assert refusing.office(), "the office's notice went through"
    logged = service_log(caplog)
    assert "confirmation mail for request 1 failed (attempt 1): SMTPRecipientsRefused: 550 " \
        "5.1.1 <[address]>: Recipient address rejected" in logged
    assert "@" not in logged and "person" not in logged
    failure = next(event["data"] for event in request["timeline"]
                   if event["type"] == "mail-failed")
    for kept in (failure["error"], request["confirmation"]["lastError"]):
        assert kept.startswith("SMTPRecipientsRefused: 550 5.1.1") and "@" not in kept


async def test_a_refused_digest_leaves_no_address_in_the_log(
        settings: Settings, smtp_port: int, caplog: pytest.LogCaptureFixture) -> None:  # noqa: F811
    store = RequestStore(settings.requests_database)
    add_request(store, "Ann Late", local(2026, 11, 23, 10))
    box = Refusing({OFFICE})
    controller = Controller(box, hostname="127.0.0.1", port=smtp_port)
    controller.start()
    try:
        task = DigestTask(store, settings, clock_at(local(2026, 11, 25, 9, 5)), lambda: FACTS)
        caplog.set_level(logging.DEBUG)
        assert not await task.send_if_due()
    finally:
        controller.stop()
    logged = service_log(caplog)
    assert "the digest of 2026-11-25 was not sent, trying again within a minute: " \
        "SMTPRecipientsRefused: 550 5.1.1 <[address]>" in logged
    assert "@" not in logged
