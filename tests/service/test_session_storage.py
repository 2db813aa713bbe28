"""The staff database never holds a token a browser sends: sessions and CSRF tokens are kept
as hashes (or not at all), in a new file and in one made before that was so."""

import hashlib
import logging
import secrets
import sqlite3
import time
from contextlib import closing
from http.cookies import SimpleCookie
from pathlib import Path

import pytest
from argon2 import PasswordHasher
from quart import Quart

from service.app import create_app
from service.auth.accounts import StaffDirectory
from service.auth.session_guard import SESSION_COOKIE
from service.auth.staff_schema import STAFF_SCHEMA
from service.config import Settings
from service.store.content_store import ContentStore
from tests.service.conftest import STAFF_PASSWORD, STAFF_USER, StaffClient, sign_in
from tests.service.old_requests_database import layout, user_version
from tests.service.test_auth import EDIT, slug_of

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

CHEAP_HASHER = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
# The staff database as the service made it before tokens were hashed.
OLD_SCHEMA = """
CREATE TABLE staff (username TEXT PRIMARY KEY, password_hash TEXT NOT NULL,
                    created_at REAL NOT NULL);
CREATE TABLE sessions (id_hash TEXT PRIMARY KEY,
                       username TEXT NOT NULL REFERENCES staff(username) ON DELETE CASCADE,
                       csrf_token TEXT NOT NULL, created_at REAL NOT NULL,
                       expires_at REAL NOT NULL);
"""
# The staff database at schema 2, before accounts had roles.
SCHEMA_2 = """
CREATE TABLE staff (username TEXT PRIMARY KEY, password_hash TEXT NOT NULL,
                    created_at REAL NOT NULL);
CREATE TABLE sessions (id_hash TEXT PRIMARY KEY,
                       username TEXT NOT NULL REFERENCES staff(username) ON DELETE CASCADE,
                       created_at REAL NOT NULL, expires_at REAL NOT NULL);
PRAGMA user_version = 2;
"""
# The staff database at schema 3, before accounts were linked to team members.
SCHEMA_3 = """
CREATE TABLE staff (username TEXT PRIMARY KEY, password_hash TEXT NOT NULL,
                    created_at REAL NOT NULL,
                    role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'staff')),
                    disabled INTEGER NOT NULL DEFAULT 0,
                    must_change_password INTEGER NOT NULL DEFAULT 0);
CREATE TABLE sessions (id_hash TEXT PRIMARY KEY,
                       username TEXT NOT NULL REFERENCES staff(username) ON DELETE CASCADE,
                       created_at REAL NOT NULL, expires_at REAL NOT NULL);
PRAGMA user_version = 3;
"""
ROLES_MIGRATED = ("staff.sqlite3: schema 2 -> 3 (roles, disabled accounts and temporary "
                  "passwords; every account an owner)")
MEMBERS_MIGRATED = ("staff.sqlite3: schema 3 -> 4 (the team member each account writes as; "
                    "every account unlinked)")
INVITES_MIGRATED = ("staff.sqlite3: schema 4 -> 5 (invites by e-mail, each link's token "
                    "kept hashed)")


def database_bytes(database: Path) -> bytes:
    """The database file and any journal or WAL beside it, as they lie on disk."""
    return b"".join(path.read_bytes()
                    for path in sorted(database.parent.glob(f"{database.name}*")))


async def test_the_staff_database_holds_neither_the_session_cookie_nor_the_csrf_token(
        app: Quart, settings: Settings, store: ContentStore) -> None:
    raw = app.test_client()
    signed_in = await sign_in(raw)
    assert signed_in.status_code == 200
    session_id = SimpleCookie(signed_in.headers["Set-Cookie"])[SESSION_COOKIE].value
    csrf_token = (await signed_in.get_json())["csrfToken"]
    staff = StaffClient(raw, csrf_token)
    saved = await staff.patch(f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT)
    assert saved.status_code == 200
    again = await staff.get("/api/auth/session")
    assert await again.get_json() == {"username": STAFF_USER, "csrfToken": csrf_token,
                                      "role": "owner", "mustChangePassword": False,
                                      "member": None, "maxUploadBytes": settings.max_upload_bytes}
    forged = StaffClient(raw, secrets.token_urlsafe(32))
    refused = await forged.patch(f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT)
    assert refused.status_code == 403
    stored = database_bytes(settings.staff_database)
    assert session_id.encode() not in stored
    assert csrf_token.encode() not in stored
    assert hashlib.sha256(session_id.encode()).hexdigest().encode() in stored


async def test_sessions_from_before_stay_signed_in_and_their_plain_csrf_tokens_go(
        content_dir: Path, web_dist: Path, tmp_path: Path, store: ContentStore,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="service.serving")
    database = tmp_path / "instance" / "staff.sqlite3"
    database.parent.mkdir()
    session_id, old_csrf_token = secrets.token_urlsafe(32), secrets.token_urlsafe(32)
    now = time.time()
    with closing(sqlite3.connect(database)) as db:
        db.executescript(OLD_SCHEMA)
        db.execute("INSERT INTO staff VALUES (?, ?, ?)",
                   (STAFF_USER, CHEAP_HASHER.hash(STAFF_PASSWORD), now))
        db.execute("INSERT INTO sessions VALUES (?, ?, ?, ?, ?)",
                   (hashlib.sha256(session_id.encode()).hexdigest(), STAFF_USER,
                    old_csrf_token, now, now + 3600))
        db.commit()
    assert old_csrf_token.encode() in database.read_bytes()
    app = create_app(Settings(content_dir=content_dir, web_dist=web_dist, watch=False,
                              instance_dir=database.parent))
    async with app.test_app():
        assert "staff.sqlite3: schema 1 -> 2 (plain CSRF tokens dropped)" in caplog.messages
        raw = app.test_client()
        raw.set_cookie("localhost", SESSION_COOKIE, session_id)
        answer = await raw.get("/api/auth/session")
        assert answer.status_code == 200
        csrf_token = (await answer.get_json())["csrfToken"]
        staff = StaffClient(raw, csrf_token)
        saved = await staff.patch(f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT)
        assert saved.status_code == 200
    stored = database_bytes(database)
    assert old_csrf_token.encode() not in stored
    assert csrf_token.encode() not in stored and session_id.encode() not in stored


def test_a_staff_file_from_before_versions_is_migrated_once_to_the_new_files_layout(
        tmp_path: Path) -> None:
    old, new = tmp_path / "old" / "staff.sqlite3", tmp_path / "new" / "staff.sqlite3"
    old.parent.mkdir()
    with closing(sqlite3.connect(old)) as db:
        db.executescript(OLD_SCHEMA)
        db.execute("INSERT INTO staff VALUES (?, ?, ?)", (STAFF_USER, "a hash", 1.0))
        db.execute("INSERT INTO sessions VALUES ('id hash', ?, 'token', 1.0, 2.0)", (STAFF_USER,))
        db.commit()
    assert StaffDirectory(old).set_up() == [
        "staff.sqlite3: schema 1 -> 2 (plain CSRF tokens dropped)", ROLES_MIGRATED,
        MEMBERS_MIGRATED, INVITES_MIGRATED]
    assert StaffDirectory(old).set_up() == []
    assert StaffDirectory(new).set_up() == []
    assert layout(old) == layout(new)
    assert user_version(old) == user_version(new) == STAFF_SCHEMA.version == 5
    with closing(sqlite3.connect(old)) as db:
        assert db.execute("SELECT * FROM sessions").fetchall() == [
            ("id hash", STAFF_USER, 1.0, 2.0)]


def test_accounts_from_before_roles_all_become_owners_that_still_sign_in(tmp_path: Path) -> None:
    database = tmp_path / "staff.sqlite3"
    session_id = secrets.token_urlsafe(32)
    with closing(sqlite3.connect(database)) as db:
        db.executescript(SCHEMA_2)
        for name in ("maria", "tom"):
            db.execute("INSERT INTO staff VALUES (?, ?, 5.0)",
                       (name, CHEAP_HASHER.hash(f"{name} password 1")))
        db.execute("INSERT INTO sessions VALUES (?, 'tom', 1.0, ?)",
                   (hashlib.sha256(session_id.encode()).hexdigest(), time.time() + 3600))
        db.commit()
    directory = StaffDirectory(database, hasher=CHEAP_HASHER)
    assert directory.set_up() == [ROLES_MIGRATED, MEMBERS_MIGRATED, INVITES_MIGRATED]
    assert [(m.username, m.created_at, m.role, m.disabled, m.must_change_password,
             m.active_sessions) for m in directory.members()] == [
        ("maria", 5.0, "owner", False, False, 0), ("tom", 5.0, "owner", False, False, 1)]
    assert directory.authenticate("maria", "maria password 1")
    session = directory.session(session_id)
    assert session is not None and (session.username, session.role) == ("tom", "owner")
    assert layout(database) == layout(_new_file(tmp_path / "new"))


def test_accounts_from_before_team_members_are_all_kept_unlinked_and_can_be_linked(
        tmp_path: Path) -> None:
    database = tmp_path / "staff.sqlite3"
    session_id = secrets.token_urlsafe(32)
    with closing(sqlite3.connect(database)) as db:
        db.executescript(SCHEMA_3)
        db.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?)", [
            ("maria", CHEAP_HASHER.hash("maria password 1"), 5.0, "owner", 0, 0),
            ("tom", CHEAP_HASHER.hash("tom password 1"), 6.0, "staff", 0, 1),
            ("away", CHEAP_HASHER.hash("away password 1"), 7.0, "staff", 1, 0)])
        db.execute("INSERT INTO sessions VALUES (?, 'tom', 1.0, ?)",
                   (hashlib.sha256(session_id.encode()).hexdigest(), time.time() + 3600))
        db.commit()
    directory = StaffDirectory(database, hasher=CHEAP_HASHER)
    assert directory.set_up() == [MEMBERS_MIGRATED, INVITES_MIGRATED]
    assert [(m.username, m.created_at, m.role, m.disabled, m.must_change_password,
             m.active_sessions, m.member) for m in directory.members()] == [
        ("away", 7.0, "staff", True, False, 0, None),
        ("maria", 5.0, "owner", False, False, 0, None),
        ("tom", 6.0, "staff", False, True, 1, None)]
    assert directory.authenticate("maria", "maria password 1")
    session = directory.session(session_id)
    assert session is not None and (session.username, session.member) == ("tom", None)
    directory.set_member("tom", "thomas-whitcomb")
    session = directory.session(session_id)
    assert session is not None and session.member == "thomas-whitcomb"
    assert directory.member("tom").member == "thomas-whitcomb"
    assert layout(database) == layout(_new_file(tmp_path / "new"))


def _new_file(folder: Path) -> Path:
    folder.mkdir()
    StaffDirectory(folder / "staff.sqlite3").set_up()
    return folder / "staff.sqlite3"
