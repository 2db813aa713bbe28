"""Forgetting a person: their requests emptied of them (the quote intake's answers, links and
attached files too, a booking's answers and links), then the file scrubbed."""

import sqlite3
from collections.abc import Iterable
from pathlib import Path

from service.newsletter.addresses import mailbox, suppression_hash
from service.requests.intake.files import remove_stored
from service.requests.phone_digits import phone_digits
from service.requests.request_db import RequestDatabase, RequestNotFound, add_event, checked_id

# What forgetting a person empties; the row keeps what reports need and nothing of them.
PERSONAL_COLUMNS = ("name = '', email = '', phone = '', contact_preference = '', message = '', "
                    "details = '{}', phone_digits = ''")


class Forgetting(RequestDatabase):
    """Forgetting a person, named by an e-mail address, a phone number or a request's id."""

    def forget(self, person: str | int, who: str | None, now: float) -> int:
        """Forget a person, named by an e-mail address, a phone number or one of their requests'
        ids: every request with that e-mail or phone loses the person's data, notes, mails and
        quote intake (answers, links to finish later, attached files deleted from disk), and gets
        a "forgotten" event; their newsletter subscriber goes (with its history and mails) and
        the mailbox's hash is kept so no import brings them back; then the file is scrubbed so
        no byte of them remains.
        Answers how many requests were forgotten."""
        files: list[str] = []
        with self.transaction() as db:
            db.execute("PRAGMA secure_delete = ON")
            email, digits = _person(db, person)
            ids = [row[0] for row in db.execute(
                "SELECT id FROM requests WHERE forgotten_at IS NULL AND "
                "((? != '' AND email = ? COLLATE NOCASE) OR (? != '' AND phone_digits = ?))",
                (email, email, digits, digits))]
            for request_id in ids:
                files += _forget_request(db, request_id, who, now, len(ids))
            subscriber = _forget_subscriber(db, email, now)
        remove_files(self.intake_files, files)
        if ids or subscriber:
            self.scrub()
        return len(ids)


def _person(db: sqlite3.Connection, person: str | int) -> tuple[str, str]:
    """The e-mail address and phone digits a person is known by."""
    if isinstance(person, int):
        row = db.execute("SELECT email, phone_digits FROM requests WHERE id = ?",
                         (checked_id(person),)).fetchone()
        if row is None:
            raise RequestNotFound(f"No request with id {person}")
        return row[0], row[1]
    person = person.strip()
    return (person, "") if "@" in person else ("", phone_digits(person))


def _forget_subscriber(db: sqlite3.Connection, email: str, now: float) -> bool:
    """Delete the newsletter subscriber of that address (its events and mails cascade) and keep
    its mailbox's hash; answers whether there was one."""
    if not email:
        return False
    box = mailbox(email)
    gone = db.execute("DELETE FROM subscribers WHERE mailbox = ?", (box,)).rowcount
    db.execute("INSERT OR IGNORE INTO newsletter_suppressed (mailbox_hash, at) VALUES (?, ?)",
               (suppression_hash(box), now))
    return bool(gone)


def intake_file_names(db: sqlite3.Connection, condition: str,
                      values: Iterable[object]) -> list[str]:
    """The stored names of the files attached to the requests `condition` picks (on `r`)."""
    return [row[0] for row in db.execute(
        "SELECT f.stored_name FROM intake_files f JOIN requests r ON r.id = f.request_id "
        f"WHERE {condition}", tuple(values))]


def remove_files(folder: Path | None, names: list[str]) -> None:
    """Delete attached files from disk, once their rows are gone (a missing one is no error)."""
    if folder is None:
        return
    for name in names:
        remove_stored(folder, name)


def _forget_request(db: sqlite3.Connection, request_id: int, who: str | None, now: float,
                    count: int) -> list[str]:
    """Empty the request of the person; answers the stored names of its files to delete."""
    files = intake_file_names(db, "r.id = ?", (request_id,))
    db.execute(f"UPDATE requests SET {PERSONAL_COLUMNS}, forgotten_at = ? WHERE id = ?",
               (now, request_id))
    for table in ("intakes", "intake_resumes", "intake_files"):
        db.execute(f"DELETE FROM {table} WHERE request_id = ?", (request_id,))
    db.execute("DELETE FROM events WHERE request_id = ? AND type = 'note'", (request_id,))
    db.execute("DELETE FROM mails WHERE request_id = ?", (request_id,))
    db.execute("DELETE FROM confirmations_counted WHERE request_id = ?", (request_id,))
    # A booking keeps its time and type (the day's list, reports); the visitor's answers and
    # zone go, and its links stop working.
    db.execute("UPDATE bookings SET answers = '{}', visitor_zone = NULL WHERE request_id = ?",
               (request_id,))
    db.execute("DELETE FROM booking_links WHERE request_id = ?", (request_id,))
    # A booking still to come is cancelled: nobody is left to meet, and its time is free again
    # for others (no mail: the address is gone).
    if db.execute("UPDATE requests SET status = 'cancelled', status_changed_by = ?, "
                  "status_changed_at = ? WHERE id = ? AND kind = 'booking' AND status = 'booked' "
                  "AND EXISTS (SELECT 1 FROM bookings WHERE request_id = ? AND starts_at > ?)",
                  (who, now, request_id, request_id, now)).rowcount:
        db.execute("UPDATE bookings SET sequence = sequence + 1, updated_at = ? "
                   "WHERE request_id = ?", (now, request_id))
        add_event(db, request_id, now, who, "status", {"status": "cancelled", "was": "booked"})
    # A server's refusal may quote the visitor's address: failures keep their purpose only.
    db.execute("UPDATE events SET data = json_remove(data, '$.error') "
               "WHERE request_id = ? AND type = 'mail-failed'", (request_id,))
    # A recorded contact stays (reports measure it); its note may name the person.
    db.execute("UPDATE events SET data = json_remove(data, '$.note') "
               "WHERE request_id = ? AND type = 'contact'", (request_id,))
    add_event(db, request_id, now, who, "forgotten", {"requests": count})
    return files
