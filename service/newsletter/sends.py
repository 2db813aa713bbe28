"""The newsletter's sends as staff see them: made, listed with their figures, looked at with the
per-recipient log, cancelled. The figures count the mails' rows and the subscribers' events, so
they need no tracking pixel and no rewritten link."""

import datetime as dt
import json
import sqlite3
from typing import Any

from service.requests.storage import RequestStore

FIGURES = ("recipients", "sent", "pending", "failed", "interrupted", "skipped", "bounced",
           "complained", "unsubscribed")
FIGURES_SQL = """
SELECT COUNT(*),
       COUNT(*) FILTER (WHERE state = 'sent'),
       COUNT(*) FILTER (WHERE state IN ('pending', 'sending')),
       COUNT(*) FILTER (WHERE state = 'failed'),
       COUNT(*) FILTER (WHERE state = 'interrupted'),
       COUNT(*) FILTER (WHERE state = 'skipped'),
       COUNT(*) FILTER (WHERE bounced_at IS NOT NULL),
       COUNT(*) FILTER (WHERE complained_at IS NOT NULL)
FROM newsletter_mails WHERE purpose = 'issue' AND send_id {}
"""
UNSUBSCRIBED_SQL = ("SELECT COUNT(DISTINCT subscriber_id) FROM subscriber_events WHERE type = "
                    "'unsubscribed' AND json_extract(data, '$.sendId') {}")
SEND_COLUMNS = ("id, slug, subject, topics, state, scheduled_at, created_at, created_by, "
                "forced, acknowledged, started_at, finished_at")


def iso(seconds: float | None) -> str | None:
    if seconds is None:
        return None
    moment = dt.datetime.fromtimestamp(seconds, dt.UTC)
    return moment.isoformat(timespec="seconds").replace("+00:00", "Z")


def create_send(store: RequestStore, slug: str, topics: list[str], subject: str,
                scheduled_at: float, now: float, by: str | None, forced: bool,
                acknowledged: list[dict[str, str]]) -> dict[str, Any]:
    with store.transaction() as db:
        send_id = db.execute(
            "INSERT INTO newsletter_sends (slug, topics, subject, state, scheduled_at, "
            "created_at, created_by, forced, acknowledged) VALUES (?, ?, ?, 'scheduled', ?, ?, "
            "?, ?, ?) RETURNING id", (slug, json.dumps(topics), subject, scheduled_at, now, by,
                                      int(forced), json.dumps(acknowledged))).fetchone()[0]
        return _send(db, send_id) or {}


def live_send_of(store: RequestStore, slug: str) -> int | None:
    """The post's send that was not cancelled, if any."""
    with store.reading() as db:
        row = db.execute("SELECT id FROM newsletter_sends WHERE slug = ? AND state != "
                         "'cancelled' ORDER BY id DESC LIMIT 1", (slug,)).fetchone()
    return row[0] if row else None


def figures(db: sqlite3.Connection, send_id: int | None = None) -> dict[str, int]:
    """A send's figures (every send's together when None)."""
    where = "= ?" if send_id is not None else "IS NOT NULL"
    values = (send_id,) if send_id is not None else ()
    counts = dict(zip(FIGURES, db.execute(FIGURES_SQL.format(where), values).fetchone(),
                      strict=False))
    counts["unsubscribed"] = db.execute(UNSUBSCRIBED_SQL.format(where), values).fetchone()[0]
    return counts


def _send(db: sqlite3.Connection, send_id: int) -> dict[str, Any] | None:
    row = db.execute(f"SELECT {SEND_COLUMNS} FROM newsletter_sends WHERE id = ?",
                     (send_id,)).fetchone()
    return _described(db, row) if row is not None else None


def _described(db: sqlite3.Connection, row: tuple[Any, ...]) -> dict[str, Any]:
    (send_id, slug, subject, topics, state, scheduled, created, by, forced, acknowledged,
     started, finished) = row
    return {"id": send_id, "slug": slug, "subject": subject, "topics": json.loads(topics),
            "state": state, "scheduledAt": iso(scheduled), "createdAt": iso(created),
            "createdBy": by, "forced": bool(forced), "acknowledged": json.loads(acknowledged),
            "startedAt": iso(started), "finishedAt": iso(finished),
            "figures": figures(db, send_id)}


def list_sends(store: RequestStore) -> list[dict[str, Any]]:
    with store.reading() as db:
        rows = db.execute(f"SELECT {SEND_COLUMNS} FROM newsletter_sends "
                          "ORDER BY id DESC").fetchall()
        return [_described(db, row) for row in rows]


def send_detail(store: RequestStore, send_id: int) -> dict[str, Any] | None:
    """The send with each recipient's mail: who, its state, attempts and the last error."""
    with store.reading() as db:
        send = _send(db, send_id)
        if send is None:
            return None
        rows = db.execute("SELECT recipient, state, attempts, sent_at, last_error, bounced_at, "
                          "complained_at FROM newsletter_mails WHERE send_id = ? ORDER BY id",
                          (send_id,)).fetchall()
    send["mails"] = [{"email": email, "state": state, "attempts": attempts,
                      "sentAt": iso(sent), "error": error, "bouncedAt": iso(bounced),
                      "complainedAt": iso(complained)}
                     for email, state, attempts, sent, error, bounced, complained in rows]
    return send


def cancel_send(store: RequestStore, send_id: int, now: float) -> dict[str, Any] | None:
    """Cancelled while scheduled or sending (mails not yet sent are skipped); the send as it is
    then, or None when there is no such send."""
    with store.transaction() as db:
        db.execute("UPDATE newsletter_sends SET state = 'cancelled', finished_at = ? "
                   "WHERE id = ? AND state IN ('scheduled', 'sending')", (now, send_id))
        db.execute("UPDATE newsletter_mails SET state = 'skipped' WHERE send_id = ? AND "
                   "state = 'pending'", (send_id,))
        return _send(db, send_id)


def queue_figures(db: sqlite3.Connection, since: float) -> dict[str, int]:
    """The queue's length and the mails sent since then (the day's share)."""
    waiting, = db.execute("SELECT COUNT(*) FROM newsletter_mails WHERE state = 'pending'"
                          ).fetchone()
    sent, = db.execute("SELECT COUNT(*) FROM newsletter_mails WHERE sent_at >= ?",
                       (since,)).fetchone()
    return {"queued": waiting, "sentLastDay": sent}


def newsletter_report(db: sqlite3.Connection, since: float) -> dict[str, Any]:
    """The reports screen's newsletter section: the sends made since then (cancelled ones left
    out), newest first, with their figures, and the figures added up."""
    rows = db.execute(f"SELECT {SEND_COLUMNS} FROM newsletter_sends WHERE created_at >= ? AND "
                      "state != 'cancelled' ORDER BY id DESC", (since,)).fetchall()
    sends = [_described(db, row) for row in rows]
    totals = {name: sum(send["figures"][name] for send in sends) for name in FIGURES}
    return {"sends": [{key: send[key] for key in ("id", "slug", "subject", "state",
                                                   "startedAt", "figures")} for send in sends],
            "totals": totals}
