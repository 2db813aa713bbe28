"""The sender's one call into the sign-up's confirmation mail (service/newsletter/confirm_mail.py):
the token made in the claim's transaction, and the mail written with it."""

import sqlite3
from collections.abc import Mapping
from email.message import EmailMessage
from typing import Any

from service.config import Settings
from service.content import NewsletterCopy
from service.newsletter.confirm_mail import confirmation_message, prepare_confirmation


def prepare_confirm(db: sqlite3.Connection, row: dict[str, Any],
                    now: float) -> dict[str, Any] | None:
    """In the claim's transaction: the confirmation's token and its subscriber, or None when the
    subscriber is no longer pending (the row is then skipped)."""
    token = prepare_confirmation(db, row, now)
    if token is None:
        return None
    subscriber = db.execute("SELECT * FROM subscribers WHERE id = ?",
                            (row["subscriber_id"],)).fetchone()
    return None if subscriber is None else {"token": token, "subscriber": dict(subscriber)}


def confirm_message(claimed: dict[str, Any], settings: Settings, facts: Mapping[str, Any],
                    copy: Mapping[str, Any]) -> EmailMessage:
    return confirmation_message(claimed["subscriber"], claimed["token"], settings, facts,
                                NewsletterCopy.model_validate(copy))
