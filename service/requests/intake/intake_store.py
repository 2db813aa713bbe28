"""The intake's side of the requests file: a step's answers checked, sealed and stored in one
transaction, the intake as a reader sees it, and sending it (the mails a short quote gets)."""

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

from service.requests.intake.answers import check_step
from service.requests.intake.form import INTAKE_FORM, Step
from service.requests.intake.intake_db import StoredIntake, mark_sent, read_intake, write_answers
from service.requests.intake.labels import changed_labels
from service.requests.intake.sealing import KeyRing
from service.requests.intake.sensitive import masked_answers, seal_step
from service.requests.mail_queue import queue_request_mails
from service.requests.request_db import RequestDatabase, RequestNotFound, add_event
from service.requests.request_json import iso, stored_object

REVIEW = "review"  # where a visitor goes after the last step: the answers, then "Send"


class UnknownStep(LookupError):
    """A step the declaration does not have, or not for the coverages this request chose."""


class WrongNext(ValueError):
    """The step the visitor is said to go to next is none of this request's."""


class AlreadySent(Exception):
    """The intake was sent before: the visitor changes nothing more."""


def lines_of(db: sqlite3.Connection, request_id: int) -> set[str]:
    """The coverages the request chose: the intake's steps and questions follow them."""
    row = db.execute("SELECT details FROM requests WHERE id = ?", (request_id,)).fetchone()
    if row is None:
        raise RequestNotFound(f"No request with id {request_id}")
    coverages = stored_object(row[0]).get("coverages")
    return {line for line in coverages if isinstance(line, str)} \
        if isinstance(coverages, list) else set()


def offered_step(lines: set[str], step_id: object) -> Step:
    step = INTAKE_FORM.step(step_id)
    if step is None or step not in INTAKE_FORM.steps_for(lines):
        raise UnknownStep(f"No step {str(step_id)[:40]!r} in this intake")
    return step


def renewal_on(answers: dict[str, Any]) -> str | None:
    """The earliest renewal or expiry date the answers give (a re-quote is due before it)."""
    dates = []
    for step in INTAKE_FORM.steps:
        given = answers.get(step.id)
        items = given if isinstance(given, list) else [given]
        dates += [item[field.name] for field in step.fields if field.renewal for item in items
                  if isinstance(item, dict) and isinstance(item.get(field.name), str)]
    return min(dates) if dates else None


def intake_files(db: sqlite3.Connection, request_id: int) -> list[dict[str, Any]]:
    """The files attached to the intake, as every reader lists them."""
    found = db.execute("SELECT id, name, size, media_type FROM intake_files "
                       "WHERE request_id = ? ORDER BY id", (request_id,)).fetchall()
    return [{"id": file_id, "name": name, "size": size, "mediaType": media_type}
            for file_id, name, size, media_type in found]


def store_step(db: sqlite3.Connection, request_id: int, step_id: object, raw: object,
               ring: Callable[[], KeyRing], today: date, now: float,
               next_step: str | None = None, visitor: bool = True) -> list[str]:
    """Within the caller's transaction: check a step's answers, seal the sensitive ones and
    store them with where the visitor goes next; a new renewal date is to be noted again.
    Answers the labels of what changed. UnknownStep, WrongNext, IntakeRefused, AlreadySent (a
    visitor's change after sending) or RequestNotFound, and then nothing is stored."""
    lines = lines_of(db, request_id)
    step = offered_step(lines, step_id)
    intake = read_intake(db, request_id)
    if intake is None:
        raise RequestNotFound(f"No intake for request {request_id}")
    if visitor and intake.sent_at is not None:
        raise AlreadySent()
    if next_step not in (None, REVIEW) and next_step not in \
            {offered.id for offered in INTAKE_FORM.steps_for(lines)}:
        raise WrongNext(next_step)
    kept = check_step(step, lines, raw, today)
    # The ring is read inside the transaction: a rotation re-seals in one transaction too, so
    # nothing is sealed with a key it has dropped.
    answers = dict(intake.answers)
    answers[step.id] = seal_step(step, kept, intake.answers.get(step.id), ring(), request_id)
    where = next_step if next_step is not None else intake.step
    renewal = renewal_on(answers)
    write_answers(db, request_id, answers, where, now, renewal)
    if renewal != intake.renewal_on:
        db.execute("UPDATE intakes SET renewal_noted_at = NULL WHERE request_id = ?",
                   (request_id,))
    return changed_labels(step, intake.answers.get(step.id), answers[step.id])


def _intake_row(db: sqlite3.Connection, request_id: int,
                columns: str) -> tuple[StoredIntake, sqlite3.Row]:
    """The request's intake and those columns of its row; RequestNotFound for a forgotten
    request or one with no intake."""
    intake = read_intake(db, request_id)
    row = db.execute(f"SELECT {columns} FROM requests WHERE id = ? AND forgotten_at IS NULL",
                     (request_id,)).fetchone()
    if intake is None or row is None:
        raise RequestNotFound(f"No intake for request {request_id}")
    return intake, row


@dataclass(frozen=True)
class IntakeContact:
    """What a visitor's route needs of the request behind an intake: its address, and whether
    the intake was sent."""

    email: str
    sent: bool


class IntakeStore(RequestDatabase):
    """The intake operations of the requests file, each one transaction."""

    def intake_contact(self, request_id: int) -> IntakeContact:
        """The request's e-mail address and whether its intake was sent (RequestNotFound for a
        forgotten request or one with no intake)."""
        with self.reading() as db:
            intake, row = _intake_row(db, request_id, "email")
        return IntakeContact(str(row[0] or ""), intake.sent_at is not None)

    def save_step(self, request_id: int, step_id: object, raw: object, ring: Callable[[], KeyRing],
                  today: date, now: float, next_step: str | None = None,
                  visitor: bool = True) -> list[str]:
        """store_step in a transaction of its own."""
        with self.transaction() as db:
            return store_step(db, request_id, step_id, raw, ring, today, now, next_step,
                              visitor)

    def intake_view(self, request_id: int, ring: KeyRing) -> dict[str, Any]:
        """The intake as its visitor reads it: nothing sensitive, the e-mail address masked."""
        with self.reading() as db:
            intake, row = _intake_row(db, request_id, "reference, email")
            lines = lines_of(db, request_id)
            files = intake_files(db, request_id)
        steps = [step.id for step in INTAKE_FORM.steps_for(lines)]
        return {"reference": row[0], "lines": sorted(lines), "steps": steps,
                "step": intake.step or (steps[0] if steps else REVIEW),
                "answers": masked_answers(intake.answers, ring, request_id),
                "files": files,
                "sentAt": iso(intake.sent_at), "email": masked_email(row[1])}

    def send_intake(self, request_id: int, now: float, mail: bool, confirmation_to: str | None,
                    client: str) -> None:
        """The visitor sends the intake: a started request becomes new (due from now) and gets
        the mails a short quote gets. AlreadySent the second time."""
        with self.transaction() as db:
            intake, row = _intake_row(db, request_id, "status")
            if intake.sent_at is not None:
                raise AlreadySent()
            mark_sent(db, request_id, now)
            if row[0] == "started":
                db.execute("UPDATE requests SET status = 'new', due_at = ? WHERE id = ?",
                           (self.due_rule(now), request_id))
            steps = sorted(key for key, value in intake.answers.items() if value)
            add_event(db, request_id, now, None, "intake-sent", {"steps": steps})
            queue_request_mails(db, request_id, now, mail, confirmation_to, client)


def masked_email(address: str) -> str | None:
    """"a•••@example.com": enough for the visitor to know which mailbox, nothing more."""
    name, at, domain = address.partition("@")
    return f"{name[:1]}•••@{domain}" if at and name else None

