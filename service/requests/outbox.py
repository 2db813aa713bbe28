"""The background task that sends requests' mails with backoff and purges finished requests.

The office's notification and the visitor's confirmation are rows of the mails table; each
attempt's outcome goes on the request's timeline (mail-sent, mail-failed).

Only the process holding the sender lock sends. A mail is marked sent once the server has
accepted it, so a process killed between the two (SIGKILL during the SMTP exchange) sends it
again after a restart: delivery is at least once, never at most once, on purpose. A second copy
of a notification costs the office a glance; a lost one could cost a customer.
"""

import asyncio
import logging
from collections.abc import Callable, Mapping
from email.message import EmailMessage
from typing import Any

from service.bookings.booking_message import booking_message
from service.bookings.mail_rows import BOOKING_PURPOSES, REVIEW_PURPOSE, prepare_booking_mail
from service.bookings.review_mail import prepare_review_mail, review_message
from service.config import Settings
from service.requests import mail
from service.requests.clock import Clock
from service.requests.intake.resume import PURPOSE as RESUME_PURPOSE, ResumeLinks
from service.requests.intake.resume_mail import resume_message
from service.requests.mail_failure import failure_words
from service.requests.page_titles import PageTitles
from service.requests.sender_lock import SenderLock
from service.requests.sender_loop import IDLE_SECONDS, SenderLoop
from service.requests.storage import RequestStore

log = logging.getLogger(__name__)

# Seconds to wait after the 1st, 2nd, 3rd failed attempt; every two hours after that.
BACKOFF = (60, 5 * 60, 30 * 60)
LATER_BACKOFF = 2 * 60 * 60
GIVE_UP_SECONDS = 24 * 60 * 60
DAY = 24 * 60 * 60

Sender = Callable[[EmailMessage, Settings], None]
Facts = Callable[[], Mapping[str, Any]]
Titles = Callable[[], PageTitles]
# The mails this outbox writes (a digest is sent on its own).
PURPOSES = ("office", "confirmation", RESUME_PURPOSE, *BOOKING_PURPOSES, REVIEW_PURPOSE)


def retry_delay(attempts: int) -> float:
    """The wait after `attempts` failed attempts."""
    return BACKOFF[attempts - 1] if attempts <= len(BACKOFF) else LATER_BACKOFF


def message_for(due: dict[str, Any], settings: Settings, facts: Mapping[str, Any],
                titles: Titles = dict, links: ResumeLinks | None = None) -> EmailMessage:
    if due["purpose"] == RESUME_PURPOSE:
        return resume_message(due, settings, facts, links)
    if due["purpose"] in BOOKING_PURPOSES:
        return booking_message(due, settings, facts, titles())
    if due["purpose"] == REVIEW_PURPOSE:
        return review_message(due, settings, facts)
    if due["purpose"] == "confirmation":
        return mail.build_confirmation(due["request"], due["recipient"], settings, facts)
    return mail.build_message(due["request"], settings, facts, titles=titles())


class Outbox(SenderLoop):
    """Started with the app; `wake()` after a submission sends its mail without waiting."""

    what = "request outbox"

    def __init__(self, store: RequestStore, settings: Settings, clock: Clock,
                 site_facts: Facts, sender: Sender = mail.send, page_titles: Titles = dict,
                 resume_links: ResumeLinks | None = None) -> None:
        super().__init__(SenderLock(settings.instance_dir))
        self.store = store
        self.settings = settings
        self.clock = clock
        self.site_facts = site_facts
        self.page_titles = page_titles  # the site's pages by their titles, for the office's mail
        self.sender = sender
        self.resume_links = resume_links  # writes the "finish later" mails' links
        self._lock = asyncio.Lock()
        self._purged_at: float | None = None
        self._sending: bool | None = None

    def stopped(self) -> None:
        self._sending = None

    async def one_round(self) -> float:
        await self.purge_if_due()
        await self.deliver_due()
        return await self._idle_seconds()

    async def _idle_seconds(self) -> float:
        if self._sending is False:  # the sender sends what is due; try the lock now and then
            return IDLE_SECONDS
        next_at = await asyncio.to_thread(self.store.next_mail_at, PURPOSES)
        if next_at is None:
            return IDLE_SECONDS
        return min(IDLE_SECONDS, max(0.5, next_at - self.clock.now()))

    async def deliver_due(self) -> int:
        """Try every mail that is due; the number sent (none unless this process holds the sender
        lock)."""
        if not self.settings.mail_enabled:
            return 0
        sent = 0
        async with self._lock:
            if not await self._is_sender():
                return 0
            due = await asyncio.to_thread(self.store.due_mail, self.clock.now(), PURPOSES)
            for one in due:
                if await self._deliver(one):
                    sent += 1
        return sent

    async def _is_sender(self) -> bool:
        """Whether this process sends: the one holding the lock, which it keeps until it stops."""
        sending = await asyncio.to_thread(self.sender_lock.try_hold)
        if sending is not self._sending:
            log.info("%s the requests' mail (lock %s)", "this process sends" if sending else
                     "another process sends", self.sender_lock.path)
        self._sending = sending
        return sending

    async def _deliver(self, due: dict[str, Any]) -> bool:
        if due["purpose"] in (*BOOKING_PURPOSES, REVIEW_PURPOSE):
            # The booking as it stands and a new link, in one transaction; None: not to go.
            prepared = await asyncio.to_thread(self._prepare, due)
            if prepared is None:
                return False
            due = prepared
        try:
            message = message_for(due, self.settings, self.site_facts(), self.page_titles,
                                  self.resume_links)
            await asyncio.to_thread(self.sender, message, self.settings)
        except Exception as error:  # any failure is one attempt: retried later, never lost
            attempts = due["attempts"] + 1
            retry_at: float | None = self.clock.now() + retry_delay(attempts)
            if retry_at is not None and retry_at - due["createdAt"] > GIVE_UP_SECONDS:
                retry_at = None
            reason = failure_words(error)
            log.warning("%s mail for request %s failed (attempt %s): %s", due["purpose"],
                        due["request"]["id"], attempts, reason)
            await asyncio.to_thread(self.store.mail_failed, due["id"], reason, retry_at,
                                    self.clock.now())
            return False
        await asyncio.to_thread(self.store.mail_sent, due["id"], self.clock.now())
        return True

    def _prepare(self, due: dict[str, Any]) -> dict[str, Any] | None:
        now = self.clock.now()
        if due["purpose"] == REVIEW_PURPOSE:
            return prepare_review_mail(self.store, due, now)
        return prepare_booking_mail(self.store, due, now, self.settings.booking_reminders)

    async def purge_if_due(self) -> int:
        """Delete finished requests past the retention period, at most once a day."""
        now = self.clock.now()
        if self._purged_at is not None and now - self._purged_at < DAY:
            return 0
        self._purged_at = now
        cutoff = now - self.settings.request_retention_days * DAY
        deleted = await asyncio.to_thread(self.store.purge, cutoff)
        if deleted:
            log.info("purged %s finished requests older than %s days", deleted,
                     self.settings.request_retention_days)
        return deleted
