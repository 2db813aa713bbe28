"""The sender's pace, on a held clock (no waiting): mails spaced over the minute, no more than the
day's share in any 24 hours (counted from the rows, so a restart keeps the count), and sign-up
confirmations before the issues of a send."""

import datetime as dt
from collections.abc import Iterator

import pytest
from aiosmtpd.controller import Controller
from quart import Quart

from service.config import Settings
from service.newsletter.desk import EXTENSION_KEY
from service.newsletter.sender import NewsletterSender
from service.newsletter.subscribers import queue_confirmation
from tests.conftest import eventually
from tests.service.conftest import StaffClient
from tests.service.newsletter_rows import add_subscriber, mails
from tests.service.test_newsletter_sending import OFFICE, PUBLIC_URL, SLUG
from tests.service.test_requests_api import desk_of
from tests.service.test_requests_mail import Mailbox, free_port

SENDS = "/api/admin/newsletter/sends"


@pytest.fixture
def smtp_port() -> int:
    return free_port()


@pytest.fixture
def sink(smtp_port: int) -> Iterator[Mailbox]:
    box = Mailbox()
    controller = Controller(box, hostname="127.0.0.1", port=smtp_port)
    controller.start()
    yield box
    controller.stop()


def limited(settings: Settings, smtp_port: int, per_minute: int, per_day: int) -> Settings:
    return settings.replace(smtp_host="127.0.0.1", smtp_port=smtp_port, smtp_starttls=False,
                            notify_to=OFFICE, public_url=PUBLIC_URL,
                            newsletter_per_minute=per_minute, newsletter_per_day=per_day)


@pytest.fixture
async def sender(app: Quart) -> NewsletterSender:
    """The app's sender on a held clock: the test runs rounds itself (one at a time with the
    sender's own, which find what the clock allows, as the test's do)."""
    found: NewsletterSender = app.extensions[EXTENSION_KEY].sender
    clock = desk_of(app).clock
    clock.set(clock.now(), running=False)
    return found


def queue_send(sender: NewsletterSender, count: int) -> None:
    for n in range(count):
        add_subscriber(sender.store, f"reader{n}@example.org", ["home-auto"])
    with sender.store.transaction() as db:
        db.execute("INSERT INTO newsletter_sends (slug, topics, subject, state, scheduled_at, "
                   "created_at) VALUES (?, '[\"home-auto\"]', 'News', 'scheduled', 0, 0)",
                   (SLUG,))


def states(sender: NewsletterSender) -> list[str]:
    return [row["state"] for row in mails(sender.settings.requests_database)]


class TestPerMinute:
    @pytest.fixture
    def settings(self, settings: Settings, smtp_port: int) -> Settings:
        return limited(settings, smtp_port, per_minute=2, per_day=100)

    async def test_mails_are_spaced_over_the_minute(self, app: Quart, sender: NewsletterSender,
                                                    sink: Mailbox) -> None:
        queue_send(sender, 3)
        wait = await sender.round()
        assert states(sender) == ["sent", "pending", "pending"] and wait == 30
        assert await sender.round() == 30  # the clock has not moved: nothing more
        assert len(sink.messages) == 1
        desk_of(app).clock.advance(30)
        await sender.round()
        assert states(sender) == ["sent", "sent", "pending"]
        desk_of(app).clock.advance(30)
        await sender.round()
        assert states(sender) == ["sent", "sent", "sent"] and len(sink.messages) == 3


class TestPerDay:
    @pytest.fixture
    def settings(self, settings: Settings, smtp_port: int) -> Settings:
        return limited(settings, smtp_port, per_minute=6000, per_day=2)

    async def test_no_more_than_the_days_share_goes_in_24_hours(
            self, app: Quart, sender: NewsletterSender, sink: Mailbox) -> None:
        queue_send(sender, 3)
        for _ in range(3):
            await sender.round()
            desk_of(app).clock.advance(60)
        assert states(sender) == ["sent", "sent", "pending"] and len(sink.messages) == 2
        desk_of(app).clock.advance(24 * 60 * 60)
        await sender.round()
        assert states(sender) == ["sent", "sent", "sent"]


class TestOrder:
    @pytest.fixture
    def settings(self, settings: Settings, smtp_port: int) -> Settings:
        return limited(settings, smtp_port, per_minute=6000, per_day=100)

    async def test_a_confirmation_goes_before_the_issues_queued_earlier(
            self, sender: NewsletterSender, sink: Mailbox) -> None:
        await sender.stop()  # everything queued before the next round
        sender.clock.set(sender.clock.now())  # running: a fast pace, but a pace
        queue_send(sender, 2)
        await sender.sending().start_due_sends()  # the issues are queued first
        newcomer = add_subscriber(sender.store, "new@example.org", ["home-auto"],
                                  status="pending")
        with sender.store.transaction() as db:
            queue_confirmation(db, newcomer, "new@example.org", sender.clock.now())
        await sender.start()
        await eventually(lambda: len(sink.recipients) == 3, 30)
        assert [r[0] for r in sink.recipients] == [
            "new@example.org", "reader0@example.org", "reader1@example.org"]
        assert "Confirm your subscription" in str(sink.messages[0]["Subject"])


class TestSchedule:
    @pytest.fixture
    def settings(self, settings: Settings, smtp_port: int) -> Settings:
        return limited(settings, smtp_port, per_minute=1, per_day=100)

    async def test_a_scheduled_send_starts_when_due_and_a_cancel_skips_the_rest(
            self, app: Quart, client: StaffClient, sender: NewsletterSender,
            sink: Mailbox) -> None:
        for n in range(3):
            add_subscriber(sender.store, f"reader{n}@example.org", ["home-auto"])
        at = dt.datetime.fromtimestamp(sender.clock.now() + 3600, dt.UTC)
        made = await client.post(SENDS, json={"slug": SLUG, "topics": ["home-auto"],
                                              "scheduledAt": at.isoformat()})
        assert made.status_code == 201
        send_id = (await made.get_json())["id"]
        await sender.round()
        assert states(sender) == [] and sink.messages == []  # not due: nobody queued yet
        desk_of(app).clock.advance(3601)
        add_subscriber(sender.store, "late@example.org", ["home-auto"])  # in at the start
        await sender.round()
        assert states(sender) == ["sent", "pending", "pending", "pending"]
        cancelled = await client.post(f"{SENDS}/{send_id}/cancel")
        assert (await cancelled.get_json())["figures"] == {
            "recipients": 4, "sent": 1, "pending": 0, "failed": 0, "interrupted": 0,
            "skipped": 3, "bounced": 0, "complained": 0, "unsubscribed": 0}
        desk_of(app).clock.advance(3600)
        await sender.round()
        assert len(sink.messages) == 1
        assert states(sender) == ["sent", "skipped", "skipped", "skipped"]
