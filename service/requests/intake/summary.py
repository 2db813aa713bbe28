"""The intake in the office's mail: every answer in words, grouped by step and item, with no
sensitive value (only that one was given: staff open the request to see it)."""

import sqlite3
from typing import Any

from service.requests.intake.form import INTAKE_FORM, IntakeField, Step
from service.requests.intake.intake_db import read_intake

GIVEN = "given (open the request to see it)"


def _words(field: IntakeField, value: Any) -> str:
    if field.sensitive:
        return GIVEN
    if isinstance(value, list):
        return ", ".join(field.choices.get(v, str(v)) for v in value)
    return field.choices.get(value, str(value)) if field.choices else str(value)


def _item_lines(step: Step, item: dict[str, Any], indent: str) -> list[str]:
    return [f"{indent}{field.label}: {_words(field, item[field.name])}" for field in step.fields
            if item.get(field.name) not in (None, "", [])]


def _step_lines(step: Step, value: Any) -> list[str]:
    if isinstance(value, dict):
        return _item_lines(step, value, "  ")
    if not isinstance(value, list) or step.repeat is None:
        return []
    lines = []
    title = next(field for field in step.fields if field.title)
    for position, item in enumerate(value, 1):
        if isinstance(item, dict):
            named = item.get(title.name)
            lines.append(f"  {step.repeat.item} {position}" + (f" ({named})" if named else ""))
            lines += _item_lines(step, item, "    ")
    return lines


def intake_summary(db: sqlite3.Connection, request_id: int) -> list[str]:
    """The intake's lines for the office's mail (none when the request has no intake)."""
    intake = read_intake(db, request_id)
    if intake is None:
        return []
    lines = []
    for step in INTAKE_FORM.steps:
        if shown := _step_lines(step, intake.answers.get(step.id)):
            lines += [step.title, *shown]
    files = db.execute("SELECT COUNT(*) FROM intake_files WHERE request_id = ?",
                       (request_id,)).fetchone()[0]
    if files:
        lines.append(f"Files attached: {files} (open the request to see them)")
    return ["Quote details:", *lines] if lines else ["Quote details: none given"]
