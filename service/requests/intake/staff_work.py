"""What staff do with an intake, each in one transaction with its timeline event: reveal one
sensitive answer, edit a step on the visitor's behalf, note an export."""

import datetime as dt
import sqlite3
from typing import Any

from service.content import IntakeDefaults
from service.requests.intake.answers import IntakeRefused
from service.requests.intake.form import INTAKE_FORM, Step
from service.requests.intake.intake_db import StoredIntake, read_intake
from service.requests.intake.intake_store import lines_of, store_step
from service.requests.intake.labels import answer_label
from service.requests.intake.rater_csv import rater_rows
from service.requests.intake.sealing import KeyRing
from service.requests.intake.staff_view import NoAnswer, find_item, staff_intake
from service.requests.request_db import RequestNotFound, add_event, checked_id
from service.requests.storage import RequestStore


class NoIntake(LookupError):
    """The request exists but its visitor never started the intake."""


class NotSensitive(ValueError):
    """Reveal names a question whose answer is never hidden."""


def _intake(db: sqlite3.Connection, request_id: int) -> tuple[StoredIntake, set[str]]:
    """The request's stored intake and the lines its visitor chose."""
    checked_id(request_id)
    if db.execute("SELECT 1 FROM requests WHERE id = ? AND forgotten_at IS NULL",
                  (request_id,)).fetchone() is None:
        raise RequestNotFound(f"No request with id {request_id}")
    stored = read_intake(db, request_id)
    if stored is None:
        raise NoIntake("This request has no intake.")
    return stored, lines_of(db, request_id)


def _step(step_id: object) -> Step:
    step = INTAKE_FORM.step(step_id)
    if step is None:
        raise NoAnswer(f"The intake has no step {step_id!s:.40}.")
    return step


def reveal(store: RequestStore, ring: KeyRing, request_id: int, step_id: object,
           item_id: object, field_name: object, who: str, now: float) -> str:
    """One sensitive answer opened; the timeline names the answer and who saw it, never it."""
    step = _step(step_id)
    field = step.field(str(field_name))
    if field is None or not field.sensitive:
        raise NotSensitive(f"{step.title} has no hidden answer {field_name!s:.40}.")
    with store.transaction() as db:
        stored, _ = _intake(db, request_id)
        item, index = find_item(stored.answers, step, item_id)
        sealed = item.get(field.name)
        if not isinstance(sealed, str):
            raise NoAnswer(f"{answer_label(step, field, item, index)} is not answered.")
        value = ring.unseal(sealed, request_id)
        add_event(db, request_id, now, who, "intake-revealed",
                  {"step": step.id, **({"item": item.get("id")} if step.repeat else {}),
                   "field": field.name, "label": answer_label(step, field, item, index)})
    return value


def edit(store: RequestStore, ring: KeyRing, request_id: int, step_id: object, given: object,
         who: str, now: float, today: dt.date) -> dict[str, Any] | None:
    """A step's answers replaced on the visitor's behalf, checked and sealed as the visitor's
    are (IntakeRefused: nothing stored); the timeline names the answers changed. The renewal
    reminder is made again for a new renewal date."""
    step = _step(step_id)
    with store.transaction() as db:
        _, lines = _intake(db, request_id)
        if step not in INTAKE_FORM.steps_for(lines):
            raise IntakeRefused(step, {step.id: f"{step.title} is not asked for the insurance "
                                                "this request is about."})
        changed = store_step(db, request_id, step.id, given, lambda: ring, today, now,
                             visitor=False)
        add_event(db, request_id, now, who, "intake-edited", {"step": step.id, "fields": changed})
        return staff_intake(db, ring, request_id)


def exported_rows(store: RequestStore, ring: KeyRing, request_id: int,
                  defaults: IntakeDefaults | None, sensitive: bool, who: str | None, now: float,
                  output: str) -> tuple[list[dict[str, Any]], str]:
    """The rater rows and the request's reference; the timeline records `intake-exported` with
    who, the format and whether sensitive answers were in clear (in the same transaction)."""
    found = store.get(request_id)
    with store.transaction() as db:
        stored, _ = _intake(db, request_id)
        rows = rater_rows(found, stored.answers, ring, defaults, sensitive)
        add_event(db, request_id, now, who, "intake-exported",
                  {"sensitive": sensitive, "format": output})
    return rows, found["reference"]


def read_for_staff(store: RequestStore, ring: KeyRing, request_id: int) -> dict[str, Any] | None:
    with store.reading() as db:
        return staff_intake(db, ring, request_id)
