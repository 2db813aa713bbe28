"""What a subscriber's lasting link opens: their topics and status, a change of topics, and
unsubscribing, honoured at once (their mails still waiting are skipped)."""

import json
import sqlite3
from collections.abc import Sequence
from typing import Any

from service.newsletter.subscribers import add_event


def subscriber(db: sqlite3.Connection, subscriber_id: int) -> dict[str, Any] | None:
    """The subscriber's address, name, topics and status; None when there is none (forgotten)."""
    row = db.execute("SELECT email, name, topics, status, confirmed_at FROM subscribers "
                     "WHERE id = ?", (subscriber_id,)).fetchone()
    if row is None:
        return None
    email, name, topics, status, confirmed_at = row
    return {"email": email, "name": name, "topics": json.loads(topics), "status": status,
            "confirmed": confirmed_at is not None}


def unsubscribe(db: sqlite3.Connection, subscriber_id: int, now: float, actor: str | None,
                how: str, send_id: int | None = None) -> bool:
    """Unsubscribe one pending or subscribed now, their waiting mails skipped; answers whether the
    status changed (bounced and complained stay as they are: they are kept as facts)."""
    changed = db.execute("UPDATE subscribers SET status = 'unsubscribed', changed_at = ? "
                         "WHERE id = ? AND status IN ('pending', 'subscribed')",
                         (now, subscriber_id)).rowcount
    db.execute("UPDATE newsletter_mails SET state = 'skipped' WHERE subscriber_id = ? AND "
               "state = 'pending'", (subscriber_id,))
    if changed:
        data: dict[str, Any] = {"how": how}
        if send_id is not None:
            data["sendId"] = send_id
        add_event(db, subscriber_id, now, actor, "unsubscribed", data)
    return bool(changed)


def change_topics(db: sqlite3.Connection, subscriber_id: int, topics: Sequence[str],
                  now: float) -> None:
    """Their topics from now on; none is unsubscribing. One who confirmed once and unsubscribed
    is subscribed again by choosing topics (the link came to their mailbox)."""
    if not topics:
        unsubscribe(db, subscriber_id, now, None, "preferences")
        return
    row = db.execute("SELECT topics, status, confirmed_at FROM subscribers WHERE id = ?",
                     (subscriber_id,)).fetchone()
    if row is None:
        return
    was, status, confirmed_at = row
    back = status == "unsubscribed" and confirmed_at is not None
    if json.loads(was) == list(topics) and not back:
        return
    db.execute("UPDATE subscribers SET topics = ?, status = ?, changed_at = ? WHERE id = ?",
               (json.dumps(list(topics)), "subscribed" if back else status, now, subscriber_id))
    data: dict[str, Any] = {"topics": list(topics), "was": json.loads(was)}
    if back:
        data["status"] = "subscribed"
    add_event(db, subscriber_id, now, None, "topics-changed", data)
