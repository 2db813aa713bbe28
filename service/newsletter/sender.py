"""The background task that sends the newsletter's mails: sign-up confirmations first, then each
recipient's copy of the sends that are due, paced to the relay's limits.

Only the process holding the newsletter's sender lock sends. Unlike the requests' outbox, a mail
is marked 'sending' and committed before the mail server sees it, and a mail found 'sending'
when the lock is taken (its sender was killed mid-exchange) is 'interrupted' and never tried
again: a subscriber may miss one issue, but nobody gets two.

This is the loop a start makes; what a round does is in service/newsletter/sending.py, imported
at the first round with a mailbox to read or mail to send (issue 42: not by every start).
"""

import asyncio
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from service.config import Settings
from service.newsletter.links import SubscriberLinks
from service.requests.clock import Clock
from service.requests.sender_lock import SenderLock
from service.requests.sender_loop import IDLE_SECONDS, SenderLoop
from service.requests.storage import RequestStore

if TYPE_CHECKING:
    from service.newsletter.sending import Sending

LOCK_FILE = "newsletter.lock"

Facts = Callable[[], Mapping[str, Any]]
Copy = Callable[[], Mapping[str, Any]]
# A public post by its slug: (title, served HTML, its path on the site), or None.
PostSource = Callable[[str], tuple[str, str, str] | None]
Parts = Callable[[str, str, str, str, Mapping[str, Any]], tuple[str, str]]


class NewsletterSender(SenderLoop):
    """Started and stopped with the service; `wake()` after a change sends without waiting."""

    what = "newsletter sender"

    def __init__(self, store: RequestStore, settings: Settings, clock: Clock, facts: Facts,
                 copy: Copy, posts: PostSource, parts: Parts) -> None:
        super().__init__(SenderLock(settings.instance_dir, LOCK_FILE))
        self.store, self.settings, self.clock = store, settings, clock
        self.facts, self.copy, self.posts, self.parts = facts, copy, posts, parts
        self.links = SubscriberLinks.of_instance(settings.instance_dir)
        self._sending: Sending | None = None
        self._round = asyncio.Lock()  # one round at a time, whoever calls it

    @property
    def ready(self) -> bool:
        """A mail server, a sender address and the site's public address (for the links)."""
        return self.settings.mail_enabled and self.settings.public_url is not None

    @property
    def stopping(self) -> bool:
        """Asked to stop: read from the worker thread between two mails."""
        return self._stopping.is_set()

    def stopped(self) -> None:
        if self._sending is not None:
            self._sending.interrupted = False

    def sending(self) -> "Sending":
        """What a round does, imported at its first use."""
        if self._sending is None:
            from service.newsletter.sending import Sending

            self._sending = Sending(self)
        return self._sending

    async def one_round(self) -> float:
        return await self.round()

    async def round(self) -> float:
        """Feedback read, due sends started, mails sent while the limits allow; the seconds to
        wait before the next round."""
        async with self._round:
            if not await asyncio.to_thread(self.sender_lock.try_hold):
                return IDLE_SECONDS  # another process sends, and reads the feedback
            if self.settings.newsletter_maildir is None and not self.ready:
                return IDLE_SECONDS  # nothing to read or send: its machinery stays unimported
            return await self.sending().round()
