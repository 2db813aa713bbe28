"""The intake as staff read it: sensitive answers masked (never opened to be shown), each item
named as the inbox names it, and where a field's answer is found."""

import re
import sqlite3
from typing import Any

from service.requests.intake.form import INTAKE_FORM, IntakeField, Step
from service.requests.intake.intake_db import read_intake
from service.requests.intake.sealing import KeyRing, SealBroken
from service.requests.request_json import iso

DOB_MASK = "••/••/••••"
SHOWN_TAIL = 4  # a licence or a VIN shows its last 4 characters, as the contract says


class NoAnswer(LookupError):
    """The step, item or field named has no answer stored."""


def mask(field: IntakeField, sealed: str, ring: KeyRing, request_id: int) -> dict[str, Any]:
    """What a reader sees of a sensitive answer: `{"masked": ..., "set": true}`."""
    if field.check == "birthDate":
        return {"masked": DOB_MASK, "set": True}
    try:
        tail = ring.unseal(sealed, request_id)[-SHOWN_TAIL:]
    except SealBroken:
        tail = "????"  # a value no key opens still shows that something is stored
    return {"masked": f"•••• {tail}", "set": True}


def masked_item(step: Step, item: dict[str, Any], ring: KeyRing,
                request_id: int) -> dict[str, Any]:
    """One item (or a plain step's answers) with each sensitive answer masked."""
    shown: dict[str, Any] = {}
    for name, value in item.items():
        field = step.field(name)
        shown[name] = mask(field, value, ring, request_id) \
            if field is not None and field.sensitive and isinstance(value, str) else value
    return shown


def masked_answers(answers: dict[str, Any], ring: KeyRing, request_id: int) -> dict[str, Any]:
    shown: dict[str, Any] = {}
    for step_id, given in answers.items():
        step = INTAKE_FORM.step(step_id)
        if step is None:
            continue
        if isinstance(given, list):
            shown[step_id] = [masked_item(step, item, ring, request_id) for item in given
                              if isinstance(item, dict)]
        elif isinstance(given, dict):
            shown[step_id] = masked_item(step, given, ring, request_id)
    return shown


def intake_files(db: sqlite3.Connection, request_id: int) -> list[dict[str, Any]]:
    found = db.execute("SELECT id, name, size, media_type FROM intake_files "
                       "WHERE request_id = ? ORDER BY id", (request_id,)).fetchall()
    return [{"id": file_id, "name": name, "size": size, "mediaType": media_type}
            for file_id, name, size, media_type in found]


def staff_intake(db: sqlite3.Connection, ring: KeyRing, request_id: int) -> dict[str, Any] | None:
    """GET /api/admin/requests/{id}'s `intake`: null for a request without one."""
    stored = read_intake(db, request_id)
    if stored is None:
        return None
    return {"step": stored.step, "sentAt": iso(stored.sent_at),
            "answers": masked_answers(stored.answers, ring, request_id),
            "files": intake_files(db, request_id), "renewalOn": stored.renewal_on}


def item_title(step: Step, item: dict[str, Any], index: int) -> str:
    """"Driver 2 (Bo Lee)": a repeated step's item by its number and its title answer."""
    assert step.repeat is not None
    title = next((item.get(field.name) for field in step.fields if field.title), None)
    named = f" ({' '.join(title.split())})" if isinstance(title, str) and title.strip() else ""
    return f"{step.repeat.item} {index + 1}{named}"


def answer_label(step: Step, field: IntakeField, item: dict[str, Any] | None = None,
                 index: int = 0) -> str:
    """How the timeline names an answer: "Driver 1 (Ann Lee): Licence number"."""
    if step.repeat is None or item is None:
        return f"{step.title}: {field.label}"
    return f"{item_title(step, item, index)}: {field.label}"


ITEM_ID = re.compile(r"[A-Za-z0-9_-]{1,20}")


def find_item(answers: dict[str, Any], step: Step,
              item_id: object) -> tuple[dict[str, Any], int]:
    """The stored item (or plain step answers) named, with its index; NoAnswer when absent."""
    given = answers.get(step.id)
    if step.repeat is None:
        if isinstance(given, dict):
            return given, 0
        raise NoAnswer(f"Nothing is stored for {step.title}.")
    for index, item in enumerate(given if isinstance(given, list) else []):
        if isinstance(item, dict) and item.get("id") == item_id:
            return item, index
    raise NoAnswer(f"No {step.repeat.item.lower()} {item_id!s:.20} in {step.title}.")
