"""INTERIM, until booking-core's service/bookings/schedules.py is merged: a staff member's
weekly booking hours and time off in the schema-7 tables (staff_hours, staff_time_off). At the
merge the staff API imports these from schedules.py instead, and this module goes."""

import json
import sqlite3
from typing import Any

from service.bookings.hours_rules import Week


def read_week(db: sqlite3.Connection, member: str) -> Week | None:
    """The member's stored week, or None: none stored means the office's hours."""
    row = db.execute("SELECT week FROM staff_hours WHERE member = ?", (member,)).fetchone()
    if row is None:
        return None
    week: Week = json.loads(row[0])
    return week


def save_week(db: sqlite3.Connection, member: str, week: Week, now: float,
              actor: str | None) -> None:
    """Store the member's week (already checked), replacing the one before."""
    db.execute("INSERT INTO staff_hours (member, week, updated_at, updated_by) "
               "VALUES (?, ?, ?, ?) ON CONFLICT (member) DO UPDATE SET week = excluded.week, "
               "updated_at = excluded.updated_at, updated_by = excluded.updated_by",
               (member, json.dumps(week), now, actor))


def time_off_of(db: sqlite3.Connection, member: str) -> list[dict[str, Any]]:
    """The member's time off, the earliest first."""
    rows = db.execute("SELECT id, first_day, last_day, note FROM staff_time_off "
                      "WHERE member = ? ORDER BY first_day, id", (member,)).fetchall()
    return [{"id": row[0], "firstDay": row[1], "lastDay": row[2], "note": row[3]}
            for row in rows]


def add_time_off(db: sqlite3.Connection, member: str, first_day: str, last_day: str, note: str,
                 actor: str | None) -> int:
    """Store a time off (already checked); its id."""
    cursor = db.execute("INSERT INTO staff_time_off (member, first_day, last_day, note, "
                        "created_by) VALUES (?, ?, ?, ?, ?)",
                        (member, first_day, last_day, note, actor))
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def remove_time_off(db: sqlite3.Connection, member: str, time_off_id: int) -> bool:
    """Remove the member's time off of that id; False when the member has none such."""
    cursor = db.execute("DELETE FROM staff_time_off WHERE id = ? AND member = ?",
                        (time_off_id, member))
    return cursor.rowcount > 0
