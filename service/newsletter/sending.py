"""What the newsletter's sender does in a round (service/newsletter/sender.py): the feedback
mailbox read, due sends started, and each mail claimed, written and handed to the relay, paced
to its limits. Imported at the sender's first round with something to do, not by every start."""

import asyncio
import logging
import smtplib
from collections.abc import Mapping
from email.message import EmailMessage
from typing import TYPE_CHECKING, Any

from service.newsletter import send_queue as queue
from service.newsletter.confirm_rows import confirm_message, prepare_confirm
from service.newsletter.feedback_mailbox import read_maildir
from service.newsletter.issue_mail import Recipient, issue_message, new_message_id
from service.newsletter.mail_policy import mail_bytes
from service.newsletter.relay import Relay, refusal
from service.requests import mail
from service.requests.outbox import GIVE_UP_SECONDS, retry_delay
from service.requests.sender_loop import IDLE_SECONDS

if TYPE_CHECKING:
    from service.newsletter.sender import NewsletterSender

# Its lines name the sender (service.newsletter.sender), whose work this is.
log = logging.getLogger("service.newsletter.sender")

RELAY_DOWN_SECONDS = 15.0  # the server unreachable: nothing is counted, try again soon
MINUTE = 60.0


class Sending:
    """One sender's rounds, after it holds the sender lock."""

    def __init__(self, sender: "NewsletterSender") -> None:
        self.sender = sender
        self.store, self.settings, self.clock = sender.store, sender.settings, sender.clock
        self.interrupted = False  # the mails a killed sender left 'sending' marked, once a start

    async def round(self) -> float:
        """Feedback read, due sends started, mails sent while the limits allow; the seconds to
        wait before the next round."""
        if self.settings.newsletter_maildir is not None:
            await asyncio.to_thread(read_maildir, self.store, self.settings.newsletter_maildir,
                                    self.sender.links, self.clock.now())
        if not self.sender.ready:
            return IDLE_SECONDS
        if not self.interrupted:
            if count := await asyncio.to_thread(queue.interrupt_sending, self.store):
                log.warning("%s newsletter mails were being sent when the sender stopped: "
                            "marked interrupted, not sent again", count)
            self.interrupted = True
        await self.start_due_sends()
        return await asyncio.to_thread(self._deliver)

    async def start_due_sends(self) -> None:
        public_url, sender = self.settings.public_url, self.sender
        assert public_url is not None
        for send in await asyncio.to_thread(queue.due_sends, self.store, self.clock.now()):
            post = sender.posts(send["slug"])
            parts = sender.parts(post[0], post[1], public_url + post[2], public_url,
                                 sender.facts()) if post is not None else None
            queued = await asyncio.to_thread(queue.start_send, self.store, send["id"], parts,
                                             self.clock.now())
            log.info("newsletter send %s started: %s recipients", send["id"], queued)

    def _throttle_wait(self, now: float) -> float:
        """Seconds until the limits allow the next mail (0: now). Mails are spaced evenly over
        the minute; the counts come from the database, so a restart keeps them."""
        per_minute, per_day = self.settings.newsletter_per_minute, \
            self.settings.newsletter_per_day
        today, _ = queue.sent_since(self.store, now - queue.DAY)
        if today >= per_day:
            return IDLE_SECONDS
        this_minute, last = queue.sent_since(self.store, now - MINUTE)
        gap = MINUTE / per_minute
        if this_minute >= per_minute:
            return max(gap, 1.0)
        return max(0.0, last + gap - now) if last is not None else 0.0

    def _deliver(self) -> float:
        relay: Relay | None = None
        try:
            while not self.sender.stopping:
                now = self.clock.now()
                if (wait := self._throttle_wait(now)) > 0:
                    return wait
                mail_id = queue.next_due(self.store, now)
                if mail_id is None:
                    queue.finish_sends(self.store, now)
                    return self._idle(now)
                if relay is None:
                    relay = self._open_relay()
                    if relay is None:
                        return RELAY_DOWN_SECONDS
                if not self._send_one(relay, mail_id, now):
                    relay.__exit__()
                    return RELAY_DOWN_SECONDS
            return 0.0
        finally:
            if relay is not None:
                relay.__exit__()

    def _open_relay(self) -> Relay | None:
        try:
            return Relay(self.settings).__enter__()
        except (OSError, smtplib.SMTPException) as error:
            log.warning("newsletter: the mail server cannot be reached, mails wait: %s",
                        refusal(error).words)
            return None

    def _idle(self, now: float) -> float:
        next_at = queue.next_attempt_at(self.store)
        return IDLE_SECONDS if next_at is None else min(IDLE_SECONDS, max(0.5, next_at - now))

    def _send_one(self, relay: Relay, mail_id: int, now: float) -> bool:
        """One mail claimed, sent and its outcome kept; False when the server went away."""
        public_url = self.settings.public_url
        assert public_url is not None
        claimed = queue.claim(self.store, mail_id, new_message_id(public_url), now,
                              prepare_confirm)
        if claimed is None:
            return True
        try:
            data = mail_bytes(self._message(claimed))
        except Exception as error:  # a mail that cannot be written is never sent
            log.exception("newsletter mail %s could not be written", mail_id)
            queue.mark_failed(self.store, mail_id, f"not written: {type(error).__name__}",
                              now, dead_address=False)
            return True
        try:
            relay.send(mail.sender_address(self.settings), claimed["recipient"], data)
        except (OSError, smtplib.SMTPException) as error:
            return self._refused(claimed, error)
        queue.mark_sent(self.store, mail_id, self.clock.now())
        return True

    def _refused(self, claimed: dict[str, Any], error: BaseException) -> bool:
        verdict, now = refusal(error), self.clock.now()
        log.warning("newsletter mail %s (%s) not taken: %s", claimed["id"], claimed["purpose"],
                    verdict.words)
        if verdict.verdict == "down":
            queue.mark_retry(self.store, claimed["id"], verdict.words, now, counted=False)
            return False
        if verdict.verdict == "retry":
            at: float | None = now + retry_delay(claimed["attempts"] + 1)
            if at is not None and at - claimed["created_at"] > GIVE_UP_SECONDS:
                at = None
            queue.mark_retry(self.store, claimed["id"], verdict.words, at)
        else:
            queue.mark_failed(self.store, claimed["id"], verdict.words, now,
                              verdict.user_unknown)
        return True

    def _message(self, claimed: dict[str, Any]) -> EmailMessage:
        sender = self.sender
        copy, facts = sender.copy(), sender.facts()
        if claimed["purpose"] == "confirm":
            message = confirm_message(claimed, self.settings, facts, copy)
            del message["Message-ID"]
            message["Message-ID"] = claimed["messageId"]
            return message
        titles = {t.get("id"): t.get("title") for t in copy.get("topics") or []
                  if isinstance(t, Mapping)}
        to = Recipient(claimed["recipient"],
                       sender.links.token(claimed["subscriber_id"], claimed["send_id"]),
                       [str(titles.get(topic) or topic) for topic in claimed["topics"]])
        return issue_message(claimed["subject"], (claimed["html"], claimed["text"]), to,
                             claimed["messageId"], self.settings, facts, copy.get("fromName"))
