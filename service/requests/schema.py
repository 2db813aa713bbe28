"""The requests database's layout: whole for a new file, and the migrations from older ones."""

from service.requests.newsletter_tables import NEWSLETTER_TABLES
from service.sqlite_migrations import Migration, Schema

# The events and mails tables' columns as schema 3 made them, in a new file and in its migration
# alike (a later change gets a migration of its own and leaves these as they are).
EVENTS_COLUMNS = """
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    request_id INTEGER NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
    at REAL NOT NULL,
    actor TEXT,
    type TEXT NOT NULL,
    data TEXT NOT NULL DEFAULT '{}'
"""
MAILS_COLUMNS = """
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    request_id INTEGER REFERENCES requests(id) ON DELETE CASCADE,
    purpose TEXT NOT NULL,
    recipient TEXT NOT NULL DEFAULT '',
    created_at REAL NOT NULL,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    next_attempt_at REAL NOT NULL
"""

# The quote intake's tables as schema 6 made them (a new file and the migration alike): a
# visitor's answers (the most sensitive values sealed: service/requests/intake/sealing.py), the
# links to finish later and the files a visitor attached (kept in the instance folder).
INTAKE_TABLES = """
CREATE TABLE IF NOT EXISTS intakes (
    request_id INTEGER PRIMARY KEY REFERENCES requests(id) ON DELETE CASCADE,
    answers TEXT NOT NULL DEFAULT '{}',
    step TEXT NOT NULL DEFAULT '',
    token_hash TEXT,
    started_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    sent_at REAL,
    renewal_on TEXT,
    renewal_noted_at REAL
);
CREATE UNIQUE INDEX IF NOT EXISTS intakes_by_token ON intakes (token_hash);
CREATE INDEX IF NOT EXISTS intakes_by_renewal ON intakes (renewal_on);
CREATE TABLE IF NOT EXISTS intake_resumes (
    link_hash TEXT PRIMARY KEY,
    request_id INTEGER NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    created_at REAL NOT NULL,
    expires_at REAL NOT NULL,
    used_at REAL,
    failed_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS intake_resumes_of_request ON intake_resumes (request_id);
CREATE TABLE IF NOT EXISTS intake_files (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    request_id INTEGER NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
    stored_name TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    media_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    uploaded_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS intake_files_of_request ON intake_files (request_id);
"""

# The bookings' tables as schema 7 made them (issue 47): a booking is a request of the kind
# 'booking' whose status is its state (booked, cancelled, no-show, done); the times are UTC
# seconds, `blocks_*` with the meeting type's buffers. Each staff member (a team member's id, as
# staff accounts name it in `member`) has weekly hours and days off; the signed links in the mails
# (manage: reschedule or cancel; review: book an annual review) are kept by their hash only.
BOOKING_TABLES = """
CREATE TABLE IF NOT EXISTS bookings (
    request_id INTEGER PRIMARY KEY REFERENCES requests(id) ON DELETE CASCADE,
    type_id TEXT NOT NULL,
    member TEXT NOT NULL,
    place TEXT NOT NULL,
    starts_at REAL NOT NULL,
    ends_at REAL NOT NULL,
    blocks_from REAL NOT NULL,
    blocks_until REAL NOT NULL,
    uid TEXT NOT NULL UNIQUE,
    sequence INTEGER NOT NULL DEFAULT 0,
    answers TEXT NOT NULL DEFAULT '{}',
    visitor_zone TEXT,
    review_of INTEGER REFERENCES requests(id) ON DELETE SET NULL,
    updated_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS bookings_by_member ON bookings (member, blocks_from);
CREATE INDEX IF NOT EXISTS bookings_by_start ON bookings (starts_at);
CREATE TABLE IF NOT EXISTS staff_hours (
    member TEXT PRIMARY KEY,
    week TEXT NOT NULL,
    updated_at REAL NOT NULL,
    updated_by TEXT
);
CREATE TABLE IF NOT EXISTS staff_time_off (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member TEXT NOT NULL,
    first_day TEXT NOT NULL,
    last_day TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    created_by TEXT
);
CREATE INDEX IF NOT EXISTS time_off_of_member ON staff_time_off (member, first_day);
CREATE TABLE IF NOT EXISTS booking_links (
    token_hash TEXT PRIMARY KEY,
    purpose TEXT NOT NULL CHECK (purpose IN ('manage', 'review')),
    request_id INTEGER NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
    created_at REAL NOT NULL,
    expires_at REAL NOT NULL,
    used_at REAL
);
CREATE INDEX IF NOT EXISTS booking_links_of_request ON booking_links (request_id, purpose);
"""

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
    status_changed_at REAL,
    reference TEXT,
    assignee TEXT,
    due_at REAL,
    source TEXT NOT NULL DEFAULT '{}',
    phone_digits TEXT NOT NULL DEFAULT '',
    forgotten_at REAL,
    client INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS requests_by_status ON requests (status, created_at);
CREATE UNIQUE INDEX IF NOT EXISTS requests_by_reference ON requests (reference);
CREATE INDEX IF NOT EXISTS requests_by_phone ON requests (phone_digits);
CREATE INDEX IF NOT EXISTS requests_by_email ON requests (email COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS requests_by_due ON requests (status, due_at);
CREATE TABLE IF NOT EXISTS events (""" + EVENTS_COLUMNS + """);
CREATE INDEX IF NOT EXISTS events_of_request ON events (request_id, id);
CREATE TABLE IF NOT EXISTS mails (""" + MAILS_COLUMNS + """);
CREATE INDEX IF NOT EXISTS mails_due ON mails (state, next_attempt_at);
CREATE INDEX IF NOT EXISTS mails_of_request ON mails (request_id, purpose);
CREATE INDEX IF NOT EXISTS mails_to ON mails (recipient, created_at);
CREATE TABLE IF NOT EXISTS digests (
    day TEXT PRIMARY KEY,
    queued_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS spent_form_tokens (
    token TEXT PRIMARY KEY,
    expires_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS confirmations_counted (
    request_id INTEGER NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
    mailbox TEXT NOT NULL,
    client TEXT NOT NULL,
    at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS confirmations_by_mailbox ON confirmations_counted (mailbox, at);
CREATE INDEX IF NOT EXISTS confirmations_by_client ON confirmations_counted (client, at);
""" + INTAKE_TABLES + BOOKING_TABLES + NEWSLETTER_TABLES

# Each step is kept as it was first released: a later change to LAYOUT gets a migration of its
# own. Files made the week spent_form_tokens came, before versions were kept, already have it.
REQUESTS_SCHEMA = Schema(layout=LAYOUT, first_table="requests", migrations=(
    Migration(2, "form tokens taken once", """
        CREATE TABLE IF NOT EXISTS spent_form_tokens (
            token TEXT PRIMARY KEY,
            expires_at REAL NOT NULL
        );
    """),
    Migration(3, "references, owners, notes, timeline, sources and the promise", """
        ALTER TABLE requests ADD COLUMN reference TEXT;
        ALTER TABLE requests ADD COLUMN assignee TEXT;
        ALTER TABLE requests ADD COLUMN due_at REAL;
        ALTER TABLE requests ADD COLUMN first_contact_at REAL;
        ALTER TABLE requests ADD COLUMN source TEXT NOT NULL DEFAULT '{}';
        ALTER TABLE requests ADD COLUMN phone_digits TEXT NOT NULL DEFAULT '';
        ALTER TABLE requests ADD COLUMN forgotten_at REAL;
        CREATE UNIQUE INDEX requests_by_reference ON requests (reference);
        CREATE INDEX requests_by_phone ON requests (phone_digits);
        CREATE INDEX requests_by_email ON requests (email COLLATE NOCASE);
        CREATE INDEX requests_by_due ON requests (status, due_at);
        CREATE TABLE events (""" + EVENTS_COLUMNS + """);
        CREATE INDEX events_of_request ON events (request_id, id);
        INSERT INTO events (request_id, at, actor, type, data)
            SELECT id, created_at, NULL, 'received', '{}' FROM requests ORDER BY id;
        INSERT INTO events (request_id, at, actor, type, data)
            SELECT request_id, changed_at, changed_by, 'status', json_object('status', status)
            FROM status_history ORDER BY id;
        UPDATE requests SET first_contact_at = (
            SELECT MIN(changed_at) FROM status_history h
            WHERE h.request_id = requests.id AND h.status != 'new');
        DROP TABLE status_history;
        CREATE TEMP TABLE renamed_statuses (kind TEXT, was TEXT, becomes TEXT);
        INSERT INTO renamed_statuses VALUES ('quote', 'closed', 'lost'),
            ('policy-change', 'contacted', 'in-progress'), ('policy-change', 'closed', 'done');
        INSERT INTO events (request_id, at, actor, type, data)
            SELECT r.id, CAST(strftime('%s', 'now') AS REAL), NULL, 'status',
                   json_object('status', s.becomes, 'was', s.was)
            FROM requests r JOIN renamed_statuses s ON s.kind = r.kind AND s.was = r.status
            ORDER BY r.id;
        UPDATE requests SET status = (SELECT becomes FROM renamed_statuses s
                                      WHERE s.kind = requests.kind AND s.was = requests.status)
            WHERE EXISTS (SELECT 1 FROM renamed_statuses s
                          WHERE s.kind = requests.kind AND s.was = requests.status);
        DROP TABLE renamed_statuses;
        CREATE TABLE mails (""" + MAILS_COLUMNS + """);
        INSERT INTO mails (request_id, purpose, recipient, created_at, state, attempts,
                           last_error, next_attempt_at)
            SELECT o.request_id, 'office', '', r.created_at, o.state, o.attempts, o.last_error,
                   o.next_attempt_at
            FROM outbox o JOIN requests r ON r.id = o.request_id ORDER BY o.request_id;
        DROP TABLE outbox;
        CREATE INDEX mails_due ON mails (state, next_attempt_at);
        CREATE INDEX mails_of_request ON mails (request_id, purpose);
        CREATE INDEX mails_to ON mails (recipient, created_at);
        CREATE TABLE digests (
            day TEXT PRIMARY KEY,
            queued_at REAL NOT NULL
        );
    """),
    # The day's confirmations as the limit counts them (by mailbox and by client), kept a day;
    # the last day's confirmations are counted by their address as written, as before.
    Migration(4, "confirmations counted by mailbox and client", """
        CREATE TABLE confirmations_counted (
            request_id INTEGER NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
            mailbox TEXT NOT NULL,
            client TEXT NOT NULL,
            at REAL NOT NULL
        );
        CREATE INDEX confirmations_by_mailbox ON confirmations_counted (mailbox, at);
        CREATE INDEX confirmations_by_client ON confirmations_counted (client, at);
        INSERT INTO confirmations_counted (request_id, mailbox, client, at)
            SELECT request_id, lower(recipient), '', created_at FROM mails
            WHERE purpose = 'confirmation' AND request_id IS NOT NULL
              AND created_at > CAST(strftime('%s', 'now') AS REAL) - 86400;
    """),
    # The first contact is measured from the calls, texts and e-mails staff record (events of
    # type 'contact'), no longer from the first status change: the stored guess goes. Nothing
    # is lost, the status changes it was taken from stay on the timeline.
    Migration(5, "first contact from recorded contacts", """
        ALTER TABLE requests DROP COLUMN first_contact_at;
    """),
    Migration(6, "the quote intake: answers, links to finish later, attached files",
              INTAKE_TABLES),
    Migration(7, "bookings: times, staff hours and days off, signed links; requests marked client",
              "ALTER TABLE requests ADD COLUMN client INTEGER NOT NULL DEFAULT 0;\n"
              + BOOKING_TABLES),
    Migration(8, "the newsletter: subscribers, their consent, sends and each recipient's mail",
              NEWSLETTER_TABLES),
))
