"""Each staff member's own weekly hours and time off (the staff_hours and staff_time_off tables),
read and written on a connection of RequestStore; the staff API is built on these."""

import json
import sqlite3
from datetime import date
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from service.bookings.hours_rules import check_time_off, check_week


class ScheduleRefused(ValueError):
    """Hours or time off that cannot be stored: the sentence says why, `errors` by field."""

    def __init__(self, errors: dict[str, str]) -> None:
        field, reason = next(iter(errors.items()))
        super().__init__(f"{field}: {reason}")
        self.errors = errors


class Span(BaseModel):
    """A stretch of a day a member takes bookings, "09:00" to "12:00" ("24:00": midnight)."""

    model_config = ConfigDict(frozen=True, populate_by_name=True)

    start: str = Field(alias="from")
    end: str = Field(alias="to")


class WeekHours(BaseModel):
    """A member's week as hours_rules.check_week keeps it: each weekday's spans, in order (an
    empty day: no bookings that day)."""

    model_config = ConfigDict(frozen=True)

    days: dict[str, list[Span]]

    def as_json(self) -> dict[str, list[dict[str, str]]]:
        return {name: [{"from": span.start, "to": span.end} for span in spans]
                for name, spans in self.days.items()}

    def spans(self) -> dict[str, list[tuple[str, str]]]:
        return {name: [(span.start, span.end) for span in spans]
                for name, spans in self.days.items()}


def parse_week(value: Any) -> WeekHours:
    """A week as posted or stored, or ScheduleRefused naming each field at fault
    (`week.monday.1.from`); the rules are hours_rules.check_week's."""
    week, errors = check_week(value)
    if errors:
        raise ScheduleRefused(errors)
    return WeekHours.model_validate({"days": week})


def read_week(db: sqlite3.Connection, member: str) -> WeekHours | None:
    """The member's own week, None when they keep the office's hours."""
    row = db.execute("SELECT week FROM staff_hours WHERE member = ?", (member,)).fetchone()
    return None if row is None else parse_week(json.loads(row[0]))


def write_week(db: sqlite3.Connection, member: str, week: WeekHours | None, now: float,
               who: str | None) -> None:
    """Store the member's week; None returns them to the office's hours."""
    if week is None:
        db.execute("DELETE FROM staff_hours WHERE member = ?", (member,))
        return
    db.execute("INSERT INTO staff_hours (member, week, updated_at, updated_by) VALUES (?, ?, ?, ?) "
               "ON CONFLICT (member) DO UPDATE SET week = excluded.week, "
               "updated_at = excluded.updated_at, updated_by = excluded.updated_by",
               (member, json.dumps(week.as_json()), now, who))


def time_off(db: sqlite3.Connection, member: str, since: date | None = None
             ) -> list[dict[str, Any]]:
    """The member's days off, earliest first (those ending before `since` left out)."""
    rows = db.execute("SELECT id, first_day, last_day, note FROM staff_time_off "
                      "WHERE member = ? AND last_day >= ? ORDER BY first_day, id",
                      (member, (since or date.min).isoformat())).fetchall()
    return [{"id": row[0], "firstDay": row[1], "lastDay": row[2], "note": row[3]}
            for row in rows]


def add_time_off(db: sqlite3.Connection, member: str, first: date, last: date, note: str,
                 who: str | None) -> int:
    """Record days off (first to last, inclusive); answers their id."""
    checked, errors = check_time_off({"firstDay": first.isoformat(),
                                      "lastDay": last.isoformat(), "note": note})
    if checked is None:
        raise ScheduleRefused(errors)
    cursor = db.execute("INSERT INTO staff_time_off (member, first_day, last_day, note, "
                        "created_by) VALUES (?, ?, ?, ?, ?)",
                        (member, *checked, who))
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def remove_time_off(db: sqlite3.Connection, member: str, time_off_id: int) -> bool:
    """Delete one of the member's days off; False when they have none of that id."""
    return db.execute("DELETE FROM staff_time_off WHERE id = ? AND member = ?",
                      (time_off_id, member)).rowcount == 1


def days_off(db: sqlite3.Connection, member: str, since: date) -> tuple[tuple[date, date], ...]:
    """The member's time off as availability reads it."""
    return tuple((date.fromisoformat(entry["firstDay"]), date.fromisoformat(entry["lastDay"]))
                 for entry in time_off(db, member, since))
