"""The sender's one call into the sign-up's confirmation mail (service/newsletter/confirm_mail.py,
the contract's prepare_confirmation and confirmation_message)."""

import importlib
import sqlite3
from collections.abc import Mapping
from email.message import EmailMessage
from typing import Any

from service.config import Settings

# Read when a confirmation is first sent (no row can be queued before the sign-up exists).
CONFIRM_MAIL = "service.newsletter.confirm_mail"


def prepare_confirm(db: sqlite3.Connection, row: dict[str, Any],
                    now: float) -> dict[str, Any] | None:
    """In the claim's transaction: the confirmation's token and its subscriber, or None when the
    subscriber is no longer pending (the row is then skipped)."""
    token = importlib.import_module(CONFIRM_MAIL).prepare_confirmation(db, row, now)
    if token is None:
        return None
    subscriber = db.execute("SELECT * FROM subscribers WHERE id = ?",
                            (row["subscriber_id"],)).fetchone()
    return None if subscriber is None else {"token": token, "subscriber": dict(subscriber)}


def confirm_message(claimed: dict[str, Any], settings: Settings, facts: Mapping[str, Any],
                    copy: Any) -> EmailMessage:
    message: EmailMessage = importlib.import_module(CONFIRM_MAIL).confirmation_message(
        claimed["subscriber"], claimed["token"], settings, facts, copy)
    return message
