"""The intake as staff read it: sensitive answers masked as any reader sees them, and where a
field's answer is found."""

import sqlite3
from typing import Any

from service.requests.intake.form import Step
from service.requests.intake.intake_db import read_intake
from service.requests.intake.intake_store import intake_files
from service.requests.intake.sealing import KeyRing
from service.requests.intake.sensitive import masked_answers
from service.requests.request_json import iso


class NoAnswer(LookupError):
    """The step, item or field named has no answer stored."""


def staff_intake(db: sqlite3.Connection, ring: KeyRing, request_id: int) -> dict[str, Any] | None:
    """GET /api/admin/requests/{id}'s `intake`: null for a request without one."""
    stored = read_intake(db, request_id)
    if stored is None:
        return None
    return {"step": stored.step, "sentAt": iso(stored.sent_at),
            "answers": masked_answers(stored.answers, ring, request_id),
            "files": intake_files(db, request_id), "renewalOn": stored.renewal_on}


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
