"""RequestStore: requests, their timeline and their mails in one SQLite file."""

import json
import sqlite3
import threading
import time
from collections.abc import Callable, Container, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NamedTuple

from service.requests.confirmation_limit import may_confirm
from service.requests.fields import Submission
from service.requests.inbox import related
from service.requests.kinds import REQUEST_KINDS, RequestKinds
from service.requests.phone_digits import phone_digits
from service.requests.references import NO_INITIALS, new_reference
from service.requests.request_json import ITEM_QUERY, iso, request_item
from service.requests.schema import REQUESTS_SCHEMA
from service.sqlite_migrations import open_and_migrate, schema_version
from service.sqlite_transactions import immediate

STATUSES = tuple(REQUEST_KINDS.statuses)
MAIL_STATES = ("off", "pending", "sent", "failed")
LARGEST_ROW_ID = 2**63 - 1  # SQLite's integers are 64-bit: a larger id names no request
BUSY_SECONDS = 10
DAY = 24 * 60 * 60
SCRUB_TRIES = 3
INCOMPLETE = "reference IS NULL OR due_at IS NULL"  # rows stored before schema 3
UNCHANGED: Any = object()  # update()'s "leave the assignee as it is" (None unassigns)

# What forgetting a person empties; the row keeps what reports need and nothing of them.
PERSONAL_COLUMNS = ("name = '', email = '', phone = '', contact_preference = '', message = '', "
                    "details = '{}', phone_digits = ''")


class RequestNotFound(Exception):
    """No request has that id (never stored, or purged)."""


class StatusNotAllowed(ValueError):
    """The request's kind does not take that status."""


class UnknownAssignee(ValueError):
    """Nobody among the active staff has that username."""


class TokenAlreadySpent(Exception):
    """The form token came with a request that was stored before: nothing new is stored."""


class Received(NamedTuple):
    id: int
    reference: str


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


def _checked_id(request_id: int) -> int:
    if not 0 < request_id <= LARGEST_ROW_ID:
        raise RequestNotFound(f"No request with id {request_id}")
    return request_id


class RequestStore:
    """Every write is one transaction; WAL lets readers (the admin, the CLI) run beside it.
    `reference_prefix` gives the agency's initials for new references, `due_rule` when a request
    that arrived at a moment is due (for rows stored before requests had one)."""

    def __init__(self, database: Path, kinds: RequestKinds = REQUEST_KINDS,
                 reference_prefix: Callable[[], str] = lambda: NO_INITIALS,
                 due_rule: Callable[[float], float] = one_day_later) -> None:
        self.database = database
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
            self._give_reference(db, request_id)

    def _give_reference(self, db: sqlite3.Connection, request_id: int) -> str:
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
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._connect() as db, immediate(db):
            yield db

    def add(self, submission: Submission, now: float, due_at: float | None = None,
            mail: bool = False, confirmation_to: str | None = None, client: str = "",
            source: dict[str, str] | None = None,
            spending: tuple[str, float] | None = None) -> Received:
        """Store a request, its "received" event and its mails together: all are kept, or none.
        `confirmation_to` (an address fit for a header) gets a confirmation unless its mailbox
        or the asking `client` (its limit key) had the day's share. `spending` (a form token's
        key and expiry) is recorded in the same transaction, and a key recorded before raises
        TokenAlreadySpent."""
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
                "message, details, due_at, source, phone_digits) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (submission.kind, now, submission.name, submission.email, submission.phone,
                 submission.contact_preference, submission.message,
                 json.dumps(submission.details, ensure_ascii=False),
                 self.due_rule(now) if due_at is None else due_at,
                 json.dumps(source or {}, ensure_ascii=False), phone_digits(submission.phone)))
            request_id = cursor.lastrowid
            assert request_id is not None
            reference = self._give_reference(db, request_id)
            add_event(db, request_id, now, None, "received")
            _queue(db, request_id, "office", "", now, "pending" if mail else "off")
            if confirmation_to and may_confirm(db, request_id, confirmation_to, client, now):
                _queue(db, request_id, "confirmation", confirmation_to, now, "pending")
            elif confirmation_to:
                add_event(db, request_id, now, None, "mail-skipped",
                          {"purpose": "confirmation", "reason": "limit"})
        return Received(request_id, reference)

    def find(self, kind: str | None = None, status: str | None = None) -> list[dict[str, Any]]:
        """Requests not forgotten, newest first, optionally of one kind and status."""
        where, values = ["r.forgotten_at IS NULL"], []
        if kind:
            where.append("r.kind = ?")
            values.append(kind)
        if status:
            where.append("r.status = ?")
            values.append(status)
        with self._connect() as db:
            db.row_factory = sqlite3.Row
            rows = db.execute(f"{ITEM_QUERY} WHERE {' AND '.join(where)} ORDER BY r.id DESC",
                              values).fetchall()
        return [request_item(row, time.time()) for row in rows]

    def get(self, request_id: int, now: float | None = None) -> dict[str, Any]:
        """One request with its timeline, oldest first, and the person's other requests of the
        same month (related), or RequestNotFound."""
        _checked_id(request_id)
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

    def update(self, request_id: int, who: str, now: float, status: str | None = None,
               assignee: str | None = UNCHANGED,
               known_assignees: Container[str] = ()) -> dict[str, Any]:
        """Change a request's status (to one its kind takes) and/or its assignee (one of
        `known_assignees`, or None), each change on the timeline with who made it."""
        _checked_id(request_id)
        with self._transaction() as db:
            row = db.execute("SELECT kind, status, assignee FROM requests WHERE id = ?",
                             (request_id,)).fetchone()
            if row is None:
                raise RequestNotFound(f"No request with id {request_id}")
            kind, was, assigned = row
            if status is not None and status not in self.kinds.statuses_of(kind):
                allowed = ", ".join(self.kinds.statuses_of(kind))
                raise StatusNotAllowed(f"Status must be one of {allowed}.")
            if assignee is not UNCHANGED and assignee is not None \
                    and assignee not in known_assignees:
                raise UnknownAssignee("Assignee must be an active staff member's username.")
            if status is not None and status != was:
                self._change_status(db, request_id, who, now, status, was)
            if assignee is not UNCHANGED and assignee != assigned:
                db.execute("UPDATE requests SET assignee = ? WHERE id = ?",
                           (assignee, request_id))
                add_event(db, request_id, now, who, "assigned", {"assignee": assignee})
        return self.get(request_id, now)

    def _change_status(self, db: sqlite3.Connection, request_id: int, who: str, now: float,
                       status: str, was: str) -> None:
        db.execute("UPDATE requests SET status = ?, status_changed_by = ?, status_changed_at = ? "
                   "WHERE id = ?", (status, who, now, request_id))
        if was == "new" and status not in self.kinds.notContact:
            db.execute("UPDATE requests SET first_contact_at = COALESCE(first_contact_at, ?) "
                       "WHERE id = ?", (now, request_id))
        add_event(db, request_id, now, who, "status", {"status": status, "was": was})

    def add_note(self, request_id: int, who: str, now: float, text: str) -> dict[str, Any]:
        _checked_id(request_id)
        with self._transaction() as db:
            if db.execute("SELECT 1 FROM requests WHERE id = ?", (request_id,)).fetchone() is None:
                raise RequestNotFound(f"No request with id {request_id}")
            add_event(db, request_id, now, who, "note", {"text": text})
        return self.get(request_id, now)

    def purge(self, older_than: float, closed_only: bool = True) -> int:
        """Delete requests created before `older_than` (finished ones only, unless told
        otherwise)."""
        finished = self.kinds.finished
        condition = "created_at < ?" + (
            f" AND status IN ({', '.join('?' * len(finished))})" if closed_only else "")
        with self._transaction() as db:
            deleted: int = db.execute(f"DELETE FROM requests WHERE {condition}",
                                      (older_than, *(finished if closed_only else ()))).rowcount
        return deleted

    def claim_digest_day(self, day: str, now: float) -> bool:
        """True for the one caller, across processes, that claims the day's digest."""
        with self._transaction() as db:
            claimed: bool = db.execute("INSERT OR IGNORE INTO digests (day, queued_at) "
                                       "VALUES (?, ?)", (day, now)).rowcount == 1
        return claimed

    def release_digest_day(self, day: str) -> None:
        """Give a day's claim back (its digest was not sent)."""
        with self._transaction() as db:
            db.execute("DELETE FROM digests WHERE day = ?", (day,))

    def integrity(self) -> str:
        with self._connect() as db:
            result: str = db.execute("PRAGMA integrity_check").fetchone()[0]
        return result

    # -- forgetting a person -------------------------------------------------------------------
    def forget(self, person: str | int, who: str | None, now: float) -> int:
        """Forget a person, named by an e-mail address, a phone number or one of their requests'
        ids: every request with that e-mail or phone loses the person's data, notes and mails,
        and gets a "forgotten" event; then the file is scrubbed so no byte of them remains.
        Answers how many requests were forgotten."""
        with self._transaction() as db:
            db.execute("PRAGMA secure_delete = ON")
            email, digits = _person(db, person)
            ids = [row[0] for row in db.execute(
                "SELECT id FROM requests WHERE forgotten_at IS NULL AND "
                "((? != '' AND email = ? COLLATE NOCASE) OR (? != '' AND phone_digits = ?))",
                (email, email, digits, digits))]
            for request_id in ids:
                _forget_request(db, request_id, who, now, len(ids))
        if ids:
            self.scrub()
        return len(ids)

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

    # -- the mails -----------------------------------------------------------------------------
    def due_mail(self, now: float, purposes: tuple[str, ...],
                 limit: int = 20) -> list[dict[str, Any]]:
        """Mails of these purposes that should be tried now, each with its request."""
        marks = ", ".join("?" * len(purposes))
        with self._connect() as db:
            rows = db.execute(
                "SELECT id, request_id, purpose, recipient, attempts, created_at FROM mails "
                f"WHERE state = 'pending' AND next_attempt_at <= ? AND purpose IN ({marks}) "
                "ORDER BY next_attempt_at LIMIT ?", (now, *purposes, limit)).fetchall()
        found = []
        for mail_id, request_id, purpose, recipient, attempts, created in rows:
            try:
                request = self.get(request_id, now) if request_id is not None else None
            except RequestNotFound:  # purged in between
                continue
            found.append({"id": mail_id, "purpose": purpose, "recipient": recipient,
                          "attempts": attempts, "createdAt": created, "request": request})
        return found

    def next_mail_at(self, purposes: tuple[str, ...]) -> float | None:
        marks = ", ".join("?" * len(purposes))
        with self._connect() as db:
            row = db.execute("SELECT MIN(next_attempt_at) FROM mails WHERE state = 'pending' "
                             f"AND purpose IN ({marks})", purposes).fetchone()
        return row[0] if row else None

    def mail_sent(self, mail_id: int, now: float) -> None:
        with self._transaction() as db:
            row = db.execute("UPDATE mails SET state = 'sent', attempts = attempts + 1, "
                             "last_error = NULL WHERE id = ? RETURNING request_id, purpose",
                             (mail_id,)).fetchone()
            if row is not None and row[0] is not None:
                add_event(db, row[0], now, None, "mail-sent", {"purpose": row[1]})

    def mail_failed(self, mail_id: int, error: str, retry_at: float | None, now: float) -> None:
        """Record a failed attempt: try again at `retry_at`, or give up when it is None."""
        error = error[:500]
        with self._transaction() as db:
            row = db.execute(
                "UPDATE mails SET state = ?, attempts = attempts + 1, last_error = ?, "
                "next_attempt_at = COALESCE(?, next_attempt_at) WHERE id = ? "
                "RETURNING request_id, purpose",
                ("pending" if retry_at is not None else "failed", error, retry_at, mail_id)
            ).fetchone()
            if row is not None and row[0] is not None:
                add_event(db, row[0], now, None, "mail-failed",
                          {"purpose": row[1], "error": error, "final": retry_at is None})


def _queue(db: sqlite3.Connection, request_id: int, purpose: str, recipient: str, now: float,
           state: str) -> None:
    db.execute("INSERT INTO mails (request_id, purpose, recipient, created_at, state, "
               "next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)",
               (request_id, purpose, recipient, now, state, now))


def _person(db: sqlite3.Connection, person: str | int) -> tuple[str, str]:
    """The e-mail address and phone digits a person is known by."""
    if isinstance(person, int):
        row = db.execute("SELECT email, phone_digits FROM requests WHERE id = ?",
                         (_checked_id(person),)).fetchone()
        if row is None:
            raise RequestNotFound(f"No request with id {person}")
        return row[0], row[1]
    person = person.strip()
    return (person, "") if "@" in person else ("", phone_digits(person))


def _forget_request(db: sqlite3.Connection, request_id: int, who: str | None, now: float,
                    count: int) -> None:
    db.execute(f"UPDATE requests SET {PERSONAL_COLUMNS}, forgotten_at = ? WHERE id = ?",
               (now, request_id))
    db.execute("DELETE FROM events WHERE request_id = ? AND type = 'note'", (request_id,))
    db.execute("DELETE FROM mails WHERE request_id = ?", (request_id,))
    db.execute("DELETE FROM confirmations_counted WHERE request_id = ?", (request_id,))
    # A server's refusal may quote the visitor's address: failures keep their purpose only.
    db.execute("UPDATE events SET data = json_remove(data, '$.error') "
               "WHERE request_id = ? AND type = 'mail-failed'", (request_id,))
    add_event(db, request_id, now, who, "forgotten", {"requests": count})


