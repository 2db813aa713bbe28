"""The confirmation of a sign-up: its token made when the sender takes the mail (only its hash is
kept, valid 24 hours), the plain-text mail with the link, and the link's use (confirm)."""

import hashlib
import json
import secrets
import sqlite3
from collections.abc import Mapping
from email.message import EmailMessage
from email.utils import formataddr
from typing import Any

from service.config import Settings
from service.content import NewsletterCopy
from service.newsletter.subscribers import DAY, add_event
from service.requests.mail import Facts, agency_name, header_text, office_address, sender_address
from service.requests.request_json import iso

CONFIRM_SECONDS = DAY
IGNORE = "If you did not ask for this, ignore this mail; nothing will be sent."
EXPIRED = "This link has expired. Sign up again and we will send a new one."
UNKNOWN = ("We don't recognise this link. Please check that you opened the whole link from our "
           "e-mail, or sign up again.")
TOKEN_MAX = 100


class ConfirmRefused(Exception):
    """A confirmation link that opens nothing: `status` 404 (unknown, forged) or 410 (expired)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def prepare_confirmation(db: sqlite3.Connection, mail_row: Mapping[str, Any],
                         now: float) -> str | None:
    """In the sender's transaction, for a queued 'confirm' mail (a row of newsletter_mails with
    `id` and `subscriber_id`): a fresh token, its hash stored with its expiry (24 hours from
    now), answered to be put in the link. None when the subscriber is gone or no longer pending:
    the mail row is then marked skipped."""
    row = db.execute("SELECT status FROM subscribers WHERE id = ?",
                     (mail_row["subscriber_id"],)).fetchone()
    if row is None or row[0] != "pending":
        db.execute("UPDATE newsletter_mails SET state = 'skipped' WHERE id = ? AND state IN "
                   "('pending', 'sending')", (mail_row["id"],))
        return None
    token = secrets.token_urlsafe(32)
    db.execute("UPDATE subscribers SET confirm_hash = ?, confirm_expires_at = ? WHERE id = ?",
               (token_hash(token), now + CONFIRM_SECONDS, mail_row["subscriber_id"]))
    return token


def _topic_titles(chosen: object, copy: NewsletterCopy) -> list[str]:
    ids = json.loads(chosen) if isinstance(chosen, str) else chosen
    titles = {topic.id: topic.title for topic in copy.topics}
    return [titles.get(str(topic), str(topic)) for topic in ids] if isinstance(ids, list) else []


def confirmation_body(subscriber: Mapping[str, Any], token: str, public_url: str, facts: Facts,
                      copy: NewsletterCopy) -> str:
    """What they signed up for, the link (valid 24 hours), what to do if it was not them, and
    the agency's postal address."""
    agency = agency_name(facts)
    topics = ", ".join(_topic_titles(subscriber.get("topics"), copy))
    lines = [f"Please confirm that you want the newsletter of {agency}.", "",
             f"You asked for: {topics}." if topics else "You signed up for our newsletter.", "",
             "To confirm, open this link (valid 24 hours):",
             f"{public_url.rstrip('/')}/newsletter/confirm#{token}", "",
             "Nothing is sent to you until you confirm.", IGNORE, "", copy.consentText, "",
             "--", agency]
    if postal := office_address(facts):
        lines.append(postal)
    return "\n".join(lines) + "\n"


def confirmation_message(subscriber: Mapping[str, Any], token: str, settings: Settings,
                         facts: Facts, copy: NewsletterCopy) -> EmailMessage:
    """The confirmation mail to the subscriber (a mapping with `email` and `topics`: ids, as a
    list or the stored JSON), from the newsletter's sender name (the agency's by default)."""
    message = EmailMessage()
    message["Subject"] = header_text(f"Confirm your subscription to {agency_name(facts)}")
    sender = header_text(copy.fromName) if copy.fromName else agency_name(facts)
    message["From"] = formataddr((sender, sender_address(settings)))
    message["To"] = subscriber["email"]
    message.set_content(confirmation_body(subscriber, token, settings.public_url or "", facts,
                                          copy))
    return message


def confirm(db: sqlite3.Connection, token: str, now: float) -> dict[str, Any]:
    """Confirm the sign-up the token was made for: subscribed, with `confirmedAt` added to the
    consent; the same answer again for one confirmed already. ConfirmRefused otherwise."""
    if not token or len(token) > TOKEN_MAX:
        raise ConfirmRefused(404, UNKNOWN)
    row = db.execute("SELECT id, email, topics, status, confirm_expires_at, consent FROM "
                     "subscribers WHERE confirm_hash = ?", (token_hash(token),)).fetchone()
    if row is None:
        raise ConfirmRefused(404, UNKNOWN)
    subscriber_id, email, topics, status, expires_at, consent = row
    answer = {"email": email, "topics": json.loads(topics)}
    if status == "subscribed":
        return answer
    if status != "pending" or expires_at is None or now >= expires_at:
        raise ConfirmRefused(410, EXPIRED)
    agreed = {**json.loads(consent), "confirmedAt": iso(now)}
    db.execute("UPDATE subscribers SET status = 'subscribed', confirmed_at = ?, changed_at = ?, "
               "consent = ? WHERE id = ?",
               (now, now, json.dumps(agreed, ensure_ascii=False), subscriber_id))
    add_event(db, subscriber_id, now, None, "confirmed")
    return answer
