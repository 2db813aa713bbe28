"""The checks a staff edit of the intake passes before it is stored: the one place this part
checks answers, until the visitor's validation (intake/answers.py) takes its place."""

import datetime as dt
import re
from typing import Any

from service.requests.intake.form import IntakeField, Step
from service.requests.intake.sealing import KeyRing
from service.requests.intake.staff_view import ITEM_ID, answer_label, item_title

ZIP_CODE = re.compile(r"\d{5}(-\d{4})?")
LICENCE = re.compile(r"[A-Za-z0-9]{4,20}")
VIN_LETTERS = "0123456789.ABCDEFGH..JKLMN.P.R..STUVWXYZ"
VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


class Refused(ValueError):
    """A step's answers that cannot be stored: `errors` by `step.itemId.field`."""

    def __init__(self, message: str, errors: dict[str, str]) -> None:
        super().__init__(message)
        self.errors = errors


def vin_fits(vin: str) -> bool:
    """17 characters, no I, O or Q, and the 9th the check digit (49 CFR 565)."""
    vin = vin.upper()
    if len(vin) != 17 or any(c not in VIN_LETTERS or c == "." for c in vin):
        return False
    total = sum((VIN_LETTERS.index(c) % 10 if c.isalpha() else int(c)) * weight
                for c, weight in zip(vin, VIN_WEIGHTS, strict=True))
    return vin[8] == ("X" if total % 11 == 10 else str(total % 11))


def _day(text: str) -> dt.date | None:
    try:
        return dt.date.fromisoformat(text) if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) else None
    except ValueError:
        return None


def _problem(field: IntakeField, value: str, today: dt.date) -> str | None:
    """Why the answer does not fit its question, or None."""
    check = field.check
    if check == "text":
        return f"Write at most {field.limit} characters." if len(value) > (field.limit or 0) \
            else None
    if check in ("integer", "year"):
        top = today.year + (field.maxAhead or 0) if check == "year" else field.max
        if not (value.isascii() and value.isdigit()) or int(value) < (field.min or 0) \
                or (top is not None and int(value) > top):
            return f"Enter a whole number from {field.min} to {top}."
        return None
    if check in ("date", "birthDate"):
        return _date_problem(field, value, today)
    if check == "zip":
        return None if ZIP_CODE.fullmatch(value) else "Enter a 5-digit ZIP code."
    if check == "licence":
        return None if LICENCE.fullmatch(value) else "Enter 4 to 20 letters and digits."
    if check == "vin":
        return None if vin_fits(value) else "Enter the 17-character VIN exactly as written."
    return None if value in field.choices else "Choose one of the answers offered."


def _date_problem(field: IntakeField, value: str, today: dt.date) -> str | None:
    day = _day(value)
    if day is None:
        return "Enter a real date, like 2027-03-01."
    if field.window is not None:
        first = today - dt.timedelta(days=field.window.daysBefore)
        last = today + dt.timedelta(days=field.window.daysAfter)
        return None if first <= day <= last else f"Enter a date from {first} to {last}."
    assert field.age is not None
    age = today.year - day.year - ((today.month, today.day) < (day.month, day.day))
    return None if field.age.min <= age <= field.age.max else \
        f"Enter a date of birth making {field.age.min} to {field.age.max} years of age."


def _answer(field: IntakeField, value: object, today: dt.date) -> tuple[Any, str | None]:
    """The answer to store (None: none) and what is wrong with it."""
    if field.check == "choices":
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value) \
                or len(set(value)) != len(value) or set(value) - set(field.choices):
            return None, "Choose among the answers offered."
        return (value or None), None
    if not isinstance(value, str):
        return None, "Write the answer as text."
    value = value.strip()
    return (value or None), (_problem(field, value, today) if value else None)


def checked_item(step: Step, given: dict[str, Any], kept: dict[str, Any], lines: set[str],
                 ring: KeyRing, request_id: int, today: dt.date,
                 name: str) -> tuple[dict[str, Any], dict[str, str]]:
    """One item's answers as stored (sensitive ones sealed, kept ones kept) and its errors, each
    keyed by field and worded with `name` ("Driver 1 (Ann Lee)") and the field's label."""
    stored: dict[str, Any] = {"id": given["id"]} if "id" in given else {}
    errors: dict[str, str] = {}
    for key in set(given) - {"id"} - {f.name for f in step.fields}:
        errors[key] = f"{name}: {key!s:.40} is not a question of this step."
    for field in step.fields:
        if field.lines and not set(field.lines) & lines:
            continue
        value = given.get(field.name)
        if field.sensitive and (value is None or isinstance(value, dict)):
            if field.name in kept:
                stored[field.name] = kept[field.name]
            continue
        if value is None:
            continue
        answer, problem = _answer(field, value, today)
        if problem:
            errors[field.name] = f"{name}: {field.label}: {problem}"
        elif answer is not None:
            stored[field.name] = ring.seal(answer, request_id) if field.sensitive else answer
    return stored, errors


def checked_step(step: Step, given: object, stored: Any, lines: set[str], ring: KeyRing,
                 request_id: int, today: dt.date) -> Any:
    """A step's new answers as stored, or Refused naming the step and each field."""
    errors: dict[str, str] = {}
    result: Any
    if step.upload is not None:
        raise Refused(f"{step.title} takes files, not answers.", {step.id: "Upload files."})
    if step.repeat is None:
        if not isinstance(given, dict):
            raise Refused(f"Check the {step.title} step: send its answers as an object.", {})
        result, found = checked_item(step, given, stored if isinstance(stored, dict) else {},
                                     lines, ring, request_id, today, step.title)
        errors = {f"{step.id}.{key}": text for key, text in found.items()}
    else:
        result, errors = _checked_items(step, given, stored, lines, ring, request_id, today)
    if errors:
        raise Refused(f"Check the {step.title} step: {next(iter(errors.values()))}", errors)
    return result


def _checked_items(step: Step, given: object, stored: Any, lines: set[str], ring: KeyRing,
                   request_id: int, today: dt.date) -> tuple[list[Any], dict[str, str]]:
    assert step.repeat is not None
    if not isinstance(given, list) or len(given) > step.repeat.max:
        raise Refused(f"Check the {step.title} step: send at most {step.repeat.max} items.", {})
    ids = [item.get("id") if isinstance(item, dict) else None for item in given]
    if not all(isinstance(i, str) and ITEM_ID.fullmatch(i) for i in ids) \
            or len(set(ids)) != len(ids):
        raise Refused(f"Check the {step.title} step: each item needs its own id.", {})
    kept = {item.get("id"): item for item in stored if isinstance(item, dict)} \
        if isinstance(stored, list) else {}
    result, errors = [], {}
    for index, item in enumerate(given):
        name = item_title(step, item, index)
        answers, found = checked_item(step, item, kept.get(item["id"], {}), lines, ring,
                                      request_id, today, name)
        result.append(answers)
        errors.update({f"{step.id}.{item['id']}.{key}": text for key, text in found.items()})
    return result, errors


def changed_labels(step: Step, before: Any, after: Any, given: Any) -> list[str]:
    """The answers an edit changed, named as the timeline names them (never their values)."""
    def pairs(value: Any) -> list[tuple[int, dict[str, Any]]]:
        items = value if isinstance(value, list) else [value] if isinstance(value, dict) else []
        return [(index, item) for index, item in enumerate(items) if isinstance(item, dict)]
    old = {item.get("id", ""): item for _, item in pairs(before)}
    sent = {item.get("id", ""): item for _, item in pairs(given)}
    labels = []
    for index, item in pairs(after):
        was = old.get(item.get("id", ""), {})
        for field in step.fields:
            value = sent.get(item.get("id", ""), {}).get(field.name)
            newly = isinstance(value, str) if field.sensitive else \
                item.get(field.name) != was.get(field.name)
            if newly or (field.name in was and field.name not in item):
                labels.append(answer_label(step, field, item, index))
    removed = [i for i in old if i not in {item.get("id", "") for _, item in pairs(after)}]
    if step.repeat is not None:
        labels += [f"{step.repeat.item} {i!s:.20} removed" for i in removed]
    return labels
