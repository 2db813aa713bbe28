"""The subscribers as staff see them: found by address or name, status and topic, a page at a
time with the count of each status; the export as CSV; and the one status change staff make."""

import csv
import io
import json
import sqlite3
from typing import Any

from service.newsletter.preferences import unsubscribe
from service.newsletter.statuses import STATUSES
from service.requests.export import safe_cell
from service.requests.request_json import iso
from service.sqlite_filters import containing, given

PAGE_SIZE = 50
SEARCH_MAX = 200
CSV_HEADER = ("email", "name", "topics", "status", "created", "confirmed", "consent source",
              "consent page")
COLUMNS = "id, email, name, topics, status, created_at, confirmed_at, consent"


def _where(q: str | None, status: str | None, topic: str | None) -> tuple[str, list[Any]]:
    where, values = given({
        "status = ?": status,
        "EXISTS (SELECT 1 FROM json_each(subscribers.topics) WHERE value = ?)": topic})
    if q:
        pattern = containing(q[:SEARCH_MAX])
        where.append("(email LIKE ? ESCAPE '\\' OR name LIKE ? ESCAPE '\\')")
        values += [pattern, pattern]
    return " AND ".join(where) or "1", values


def _item(row: tuple[Any, ...]) -> dict[str, Any]:
    subscriber_id, email, name, topics, status, created, confirmed, consent = row
    return {"id": subscriber_id, "email": email, "name": name, "topics": json.loads(topics),
            "status": status, "createdAt": iso(created), "confirmedAt": iso(confirmed),
            "consent": json.loads(consent)}


def find_subscribers(db: sqlite3.Connection, q: str | None = None, status: str | None = None,
                     topic: str | None = None, page: int = 1,
                     page_size: int | None = PAGE_SIZE) -> dict[str, Any]:
    """A page of the subscribers found (newest first), how many were found, and the count of
    each status among all subscribers; `page_size` None: every one found."""
    where, values = _where(q, status, topic)
    limit = "" if page_size is None else f" LIMIT {page_size} OFFSET {(page - 1) * page_size}"
    rows = db.execute(f"SELECT {COLUMNS} FROM subscribers WHERE {where} ORDER BY id DESC{limit}",
                      values).fetchall()
    total = db.execute(f"SELECT COUNT(*) FROM subscribers WHERE {where}", values).fetchone()[0]
    counts = dict.fromkeys(STATUSES, 0)
    counts.update(db.execute("SELECT status, COUNT(*) FROM subscribers GROUP BY status"))
    return {"subscribers": [_item(row) for row in rows], "total": total, "counts": counts}


def subscribers_csv(subscribers: list[dict[str, Any]]) -> str:
    """The export: a row per subscriber, cells that can never run as formulas."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_HEADER)
    for item in subscribers:
        consent = item["consent"] if isinstance(item["consent"], dict) else {}
        writer.writerow([safe_cell(value) for value in (
            item["email"], item["name"], " ".join(item["topics"]), item["status"],
            item["createdAt"], item["confirmedAt"], consent.get("source"),
            consent.get("page"))])
    return out.getvalue()


class StatusRefused(ValueError):
    """Staff may only unsubscribe someone (a subscription needs the person's own consent)."""


def staff_status(db: sqlite3.Connection, subscriber_id: int, status: object, actor: str,
                 now: float) -> dict[str, Any] | None:
    """Set the subscriber's status as staff: only 'unsubscribed'. The subscriber as it now
    stands, or None when there is none."""
    if status != "unsubscribed":
        raise StatusRefused("Staff can only unsubscribe someone: subscribing takes the person's "
                            "own confirmation.")
    unsubscribe(db, subscriber_id, now, actor, "staff")
    row = db.execute(f"SELECT {COLUMNS} FROM subscribers WHERE id = ?",
                     (subscriber_id,)).fetchone()
    return None if row is None else _item(row)
