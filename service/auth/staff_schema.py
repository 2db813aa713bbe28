"""The staff database's layout: whole for a new file, and the migrations from older ones."""

import sqlite3

from service.sqlite_migrations import Migration, Schema

# Invites by e-mail (schema 5): only the sha256 of each link's token is kept, as for sessions.
INVITES = """
CREATE TABLE IF NOT EXISTS invites (
    token_hash TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    email TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
    member TEXT,
    created_at REAL NOT NULL,
    expires_at REAL NOT NULL,
    used_at REAL
);
"""

LAYOUT = """
CREATE TABLE IF NOT EXISTS staff (
    username TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    created_at REAL NOT NULL,
    role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'staff')),
    disabled INTEGER NOT NULL DEFAULT 0,
    must_change_password INTEGER NOT NULL DEFAULT 0,
    member TEXT
);
CREATE TABLE IF NOT EXISTS sessions (
    id_hash TEXT PRIMARY KEY,
    username TEXT NOT NULL REFERENCES staff(username) ON DELETE CASCADE,
    created_at REAL NOT NULL,
    expires_at REAL NOT NULL
);
"""


def _drop_plain_csrf_tokens(connection: sqlite3.Connection) -> None:
    """Databases made before CSRF tokens were derived kept them in plain text: the column goes.
    Sessions stay (their ids were always hashed), so nobody is signed out; a page left open
    across the change is told once to reload for its new token."""
    # Freed cells are zeroed, not left in the file (Debian's SQLite does so anyway; not all do).
    connection.execute("PRAGMA secure_delete = ON")
    columns = {row[1] for row in connection.execute("PRAGMA table_info(sessions)")}
    if "csrf_token" in columns:  # files made after the change but before versions lack it
        connection.execute("ALTER TABLE sessions DROP COLUMN csrf_token")


# Accounts from before roles were kept become owners, so no agency is locked out of its own site.
ROLES_AND_DISABLING = """
ALTER TABLE staff ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'staff'));
ALTER TABLE staff ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE staff ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;
"""

# Accounts from before the link stay unlinked: an owner links each to its team member.
TEAM_MEMBER = "ALTER TABLE staff ADD COLUMN member TEXT;"


# Each step is kept as it was first released: a later change to LAYOUT gets a migration of its own.
STAFF_SCHEMA = Schema(layout=LAYOUT + INVITES, first_table="staff", migrations=(
    Migration(2, "plain CSRF tokens dropped", _drop_plain_csrf_tokens),
    Migration(3, "roles, disabled accounts and temporary passwords; every account an owner",
              ROLES_AND_DISABLING),
    Migration(4, "the team member each account writes as; every account unlinked", TEAM_MEMBER),
    Migration(5, "invites by e-mail, each link's token kept hashed", INVITES),
))
