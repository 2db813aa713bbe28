"""Contacts staff record on a request (a call, a text, an e-mail): the first one is when the office
first reached the visitor, which the reports measure."""

from typing import Any

from service.requests.request_db import RequestDatabase, RequestNotFound, add_event, checked_id
from service.requests.request_json import CONTACT_EVENT

CHANNELS = ("call", "text", "email")
NOTE_LIMIT = 1000


MINUTE = 60


def _minute(moment: float) -> float:
    return moment - moment % MINUTE


class ContactNotAllowed(ValueError):
    """A contact that cannot have happened: before the request arrived, or later than now."""


class Contacts(RequestDatabase):
    """Recording a contact on a request's timeline."""

    def log_contact(self, request_id: int, who: str, now: float, channel: str, at: float,
                    note: str = "") -> dict[str, Any]:
        """Record that `who` reached the visitor by `channel` at `at` (from the minute the request
        arrived to the current one; within those minutes, no earlier than its arrival and no
        later than now), with an optional note; the timeline shows it at that time."""
        if channel not in CHANNELS:
            raise ValueError(f"channel must be one of {', '.join(CHANNELS)}")
        checked_id(request_id)
        with self.transaction() as db:
            row = db.execute("SELECT created_at FROM requests WHERE id = ?",
                             (request_id,)).fetchone()
            if row is None:
                raise RequestNotFound(f"No request with id {request_id}")
            # People give the time to the minute: the minute it arrived or the current one is
            # taken as that moment, not refused as a moment before or after it.
            if at < _minute(row[0]):
                raise ContactNotAllowed("The contact cannot be before the request arrived.")
            if at >= _minute(now) + MINUTE:
                raise ContactNotAllowed("The contact cannot be in the future.")
            add_event(db, request_id, min(max(at, row[0]), now), who, CONTACT_EVENT,
                      {"channel": channel, **({"note": note} if note else {})})
        return self.get(request_id, now)
