"""SIGKILL of a real service process while it sends a newsletter, then a restart: nobody gets two
(counted per address in a real SMTP server, aiosmtpd), and everyone whose mail was not
interrupted mid-exchange gets exactly one."""

import asyncio
import json
import os
import signal
import sqlite3
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from aiosmtpd.controller import Controller

from service.requests.storage import RequestStore
from tests.service.conftest import INDEX_HTML
from tests.service.newsletter_rows import add_subscriber
from tests.service.real_service import start_service
from tests.service.test_requests_mail import Mailbox, free_port

pytestmark = pytest.mark.slow

# Enough for both kills to land mid-send (after 6, then 9 more mails) and for the last start to
# have some left to send: the kills' and the restart's behaviour shows the same with 24 as with 40,
# and each mail is 0.7 s of pacing and holding.
SUBSCRIBERS = 24
KILLS = 2
SLUG = "connecticut-winter-driving-and-your-auto-policy"
DEADLINE = 240.0  # seconds, generous: the machine is shared


class SlowSink(Mailbox):
    """Keeps each message, then takes a moment before its 250: the test kills the service while
    a mail is in that moment (taken by the server, not yet acknowledged to the sender)."""

    def __init__(self) -> None:
        super().__init__()
        self.in_exchange = threading.Event()

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        answer = await super().handle_DATA(server, session, envelope)
        self.in_exchange.set()
        await asyncio.sleep(0.3)
        self.in_exchange.clear()
        return answer


def states(database: Path) -> Counter[str]:
    with sqlite3.connect(database) as db:
        return Counter(state for state, in db.execute(
            "SELECT state FROM newsletter_mails WHERE purpose = 'issue'"))


def wait_for(check: Any, what: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.1)


def test_a_restart_mid_send_sends_nobody_twice(content_dir: Path, tmp_path: Path) -> None:
    """Over 10 s by design: three real service starts, two killed mid-send, and 24 mails paced at
    150 a minute, each held 0.3 s by the SMTP server so that a kill lands inside an exchange."""
    instance, dist = tmp_path / "instance", tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text(INDEX_HTML, "utf-8")
    store = RequestStore(instance / "requests.sqlite3")
    store.set_up()
    addresses = [f"reader{n:02d}@example.org" for n in range(SUBSCRIBERS)]
    for address in addresses:
        add_subscriber(store, address, ["home-auto"])
    with store.transaction() as db:
        db.execute("INSERT INTO newsletter_sends (slug, topics, subject, state, scheduled_at, "
                   "created_at) VALUES (?, ?, 'Winter driving', 'scheduled', 0, 0)",
                   (SLUG, json.dumps(["home-auto"])))
    smtp_port = free_port()
    sink = SlowSink()
    controller = Controller(sink, hostname="127.0.0.1", port=smtp_port)
    controller.start()
    settings = {"SMTP_HOST": "127.0.0.1", "SMTP_PORT": str(smtp_port), "SMTP_STARTTLS": "0",
                "NOTIFY_TO": "office@harborpoint.example",
                "PUBLIC_URL": "https://www.harborpoint.example",
                "NEWSLETTER_PER_MINUTE": "150"}  # a mail every 0.4 s: the send takes a while
    log = tmp_path / "service.log"
    try:
        for kill in range(KILLS):
            process = start_service(content_dir, instance, dist, free_port(), log, **settings)
            reached = len(sink.messages) + 6 + 3 * kill
            wait_for(lambda n=reached: len(sink.messages) >= n  # type: ignore[misc]
                     and sink.in_exchange.is_set(), "the send went on")
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=30)
        process = start_service(content_dir, instance, dist, free_port(), log, **settings)
        database = instance / "requests.sqlite3"
        wait_for(lambda: not ({"pending", "sending"} & set(states(database))),
                 "the send finished after the restart")
        process.terminate()
        process.wait(timeout=30)
    finally:
        controller.stop()
    final = states(database)
    with sqlite3.connect(database) as db:
        rows = dict(db.execute("SELECT recipient, state FROM newsletter_mails"))
    counts = Counter(recipients[0] for recipients in sink.recipients)
    assert sum(final.values()) == SUBSCRIBERS and set(final) <= {"sent", "interrupted"}
    assert max(counts.values()) == 1, counts.most_common(3)  # nobody twice
    for address in addresses:
        if rows[address] == "sent":
            assert counts[address] == 1, address
        else:  # interrupted: perhaps taken by the server before the kill, never again
            assert counts[address] <= 1, address
    # Each kill came mid-exchange: that mail was taken by the server and is never sent again.
    assert final["interrupted"] == KILLS
    assert all(counts[a] == 1 for a, state in rows.items() if state == "interrupted")
    assert "marked interrupted, not sent again" in log.read_text("utf-8")
