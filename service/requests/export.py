"""Requests as CSV for a spreadsheet, with cells that can never run as formulas."""

import csv
import io
from collections.abc import Iterable
from typing import Any

from service.requests.kinds import REQUEST_KINDS, RequestKinds

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: object) -> str:
    """The cell's text; a leading quote keeps a spreadsheet from reading it as a formula."""
    if value is None:
        return ""
    if isinstance(value, list):
        value = ", ".join(str(item) for item in value)
    text = str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def row(request: dict[str, Any], header: tuple[str, ...]) -> list[str]:
    details = request["details"]
    values = {**request, **details, "mailState": request["mail"]["state"]}
    return [safe_cell(values.get(name)) for name in header]


def requests_csv(requests: Iterable[dict[str, Any]], kinds: RequestKinds = REQUEST_KINDS) -> str:
    """One row per request under the declared columns: the common ones around every kind's own."""
    header = kinds.csv_header
    out = io.StringIO()
    writer = csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\r\n")
    writer.writerow(header)
    for request in requests:
        writer.writerow(row(request, header))
    return out.getvalue()
