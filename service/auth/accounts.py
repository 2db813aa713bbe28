"""StaffDirectory: staff accounts and server-held sessions in one SQLite file outside content/."""

import base64
import hashlib
import hmac
import re
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from service.auth.staff_schema import STAFF_SCHEMA
from service.sqlite_migrations import open_and_migrate

USERNAME_PATTERN = re.compile(r"[a-z0-9][a-z0-9._-]{1,31}")
MIN_PASSWORD_LENGTH = 10
MAX_PASSWORD_LENGTH = 1024
SESSION_LIFETIME_SECONDS = 8 * 60 * 60
BUSY_SECONDS = 10

class AccountError(Exception):
    """A staff-account request that cannot be carried out; the message says why."""


@dataclass(frozen=True)
class Session:
    username: str
    csrf_token: str
    expires_at: float


@dataclass(frozen=True)
class StaffMember:
    username: str
    created_at: float
    active_sessions: int


def _hash_session_id(session_id: str) -> str:
    # Only a digest is stored, so a copied database file does not hand out live sessions.
    return hashlib.sha256(session_id.encode("utf-8")).hexdigest()


def csrf_token_for(session_id: str) -> str:
    """The session's CSRF token, derived from its secret id instead of stored: sign-in and
    GET /api/auth/session hand it out again, and the database holds nothing that gives it
    (the stored sha256 of the id does not: this is keyed with the id itself)."""
    digest = hmac.new(session_id.encode("utf-8"), b"agency csrf token", hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


class StaffDirectory:
    """Accounts with argon2 password hashes, and sessions that can be revoked from any process."""

    def __init__(self, database: Path, hasher: PasswordHasher | None = None,
                 session_lifetime: float = SESSION_LIFETIME_SECONDS) -> None:
        self.database = database
        self.hasher = hasher or PasswordHasher()
        self.session_lifetime = session_lifetime
        self._dummy: str | None = None
        self._ready = False
        self._setting_up = threading.Lock()

    @property
    def _dummy_hash(self) -> str:
        # Verifying against this when the user is unknown makes both failures take the same time.
        if self._dummy is None:
            self._dummy = self.hasher.hash(secrets.token_urlsafe(16))
        return self._dummy

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        if not self._ready:
            self.set_up()
        connection = sqlite3.connect(self.database, timeout=BUSY_SECONDS, isolation_level=None)
        try:
            connection.execute("PRAGMA foreign_keys = ON")
            yield connection
        finally:
            connection.close()

    def set_up(self) -> list[str]:
        """Create the file (0600) or migrate it to the current schema, once per directory;
        answers a line per migration applied. The service calls this at start-up; a directory
        not set up yet does it on first use. SchemaTooNew for a file a newer release migrated."""
        with self._setting_up:
            if self._ready:
                return []
            applied = open_and_migrate(self.database, STAFF_SCHEMA, BUSY_SECONDS)
            self._ready = True
            return applied

    # -- accounts ------------------------------------------------------------
    def add(self, username: str, password: str) -> None:
        check_username(username)
        check_password(password)
        with self._connect() as db:
            try:
                db.execute("INSERT INTO staff VALUES (?, ?, ?)",
                           (username, self.hasher.hash(password), time.time()))
            except sqlite3.IntegrityError as error:
                raise AccountError(f"A staff member named {username!r} already exists") from error

    def set_password(self, username: str, password: str) -> None:
        """Change a password and end every session of that member."""
        check_password(password)
        with self._connect() as db:
            changed = db.execute("UPDATE staff SET password_hash = ? WHERE username = ?",
                                 (self.hasher.hash(password), username)).rowcount
            if not changed:
                raise AccountError(f"No staff member named {username!r}")
            db.execute("DELETE FROM sessions WHERE username = ?", (username,))

    def remove(self, username: str) -> None:
        """Delete a member; their sessions end with them."""
        with self._connect() as db:
            db.execute("DELETE FROM sessions WHERE username = ?", (username,))
            if not db.execute("DELETE FROM staff WHERE username = ?", (username,)).rowcount:
                raise AccountError(f"No staff member named {username!r}")

    def members(self) -> list[StaffMember]:
        with self._connect() as db:
            rows = db.execute(
                "SELECT s.username, s.created_at, COUNT(x.id_hash) FROM staff s "
                "LEFT JOIN sessions x ON x.username = s.username AND x.expires_at > ? "
                "GROUP BY s.username ORDER BY s.username", (time.time(),)).fetchall()
        return [StaffMember(name, created, count) for name, created, count in rows]

    def has_members(self) -> bool:
        with self._connect() as db:
            return db.execute("SELECT 1 FROM staff LIMIT 1").fetchone() is not None

    # -- signing in ------------------------------------------------------------
    def authenticate(self, username: str, password: str) -> bool:
        """True when the password is right; rehashes it when the hashing parameters changed."""
        with self._connect() as db:
            row = db.execute("SELECT password_hash FROM staff WHERE username = ?",
                             (username,)).fetchone()
        stored = row[0] if row else self._dummy_hash
        try:
            self.hasher.verify(stored, password[:MAX_PASSWORD_LENGTH])
        except (VerificationError, InvalidHashError):
            return False
        if row is None:
            return False
        if self.hasher.check_needs_rehash(stored):
            with self._connect() as db:
                db.execute("UPDATE staff SET password_hash = ? WHERE username = ?",
                           (self.hasher.hash(password), username))
        return True

    def start_session(self, username: str) -> tuple[str, Session]:
        """A new random session id (for the cookie) and the session it opens."""
        session_id = secrets.token_urlsafe(32)
        now = time.time()
        session = Session(username, csrf_token_for(session_id), now + self.session_lifetime)
        with self._connect() as db:
            db.execute("DELETE FROM sessions WHERE expires_at <= ?", (now,))
            db.execute("INSERT INTO sessions (id_hash, username, created_at, expires_at) "
                       "VALUES (?, ?, ?, ?)",
                       (_hash_session_id(session_id), username, now, session.expires_at))
        return session_id, session

    def session(self, session_id: str) -> Session | None:
        """The live session behind a cookie value, or None (unknown, ended or expired)."""
        if not session_id or len(session_id) > 128:
            return None
        with self._connect() as db:
            row = db.execute(
                "SELECT username, expires_at FROM sessions WHERE id_hash = ? AND expires_at > ?",
                (_hash_session_id(session_id), time.time())).fetchone()
        return Session(row[0], csrf_token_for(session_id), row[1]) if row else None

    def end_session(self, session_id: str) -> None:
        with self._connect() as db:
            db.execute("DELETE FROM sessions WHERE id_hash = ?", (_hash_session_id(session_id),))


def check_username(username: str) -> None:
    if not USERNAME_PATTERN.fullmatch(username):
        raise AccountError("User names are 2 to 32 characters: lowercase letters, digits, "
                           "'.', '_' or '-', starting with a letter or digit")


def check_password(password: str) -> None:
    if not MIN_PASSWORD_LENGTH <= len(password) <= MAX_PASSWORD_LENGTH:
        raise AccountError(f"Passwords need at least {MIN_PASSWORD_LENGTH} characters")
