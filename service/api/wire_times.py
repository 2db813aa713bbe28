"""Times as the booking API takes them: ISO 8601 with a zone (`Z` or an offset)."""

from datetime import datetime


def zoned_seconds(text: object) -> float | None:
    """An ISO 8601 time with its zone in epoch seconds; None for anything else (no zone too)."""
    if not isinstance(text, str):
        return None
    try:
        moment = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
        return moment.timestamp() if moment.tzinfo else None
    except (ValueError, OverflowError):
        return None
