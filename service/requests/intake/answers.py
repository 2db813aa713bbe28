"""A step's answers as a visitor (or staff on their behalf) sends them, checked against the
declaration: every refusal keyed `step.itemId.field` or `step.field` and worded with the step,
the item and the question, so nothing of a refused step is kept."""

import re
from datetime import date
from typing import Any

from service.requests.intake.answer_rules import Wrong, checked_choices, checked_value, clean
from service.requests.intake.form import IntakeField, Step
from service.requests.intake.labels import item_title

ITEM_ID = re.compile(r"[A-Za-z0-9_-]{1,20}")
SHOWN_NAME = 40  # an item's title in an error, and an unknown field's name in its key
MAX_ERRORS = 50  # a body of nothing but wrong answers is answered with the first ones


class IntakeRefused(ValueError):
    """Answers the step does not take: `errors` maps each key to its sentence."""

    def __init__(self, step: Step, errors: dict[str, str]) -> None:
        first = next(iter(errors.values()))
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        super().__init__(f"Check the {step.title} step: {first}{more}")
        self.message = str(self)
        self.errors = errors


def offered_fields(step: Step, lines: set[str]) -> dict[str, IntakeField]:
    """The step's questions asked of a visitor with these lines."""
    return {field.name: field for field in step.fields
            if not field.lines or lines & set(field.lines)}


def is_kept_mark(value: object) -> bool:
    """A sensitive answer sent back as it was shown (masked): keep what is stored."""
    return isinstance(value, dict) and "masked" in value


def _item_answers(step: Step, fields: dict[str, IntakeField], raw: dict[str, Any], key: str,
                  label: str, today: date, errors: dict[str, str]) -> dict[str, Any]:
    """One item's (or a single step's) answers as kept; sensitive ones "" when cleared and left
    out when kept as stored."""
    kept: dict[str, Any] = {}
    for name, value in raw.items():
        if step.repeat and name == "id":
            continue
        field = fields.get(name)
        where = f"{key}.{str(name)[:SHOWN_NAME]}"
        if field is None:
            errors[where] = f"{label}{str(name)[:SHOWN_NAME]}: this question is not part of " \
                            "the step for the coverages chosen."
            continue
        if field.sensitive and (value is None or is_kept_mark(value)):
            continue
        try:
            if field.check == "choices":
                if chosen := checked_choices(field, value):
                    kept[name] = chosen
                continue
            if value is None:
                continue
            if not isinstance(value, str):
                raise Wrong("Send the answer as text.")
            answer = checked_value(field, value, today)
        except Wrong as wrong:
            errors[where] = f"{label}{field.label}: {wrong}"
            continue
        if answer or field.sensitive:
            kept[name] = answer
    return kept


def _named(step: Step, item: dict[str, Any], index: int) -> str:
    """The item as its refusals name it ("Driver 2 (Bo Lee)"), its title as sent made clean and
    short first (the item is not checked yet)."""
    title = next(field for field in step.fields if field.title)
    value = item.get(title.name)
    shown = clean(title, value)[:SHOWN_NAME] if isinstance(value, str) else ""
    return item_title(step, {title.name: shown}, index)


def _items(step: Step, fields: dict[str, IntakeField], raw: object, today: date,
           errors: dict[str, str]) -> list[dict[str, Any]]:
    assert step.repeat is not None
    if not isinstance(raw, list) or not all(isinstance(item, dict) for item in raw):
        errors[step.id] = f"Send the {step.title.lower()} as a list, one entry per " \
                          f"{step.repeat.item.lower()}."
        return []
    if len(raw) > step.repeat.max:
        errors[step.id] = f"Add at most {step.repeat.max} {step.title.lower()}."
        return []
    kept, seen = [], set()
    for position, item in enumerate(raw, 1):
        item_id = item.get("id")
        label = f"{_named(step, item, position - 1)}: "
        if not isinstance(item_id, str) or not ITEM_ID.fullmatch(item_id) or item_id in seen:
            errors[f"{step.id}.{position}"] = f"{label}each entry needs its own id of 1 to 20 " \
                                              "letters, digits, - or _."
            continue
        seen.add(item_id)
        answers = _item_answers(step, fields, item, f"{step.id}.{item_id}", label, today, errors)
        kept.append({"id": item_id, **answers})
    return kept


def check_step(step: Step, lines: set[str], raw: object, today: date) -> Any:
    """The step's answers as kept (a list of items for a repeated step), or IntakeRefused."""
    errors: dict[str, str] = {}
    fields = offered_fields(step, lines)
    kept: Any
    if step.upload is not None:
        errors[step.id] = "This step takes files, not answers: attach them instead."
    elif step.repeat is not None:
        kept = _items(step, fields, raw, today, errors)
    elif isinstance(raw, dict):
        kept = _item_answers(step, fields, raw, step.id, "", today, errors)
    else:
        errors[step.id] = f"Send the {step.title} step's answers as an object."
    if errors:
        raise IntakeRefused(step, dict(list(errors.items())[:MAX_ERRORS]))
    return kept

