"""Requests written straight into the current schema's database, as the store keeps them, for
the tests and the bench of what reads them (the inbox, reports, the export)."""

import itertools
import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from quart import Quart

from service.config import Settings
from service.requests.desk import RequestDesk
from service.requests.phone_digits import phone_digits
from service.requests.storage import RequestStore
from tests.clock import place

NOW = 1_795_000_000.0  # Wednesday, November 18, 2026, 6:06 AM EST
DAY = 24 * 3600
_references = itertools.count(1)
ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"


def next_reference(initials: str = "HP") -> str:
    """A unique reference of the contract's shape."""
    number, letters = next(_references), []
    for _ in range(5):
        number, rest = divmod(number, len(ALPHABET))
        letters.append(ALPHABET[rest])
    return f"{initials}-{''.join(reversed(letters))}"


def write_request(db: sqlite3.Connection, **fields: Any) -> int:
    """A stored request; `fields` are columns (source and details as dicts), the rest defaults:
    a new quote sent a day ago, due in a day."""
    row: dict[str, Any] = {
        "kind": "quote", "status": "new", "created_at": NOW - DAY, "name": "Jane Doe",
        "email": "jane@example.com", "phone": "(203) 555-0199", "contact_preference": "email",
        "message": "Two cars.", "details": {"coverages": ["auto"], "zip": "06460"},
        "reference": next_reference(), "assignee": None, "due_at": NOW + DAY,
        "source": {}, "forgotten_at": None, **fields}
    row.setdefault("phone_digits", phone_digits(row["phone"]))
    row["details"] = json.dumps(row["details"])
    row["source"] = json.dumps(row["source"])
    names = ", ".join(row)
    marks = ", ".join(f":{name}" for name in row)
    cursor = db.execute(f"INSERT INTO requests ({names}) VALUES ({marks})", row)
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def write_event(db: sqlite3.Connection, request_id: int, kind: str, data: dict[str, Any],
                at: float = NOW, actor: str | None = "editor") -> None:
    db.execute("INSERT INTO events (request_id, at, actor, type, data) VALUES (?, ?, ?, ?, ?)",
               (request_id, at, actor, kind, json.dumps(data)))


def write_mail(db: sqlite3.Connection, request_id: int, purpose: str, state: str,
               attempts: int = 0, error: str | None = None) -> None:
    db.execute("INSERT INTO mails (request_id, purpose, recipient, created_at, state, attempts, "
               "last_error, next_attempt_at) VALUES (?, ?, '', ?, ?, ?, ?, ?)",
               (request_id, purpose, NOW, state, attempts, error, NOW))


@pytest.fixture
def at_now(app: Quart) -> None:
    """The desk's clock stopped at NOW, the moment the rows are written around."""
    desk: RequestDesk = app.extensions["agency_requests"]
    place(desk.clock, NOW, running=False)


@contextmanager
def rows(settings: Settings) -> Iterator[sqlite3.Connection]:
    RequestStore(settings.requests_database).set_up()
    with sqlite3.connect(settings.requests_database) as db:
        yield db
