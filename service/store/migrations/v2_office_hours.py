"""Version 2: the office hours, rows of text ("Monday - Friday", "9:00 AM - 5:00 PM"), become each
weekday's opening and closing time (null: closed) and a note for the rows that name no weekday."""

import re
from typing import Any

from service.store.migrations.base import CannotMigrate, Migration, is_object, list_step

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
NOTE_MAX = 120  # office_hours.NOTE_MAX at version 2
SHORT_NAMES = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3,
               "fri": 4, "sat": 5, "sun": 6}
GROUPS = {"weekdays": range(5), "weekends": range(5, 7), "daily": range(7),
          "every day": range(7)}
RANGE = re.compile(r"\s*(?:[\u2013\u2014-]|\bto\b|\bthrough\b|\bthru\b)\s*", re.IGNORECASE)
LIST = re.compile(r"\s*(?:,|&|\band\b)\s*", re.IGNORECASE)
TIME = re.compile(r"(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?|noon)?", re.IGNORECASE)
SPAN = re.compile(rf"^\s*({TIME.pattern})\s*(?:[\u2013\u2014-]|\bto\b)\s*({TIME.pattern})\s*$",
                  re.IGNORECASE)
HOURS_FIX = ('Write the row\'s hours as "9:00 AM \N{EN DASH} 5:00 PM" or "Closed", or write '
             '"hours" in the new shape by hand (CHANGELOG.md, content version 2).')


def _day(name: str) -> int | None:
    key = name.strip().lower().rstrip(".")
    if key in WEEKDAYS:
        return WEEKDAYS.index(key)
    return SHORT_NAMES.get(key)


def weekdays(days: str) -> list[int] | None:
    """The weekdays a row's "days" text names (Monday first), or None when it names none."""
    text = days.strip().lower()
    if text in GROUPS:
        return list(GROUPS[text])
    found: list[int] = []
    for part in LIST.split(text):
        ends = RANGE.split(part)
        numbers = [_day(end) for end in ends]
        if not part or len(ends) > 2 or None in numbers:
            return None
        first, last = numbers[0], numbers[-1]
        assert first is not None and last is not None
        found += range(first, last + 1) if first <= last else [*range(first, 7), *range(last + 1)]
    return found


def _clock(hour: str, minute: str | None, half: str | None) -> str | None:
    hours, minutes = int(hour), int(minute or 0)
    half = (half or "").lower().replace(".", "")
    if half == "noon":
        hours = 12
    elif half in ("am", "pm"):
        if not 1 <= hours <= 12:
            return None
        hours = hours % 12 + (12 if half == "pm" else 0)
    return f"{hours:02d}:{minutes:02d}" if hours < 24 and minutes < 60 else None


def opening(hours: str) -> dict[str, str] | None:
    """{"opens", "closes"} from "9:00 AM - 5:00 PM" (or 24-hour "09:00 - 17:00"), else None."""
    match = SPAN.match(hours)
    if match is None:
        return None
    closes = _clock(match.group(6), match.group(7), match.group(8))
    # "1 - 5 PM" shares the closing half of the day, "9 - 5 PM" cannot: it opens in the morning.
    opens = _clock(match.group(2), match.group(3), match.group(4) or match.group(8))
    if match.group(4) is None and (opens is None or closes is None or opens >= closes):
        opens = _clock(match.group(2), match.group(3), "am" if match.group(8) else None)
    if opens is None or closes is None or closes <= opens:
        return None
    return {"opens": opens, "closes": closes}


def _note_line(days: str, hours: str) -> str:
    hours = hours.strip()
    if hours[:1].isupper() and hours[1:2].islower():
        hours = hours[0].lower() + hours[1:]
    return f"{days.strip()} {hours}".strip()


def office_hours(rows: Any) -> dict[str, Any]:
    """The week from the rows; a weekday no row names is closed."""
    week: dict[str, Any] = dict.fromkeys(WEEKDAYS)
    named: set[int] = set()
    notes = []
    for number, row in enumerate(rows):
        row = is_object(row, f"hours.{number}", "a row with days and hours")
        days, hours = row.get("days"), row.get("hours")
        if not isinstance(days, str) or not isinstance(hours, str):
            raise CannotMigrate(f"hours.{number}", 'a row needs "days" and "hours" as text',
                                HOURS_FIX)
        numbers = weekdays(days)
        closed = hours.strip().lower() == "closed"
        times = None if closed else opening(hours)
        if numbers is None or (times is None and not closed):
            if numbers is not None and re.search(r"\d", hours):
                raise CannotMigrate(f"hours.{number}.hours", f"{hours!r} is not read as times "
                                    "like 9:00 AM \N{EN DASH} 5:00 PM", HOURS_FIX)
            notes.append(_note_line(days, hours))  # "Evenings" "By appointment" and the like
            continue
        for day in numbers:
            if day in named:
                raise CannotMigrate(f"hours.{number}.days", f"{WEEKDAYS[day].title()} is in two "
                                    "rows", "Keep each weekday in one row.")
            named.add(day)
            week[WEEKDAYS[day]] = times
    note = "; ".join(notes)
    if len(note) > NOTE_MAX:
        raise CannotMigrate("hours", f"the rows without a weekday make a note of {len(note)} "
                            f"characters, over {NOTE_MAX}", "Shorten those rows' text.")
    return week | ({"note": note} if note else {})


# Hours that are no list are already per weekday.
migrate_site = list_step("the agency facts", "hours", office_hours)


MIGRATION = Migration(2, "office hours become each weekday's opening and closing time",
                      {"site.json": migrate_site})
