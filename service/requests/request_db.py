"""The requests file's connections: opening and migrating it, transactions, references, the
reads of one request and of the list, its check and its scrub."""

import json
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from service.requests.inbox import NOT_FORGOTTEN, related
from service.requests.kinds import REQUEST_KINDS, RequestKinds
from service.requests.phone_digits import phone_digits
from service.requests.references import NO_INITIALS, new_reference
from service.requests.request_json import ITEM_QUERY, iso, request_item
from service.requests.schema import REQUESTS_SCHEMA
from service.sqlite_filters import given
from service.sqlite_migrations import open_and_migrate, schema_version
from service.sqlite_transactions import immediate

STATUSES = tuple(REQUEST_KINDS.statuses)
MAIL_STATES = ("off", "pending", "sent", "failed")
LARGEST_ROW_ID = 2**63 - 1  # SQLite's integers are 64-bit: a larger id names no request
BUSY_SECONDS = 10
DAY = 24 * 60 * 60
SCRUB_TRIES = 3
INCOMPLETE = "reference IS NULL OR due_at IS NULL"  # rows stored before schema 3


class RequestNotFound(Exception):
    """No request has that id (never stored, or purged)."""


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


def one_day_later(arrived: float) -> float:
    return arrived + DAY


def add_event(db: sqlite3.Connection, request_id: int, at: float, actor: str | None, kind: str,
              data: dict[str, Any] | None = None) -> None:
    db.execute("INSERT INTO events (request_id, at, actor, type, data) VALUES (?, ?, ?, ?, ?)",
               (request_id, at, actor, kind, json.dumps(data or {}, ensure_ascii=False)))


def checked_id(request_id: int) -> int:
    """The id, or RequestNotFound when no row can have it."""
    if not 0 < request_id <= LARGEST_ROW_ID:
        raise RequestNotFound(f"No request with id {request_id}")
    return request_id


class RequestDatabase:
    """Every write is one transaction; WAL lets readers (the admin, the CLI) run beside it.
    `reference_prefix` gives the agency's initials for new references, `due_rule` when a request
    that arrived at a moment is due (for rows stored before requests had one), `intake_files` the
    folder of the files visitors attached (removed with their request; None: none are kept)."""

    def __init__(self, database: Path, kinds: RequestKinds = REQUEST_KINDS,
                 reference_prefix: Callable[[], str] = lambda: NO_INITIALS,
                 due_rule: Callable[[float], float] = one_day_later,
                 intake_files: Path | None = None) -> None:
        self.database = database
        self.intake_files = intake_files
        self.kinds = kinds
        self.reference_prefix = reference_prefix
        self.due_rule = due_rule
        self._ready = False
        self._setting_up = threading.Lock()

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        if not self._ready:
            self.set_up()
        with self._open() as connection:
            yield connection

    @contextmanager
    def _open(self) -> Iterator[sqlite3.Connection]:
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
        """Create the file or migrate it to the current schema, switch it to WAL and give rows
        stored before references and due times theirs, once per store; answers a line per
        migration applied. The service calls this at start-up; a store not set up yet does it on
        first use. SchemaTooNew for a file a newer release migrated, which is left as it is."""
        with self._setting_up:
            if self._ready:
                return []
            applied = open_and_migrate(self.database, REQUESTS_SCHEMA, BUSY_SECONDS,
                                       prepare=_wal_if_known)
            with self._open() as db:
                if db.execute(f"SELECT 1 FROM requests WHERE {INCOMPLETE} LIMIT 1").fetchone():
                    with immediate(db):
                        self._complete_old_rows(db)
            self._ready = True
            return applied

    def _complete_old_rows(self, db: sqlite3.Connection) -> None:
        for request_id, created, phone in db.execute(
                f"SELECT id, created_at, phone FROM requests WHERE {INCOMPLETE}").fetchall():
            db.execute("UPDATE requests SET due_at = COALESCE(due_at, ?), phone_digits = ? "
                       "WHERE id = ?", (self.due_rule(created), phone_digits(phone), request_id))
            self.give_reference(db, request_id)

    def give_reference(self, db: sqlite3.Connection, request_id: int) -> str:
        """A fresh reference for a row without one; another draw when one is taken."""
        prefix = self.reference_prefix()
        while True:
            reference = new_reference(prefix)
            try:
                db.execute("UPDATE requests SET reference = ? WHERE id = ? AND reference IS NULL",
                           (reference, request_id))
                return reference
            except sqlite3.IntegrityError:
                continue

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        with self._connect() as db, immediate(db):
            yield db

    def find(self, kind: str | None = None, status: str | None = None) -> list[dict[str, Any]]:
        """Requests not forgotten, newest first, optionally of one kind and status."""
        where, values = given({"r.kind = ?": kind, "r.status = ?": status})
        with self._connect() as db:
            db.row_factory = sqlite3.Row
            rows = db.execute(f"{ITEM_QUERY} WHERE {' AND '.join([NOT_FORGOTTEN, *where])} "
                              "ORDER BY r.id DESC", values).fetchall()
        return [request_item(row, time.time()) for row in rows]

    def get(self, request_id: int, now: float | None = None) -> dict[str, Any]:
        """One request with its timeline, oldest first, and the person's other requests of the
        same month (related), or RequestNotFound."""
        checked_id(request_id)
        with self._connect() as db:
            db.row_factory = sqlite3.Row
            row = db.execute(f"{ITEM_QUERY} WHERE r.id = ?", (request_id,)).fetchone()
            if row is None:
                raise RequestNotFound(f"No request with id {request_id}")
            events = db.execute("SELECT id, at, actor, type, data FROM events "
                                "WHERE request_id = ? ORDER BY id", (request_id,)).fetchall()
            others = related(db, request_id)
        request = request_item(row, time.time() if now is None else now)
        request["related"] = others
        request["timeline"] = [{"id": event["id"], "at": iso(event["at"]), "actor": event["actor"],
                                "type": event["type"], "data": json.loads(event["data"])}
                               for event in events]
        return request

    def integrity(self) -> str:
        with self._connect() as db:
            result: str = db.execute("PRAGMA integrity_check").fetchone()[0]
        return result

    def scrub(self) -> None:
        """Rewrite the file without free space and empty the WAL: deleted rows leave no trace.
        A reader still on an older snapshot keeps the WAL's old frames, so the truncation is
        tried again until it went through (each try waits out the busy timeout)."""
        with self._connect() as db:
            db.execute("PRAGMA secure_delete = ON")
            db.execute("VACUUM")
            for _ in range(SCRUB_TRIES):
                busy = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
                if not busy:
                    return
            raise sqlite3.OperationalError("the WAL could not be emptied: a reader kept it")

