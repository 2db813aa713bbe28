"""RequestStore: requests, their status history and their mail outbox in one SQLite file."""

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from service.requests.fields import Submission
from service.requests.kinds import REQUEST_KINDS, RequestKinds
from service.requests.schema import REQUESTS_SCHEMA
from service.sqlite_migrations import open_and_migrate, schema_version
from service.sqlite_transactions import immediate

STATUSES = tuple(REQUEST_KINDS.statuses)
MAIL_STATES = ("off", "pending", "sent", "failed")
LARGEST_ROW_ID = 2**63 - 1  # SQLite's integers are 64-bit: a larger id names no request
BUSY_SECONDS = 10

COLUMNS = ("r.id, r.kind, r.status, r.created_at, r.name, r.email, r.phone, "
           "r.contact_preference, r.message, r.details, r.status_changed_by, "
           "r.status_changed_at, o.state, o.attempts, o.last_error")


class RequestNotFound(Exception):
    """No request has that id (never stored, or purged)."""


class StatusNotAllowed(ValueError):
    """The request's kind does not take that status."""


class TokenAlreadySpent(Exception):
    """The form token came with a request that was stored before: nothing new is stored."""


def _switch_to_wal(connection: sqlite3.Connection) -> None:
    # Two connections changing the journal mode together make one of them answer "database
    # is locked" at once, without waiting out its busy timeout (another process may be the
    # other one: the CLI opens the same file).
    deadline = time.monotonic() + BUSY_SECONDS
    while True:
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def _wal_if_known(connection: sqlite3.Connection) -> None:
    schema_version(connection, REQUESTS_SCHEMA)  # a newer file is refused before WAL writes to it
    _switch_to_wal(connection)


def iso(timestamp: float | None) -> str | None:
    if timestamp is None:
        return None
    return datetime.fromtimestamp(timestamp, UTC).isoformat(timespec="seconds").replace(
        "+00:00", "Z")


class RequestStore:
    """Every write is one transaction; WAL lets readers (the admin, the CLI) run beside it."""

    def __init__(self, database: Path, kinds: RequestKinds = REQUEST_KINDS) -> None:
        self.database = database
        self.kinds = kinds
        self._ready = False
        self._setting_up = threading.Lock()

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        if not self._ready:
            self.set_up()
        connection = sqlite3.connect(self.database, timeout=BUSY_SECONDS, isolation_level=None)
        try:
            connection.execute("PRAGMA foreign_keys = ON")
            connection.execute("PRAGMA synchronous = FULL")
            yield connection
        finally:
            connection.close()

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """A connection for queries of other modules (the inbox, reports, the digest); WAL lets
        them read beside a write."""
        with self._connect() as db:
            yield db

    def set_up(self) -> list[str]:
        """Create the file or migrate it to the current schema, and switch it to WAL, once per
        store; answers a line per migration applied. The service calls this at start-up; a
        store not set up yet does it on first use. SchemaTooNew for a file a newer release
        migrated, which is left as it is."""
        with self._setting_up:
            if self._ready:
                return []
            applied = open_and_migrate(self.database, REQUESTS_SCHEMA, BUSY_SECONDS,
                                       prepare=_wal_if_known)
            self._ready = True
            return applied

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._connect() as db, immediate(db):
            yield db

    def add(self, submission: Submission, now: float, mail: bool,
            spending: tuple[str, float] | None = None) -> int:
        """Store a request and its outbox row together: both are kept, or neither. `spending`
        (a form token's key and expiry) is recorded in the same transaction, and a key recorded
        before raises TokenAlreadySpent."""
        with self._transaction() as db:
            if spending is not None:
                db.execute("DELETE FROM spent_form_tokens WHERE expires_at < ?", (now,))
                try:
                    db.execute("INSERT INTO spent_form_tokens (token, expires_at) VALUES (?, ?)",
                               spending)
                except sqlite3.IntegrityError:
                    raise TokenAlreadySpent() from None
            cursor = db.execute(
                "INSERT INTO requests (kind, created_at, name, email, phone, contact_preference, "
                "message, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (submission.kind, now, submission.name, submission.email, submission.phone,
                 submission.contact_preference, submission.message,
                 json.dumps(submission.details, ensure_ascii=False)))
            request_id = cursor.lastrowid
            assert request_id is not None
            db.execute("INSERT INTO outbox (request_id, state, next_attempt_at) VALUES (?, ?, ?)",
                       (request_id, "pending" if mail else "off", now))
        return request_id

    def find(self, kind: str | None = None, status: str | None = None) -> list[dict[str, Any]]:
        """Requests newest first, optionally of one kind and status."""
        where, values = [], []
        if kind:
            where.append("r.kind = ?")
            values.append(kind)
        if status:
            where.append("r.status = ?")
            values.append(status)
        clause = f"WHERE {' AND '.join(where)}" if where else ""
        with self._connect() as db:
            rows = db.execute(f"SELECT {COLUMNS} FROM requests r LEFT JOIN outbox o "
                              f"ON o.request_id = r.id {clause} ORDER BY r.id DESC",
                              values).fetchall()
        return [_request(row) for row in rows]

    def new_count(self) -> int:
        with self._connect() as db:
            count: int = db.execute("SELECT COUNT(*) FROM requests WHERE status = 'new'"
                                    ).fetchone()[0]
        return count

    def get(self, request_id: int) -> dict[str, Any]:
        """One request with its status history, or RequestNotFound."""
        if not 0 < request_id <= LARGEST_ROW_ID:
            raise RequestNotFound(f"No request with id {request_id}")
        with self._connect() as db:
            row = db.execute(f"SELECT {COLUMNS} FROM requests r LEFT JOIN outbox o "
                             "ON o.request_id = r.id WHERE r.id = ?", (request_id,)).fetchone()
            if row is None:
                raise RequestNotFound(f"No request with id {request_id}")
            history = db.execute("SELECT status, changed_by, changed_at FROM status_history "
                                 "WHERE request_id = ? ORDER BY id", (request_id,)).fetchall()
        request = _request(row)
        request["history"] = [{"status": s, "changedBy": by, "changedAt": iso(at)}
                              for s, by, at in history]
        return request

    def set_status(self, request_id: int, status: str, who: str, now: float) -> dict[str, Any]:
        """Change a request's status to one its kind can take, recording who did it and when."""
        if not 0 < request_id <= LARGEST_ROW_ID:
            raise RequestNotFound(f"No request with id {request_id}")
        with self._transaction() as db:
            row = db.execute("SELECT kind FROM requests WHERE id = ?", (request_id,)).fetchone()
            if row is None:
                raise RequestNotFound(f"No request with id {request_id}")
            allowed = self.kinds.statuses_of(row[0])
            if status not in allowed:
                raise StatusNotAllowed(f"status must be one of {', '.join(allowed)}")
            changed = db.execute("UPDATE requests SET status = ?, status_changed_by = ?, "
                                 "status_changed_at = ? WHERE id = ?",
                                 (status, who, now, request_id)).rowcount
            if not changed:
                raise RequestNotFound(f"No request with id {request_id}")
            db.execute("INSERT INTO status_history (request_id, status, changed_by, changed_at) "
                       "VALUES (?, ?, ?, ?)", (request_id, status, who, now))
        return self.get(request_id)

    def purge(self, older_than: float, closed_only: bool = True) -> int:
        """Delete requests created before `older_than` (closed ones only, unless told otherwise)."""
        condition = "created_at < ?" + (" AND status = 'closed'" if closed_only else "")
        with self._transaction() as db:
            deleted: int = db.execute(f"DELETE FROM requests WHERE {condition}",
                                      (older_than,)).rowcount
        return deleted

    # -- the outbox ----------------------------------------------------------------------------
    def due_mail(self, now: float, limit: int = 20) -> list[dict[str, Any]]:
        """Requests whose notification should be tried now."""
        with self._connect() as db:
            ids = [row[0] for row in db.execute(
                "SELECT request_id FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? "
                "ORDER BY next_attempt_at LIMIT ?", (now, limit))]
        found = []
        for request_id in ids:
            try:
                found.append(self.get(request_id))
            except RequestNotFound:  # purged in between
                continue
        return found

    def next_mail_at(self) -> float | None:
        with self._connect() as db:
            row = db.execute("SELECT MIN(next_attempt_at) FROM outbox WHERE state = 'pending'"
                             ).fetchone()
        return row[0] if row else None

    def mail_sent(self, request_id: int) -> None:
        with self._transaction() as db:
            db.execute("UPDATE outbox SET state = 'sent', attempts = attempts + 1, "
                       "last_error = NULL WHERE request_id = ?", (request_id,))

    def mail_failed(self, request_id: int, error: str, retry_at: float | None) -> None:
        """Record a failed attempt: try again at `retry_at`, or give up when it is None."""
        with self._transaction() as db:
            db.execute("UPDATE outbox SET state = ?, attempts = attempts + 1, last_error = ?, "
                       "next_attempt_at = COALESCE(?, next_attempt_at) WHERE request_id = ?",
                       ("pending" if retry_at is not None else "failed", error[:500], retry_at,
                        request_id))

    def integrity(self) -> str:
        with self._connect() as db:
            result: str = db.execute("PRAGMA integrity_check").fetchone()[0]
        return result


def _request(row: tuple[Any, ...]) -> dict[str, Any]:
    (request_id, kind, status, created, name, email, phone, preference, message, details,
     changed_by, changed_at, mail_state, attempts, last_error) = row
    return {"id": request_id, "kind": kind, "status": status, "createdAt": iso(created),
            "name": name, "email": email, "phone": phone, "contactPreference": preference,
            "message": message, "details": json.loads(details),
            "statusChangedBy": changed_by, "statusChangedAt": iso(changed_at),
            "mail": {"state": mail_state or "off", "attempts": attempts or 0,
                     "lastError": last_error}}
