"""A bounce, a complaint or a mailto unsubscribe applied: found by our Message-ID or by the
recipient's mailbox, the subscriber marked so that nothing more is sent to them."""

import sqlite3

from service.newsletter.feedback_parse import Feedback
from service.newsletter.links import SubscriberLinks
from service.newsletter.subscriber_marks import mark_subscriber
from service.requests.storage import RequestStore

STATUS = {"bounce": "bounced", "complaint": "complained", "unsubscribe": "unsubscribed"}
COLUMN = {"bounce": "bounced_at", "complaint": "complained_at"}


def _message_id(text: str | None) -> str | None:
    value = (text or "").strip()
    return (value if value.startswith("<") else f"<{value}>") if value else None


def _mail_of(db: sqlite3.Connection, feedback: Feedback) -> tuple[int, int | None, int | None]:
    """(mail id or 0, subscriber id, send id) the feedback is about."""
    if message_id := _message_id(feedback.message_id):
        row = db.execute("SELECT id, subscriber_id, send_id FROM newsletter_mails "
                         "WHERE message_id = ?", (message_id,)).fetchone()
        if row is not None:
            return row[0], row[1], row[2]
    if not feedback.email:
        return 0, None, None
    mailbox = feedback.email.strip().lower()
    row = db.execute("SELECT m.id, s.id, m.send_id FROM subscribers s LEFT JOIN newsletter_mails "
                     "m ON m.subscriber_id = s.id AND m.state = 'sent' WHERE s.mailbox = ? "
                     "ORDER BY m.sent_at DESC LIMIT 1", (mailbox,)).fetchone()
    return (row[0] or 0, row[1], row[2]) if row is not None else (0, None, None)


def apply_feedback(store: RequestStore, feedback: Feedback, links: SubscriberLinks,
                   now: float, via: str) -> bool:
    """True when it named a subscriber of ours (whether or not their status changed)."""
    with store.transaction() as db:
        if feedback.kind == "unsubscribe":
            holder = links.open(feedback.token or "")
            if holder is None:
                return False
            mark_subscriber(db, holder.subscriber_id, "unsubscribed", now,
                            {"sendId": holder.send_id, "via": via})
            return db.execute("SELECT 1 FROM subscribers WHERE id = ?",
                              (holder.subscriber_id,)).fetchone() is not None
        mail_id, subscriber_id, send_id = _mail_of(db, feedback)
        if subscriber_id is None:
            return False
        if mail_id:
            db.execute(f"UPDATE newsletter_mails SET {COLUMN[feedback.kind]} = "
                       f"COALESCE({COLUMN[feedback.kind]}, ?) WHERE id = ?", (now, mail_id))
        mark_subscriber(db, subscriber_id, STATUS[feedback.kind], now,
                        {"sendId": send_id, "via": via})
        return True
