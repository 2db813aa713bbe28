"""Two processes on one instance folder (the service and the one `agency site export` starts)
never both send the office's mail: only the holder of the sender lock sends."""

import asyncio
import logging
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from quart import Quart

from service.app import create_app
from service.config import Settings
from service.requests.fields import Submission
from service.requests.storage import RequestStore
from tests.conftest import eventually
from tests.service.test_requests_api import desk_of
from tests.service.test_requests_mail import Mailbox, free_port

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

SUBMISSION = Submission("quote", "Jane Doe", "jane@example.com", "", "email", "",
                        {"coverages": ["auto"], "zip": "06460"})
# Far below smtplib's timeout in service/requests/mail.py; only bounds a broken run.
HOLD_SECONDS = 20


class HoldingMailbox(Mailbox):
    """Takes each mail but keeps the server's answer back until a second mail arrives or the
    test lets go: meanwhile the first sender is mid-exchange and the mail is not marked sent."""

    def __init__(self) -> None:
        super().__init__()
        self.let_go = threading.Event()

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        answer = await super().handle_DATA(server, session, envelope)
        if len(self.messages) > 1:
            self.let_go.set()
        await asyncio.get_running_loop().run_in_executor(None, self.let_go.wait, HOLD_SECONDS)
        return answer


@pytest.fixture
def mailbox(settings: Settings) -> Iterator[HoldingMailbox]:
    box = HoldingMailbox()
    controller = Controller(box, hostname="127.0.0.1", port=settings.smtp_port)
    controller.start()
    yield box
    box.let_go.set()
    controller.stop()


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.replace(smtp_host="127.0.0.1", smtp_port=free_port(),
                            smtp_starttls=False, notify_to="office@harborpoint.example")


def export_app(settings: Settings) -> Quart:
    """The private service `agency site export` starts (service/export/once.py) on the same
    content and instance folders."""
    return create_app(settings.replace(port=free_port(), watch=False,
                                       export_dir=None, git_remote=None, read_only=True))


def mail_state(store: RequestStore, request_id: int) -> str:
    state: str = store.get(request_id)["mail"]["state"]
    return state


async def test_a_second_process_does_not_send_what_the_first_is_sending(
        settings: Settings, mailbox: HoldingMailbox, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="service.requests.outbox")
    store = RequestStore(settings.requests_database)
    request_id, reference, _ = store.add(SUBMISSION, time.time(), mail=True)
    service = create_app(settings)
    async with service.test_app():
        await eventually(lambda: len(mailbox.messages) == 1, seconds=10)
        assert mail_state(store, request_id) == "pending"  # the service is mid-exchange
        export = export_app(settings)
        async with export.test_app():
            await desk_of(export).outbox.deliver_due()
        mailbox.let_go.set()
        await eventually(lambda: mail_state(store, request_id) == "sent", seconds=10)
    assert len(mailbox.messages) == 1
    assert mailbox.messages[0]["Subject"] == f"Quote request from Jane Doe ({reference})"
    assert any("another process sends the requests' mail" in record.getMessage()
               for record in caplog.records)


async def test_when_the_sending_process_stops_the_other_one_takes_over(
        settings: Settings, mailbox: HoldingMailbox) -> None:
    mailbox.let_go.set()
    store = RequestStore(settings.requests_database)
    service, export = create_app(settings), export_app(settings)
    async with export.test_app():  # started while the service was not running
        await desk_of(export).outbox.deliver_due()
        assert desk_of(export).outbox.sender_lock.held
        service_run = service.test_app()
        await service_run.startup()
        assert await desk_of(service).outbox.deliver_due() == 0
    try:
        request_id = store.add(SUBMISSION, time.time(), mail=True).id
        # Sent by this round, or by the service's own background round if that came first.
        await desk_of(service).outbox.deliver_due()
        await eventually(lambda: mail_state(store, request_id) == "sent", seconds=10)
        assert desk_of(service).outbox.sender_lock.held
    finally:
        await service_run.shutdown()
    assert len(mailbox.messages) == 1
