"""Requests as CSV for a spreadsheet: the office's local time and words, not codes, in cells that
can never run as formulas."""

import csv
import io
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from service.requests.fields import RULES
from service.requests.kinds import REQUEST_KINDS, RequestKinds
from service.requests.local_time import local_time_text
from service.requests.reports import source_name

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
CONTACT_PREFERENCE_WORDS: dict[str, str] = RULES["contactPreferenceWords"]
TIMES = ("createdAt", "dueAt", "firstContactAt", "statusChangedAt")


def safe_cell(value: object) -> str:
    """The cell's text; a leading quote keeps a spreadsheet from reading it as a formula."""
    if value is None:
        return ""
    if isinstance(value, list):
        value = ", ".join(str(item) for item in value)
    text = str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def _local(iso_utc: object) -> str | None:
    """"2026-11-25T14:14:00Z" as "Wednesday, November 25, 2026, 9:14 AM EST"."""
    if not isinstance(iso_utc, str) or not iso_utc:
        return None
    return local_time_text(datetime.fromisoformat(iso_utc).timestamp())


def _words(request: dict[str, Any], kinds: RequestKinds) -> dict[str, Any]:
    """The request's codes (kind, status, preference, chosen answers) as the words people read."""
    kind = kinds.kind(request.get("kind"))
    preference = request.get("contactPreference") or ""
    words = {"kind": kind.title if kind else request.get("kind"),
             "status": kinds.statuses.get(request.get("status") or "", request.get("status")),
             "contactPreference": CONTACT_PREFERENCE_WORDS.get(preference, preference)}
    for name, answer in (request.get("details") or {}).items():
        field = kinds.fields.get(name)
        if field is not None and field.choices:
            words[name] = ([field.words(item) for item in answer] if isinstance(answer, list)
                           else field.words(answer))
    return words


def _booking_columns(booking: dict[str, Any] | None) -> dict[str, Any]:
    """A booking's columns (csvColumns.booking): empty for a request of another kind."""
    if not booking:
        return {}
    return {"bookingType": booking["type"], "bookingStart": _local(booking["start"]),
            "bookingMember": booking["member"], "bookingPlace": booking["place"]}


def row(request: dict[str, Any], header: tuple[str, ...],
        kinds: RequestKinds = REQUEST_KINDS) -> list[str]:
    source = request.get("source") or {}
    values = {**request, **(request.get("details") or {}), **_words(request, kinds),
              **{name: _local(request.get(name)) for name in TIMES},
              "mailState": (request.get("mail") or {}).get("state"),
              "source": source_name(source), "sourcePage": source.get("page"),
              **_booking_columns(request.get("booking"))}
    return [safe_cell(values.get(name)) for name in header]


def _csv_text(lines: Iterable[Iterable[str]]) -> str:
    out = io.StringIO()
    csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\r\n").writerows(lines)
    return out.getvalue()


def csv_header(kinds: RequestKinds = REQUEST_KINDS) -> str:
    """The header line: the common columns around every kind's own."""
    return _csv_text([kinds.csv_header])


def csv_rows(requests: Iterable[dict[str, Any]], kinds: RequestKinds = REQUEST_KINDS) -> str:
    """The lines of these requests under csv_header's columns (a part of the file, streamed)."""
    header = kinds.csv_header
    return _csv_text(row(request, header, kinds) for request in requests)


def requests_csv(requests: Iterable[dict[str, Any]], kinds: RequestKinds = REQUEST_KINDS) -> str:
    """One row per request under the declared columns: the common ones around every kind's own.
    Times are written in the office's time zone, as its mails write them."""
    return csv_header(kinds) + csv_rows(requests, kinds)
