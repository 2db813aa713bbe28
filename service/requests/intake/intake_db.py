"""The intakes table: a request's detailed answers as stored (sealed values stay sealed here),
the step its visitor is on, and the token that lets the visitor's device go on."""

import hashlib
import json
import secrets
import sqlite3
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class StoredIntake:
    """`answers` maps a step's id to its answers (a list of items for a repeated step)."""

    request_id: int
    answers: dict[str, Any]
    step: str
    started_at: float
    updated_at: float
    sent_at: float | None
    renewal_on: str | None


def token_hash(token: str) -> str:
    """Only a token's SHA-256 is kept: the database alone lets nobody go on with an intake."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def start_intake(db: sqlite3.Connection, request_id: int, now: float) -> str:
    """An empty intake for the request, and the token the visitor's device goes on with."""
    token = secrets.token_urlsafe(32)
    db.execute("INSERT INTO intakes (request_id, token_hash, started_at, updated_at) "
               "VALUES (?, ?, ?, ?)", (request_id, token_hash(token), now, now))
    return token


def give_new_token(db: sqlite3.Connection, request_id: int) -> str:
    """A new token for the intake; the one before it stops working."""
    token = secrets.token_urlsafe(32)
    db.execute("UPDATE intakes SET token_hash = ? WHERE request_id = ?",
               (token_hash(token), request_id))
    return token


def request_of_token(db: sqlite3.Connection, token: str) -> int | None:
    """The request whose intake the token opens (None for an unknown or replaced token)."""
    row = db.execute("SELECT i.request_id FROM intakes i JOIN requests r ON r.id = i.request_id "
                     "WHERE i.token_hash = ? AND r.forgotten_at IS NULL",
                     (token_hash(token),)).fetchone()
    return int(row[0]) if row else None


def read_intake(db: sqlite3.Connection, request_id: int) -> StoredIntake | None:
    row = db.execute("SELECT request_id, answers, step, started_at, updated_at, sent_at, "
                     "renewal_on FROM intakes WHERE request_id = ?", (request_id,)).fetchone()
    if row is None:
        return None
    return StoredIntake(row[0], json.loads(row[1]), row[2], row[3], row[4], row[5], row[6])


def write_answers(db: sqlite3.Connection, request_id: int, answers: dict[str, Any], step: str,
                  now: float, renewal_on: str | None) -> None:
    """Replace the intake's answers (sensitive values already sealed) and where it stands."""
    db.execute("UPDATE intakes SET answers = ?, step = ?, updated_at = ?, renewal_on = ? "
               "WHERE request_id = ?",
               (json.dumps(answers, ensure_ascii=False, separators=(",", ":")), step, now,
                renewal_on, request_id))


def mark_sent(db: sqlite3.Connection, request_id: int, now: float) -> None:
    db.execute("UPDATE intakes SET sent_at = ?, updated_at = ? WHERE request_id = ?",
               (now, now, request_id))
