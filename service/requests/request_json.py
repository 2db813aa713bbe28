"""How a stored request is answered: the row query with its mails and notes count, and its JSON."""

import json
import sqlite3
from datetime import UTC, datetime
from typing import Any

CONTACT_EVENT = "contact"  # a call, text or e-mail staff recorded (requests/contacts.py)
# The first recorded contact of the request `r`: derived where it is read, never stored.
FIRST_CONTACT = ("(SELECT MIN(e.at) FROM events e WHERE e.request_id = r.id "
                 f"AND e.type = '{CONTACT_EVENT}')")

# A request as staff read it: its latest office mail, its confirmation and how many notes it has.
ITEM_QUERY = """
SELECT r.*,
    o.state AS mail_state, o.attempts AS mail_attempts, o.last_error AS mail_error,
    c.state AS confirmation_state, c.attempts AS confirmation_attempts,
    c.last_error AS confirmation_error,
    (SELECT COUNT(*) FROM events e WHERE e.request_id = r.id AND e.type = 'note') AS notes_count,
    """ + FIRST_CONTACT + """ AS first_contact_at,
    (SELECT i.renewal_on FROM intakes i WHERE i.request_id = r.id) AS renewal_on,
    b.type_id AS booking_type, b.member AS booking_member, b.place AS booking_place,
    b.starts_at AS booking_start, b.ends_at AS booking_end, b.sequence AS booking_sequence
FROM requests r
LEFT JOIN bookings b ON b.request_id = r.id
LEFT JOIN mails o ON o.id = (SELECT MAX(id) FROM mails WHERE request_id = r.id
                             AND purpose = 'office')
LEFT JOIN mails c ON c.id = (SELECT MAX(id) FROM mails WHERE request_id = r.id
                             AND purpose = 'confirmation')
"""


def iso(timestamp: float | None) -> str | None:
    if timestamp is None:
        return None
    return datetime.fromtimestamp(timestamp, UTC).isoformat(timespec="seconds").replace(
        "+00:00", "Z")


def stored_object(text: str | None) -> dict[str, Any]:
    """A JSON object column (details, source) as a dict; anything else is an empty one."""
    try:
        value = json.loads(text or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _mail(state: str | None, attempts: int | None, error: str | None) -> dict[str, Any]:
    return {"state": state or "off", "attempts": attempts or 0, "lastError": error}


def _booking(row: sqlite3.Row) -> dict[str, Any] | None:
    """A booking's type, member, place and times (None for a request of another kind)."""
    if row["booking_type"] is None:
        return None
    return {"type": row["booking_type"], "member": row["booking_member"],
            "place": row["booking_place"], "start": iso(row["booking_start"]),
            "end": iso(row["booking_end"]), "sequence": row["booking_sequence"]}


def request_item(row: sqlite3.Row, now: float) -> dict[str, Any]:
    """A row of ITEM_QUERY as the API answers a request (everything but timeline and related)."""
    overdue = row["status"] == "new" and row["due_at"] is not None and now > row["due_at"]
    confirmation = (_mail(row["confirmation_state"], row["confirmation_attempts"],
                          row["confirmation_error"])
                    if row["confirmation_state"] is not None else None)
    return {"id": row["id"], "reference": row["reference"], "kind": row["kind"],
            "status": row["status"], "createdAt": iso(row["created_at"]),
            "dueAt": iso(row["due_at"]), "overdue": overdue, "name": row["name"],
            "email": row["email"], "phone": row["phone"],
            "contactPreference": row["contact_preference"], "message": row["message"],
            "details": stored_object(row["details"]), "assignee": row["assignee"],
            "source": stored_object(row["source"]),
            "statusChangedBy": row["status_changed_by"],
            "statusChangedAt": iso(row["status_changed_at"]),
            "firstContactAt": iso(row["first_contact_at"]),
            "mail": _mail(row["mail_state"], row["mail_attempts"], row["mail_error"]),
            "confirmation": confirmation, "notesCount": row["notes_count"],
            "renewalOn": row["renewal_on"], "booking": _booking(row),
            "client": bool(row["client"])}
