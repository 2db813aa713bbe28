"""The intake's sensitive answers stay sealed: never in the mails a real SMTP server receives, the
digest, the inbox's CSV export, the log, or the bytes of the database file and its WAL."""

import logging
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.config import Settings
from service.requests.digest import body as digest_body, waiting_requests
from tests.service.conftest import StaffClient
from tests.service.test_intake_api import BORN, LICENCE, VIN, drivers, start
from tests.service.test_requests_api import desk_of
from tests.service.test_requests_mail import OFFICE, Mailbox, free_port, start_smtp

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

SECRETS = (LICENCE, BORN, VIN, "06/02/1984")


@pytest.fixture
def smtp_port() -> int:
    return free_port()


@pytest.fixture
def settings(settings: Settings, smtp_port: int) -> Settings:
    return settings.replace(smtp_host="127.0.0.1", smtp_port=smtp_port, smtp_starttls=False,
                            notify_to=OFFICE, public_url="https://harborpoint.example")


@pytest.fixture
def mailbox(smtp_port: int) -> Iterator[Mailbox]:
    controller, box = start_smtp(smtp_port)
    yield box
    controller.stop()


async def fill_and_send(app: Quart, anonymous: QuartClient) -> int:
    request_id, token = await start(app, anonymous)
    steps = {"drivers": drivers(),
             "vehicles": [{"id": "v1", "year": "2020", "make": "Honda", "vin": VIN,
                           "use": "commute"}],
             "autoPolicy": {"currentInsurer": "Travelers"}}
    for step, answers in steps.items():
        saved = await anonymous.put(f"/api/intake/steps/{step}", headers=token,
                                    json={"answers": answers})
        assert saved.status_code == 200
    bad = await anonymous.put("/api/intake/steps/drivers", headers=token, json={
        "answers": drivers(licenceNumber=LICENCE + "*")})
    assert bad.status_code == 422
    assert (await anonymous.post("/api/intake/send", headers=token)).status_code == 200
    await desk_of(app).outbox.deliver_due()
    return request_id


async def test_the_office_mail_summarises_the_intake_without_a_sensitive_value(
        app: Quart, anonymous: QuartClient, client: StaffClient, mailbox: Mailbox,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    request_id = await fill_and_send(app, anonymous)

    office = mailbox.office()
    assert len(office) == 1 and len(mailbox.to("jane@example.com")) == 1
    text = office[0].get_content().replace("\r\n", "\n")
    assert "Quote details:\nDrivers\n  Driver 1 (Ann Lee)\n    Full name: Ann Lee\n" in text
    assert "    Date of birth: given (open the request to see it)\n" in text
    assert "    License number: given (open the request to see it)\n" in text
    assert "  Vehicle 1 (Honda)\n" in text and "Travelers" in text
    raw_mails = b"".join(mailbox.raw)
    export = await (await client.get("/api/admin/requests/export.csv")).get_data(as_text=True)
    assert "Jane Doe" in export
    digest = digest_body(waiting_requests(desk_of(app).store, time.time()), None)
    assert "Jane Doe" in digest
    for secret in SECRETS:
        assert secret.encode() not in raw_mails, secret
        assert secret not in export, secret
        assert secret not in digest, secret
        assert secret not in caplog.text, secret
    assert any(record.name.startswith("service") for record in caplog.records)
    assert desk_of(app).store.get(request_id)["status"] == "new"


async def test_the_database_file_holds_no_plain_licence_or_birth_date(
        app: Quart, anonymous: QuartClient, settings: Settings, mailbox: Mailbox) -> None:
    # An open reader keeps the WAL on disk (the last connection to close folds it in).
    with closing(sqlite3.connect(settings.requests_database)) as reader:
        reader.execute("SELECT COUNT(*) FROM requests").fetchone()
        await fill_and_send(app, anonymous)
        files = sorted(settings.instance_dir.glob("requests.sqlite3*"))
        assert any(path.name.endswith("-wal") for path in files)  # the WAL is read too
        stored = b"".join(path.read_bytes() for path in files)
    assert b"Ann Lee" in stored  # the file is read as it is, not empty
    for secret in SECRETS:
        assert secret.encode() not in stored, secret
        assert secret.encode("utf-16-le") not in stored, secret
