"""What a bounce, a complaint or an unsubscribe does to a subscriber: their status changes, an
event says why, and nothing more is sent to them (the sender checks the status before each mail)."""

import json
import sqlite3
from typing import Any

# A complaint outranks a bounce, which outranks an unsubscribe: the stronger reason is kept.
STRENGTH = {"pending": 0, "subscribed": 0, "unsubscribed": 1, "bounced": 2, "complained": 3}


def mark_subscriber(db: sqlite3.Connection, subscriber_id: int, status: str, now: float,
                    data: dict[str, Any], actor: str | None = None) -> bool:
    """Set the status (unless a stronger one is set already) and record it; True if changed."""
    row = db.execute("SELECT status FROM subscribers WHERE id = ?", (subscriber_id,)).fetchone()
    if row is None or STRENGTH[row[0]] >= STRENGTH[status]:
        return False
    db.execute("UPDATE subscribers SET status = ?, changed_at = ? WHERE id = ?",
               (status, now, subscriber_id))
    db.execute("INSERT INTO subscriber_events (subscriber_id, at, actor, type, data) "
               "VALUES (?, ?, ?, ?, ?)", (subscriber_id, now, actor, status, json.dumps(data)))
    return True
