"""The newsletter's tables in the requests file (schema 8), kept apart from the older layout."""

# The newsletter's tables as schema 8 made them (issue 48). A subscriber is one mailbox (the
# address lower-cased); consent is what they saw and where, as JSON. A send is one post mailed to
# topics, its parts frozen when it starts; each mail (a confirmation or one recipient's copy of a
# send) is a row of newsletter_mails, the per-recipient log. 'sending' marks a copy handed to the
# relay and not yet acknowledged: after a crash it is never tried again, so nobody gets two.
NEWSLETTER_TABLES = """
CREATE TABLE IF NOT EXISTS subscribers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    mailbox TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    topics TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed', 'bounced',
                                           'complained')),
    created_at REAL NOT NULL,
    confirmed_at REAL,
    changed_at REAL NOT NULL,
    consent TEXT NOT NULL DEFAULT '{}',
    confirm_hash TEXT,
    confirm_expires_at REAL,
    confirm_queued_at REAL
);
CREATE INDEX IF NOT EXISTS subscribers_by_status ON subscribers (status, created_at);
CREATE UNIQUE INDEX IF NOT EXISTS subscribers_by_confirm ON subscribers (confirm_hash);
CREATE TABLE IF NOT EXISTS subscriber_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    subscriber_id INTEGER NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
    at REAL NOT NULL,
    actor TEXT,
    type TEXT NOT NULL,
    data TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS subscriber_events_of ON subscriber_events (subscriber_id, id);
CREATE TABLE IF NOT EXISTS newsletter_sends (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL,
    topics TEXT NOT NULL,
    subject TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('scheduled', 'sending', 'sent', 'cancelled')),
    scheduled_at REAL NOT NULL,
    created_at REAL NOT NULL,
    created_by TEXT,
    forced INTEGER NOT NULL DEFAULT 0,
    acknowledged TEXT NOT NULL DEFAULT '[]',
    started_at REAL,
    finished_at REAL,
    html TEXT,
    text TEXT
);
CREATE INDEX IF NOT EXISTS newsletter_sends_by_slug ON newsletter_sends (slug, state);
CREATE INDEX IF NOT EXISTS newsletter_sends_due ON newsletter_sends (state, scheduled_at);
CREATE TABLE IF NOT EXISTS newsletter_mails (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'issue')),
    subscriber_id INTEGER REFERENCES subscribers(id) ON DELETE CASCADE,
    send_id INTEGER REFERENCES newsletter_sends(id) ON DELETE CASCADE,
    recipient TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'skipped',
                                         'interrupted')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at REAL NOT NULL,
    created_at REAL NOT NULL,
    sent_at REAL,
    last_error TEXT,
    message_id TEXT,
    bounced_at REAL,
    complained_at REAL,
    UNIQUE (send_id, subscriber_id)
);
CREATE INDEX IF NOT EXISTS newsletter_mails_due ON newsletter_mails (state, next_attempt_at);
CREATE INDEX IF NOT EXISTS newsletter_mails_sent ON newsletter_mails (sent_at);
CREATE INDEX IF NOT EXISTS newsletter_mails_by_message ON newsletter_mails (message_id);
CREATE TABLE IF NOT EXISTS newsletter_suppressed (
    mailbox_hash TEXT PRIMARY KEY,
    at REAL NOT NULL
);
"""
