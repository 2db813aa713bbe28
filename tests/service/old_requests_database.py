"""A requests database as releases before schema versions made it, and a way to compare files."""

import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

from service.requests.schema import REQUESTS_SCHEMA
from service.sqlite_objects import normalised_sql

# service/requests/storage.py's SCHEMA at 732fda6, before spent_form_tokens: schema 1.
OLD_SCHEMA = """
CREATE TABLE IF NOT EXISTS requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'new',
    created_at REAL NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    contact_preference TEXT NOT NULL,
    message TEXT NOT NULL,
    details TEXT NOT NULL,
    status_changed_by TEXT,
    status_changed_at REAL
);
CREATE INDEX IF NOT EXISTS requests_by_status ON requests (status, created_at);
CREATE TABLE IF NOT EXISTS status_history (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    request_id INTEGER NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    changed_by TEXT NOT NULL,
    changed_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
    request_id INTEGER PRIMARY KEY REFERENCES requests(id) ON DELETE CASCADE,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    next_attempt_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (state, next_attempt_at);
"""
OLD_TABLES = {"requests", "status_history", "outbox", "sqlite_sequence"}
MIGRATED_LINES = ["requests.sqlite3: schema 1 -> 2 (form tokens taken once)",
                  "requests.sqlite3: schema 2 -> 3 (references, owners, notes, timeline, sources "
                  "and the promise)",
                  "requests.sqlite3: schema 3 -> 4 (confirmations counted by mailbox and client)",
                  "requests.sqlite3: schema 4 -> 5 (first contact from recorded contacts)",
                  "requests.sqlite3: schema 5 -> 6 (the quote intake: answers, links to finish "
                  "later, attached files)",
                  "requests.sqlite3: schema 6 -> 7 (bookings: times, staff hours and days off, "
                  "signed links; requests marked client)",
                  "requests.sqlite3: schema 7 -> 8 (the newsletter: subscribers, their consent, "
                  "sends and each recipient's mail)"]
NEWER = (f"is at schema version {REQUESTS_SCHEMA.version + 1}, newer than this release knows "
         f"({REQUESTS_SCHEMA.version})")
CURRENT_TABLES = {"requests", "events", "mails", "digests", "spent_form_tokens",
                  "confirmations_counted", "sqlite_sequence", "intakes", "intake_resumes",
                  "intake_files", "bookings", "staff_hours", "staff_time_off", "booking_links",
                  "subscribers", "subscriber_events", "newsletter_sends", "newsletter_mails",
                  "newsletter_suppressed"}
REQUEST_COLUMNS = ("id, kind, status, created_at, name, email, phone, contact_preference, "
                   "message, details, status_changed_by, status_changed_at")

REQUESTS = [
    (1, "quote", "closed", 1_700_000_000.5, "Old Closed", "old@example.com", "", "email",
     "Done.", '{"coverages": ["home"], "zip": "06460"}', "editor", 1_700_000_500.0),
    (2, "policy-change", "contacted", 1_700_100_000.0, "Zoë Ortiz", "", "203-555-0100", "phone",
     "Add a car\nsoon", '{"policyNumber": "P1", "changeKind": "vehicle"}', "maria",
     1_700_100_900.0),
    (4, "quote", "new", 1_700_200_000.0, "New Visitor", "new@example.com", "(203) 555-0199",
     "", "Hi", '{"coverages": ["auto", "umbrella"], "zip": ""}', None, None),
]
HISTORY = [
    (1, 1, "contacted", "editor", 1_700_000_100.0),
    (2, 1, "closed", "editor", 1_700_000_500.0),
    (3, 2, "contacted", "maria", 1_700_100_900.0),
]
# Schema 3 renamed a closed quote lost, a policy change in contact in progress.
RENAMED = {1: "lost", 2: "in-progress"}
MIGRATED_REQUESTS = [(row[0], row[1], RENAMED.get(row[0], row[2]), *row[3:]) for row in REQUESTS]
OUTBOX = [
    (1, "off", 0, None, 1_700_000_000.5),
    (2, "sent", 2, None, 1_700_100_060.0),
    (4, "failed", 9, "SMTP 554: relay refused", 1_700_200_000.0),
]


def make_old_database(database: Path) -> dict[str, list[tuple[Any, ...]]]:
    """The file as the old RequestStore left it (WAL, no user_version) with three requests (the
    third one deleted, so ids have a gap), their history and outbox; answers its rows."""
    database.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(database, isolation_level=None)) as db:
        db.execute("PRAGMA journal_mode = WAL")
        db.executescript(OLD_SCHEMA)
        db.execute("BEGIN")
        db.executemany(f"INSERT INTO requests VALUES ({', '.join('?' * 12)})",
                       [*REQUESTS, (3, "quote", "new", 1.0, "x", "", "", "", "", "{}", None,
                                    None)])
        db.execute("DELETE FROM requests WHERE id = 3")
        db.executemany("INSERT INTO status_history VALUES (?, ?, ?, ?, ?)", HISTORY)
        db.executemany("INSERT INTO outbox VALUES (?, ?, ?, ?, ?)", OUTBOX)
        db.execute("COMMIT")
    return rows(database)


def newer_database(database: Path) -> bytes:
    """A requests database as a release with the next schema might leave it; answers its
    bytes."""
    make_old_database(database)
    with closing(sqlite3.connect(database)) as db:
        db.execute(f"PRAGMA user_version = {REQUESTS_SCHEMA.version + 1}")
        db.commit()
    return database.read_bytes()


def rows(database: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the tables schema 1 had, AUTOINCREMENT's counters included."""
    with closing(sqlite3.connect(database)) as db:
        return {table: db.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall()
                for table in sorted(OLD_TABLES)}


def requests_kept(database: Path) -> list[tuple[Any, ...]]:
    """The requests' columns of schema 1, as a migrated file holds them."""
    with closing(sqlite3.connect(database)) as db:
        return db.execute(f"SELECT {REQUEST_COLUMNS} FROM requests ORDER BY id").fetchall()


def tables(database: Path) -> set[str]:
    with closing(sqlite3.connect(database)) as db:
        return {name for (name,) in db.execute("SELECT name FROM sqlite_master "
                                               "WHERE type = 'table'")}


def user_version(database: Path) -> int:
    with closing(sqlite3.connect(database)) as db:
        version: int = db.execute("PRAGMA user_version").fetchone()[0]
    return version


def layout(database: Path) -> list[tuple[str, str, str]]:
    """What the file's tables and indexes are made of, spacing aside (SQLite keeps the statement
    as written, less IF NOT EXISTS)."""
    with closing(sqlite3.connect(database)) as db:
        found = db.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
    return [(kind, name, normalised_sql(sql)) for kind, name, sql in found]


def folder_bytes(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}
