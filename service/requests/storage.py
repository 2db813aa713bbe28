"""RequestStore: requests, their timeline and their mails in one SQLite file."""

import json
import sqlite3
import time
from collections.abc import Container
from typing import Any, NamedTuple

from service.requests.contacts import Contacts
from service.requests.fields import Submission
from service.requests.forgetting import Forgetting, intake_file_names, remove_files
from service.requests.intake.files import UNNAMED_GRACE_SECONDS, unnamed_files
from service.requests.intake.intake_db import start_intake
from service.requests.intake.intake_store import IntakeStore
from service.requests.mail_queue import MailQueue, queue_request_mails
from service.requests.phone_digits import phone_digits
from service.requests.request_db import (
    LARGEST_ROW_ID,
    MAIL_STATES,
    STATUSES,
    RequestNotFound,
    add_event,
    checked_id,
)

__all__ = [
    "LARGEST_ROW_ID",
    "MAIL_STATES",
    "STATUSES",
    "UNCHANGED",
    "Received",
    "RequestNotFound",
    "RequestStore",
    "StatusNotAllowed",
    "TokenAlreadySpent",
    "UnknownAssignee",
]

BOOKING_KIND = "booking"  # service/bookings: its status is the booking's state
UNCHANGED: Any = object()  # update()'s "leave the assignee as it is" (None unassigns)


class StatusNotAllowed(ValueError):
    """The request's kind does not take that status."""


class UnknownAssignee(ValueError):
    """Nobody among the active staff has that username."""


class TokenAlreadySpent(Exception):
    """The form token came with a request that was stored before: nothing new is stored."""


class Received(NamedTuple):
    """`intake_token` opens the intake of a request stored as started (None otherwise)."""

    id: int
    reference: str
    intake_token: str | None = None


class RequestStore(MailQueue, Forgetting, Contacts, IntakeStore):
    """The requests file: storing a request with its mails, changing it, purging old ones (the
    connections in request_db, the mails in mail_queue, forgetting a person in forgetting, the
    contacts staff record in contacts, the quote intake in intake/intake_store)."""

    def add(self, submission: Submission, now: float, due_at: float | None = None,
            mail: bool = False, confirmation_to: str | None = None, client: str = "",
            source: dict[str, str] | None = None,
            spending: tuple[str, float] | None = None, consent: dict[str, str] | None = None,
            intake: bool = False) -> Received:
        """Store a request, its "received" event and its mails together: all are kept, or none.
        `confirmation_to` (an address fit for a header) gets a confirmation unless its mailbox
        or the asking `client` (its limit key) had the day's share. `spending` (a form token's
        key and expiry) is recorded in the same transaction, and a key recorded before raises
        TokenAlreadySpent. `consent` (the sentence the visitor saw, and where) goes on the timeline;
        an `intake` request is stored as started, its mails queued only when it is sent."""
        with self.transaction() as db:
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
            reference = self.give_reference(db, request_id)
            add_event(db, request_id, now, None, "received")
            if consent is not None:
                add_event(db, request_id, now, None, "consent", consent)
            if intake:
                db.execute("UPDATE requests SET status = 'started' WHERE id = ?", (request_id,))
                return Received(request_id, reference, start_intake(db, request_id, now))
            queue_request_mails(db, request_id, now, mail, confirmation_to, client)
        return Received(request_id, reference)

    def update(self, request_id: int, who: str, now: float, status: str | None = None,
               assignee: str | None = UNCHANGED,
               known_assignees: Container[str] = ()) -> dict[str, Any]:
        """Change a request's status (to one its kind takes) and/or its assignee (one of
        `known_assignees`, or None), each change on the timeline with who made it."""
        checked_id(request_id)
        with self.transaction() as db:
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
            if status is not None and status != was and kind == BOOKING_KIND:
                # A booking's state changes with its calendar and mails (booking_db).
                from service.bookings.booking_db import set_booking_status
                set_booking_status(db, request_id, status, now, who)
            elif status is not None and status != was:
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
        add_event(db, request_id, now, who, "status", {"status": status, "was": was})

    def add_note(self, request_id: int, who: str, now: float, text: str) -> dict[str, Any]:
        checked_id(request_id)
        with self.transaction() as db:
            if db.execute("SELECT 1 FROM requests WHERE id = ?", (request_id,)).fetchone() is None:
                raise RequestNotFound(f"No request with id {request_id}")
            add_event(db, request_id, now, who, "note", {"text": text})
        return self.get(request_id, now)

    def purge(self, older_than: float, closed_only: bool = True) -> int:
        """Delete requests created before `older_than` (finished ones only, unless told
        otherwise), with their intakes, links to finish later and attached files; and the
        files a crash left without a row."""
        finished = self.kinds.finished
        condition = "r.created_at < ?" + (
            f" AND r.status IN ({', '.join('?' * len(finished))})" if closed_only else "")
        values = (older_than, *(finished if closed_only else ()))
        with self.transaction() as db:
            files = intake_file_names(db, condition, values)
            # The intake's rows go with their request (ON DELETE CASCADE); its files' bytes
            # are deleted once the rows are.
            deleted: int = db.execute(f"DELETE FROM requests AS r WHERE {condition}",
                                      values).rowcount
        remove_files(self.intake_files, files)
        if self.intake_files is not None:
            with self.reading() as db:
                unnamed = unnamed_files(db, self.intake_files,
                                        time.time() - UNNAMED_GRACE_SECONDS)
            remove_files(self.intake_files, unnamed)
        return deleted

    def claim_digest_day(self, day: str, now: float) -> bool:
        """True for the one caller, across processes, that claims the day's digest."""
        with self.transaction() as db:
            claimed: bool = db.execute("INSERT OR IGNORE INTO digests (day, queued_at) "
                                       "VALUES (?, ?)", (day, now)).rowcount == 1
        return claimed

    def release_digest_day(self, day: str) -> None:
        """Give a day's claim back (its digest was not sent)."""
        with self.transaction() as db:
            db.execute("DELETE FROM digests WHERE day = ?", (day,))
