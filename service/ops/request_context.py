"""The request being handled: its id and who is signed in, for every log line written meanwhile.

The request log (service/ops/request_log.py) opens a RequestContext around each request; the
handler's task inherits it, and the access check notes the staff member on it. A logging filter
puts the id on each record, so a traceback or a git warning can be matched to its request.
"""

import contextvars
import logging
import re
import uuid
from dataclasses import dataclass

REQUEST_ID_HEADER = "X-Request-ID"
# An id a client or proxy sends is kept only when short and made of characters no log reader or
# header can misread: a UUID, nginx's $request_id, a base64url token. Anything else is replaced.
MAX_REQUEST_ID_LENGTH = 128
_ACCEPTED_ID = re.compile(f"[A-Za-z0-9._:-]{{1,{MAX_REQUEST_ID_LENGTH}}}")


@dataclass
class RequestContext:
    request_id: str
    staff: str | None = None  # the signed-in member's username, once the access check knows it


Opened = contextvars.Token[RequestContext | None]
_current: contextvars.ContextVar[RequestContext | None] = contextvars.ContextVar(
    "agency_request", default=None)


def request_id_from(sent: str | None) -> str:
    """The id the request sent, when acceptable; else a new one (32 hex digits, as nginx's)."""
    if sent is not None and _ACCEPTED_ID.fullmatch(sent):
        return sent
    return uuid.uuid4().hex


def open_request(request_id: str) -> tuple[RequestContext, Opened]:
    context = RequestContext(request_id)
    return context, _current.set(context)


def close_request(token: Opened) -> None:
    _current.reset(token)


def note_staff(username: str) -> None:
    """Name the signed-in staff member on the request line of the request being handled."""
    context = _current.get()
    if context is not None:
        context.staff = username


class RequestIdFilter(logging.Filter):
    """Adds `request_id` to each record written while a request is handled (on a handler, so it
    sees the records of every logger)."""

    def filter(self, record: logging.LogRecord) -> bool:
        context = _current.get()
        if context is not None and not hasattr(record, "request_id"):
            record.request_id = context.request_id
        return True
