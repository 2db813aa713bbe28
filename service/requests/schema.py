"""The requests database's layout: whole for a new file, and the migrations from older ones."""

from service.sqlite_migrations import Migration, Schema

LAYOUT = """
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
CREATE TABLE IF NOT EXISTS spent_form_tokens (
    token TEXT PRIMARY KEY,
    expires_at REAL NOT NULL
);
"""

# Each step is kept as it was first released: a later change to LAYOUT gets a migration of its
# own. Files made the week spent_form_tokens came, before versions were kept, already have it.
REQUESTS_SCHEMA = Schema(layout=LAYOUT, first_table="requests", migrations=(
    Migration(2, "form tokens taken once", """
        CREATE TABLE IF NOT EXISTS spent_form_tokens (
            token TEXT PRIMARY KEY,
            expires_at REAL NOT NULL
        );
    """),
))
