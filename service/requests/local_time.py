"""How the office's times are written for people (mails, CSV, digest), in the agency's zone."""

from datetime import UTC, date, datetime

from service.content import AGENCY_ZONE


def local(timestamp: float) -> datetime:
    """The moment on the office's clock."""
    return datetime.fromtimestamp(timestamp, UTC).astimezone(AGENCY_ZONE)


def local_day(timestamp: float) -> date:
    return local(timestamp).date()


def local_time_text(timestamp: float) -> str:
    """Like "Wednesday, November 25, 2026, 9:14 AM EST"."""
    moment = local(timestamp)
    hour = moment.hour % 12 or 12
    return (f"{moment:%A, %B} {moment.day}, {moment.year}, "
            f"{hour}:{moment:%M} {moment:%p} {moment.tzname()}")


def local_date_text(day: date) -> str:
    """Like "November 25, 2026"."""
    return f"{day:%B} {day.day}, {day.year}"
