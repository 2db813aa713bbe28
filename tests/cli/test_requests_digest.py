"""`agency requests digest [--send]`: the digest printed, and mailed through a real SMTP server."""

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from aiosmtpd.controller import Controller

from service.requests.storage import RequestStore
from tests.addresses import post_address
from tests.cli.conftest import Agency, assert_one_red_line
from tests.service.digest_helpers import add_request, move_back_a_week
from tests.service.test_mail_failure_logs import Refusing
from tests.service.test_requests_mail import OFFICE, Mailbox, free_port, start_smtp

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

PUBLIC_URL = "https://harborpoint.example"
HOMEOWNERS = "/insurance/property-insurance/homeowners-insurance"  # a product page's path
POST = "a-contractors-guide-to-surety-bonds"


@pytest.fixture
def instance(tmp_path: Path) -> Path:
    return tmp_path / "instance"


@pytest.fixture
def requests(instance: Path) -> dict[str, int]:
    """A request moved back a week (overdue) and one that came a minute ago."""
    store = RequestStore(instance / "requests.sqlite3")
    late = add_request(store, "Jane Doe", time.time() - 60, reference="HP-4K7Q2",
                       page=HOMEOWNERS)
    move_back_a_week(store, late)
    return {"late": late, "fresh": add_request(store, "[bold]Sam Lee", time.time() - 60,
                                               kind="policy-change", page=post_address(POST))}


@pytest.fixture
def smtp_port() -> int:
    return free_port()


@pytest.fixture
def mailbox(smtp_port: int) -> Iterator[Mailbox]:
    controller, box = start_smtp(smtp_port)
    yield box
    controller.stop()


def mail_env(instance: Path, smtp_port: int) -> dict[str, str]:
    return {"AGENCY_INSTANCE_DIR": str(instance), "AGENCY_PUBLIC_URL": PUBLIC_URL,
            "AGENCY_SMTP_HOST": "127.0.0.1", "AGENCY_SMTP_PORT": str(smtp_port),
            "AGENCY_SMTP_STARTTLS": "0", "AGENCY_NOTIFY_TO": OFFICE}


def test_the_digest_is_printed_with_overdue_first_and_links(
        agency: Agency, instance: Path, requests: dict[str, int]) -> None:
    result = agency("requests", "digest", env={"AGENCY_INSTANCE_DIR": str(instance),
                                               "AGENCY_PUBLIC_URL": PUBLIC_URL})
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Requests to answer: 1 new, 1 overdue — ")
    assert result.output.index("Overdue (1)") < result.output.index("Jane Doe") \
        < result.output.index("New (1)") < result.output.index("[bold]Sam Lee")
    assert f"{PUBLIC_URL}/admin/requests/{requests['late']}" in result.output
    assert f"{PUBLIC_URL}/admin/requests/{requests['fresh']}" in result.output
    # The pages by their titles, read from the content folder (no service runs here).
    assert f"Sent from: Homeowners Insurance ({HOMEOWNERS})" in result.output
    assert f"Sent from: A Contractor's Guide to Surety Bonds ({post_address(POST)})" \
        in result.output


def test_an_empty_inbox_prints_the_friendly_line(agency: Agency, instance: Path) -> None:
    result = agency("requests", "digest", env={"AGENCY_INSTANCE_DIR": str(instance)})
    assert result.exit_code == 0, result.output
    assert "Requests to answer: none" in result.output
    assert "no new or overdue requests" in result.output


def test_send_mails_the_digest_to_the_office(agency: Agency, instance: Path,
                                             requests: dict[str, int], smtp_port: int,
                                             mailbox: Mailbox) -> None:
    result = agency("requests", "digest", "--send", env=mail_env(instance, smtp_port))
    assert result.exit_code == 0, result.output
    assert f"Sent the digest to {OFFICE}." in result.output
    assert len(mailbox.messages) == 1 and mailbox.recipients == [[OFFICE]]
    message = mailbox.messages[0]
    assert message["Subject"].startswith("Requests to answer: 1 new, 1 overdue — ")
    assert "Harbor Point Insurance Agency" in message["From"]  # the content's site facts
    text = message.get_content()
    assert f"{PUBLIC_URL}/admin/requests/{requests['late']}" in text
    assert f"Sent from: Homeowners Insurance ({HOMEOWNERS})" in text


def test_send_without_mail_settings_is_one_red_line(agency: Agency, instance: Path) -> None:
    result = agency("requests", "digest", "--send", env={"AGENCY_INSTANCE_DIR": str(instance)})
    assert "mail is not configured" in assert_one_red_line(result)


def test_send_to_a_server_that_is_down_is_one_red_line(agency: Agency, instance: Path,
                                                       requests: dict[str, int]) -> None:
    result = agency("requests", "digest", "--send", env=mail_env(instance, free_port()))
    assert "the digest was not sent: ConnectionRefusedError" in assert_one_red_line(result)


def test_a_refused_send_is_one_red_line_without_the_address(
        agency: Agency, instance: Path, requests: dict[str, int], smtp_port: int) -> None:
    controller = Controller(Refusing({OFFICE}), hostname="127.0.0.1", port=smtp_port)
    controller.start()
    try:
        result = agency("requests", "digest", "--send", env=mail_env(instance, smtp_port))
    finally:
        controller.stop()
    line = assert_one_red_line(result)
    assert "the digest was not sent: SMTPRecipientsRefused: 550 5.1.1 <[address]>" in line
    assert "@" not in line
