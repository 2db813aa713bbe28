"""The requests' mails: queued with their request, tried when due, marked sent or failed."""

import sqlite3
from typing import Any

from service.requests.confirmation_limit import may_confirm
from service.requests.intake.summary import intake_summary
from service.requests.request_db import RequestDatabase, RequestNotFound, add_event


class MailQueue(RequestDatabase):
    """The mails of the requests file: which are due, and what came of each attempt."""

    def due_mail(self, now: float, purposes: tuple[str, ...],
                 limit: int = 20) -> list[dict[str, Any]]:
        """Mails of these purposes that should be tried now, each with its request."""
        marks = ", ".join("?" * len(purposes))
        with self._connect() as db:
            rows = db.execute(
                "SELECT id, request_id, purpose, recipient, attempts, created_at FROM mails "
                f"WHERE state = 'pending' AND next_attempt_at <= ? AND purpose IN ({marks}) "
                "ORDER BY next_attempt_at LIMIT ?", (now, *purposes, limit)).fetchall()
        found = []
        for mail_id, request_id, purpose, recipient, attempts, created in rows:
            try:
                request = self.get(request_id, now) if request_id is not None else None
            except RequestNotFound:  # purged in between
                continue
            if purpose == "office" and request is not None:
                with self._connect() as db:
                    request["intakeSummary"] = intake_summary(db, request_id)
            found.append({"id": mail_id, "purpose": purpose, "recipient": recipient,
                          "attempts": attempts, "createdAt": created, "request": request})
        return found

    def next_mail_at(self, purposes: tuple[str, ...]) -> float | None:
        marks = ", ".join("?" * len(purposes))
        with self._connect() as db:
            row = db.execute("SELECT MIN(next_attempt_at) FROM mails WHERE state = 'pending' "
                             f"AND purpose IN ({marks})", purposes).fetchone()
        return row[0] if row else None

    def mail_sent(self, mail_id: int, now: float) -> None:
        with self.transaction() as db:
            row = db.execute("UPDATE mails SET state = 'sent', attempts = attempts + 1, "
                             "last_error = NULL WHERE id = ? RETURNING request_id, purpose",
                             (mail_id,)).fetchone()
            if row is not None and row[0] is not None:
                add_event(db, row[0], now, None, "mail-sent", {"purpose": row[1]})

    def mail_failed(self, mail_id: int, error: str, retry_at: float | None, now: float) -> None:
        """Record a failed attempt: try again at `retry_at`, or give up when it is None."""
        error = error[:500]
        with self.transaction() as db:
            row = db.execute(
                "UPDATE mails SET state = ?, attempts = attempts + 1, last_error = ?, "
                "next_attempt_at = COALESCE(?, next_attempt_at) WHERE id = ? "
                "RETURNING request_id, purpose",
                ("pending" if retry_at is not None else "failed", error, retry_at, mail_id)
            ).fetchone()
            if row is not None and row[0] is not None:
                add_event(db, row[0], now, None, "mail-failed",
                          {"purpose": row[1], "error": error, "final": retry_at is None})


def queue_mail(db: sqlite3.Connection, request_id: int, purpose: str, recipient: str, now: float,
           state: str) -> None:
    """A mail of the request waiting in the queue (state "off": kept, never sent)."""
    db.execute("INSERT INTO mails (request_id, purpose, recipient, created_at, state, "
               "next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)",
               (request_id, purpose, recipient, now, state, now))


def queue_request_mails(db: sqlite3.Connection, request_id: int, now: float, mail: bool,
                        confirmation_to: str | None, client: str) -> None:
    """The office's mail (kept unsent when mail is off) and, within the day's share, the
    visitor's confirmation."""
    queue_mail(db, request_id, "office", "", now, "pending" if mail else "off")
    if confirmation_to and may_confirm(db, request_id, confirmation_to, client, now):
        queue_mail(db, request_id, "confirmation", confirmation_to, now, "pending")
    elif confirmation_to:
        add_event(db, request_id, now, None, "mail-skipped",
                  {"purpose": "confirmation", "reason": "limit"})
