"""Version 8: a special date's notice is its own free text ("notice"), written as visitors read
it, no longer a sentence the site built around a label: each date gets the sentence it showed."""

import datetime as dt
from typing import Any

from service.store.migrations.base import CannotMigrate, Migration, is_object, list_step


def clock_text(hhmm: str) -> str:
    """"09:00" -> "9:00 AM", as the site wrote times at version 7."""
    hours, minutes = (int(part) for part in hhmm.split(":"))
    return f"{(hours % 12) or 12}:{minutes:02d} {'AM' if hours < 12 else 'PM'}"


def long_date(iso: str) -> str:
    """"2026-12-03" -> "Thursday, December 3"."""
    day = dt.date.fromisoformat(iso)
    return f"{day:%A}, {day:%B} {day.day}"


def notice_of(day: dict[str, Any], field: str) -> str:
    """The words version 7 showed for the date: "Closed Thursday, November 26 for Thanksgiving"."""
    try:
        when = long_date(day["date"])
        opens, closes = day.get("opens"), day.get("closes")
        hours = (f"Open {clock_text(opens)} \N{EN DASH} {clock_text(closes)}"
                 if isinstance(opens, str) and isinstance(closes, str) else "Closed")
    except (KeyError, TypeError, ValueError) as error:
        raise CannotMigrate(field, f"the date or its times cannot be read ({error})",
                            'Write the date as "2026-11-26" and times as "09:00".') from None
    return f"{hours} {when} for {day['label']}"


def with_notices(days: list[Any]) -> list[Any]:
    """Each special date, with its label written out as its notice where it has none."""
    migrated = []
    for number, day in enumerate(days):
        day = is_object(day, f"specialHours.{number}", "a special date")
        if "notice" not in day and isinstance(day.get("label"), str):
            notice = notice_of(day, f"specialHours.{number}")
            day = {("notice" if key == "label" else key): (notice if key == "label" else value)
                   for key, value in day.items()}
        migrated.append(day)
    return migrated


migrate_site = list_step("the agency facts", "specialHours", with_notices)


MIGRATION = Migration(8, "each special date's notice written out as free text from its label",
                      {"site.json": migrate_site})
