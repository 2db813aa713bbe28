"""StaffDirectory: staff accounts and server-held sessions in one SQLite file outside content/."""

import base64
import hashlib
import hmac
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

from service.auth.account_rules import (
    MAX_PASSWORD_LENGTH,
    AccountError,
    NameTaken,
    NoSuchMember,
    Role,
    StaffMember,
    check_member_id,
    check_password,
    check_username,
    refuse_leaving_no_owner,
    temporary_password,
)
from service.auth.staff_schema import STAFF_SCHEMA
from service.sqlite_migrations import open_and_migrate
from service.sqlite_transactions import immediate

SESSION_LIFETIME_SECONDS = 8 * 60 * 60
BUSY_SECONDS = 10
MEMBER_COLUMNS = "username, created_at, role, disabled, must_change_password, member"


@dataclass(frozen=True)
class Session:
    username: str
    csrf_token: str
    expires_at: float
    role: Role
    must_change_password: bool
    member: str | None = None


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

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._connect() as db, immediate(db):
            yield db

    transaction = _transaction  # the invites (service/auth/invites.py) share the file

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
    def add(self, username: str, password: str, role: Role = "staff",
            must_change_password: bool = False, member: str | None = None) -> Role:
        """Create an account, linked to a team member when given; the first one there is is an
        owner whatever `role` says, so a new site always has someone who can manage the others.
        Answers the role it was given."""
        check_username(username)
        check_member_id(member)
        check_password(password)
        password_hash = self.hasher.hash(password)
        with self._transaction() as db:
            if db.execute("SELECT 1 FROM staff LIMIT 1").fetchone() is None:
                role = "owner"
            try:
                db.execute("INSERT INTO staff (username, password_hash, created_at, role, "
                           "must_change_password, member) VALUES (?, ?, ?, ?, ?, ?)",
                           (username, password_hash, time.time(), role,
                            int(must_change_password), member))
            except sqlite3.IntegrityError as error:
                raise NameTaken(username) from error
        return role

    def set_password(self, username: str, password: str) -> None:
        """Change a password (one chosen by its member: no change is asked for at sign-in) and
        end every session of that member."""
        check_password(password)
        self._replace_password(username, self.hasher.hash(password), must_change=False)

    def reset_password(self, username: str) -> str:
        """A new temporary password, answered once, to be changed at the next sign-in; ends
        every session of that member."""
        password = temporary_password()
        self._replace_password(username, self.hasher.hash(password), must_change=True)
        return password

    def _replace_password(self, username: str, password_hash: str, must_change: bool) -> None:
        with self._transaction() as db:
            changed = db.execute("UPDATE staff SET password_hash = ?, must_change_password = ? "
                                 "WHERE username = ?",
                                 (password_hash, int(must_change), username)).rowcount
            if not changed:
                raise NoSuchMember(username)
            db.execute("DELETE FROM sessions WHERE username = ?", (username,))

    def change_own_password(self, session_id: str, current: str, new: str) -> bool:
        """The signed-in member's new password, given the current one (False when that is
        wrong). Clears the change asked for at sign-in; the member's other sessions end."""
        session = self.session(session_id)
        if session is None or not self.authenticate(session.username, current):
            return False
        check_password(new)
        if new == current:
            raise AccountError("Choose a new password, not the one you have now")
        with self._transaction() as db:
            db.execute("UPDATE staff SET password_hash = ?, must_change_password = 0 "
                       "WHERE username = ?", (self.hasher.hash(new), session.username))
            db.execute("DELETE FROM sessions WHERE username = ? AND id_hash != ?",
                       (session.username, _hash_session_id(session_id)))
        return True

    def set_disabled(self, username: str, disabled: bool) -> None:
        """Disable an account (its sessions end at once and it cannot sign in) or enable it."""
        with self._transaction() as db:
            member = self._member(db, username)
            if disabled and member.role == "owner":
                refuse_leaving_no_owner(db, username)
            db.execute("UPDATE staff SET disabled = ? WHERE username = ?",
                       (int(disabled), username))
            if disabled:
                db.execute("DELETE FROM sessions WHERE username = ?", (username,))

    def set_role(self, username: str, role: Role) -> None:
        """Make a member an owner or staff; open sessions take the new role at once."""
        with self._transaction() as db:
            member = self._member(db, username)
            if role != "owner" and member.role == "owner" and not member.disabled:
                refuse_leaving_no_owner(db, username)
            db.execute("UPDATE staff SET role = ? WHERE username = ?", (role, username))

    def set_member(self, username: str, member: str | None) -> None:
        """Link an account to the team member it writes as (None: to nobody); open sessions
        read the new link at once. Whether the team has that member is the caller's to check."""
        check_member_id(member)
        with self._transaction() as db:
            if not db.execute("UPDATE staff SET member = ? WHERE username = ?",
                              (member, username)).rowcount:
                raise NoSuchMember(username)

    def remove(self, username: str) -> None:
        """Delete a member; their sessions end with them. The last owner who can sign in stays
        while other accounts remain (with none left, the next account added is an owner)."""
        with self._transaction() as db:
            member = self._member(db, username)
            others = db.execute("SELECT COUNT(*) FROM staff WHERE username != ?",
                                (username,)).fetchone()[0]
            if member.role == "owner" and not member.disabled and others:
                refuse_leaving_no_owner(db, username)
            db.execute("DELETE FROM sessions WHERE username = ?", (username,))
            db.execute("DELETE FROM staff WHERE username = ?", (username,))

    def member(self, username: str) -> StaffMember:
        with self._connect() as db:
            return self._member(db, username)

    @staticmethod
    def _member(db: sqlite3.Connection, username: str) -> StaffMember:
        row = db.execute(f"SELECT {MEMBER_COLUMNS} FROM staff WHERE username = ?",
                         (username,)).fetchone()
        if row is None:
            raise NoSuchMember(username)
        name, created, role, disabled, must_change, member = row
        return StaffMember(name, created, role, bool(disabled), bool(must_change), member=member)

    def members(self) -> list[StaffMember]:
        with self._connect() as db:
            rows = db.execute(
                "SELECT s.username, s.created_at, s.role, s.disabled, s.must_change_password, "
                "s.member, COUNT(x.id_hash) FROM staff s "
                "LEFT JOIN sessions x ON x.username = s.username AND x.expires_at > ? "
                "GROUP BY s.username ORDER BY s.username", (time.time(),)).fetchall()
        return [StaffMember(name, created, role, bool(disabled), bool(must_change), count, member)
                for name, created, role, disabled, must_change, member, count in rows]

    def has_members(self) -> bool:
        with self._connect() as db:
            return db.execute("SELECT 1 FROM staff LIMIT 1").fetchone() is not None

    # -- signing in ------------------------------------------------------------
    def authenticate(self, username: str, password: str) -> bool:
        """True when the password is right and the account is not disabled; rehashes it when the
        hashing parameters changed."""
        with self._connect() as db:
            row = db.execute("SELECT password_hash, disabled FROM staff WHERE username = ?",
                             (username,)).fetchone()
        stored = row[0] if row else self._dummy_hash
        try:
            self.hasher.verify(stored, password[:MAX_PASSWORD_LENGTH])
        except (VerificationError, InvalidHashError):
            return False
        if row is None or row[1]:
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
        with self._connect() as db:
            db.execute("DELETE FROM sessions WHERE expires_at <= ?", (now,))
            db.execute("INSERT INTO sessions (id_hash, username, created_at, expires_at) "
                       "VALUES (?, ?, ?, ?)",
                       (_hash_session_id(session_id), username, now,
                        now + self.session_lifetime))
        session = self.session(session_id)
        if session is None:  # the account was removed or disabled in between
            raise NoSuchMember(username)
        return session_id, session

    def session(self, session_id: str) -> Session | None:
        """The live session behind a cookie value, or None (unknown, ended or expired)."""
        if not session_id or len(session_id) > 128:
            return None
        with self._connect() as db:
            row = db.execute(
                "SELECT x.username, x.expires_at, s.role, s.must_change_password, s.member "
                "FROM sessions x JOIN staff s ON s.username = x.username "
                "WHERE x.id_hash = ? AND x.expires_at > ? AND NOT s.disabled",
                (_hash_session_id(session_id), time.time())).fetchone()
        if row is None:
            return None
        username, expires_at, role, must_change, member = row
        return Session(username, csrf_token_for(session_id), expires_at, role, bool(must_change),
                       member)

    def end_session(self, session_id: str) -> None:
        with self._connect() as db:
            db.execute("DELETE FROM sessions WHERE id_hash = ?", (_hash_session_id(session_id),))
