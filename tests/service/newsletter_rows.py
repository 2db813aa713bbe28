"""Subscribers and their mails as the tests need them, written straight to the requests file."""

import json
import sqlite3
from pathlib import Path
from typing import Any

from service.requests.storage import RequestStore


def add_subscriber(store: RequestStore, email: str, topics: list[str],
                   status: str = "subscribed", now: float = 0.0) -> int:
    with store.transaction() as db:
        return int(db.execute(
            "INSERT INTO subscribers (email, mailbox, name, topics, status, created_at, "
            "confirmed_at, changed_at, consent) VALUES (?, ?, '', ?, ?, ?, ?, ?, ?) RETURNING id",
            (email, email.lower(), json.dumps(topics), status, now,
             now if status == "subscribed" else None, now,
             json.dumps({"source": "form", "topics": topics}))).fetchone()[0])


def status_of(store: RequestStore, email: str) -> str:
    with store.reading() as db:
        return str(db.execute("SELECT status FROM subscribers WHERE mailbox = ?",
                              (email.lower(),)).fetchone()[0])


def mails(database: Path, send_id: int | None = None) -> list[dict[str, Any]]:
    """The newsletter's mail rows (of one send), oldest first."""
    with sqlite3.connect(database) as db:
        db.row_factory = sqlite3.Row
        where, values = ("WHERE send_id = ?", (send_id,)) if send_id is not None else ("", ())
        return [dict(row) for row in db.execute(
            f"SELECT * FROM newsletter_mails {where} ORDER BY id", values)]


def send_state(database: Path, send_id: int) -> str:
    """A send's state: scheduled, sending, sent or cancelled."""
    with sqlite3.connect(database) as db:
        (state,) = db.execute("SELECT state FROM newsletter_sends WHERE id = ?",
                              (send_id,)).fetchone()
    return str(state)
