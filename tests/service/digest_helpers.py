"""Requests written straight into the requests database, and the office's hours, for the
digest's tests."""

import json
from datetime import datetime
from typing import Any

from service.requests.due import business_due
from service.requests.storage import RequestStore
from tests.clock import MILFORD

WEEKDAY = {"opens": "09:00", "closes": "17:00"}
FACTS: dict[str, Any] = {
    "name": "Harbor Point Insurance Agency",
    "hours": {"monday": WEEKDAY, "tuesday": WEEKDAY, "wednesday": WEEKDAY,
              "thursday": WEEKDAY, "friday": WEEKDAY,
              "saturday": {"opens": "09:00", "closes": "12:00"}, "sunday": None},
    "specialHours": [
        {"date": "2026-11-26", "notice": "Closed for Thanksgiving", "closed": True},
        {"date": "2026-12-24", "notice": "Open 10 to 2", "opens": "10:00", "closes": "14:00"},
        {"date": "2026-12-25", "notice": "Closed for Christmas", "closed": True},
    ]}
WEEK = 7 * 24 * 60 * 60


def local(*parts: int) -> float:
    """An instant given as the office's wall clock."""
    return datetime(*parts, tzinfo=MILFORD).timestamp()


def add_request(store: RequestStore, name: str, created_at: float, *, kind: str = "quote",
                status: str = "new", reference: str | None = None,
                forgotten: bool = False, page: str | None = None) -> int:
    """A request as the store keeps it, due one business day after it arrived, sent from
    `page` when given."""
    with store.reading() as db:
        request_id = db.execute(
            "INSERT INTO requests (kind, status, created_at, name, email, phone, "
            "contact_preference, message, details, reference, due_at, forgotten_at, source) "
            "VALUES (?, ?, ?, ?, '', '', '', '', '{}', ?, ?, ?, ?)",
            (kind, status, created_at, "" if forgotten else name, reference,
             business_due(created_at, FACTS), created_at if forgotten else None,
             json.dumps({"page": page} if page else {}))).lastrowid
    assert request_id is not None
    return request_id


def move_back_a_week(store: RequestStore, request_id: int) -> None:
    with store.reading() as db:
        db.execute("UPDATE requests SET created_at = created_at - ?, due_at = due_at - ? "
                   "WHERE id = ?", (WEEK, WEEK, request_id))
