"""The newsletter's queue in the requests file: sends started when due, each mail claimed
('sending', committed) before the mail server sees it, and what came of it."""

import json
import sqlite3
from collections.abc import Callable
from typing import Any

from service.newsletter.subscriber_marks import mark_subscriber
from service.requests.storage import RequestStore

DAY = 24 * 60 * 60
# Who is in a send: subscribed now, in any of its topics.
IN_TOPICS = ("s.status = 'subscribed' AND EXISTS (SELECT 1 FROM json_each(s.topics) t "
             "WHERE t.value IN (SELECT value FROM json_each(?)))")


def interrupt_sending(store: RequestStore) -> int:
    """Mails a stopped sender left 'sending' (perhaps delivered) become 'interrupted', for good."""
    with store.transaction() as db:
        return db.execute("UPDATE newsletter_mails SET state = 'interrupted', "
                          "last_error = 'the sender stopped during the exchange' "
                          "WHERE state = 'sending'").rowcount


def due_sends(store: RequestStore, now: float) -> list[dict[str, Any]]:
    with store.reading() as db:
        rows = db.execute("SELECT id, slug, subject FROM newsletter_sends WHERE state = "
                          "'scheduled' AND scheduled_at <= ? ORDER BY scheduled_at, id",
                          (now,)).fetchall()
    return [{"id": row[0], "slug": row[1], "subject": row[2]} for row in rows]


def start_send(store: RequestStore, send_id: int, parts: tuple[str, str] | None,
               now: float) -> int:
    """Freeze the parts and queue every recipient, in one transaction; the number queued.
    Without parts (the post is no longer public) the send is cancelled."""
    with store.transaction() as db:
        row = db.execute("SELECT topics FROM newsletter_sends WHERE id = ? AND state = "
                         "'scheduled'", (send_id,)).fetchone()
        if row is None:
            return 0
        if parts is None:
            db.execute("UPDATE newsletter_sends SET state = 'cancelled', finished_at = ? "
                       "WHERE id = ?", (now, send_id))
            return 0
        db.execute("UPDATE newsletter_sends SET state = 'sending', started_at = ?, html = ?, "
                   "text = ? WHERE id = ?", (now, parts[0], parts[1], send_id))
        return db.execute(
            "INSERT OR IGNORE INTO newsletter_mails (purpose, subscriber_id, send_id, recipient, "
            "state, next_attempt_at, created_at) SELECT 'issue', s.id, ?, s.email, 'pending', ?, "
            f"? FROM subscribers s WHERE {IN_TOPICS} ORDER BY s.id",
            (send_id, now, now, row[0])).rowcount


def next_due(store: RequestStore, now: float) -> int | None:
    """The mail to try next: confirmations before issues, then the longest waiting."""
    with store.reading() as db:
        row = db.execute("SELECT id FROM newsletter_mails WHERE state = 'pending' AND "
                         "next_attempt_at <= ? ORDER BY purpose = 'issue', next_attempt_at, id "
                         "LIMIT 1", (now,)).fetchone()
    return row[0] if row else None


def next_attempt_at(store: RequestStore) -> float | None:
    with store.reading() as db:
        row = db.execute("SELECT MIN(next_attempt_at) FROM newsletter_mails "
                         "WHERE state = 'pending'").fetchone()
    return row[0] if row else None


Prepare = Callable[[sqlite3.Connection, dict[str, Any], float], dict[str, Any] | None]


def claim(store: RequestStore, mail_id: int, message_id: str, now: float,
          prepare_confirm: Prepare) -> dict[str, Any] | None:
    """The mail marked 'sending' (committed before the exchange), with what it needs to be
    written; None when it is not to go (then 'skipped') or another process took it."""
    with store.transaction() as db:
        db.row_factory = sqlite3.Row
        found = db.execute("SELECT * FROM newsletter_mails WHERE id = ? AND state = 'pending'",
                           (mail_id,)).fetchone()
        if found is None:
            return None
        row = dict(found)
        extra = prepare_confirm(db, row, now) if row["purpose"] == "confirm" \
            else _issue(db, row)
        if extra is None:
            db.execute("UPDATE newsletter_mails SET state = 'skipped' WHERE id = ?", (mail_id,))
            return None
        db.execute("UPDATE newsletter_mails SET state = 'sending', message_id = ?, "
                   "attempts = attempts + 1 WHERE id = ?", (message_id, mail_id))
        return row | extra | {"messageId": message_id}


def _issue(db: sqlite3.Connection, row: dict[str, Any]) -> dict[str, Any] | None:
    """The send's frozen parts and the subscriber's topics in it, while they are still in it."""
    send = db.execute("SELECT subject, topics, html, text, state FROM newsletter_sends "
                      "WHERE id = ?", (row["send_id"],)).fetchone()
    if send is None or send["state"] != "sending":
        return None
    subscriber = db.execute(f"SELECT s.topics FROM subscribers s WHERE s.id = ? AND {IN_TOPICS}",
                            (row["subscriber_id"], send["topics"])).fetchone()
    if subscriber is None:
        return None
    topics = [t for t in json.loads(subscriber["topics"]) if t in json.loads(send["topics"])]
    return {"subject": send["subject"], "html": send["html"], "text": send["text"],
            "topics": topics}


def mark_sent(store: RequestStore, mail_id: int, now: float) -> None:
    with store.transaction() as db:
        db.execute("UPDATE newsletter_mails SET state = 'sent', sent_at = ?, last_error = NULL "
                   "WHERE id = ?", (now, mail_id))


def mark_retry(store: RequestStore, mail_id: int, words: str, at: float | None,
               counted: bool = True) -> None:
    """Back to 'pending' until `at` (a 4xx, or the server gone: then the attempt is not
    counted); failed for good when `at` is None."""
    with store.transaction() as db:
        db.execute("UPDATE newsletter_mails SET state = ?, last_error = ?, "
                   "next_attempt_at = COALESCE(?, next_attempt_at), "
                   "attempts = attempts - ? WHERE id = ?",
                   ("pending" if at is not None else "failed", words[:500], at,
                    0 if counted else 1, mail_id))


def mark_failed(store: RequestStore, mail_id: int, words: str, now: float,
                dead_address: bool) -> None:
    """A 5xx: never tried again; a dead address makes its subscriber 'bounced'."""
    with store.transaction() as db:
        row = db.execute("UPDATE newsletter_mails SET state = 'failed', last_error = ? "
                         "WHERE id = ? RETURNING subscriber_id, send_id",
                         (words[:500], mail_id)).fetchone()
        if dead_address and row is not None and row[0] is not None:
            db.execute("UPDATE newsletter_mails SET bounced_at = ? WHERE id = ?", (now, mail_id))
            mark_subscriber(db, row[0], "bounced", now, {"sendId": row[1], "reason": words[:200]})


def finish_sends(store: RequestStore, now: float) -> None:
    """A send with nothing left to try is 'sent'."""
    with store.transaction() as db:
        db.execute("UPDATE newsletter_sends SET state = 'sent', finished_at = ? WHERE state = "
                   "'sending' AND NOT EXISTS (SELECT 1 FROM newsletter_mails m WHERE "
                   "m.send_id = newsletter_sends.id AND m.state IN ('pending', 'sending'))",
                   (now,))


def sent_since(store: RequestStore, since: float) -> tuple[int, float | None]:
    """How many mails went after then, and when the last one did."""
    with store.reading() as db:
        count, = db.execute("SELECT COUNT(*) FROM newsletter_mails WHERE sent_at > ?",
                            (since,)).fetchone()
        last, = db.execute("SELECT MAX(sent_at) FROM newsletter_mails").fetchone()
    return count, last
