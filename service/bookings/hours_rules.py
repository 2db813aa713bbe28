"""What may be stored as a member's weekly booking hours and time off, the one place of these
rules (schedules.py stores through them): the checks name the field at fault, each refusal a
sentence a person can act on."""

import re
from datetime import date
from typing import Any

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
GRID_MINUTES = 15  # the booking grid: slots start on the quarter hour
MOST_RANGES = 6  # ranges a day may have; more is a mistake, not a schedule
NOTE_LIMIT = 200
LONGEST_TIME_OFF_DAYS = 366
_TIME = re.compile(r"([01]\d|2[0-4]):([0-5]\d)")

Week = dict[str, list[dict[str, str]]]


def _minutes(text: object) -> int | None:
    """Minutes after midnight of an "HH:MM" on the grid (24:00 the day's end), else None."""
    match = _TIME.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        return None
    minutes = int(match[1]) * 60 + int(match[2])
    return minutes if minutes <= 24 * 60 and minutes % GRID_MINUTES == 0 else None


def check_week(value: object) -> tuple[Week, dict[str, str]]:
    """The week as stored (every weekday, ranges sorted) and the refusals by field, such as
    `week.monday.1.from`; no refusals means the week may be stored."""
    if not isinstance(value, dict):
        return {}, {"week": "Send the week as an object of weekdays, each a list of ranges."}
    errors: dict[str, str] = {}
    for day in value:
        if day not in WEEKDAYS:
            errors[f"week.{day}"] = f"{day!r} is not a weekday: use {', '.join(WEEKDAYS)}."
    week: Week = {}
    for day in WEEKDAYS:
        ranges, refusals = _check_day(day, value.get(day, []))
        week[day] = ranges
        errors.update(refusals)
    return week, errors


def _check_day(day: str, ranges: Any) -> tuple[list[dict[str, str]], dict[str, str]]:
    field = f"week.{day}"
    if not isinstance(ranges, list):
        return [], {field: "Give the day's hours as a list of ranges (an empty list: closed)."}
    if len(ranges) > MOST_RANGES:
        return [], {field: f"Give at most {MOST_RANGES} ranges a day."}
    errors: dict[str, str] = {}
    kept: list[tuple[int, int, int]] = []
    for index, item in enumerate(ranges):
        item = item if isinstance(item, dict) else {}
        start, end = _minutes(item.get("from")), _minutes(item.get("to"))
        if start is None or start == 24 * 60:
            errors[f"{field}.{index}.from"] = "Give a start time like 09:00, on the quarter hour."
        if end is None:
            errors[f"{field}.{index}.to"] = "Give an end time like 17:00, on the quarter hour."
        if start is not None and end is not None and start < 24 * 60:
            if end <= start:
                errors[f"{field}.{index}.to"] = "The end must be after the start."
            else:
                kept.append((start, end, index))
    kept.sort()
    latest_end = -1
    for start, end, index in kept:
        if start < latest_end:
            errors[f"{field}.{index}.from"] = "These hours overlap another range of the day."
        latest_end = max(latest_end, end)
    return [{"from": _clock(s), "to": _clock(e)} for s, e, _ in kept], errors


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def check_time_off(body: object) -> tuple[tuple[str, str, str] | None, dict[str, str]]:
    """The first day, last day and note of a time off, or the refusals by field."""
    body = body if isinstance(body, dict) else {}
    errors: dict[str, str] = {}
    first, last = _day(body.get("firstDay")), _day(body.get("lastDay", body.get("firstDay")))
    if first is None:
        errors["firstDay"] = "Give the first day off as YYYY-MM-DD."
    if last is None:
        errors["lastDay"] = "Give the last day off as YYYY-MM-DD."
    if first is not None and last is not None:
        if last < first:
            errors["lastDay"] = "The last day cannot be before the first day."
        elif (last - first).days >= LONGEST_TIME_OFF_DAYS:
            errors["lastDay"] = f"Give at most {LONGEST_TIME_OFF_DAYS} days at a time."
    note = body.get("note", "")
    note = note.strip() if isinstance(note, str) else None
    if note is None or len(note) > NOTE_LIMIT:
        errors["note"] = f"Keep the note to {NOTE_LIMIT} characters."
    if errors or first is None or last is None or note is None:
        return None, errors
    return (first.isoformat(), last.isoformat(), note), {}


def parse_day(text: object) -> date | None:
    """A YYYY-MM-DD day, or None."""
    return _day(text)


def _day(text: object) -> date | None:
    if not isinstance(text, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None
