"""The office's daily digest: its text, the requests it holds, and its sending once per open day
at opening time through a real SMTP server (aiosmtpd)."""

import logging

import pytest
from quart import Quart

from service.app import create_app
from service.config import Settings
from service.ops.lifecycle import EXTENSION_KEY as LIFECYCLE_KEY, Lifecycle, LoopJob
from service.requests.clock import Clock
from service.requests.digest import (
    NOTHING_TO_ANSWER,
    body,
    subject,
    waiting_requests,
)
from service.requests.digest_task import DigestTask
from service.requests.local_time import local_time_text
from service.requests.request_links import NO_PUBLIC_URL
from service.requests.storage import RequestStore
from tests.addresses import post_address
from tests.clock import place
from tests.conftest import eventually
from tests.service import test_requests_mail as mail_server
from tests.service.digest_helpers import FACTS, add_request, local, move_back_a_week
from tests.service.test_requests_api import desk_of
from tests.service.test_requests_mail import OFFICE, Mailbox, start_smtp

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

# The mail tests' fixtures: the settings that mail through the local server, its port, its box.
settings, smtp_port, mailbox = mail_server.settings, mail_server.smtp_port, mail_server.mailbox
PUBLIC_URL = "https://harborpoint.example"  # as those settings have it
HOMEOWNERS = "/insurance/property-insurance/homeowners-insurance"  # a product page's path
SURETY_POST = "a-contractors-guide-to-surety-bonds"


@pytest.fixture
def store(settings: Settings) -> RequestStore:
    return RequestStore(settings.requests_database)


def clock_at(moment: float) -> Clock:
    clock = Clock()
    place(clock, moment)
    return clock


def digest_task(store: RequestStore, settings: Settings, moment: float) -> DigestTask:
    return DigestTask(store, settings, clock_at(moment), lambda: FACTS)


async def sends_at(task: DigestTask, *moment: int) -> bool:
    place(task.clock, local(*moment))
    return await task.send_if_due()


def digest_days(store: RequestStore) -> list[str]:
    with store.reading() as db:
        return [day for (day,) in db.execute("SELECT day FROM digests ORDER BY day")]


def test_the_digest_lists_overdue_requests_then_new_ones_with_times_and_links(
        store: RequestStore) -> None:
    late = add_request(store, "Ann Late", local(2026, 11, 23, 10), reference="HP-4K7Q2")
    fresh = add_request(store, "Bo New", local(2026, 11, 25, 8, 30), kind="policy-change",
                        reference="HP-ZX9M3")
    newer = add_request(store, "Cy Newer", local(2026, 11, 25, 9, 10), reference="HP-22222")
    digest = waiting_requests(store, local(2026, 11, 25, 9, 15))
    assert [request.id for request in digest.overdue] == [late]
    assert [request.id for request in digest.new] == [fresh, newer]  # earliest due first
    assert subject(digest) == \
        "Requests to answer: 2 new, 1 overdue — Wednesday, November 25, 2026"
    text = body(digest, PUBLIC_URL)
    assert text.index("Overdue (1)") < text.index("Ann Late") < text.index("New (2)") \
        < text.index("Bo New") < text.index("Cy Newer")
    assert "\n".join([
        "HP-4K7Q2 · Quote request · Ann Late",
        "  Received: Monday, November 23, 2026, 10:00 AM EST",
        "  Due: Tuesday, November 24, 2026, 10:00 AM EST",
        f"  {PUBLIC_URL}/admin/requests/{late}"]) in text
    assert "HP-ZX9M3 · Policy change request · Bo New" in text
    assert f"  Due: {local_time_text(local(2026, 11, 25, 17))}" in text
    assert NOTHING_TO_ANSWER not in text


def test_a_day_with_nothing_waiting_gets_a_friendly_line(store: RequestStore) -> None:
    add_request(store, "Answered", local(2026, 11, 24, 10), status="contacted")
    digest = waiting_requests(store, local(2026, 11, 25, 9))
    assert subject(digest) == "Requests to answer: none — Wednesday, November 25, 2026"
    assert NOTHING_TO_ANSWER in body(digest, PUBLIC_URL)


def test_answered_and_forgotten_requests_are_left_out_and_overdue_starts_after_the_due_time(
        store: RequestStore) -> None:
    add_request(store, "Quoted", local(2026, 11, 16, 10), status="quoted")
    add_request(store, "Spam", local(2026, 11, 16, 10), status="spam")
    add_request(store, "Gone", local(2026, 11, 16, 10), forgotten=True)
    on_time = add_request(store, "On Time", local(2026, 11, 24, 10))
    at_due = waiting_requests(store, local(2026, 11, 25, 10))
    assert ([r.id for r in at_due.overdue], [r.id for r in at_due.new]) == ([], [on_time])
    after = waiting_requests(store, local(2026, 11, 25, 10) + 1)
    assert ([r.id for r in after.overdue], [r.id for r in after.new]) == ([on_time], [])
    assert "Gone" not in body(after, PUBLIC_URL) and "Quoted" not in body(after, PUBLIC_URL)


def test_without_a_public_address_the_digest_says_why_the_link_is_missing(
        store: RequestStore) -> None:
    request_id = add_request(store, "Ann", local(2026, 11, 25, 10))
    assert f"  /admin/requests/{request_id} on the site ({NO_PUBLIC_URL})\n" in body(
        waiting_requests(store, local(2026, 11, 25, 11)), None)


async def test_the_digest_is_sent_once_per_open_day_from_opening_time(
        store: RequestStore, settings: Settings, mailbox: Mailbox) -> None:
    add_request(store, "Ann Late", local(2026, 11, 23, 10), reference="HP-4K7Q2")
    task = digest_task(store, settings, local(2026, 11, 25, 8, 59))
    assert not await sends_at(task, 2026, 11, 25, 8, 59)
    assert await sends_at(task, 2026, 11, 25, 9, 0)
    assert not await sends_at(task, 2026, 11, 25, 9, 1)
    assert not await sends_at(task, 2026, 11, 25, 18, 0)
    assert len(mailbox.messages) == 1
    message = mailbox.messages[0]
    assert message["Subject"] == \
        "Requests to answer: 1 overdue — Wednesday, November 25, 2026"
    assert message["To"] == OFFICE and mailbox.recipients == [[OFFICE]]
    assert "Harbor Point Insurance Agency" in message["From"]
    assert message.get_content_type() == "text/plain"
    assert "HP-4K7Q2 · Quote request · Ann Late" in message.get_content()
    # Thanksgiving (Thursday) is closed; Friday's digest comes at Friday's opening.
    assert not await sends_at(task, 2026, 11, 26, 10, 0)
    assert await sends_at(task, 2026, 11, 27, 9, 0)
    assert digest_days(store) == ["2026-11-25", "2026-11-27"]
    assert len(mailbox.messages) == 2


async def test_no_digest_on_sunday_and_a_special_date_waits_for_its_own_opening(
        store: RequestStore, settings: Settings, mailbox: Mailbox) -> None:
    task = digest_task(store, settings, local(2026, 11, 29, 10))
    assert not await sends_at(task, 2026, 11, 29, 10)  # Sunday
    assert not await sends_at(task, 2026, 12, 25, 10)  # Christmas, closed
    assert not await sends_at(task, 2026, 12, 24, 9, 30)  # Christmas Eve opens at 10:00
    assert await sends_at(task, 2026, 12, 24, 10, 0)
    assert digest_days(store) == ["2026-12-24"]
    assert [message["Subject"] for message in mailbox.messages] == [
        "Requests to answer: none — Thursday, December 24, 2026"]


async def test_a_failed_send_gives_the_day_back_and_the_next_round_sends_it(
        store: RequestStore, settings: Settings, smtp_port: int,
        caplog: pytest.LogCaptureFixture) -> None:
    add_request(store, "Ann", local(2026, 11, 24, 10))
    task = digest_task(store, settings, local(2026, 11, 25, 9, 5))
    with caplog.at_level(logging.WARNING, "service.requests.digest_task"):
        assert not await sends_at(task, 2026, 11, 25, 9, 5)  # nobody listens on the port
    assert "the digest of 2026-11-25 was not sent" in caplog.text
    assert digest_days(store) == []
    controller, mailbox = start_smtp(smtp_port)
    try:
        assert await sends_at(task, 2026, 11, 25, 9, 6)
        assert not await sends_at(task, 2026, 11, 25, 9, 7)
    finally:
        controller.stop()
    assert len(mailbox.messages) == 1 and digest_days(store) == ["2026-11-25"]


async def test_nothing_is_sent_or_claimed_without_mail_settings(
        store: RequestStore, settings: Settings) -> None:
    settings = settings.replace(smtp_host=None)
    task = digest_task(store, settings, local(2026, 11, 25, 9, 5))
    assert not await task.send_if_due()
    assert digest_days(store) == [] and not task.sender_lock.held


async def test_only_the_holder_of_the_digest_lock_sends_and_each_day_is_claimed_once(
        store: RequestStore, settings: Settings, mailbox: Mailbox) -> None:
    first = digest_task(store, settings, local(2026, 11, 25, 9, 5))
    second = digest_task(RequestStore(settings.requests_database), settings,
                         local(2026, 11, 25, 9, 5))
    assert await sends_at(first, 2026, 11, 25, 9, 5)
    assert not await sends_at(second, 2026, 11, 27, 9, 5)  # the first still holds the lock
    await first.release()
    assert not await sends_at(second, 2026, 11, 25, 9, 30)  # the day is claimed already
    assert await sends_at(second, 2026, 11, 27, 9, 5)
    await second.release()
    assert len(mailbox.messages) == 2
    assert not store.claim_digest_day("2026-11-27", local(2026, 11, 27, 10))


async def test_the_service_mails_the_digest_with_a_request_moved_back_a_week_as_overdue(
        settings: Settings, mailbox: Mailbox) -> None:
    """Each request with its full link, when it is due and the page it came from by the title
    the content gives that page (the product page's own, the post's own)."""
    # The test content's week: Monday to Friday 9 to 5, Saturday 9 to noon.
    opening = local(2026, 11, 25, 9, 5)
    store = RequestStore(settings.requests_database)
    moved = add_request(store, "Jane Doe", opening - 60, reference="HP-4K7Q2",
                        page=HOMEOWNERS)
    move_back_a_week(store, moved)
    fresh = add_request(store, "Sam Lee", opening - 30, kind="policy-change",
                        page=post_address(SURETY_POST) + "?utm_source=x")
    app: Quart = create_app(settings.replace(request_digest=True))
    place(desk_of(app).clock, opening)
    async with app.test_app():
        await eventually(lambda: len(mailbox.messages) == 1, seconds=10)
    message = mailbox.messages[0]
    assert message["Subject"] == \
        "Requests to answer: 1 new, 1 overdue — Wednesday, November 25, 2026"
    text = message.get_content().replace("\r\n", "\n")
    assert text.index("Overdue (1)") < text.index("Jane Doe") < text.index("New (1)") \
        < text.index("Sam Lee")
    assert "\n".join([
        "HP-4K7Q2 · Quote request · Jane Doe",
        "  Received: Wednesday, November 18, 2026, 9:04 AM EST",
        "  Due: Friday, November 20, 2026, 9:04 AM EST",  # Thanksgiving, a week on, moved too
        f"  Sent from: Homeowners Insurance ({HOMEOWNERS})",
        f"  {PUBLIC_URL}/admin/requests/{moved}"]) in text
    assert f"  Sent from: A Contractor's Guide to Surety Bonds ({post_address(SURETY_POST)}" \
        in text
    assert f"{PUBLIC_URL}/admin/requests/{fresh}" in text
    assert digest_days(store) == ["2026-11-25"]


def test_the_task_sleeps_until_the_next_opening_or_a_minute_at_most(
        store: RequestStore, settings: Settings) -> None:
    task = digest_task(store, settings, local(2026, 11, 25, 8, 59, 30))
    assert task._idle_seconds() == pytest.approx(30, abs=1)
    place(task.clock, local(2026, 11, 25, 10))
    assert task._idle_seconds() == 60
    no_hours = DigestTask(store, settings, clock_at(local(2026, 11, 25, 8, 59, 30)),
                          lambda: None)
    assert no_hours._idle_seconds() == 60


async def test_the_running_task_sends_when_the_office_opens(
        store: RequestStore, settings: Settings, mailbox: Mailbox) -> None:
    task = digest_task(store, settings, local(2026, 11, 25, 8, 59, 59))
    job = LoopJob(task.run, then=task.release)
    await job.start()
    try:
        assert mailbox.messages == []
        await eventually(lambda: len(mailbox.messages) == 1, seconds=5)
    finally:
        await job.stop()
    assert digest_days(store) == ["2026-11-25"] and not task.sender_lock.held


def test_the_service_runs_the_digest_after_the_outbox_unless_it_is_turned_off(
        settings: Settings) -> None:
    def jobs(app: Quart) -> list[str]:
        work: Lifecycle = app.extensions[LIFECYCLE_KEY]
        return [job.name for job in work.jobs]
    with_digest = jobs(create_app(settings.replace(request_digest=True)))
    assert with_digest[with_digest.index("requests outbox") + 1] == "requests digest"
    assert "requests digest" not in jobs(create_app(settings))
