"""DigestTask: the background task that mails the office its digest every open day at opening.

Only the process holding the digest's own sender lock sends, and the day is claimed in the
database before sending, so two processes (or a restart) never send a day's digest twice. A
failed send gives the claim back and the next round, within a minute, tries again.
"""

import asyncio
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from email.message import EmailMessage
from typing import Any

from service.config import Settings
from service.requests import mail
from service.requests.clock import Clock
from service.requests.digest import (
    build_message,
    day_due,
    release_day,
    waiting_requests,
)
from service.requests.due import next_opening
from service.requests.intake.renewal import note_renewals
from service.requests.mail_failure import failure_words
from service.requests.page_titles import PageTitles
from service.requests.sender_lock import SenderLock
from service.requests.storage import RequestStore
from service.waiting import stopped_within

log = logging.getLogger(__name__)

LOCK_FILE = "digest.lock"
IDLE_SECONDS = 60.0

SiteFacts = Callable[[], Mapping[str, Any] | None]
Sender = Callable[[EmailMessage, Settings], None]
Titles = Callable[[], PageTitles]


@dataclass(eq=False, repr=False)
class DigestTask:
    """Run with the app as a loop job; `release` gives up the sender lock once it has ended."""

    store: RequestStore
    settings: Settings
    clock: Clock
    site_facts: SiteFacts
    sender: Sender = mail.send
    page_titles: Titles = dict
    sender_lock: SenderLock = field(init=False)
    # The day whose digest needs nothing more.
    _settled_day: str | None = field(init=False, default=None)

    def __post_init__(self) -> None:
        self.sender_lock = SenderLock(self.settings.instance_dir, LOCK_FILE)

    async def run(self, stop: asyncio.Event) -> None:
        """Rounds until stop is set (a job of service/ops/lifecycle.py's add_loop)."""
        while not stop.is_set():
            idle = IDLE_SECONDS
            try:
                await self.send_if_due()
                idle = self._idle_seconds()
            except Exception:  # the loop must outlive a bad database moment
                log.exception("request digest round failed")
            await stopped_within(stop, idle)

    async def release(self) -> None:
        """Once stopped: the digest's sender lock goes to another process."""
        await asyncio.to_thread(self.sender_lock.release)

    def _idle_seconds(self) -> float:
        """Until the next opening, at most a minute (hours edited meanwhile, a retry)."""
        now = self.clock.now()
        opening = next_opening(now, self.site_facts())
        return IDLE_SECONDS if opening is None else min(IDLE_SECONDS, max(0.5, opening - now))

    async def send_if_due(self) -> bool:
        """Send today's digest when it is due and nobody has yet; True when this call sent it."""
        if not self.settings.mail_enabled:
            return False
        now = self.clock.now()
        facts = self.site_facts()
        day = day_due(now, facts)
        if day is None or day == self._settled_day \
                or not await asyncio.to_thread(self.sender_lock.try_hold):
            return False
        if not await asyncio.to_thread(self.store.claim_digest_day, day, now):
            self._settled_day = day  # sent already, by this process before or another one
            return False
        try:
            await asyncio.to_thread(note_renewals, self.store, now,
                                    self.settings.intake_renewal_days)
            digest = await asyncio.to_thread(waiting_requests, self.store, now)
            message = build_message(digest, self.settings, facts, self.page_titles())
            await asyncio.to_thread(self.sender, message, self.settings)
        except Exception as error:  # given back: the next round tries again
            log.warning("the digest of %s was not sent, trying again within a minute: %s",
                        day, failure_words(error))
            await asyncio.to_thread(release_day, self.store, day)
            return False
        self._settled_day = day
        log.info("sent the digest of %s (%s overdue, %s new)", day, len(digest.overdue),
                 len(digest.new))
        return True
