"""Requests as CSV for a spreadsheet, with cells that can never run as formulas."""

import csv
import io
from collections.abc import Iterable
from typing import Any

HEADER = ("id", "kind", "status", "createdAt", "name", "email", "phone", "contactPreference",
          "coverages", "zip", "policyNumber", "insurer", "changeKind", "effectiveDate",
          "message", "statusChangedBy", "statusChangedAt", "mailState")
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: object) -> str:
    """The cell's text; a leading quote keeps a spreadsheet from reading it as a formula."""
    if value is None:
        return ""
    if isinstance(value, list):
        value = ", ".join(str(item) for item in value)
    text = str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def row(request: dict[str, Any]) -> list[str]:
    details = request["details"]
    values = {**request, **details, "mailState": request["mail"]["state"]}
    return [safe_cell(values.get(name)) for name in HEADER]


def requests_csv(requests: Iterable[dict[str, Any]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\r\n")
    writer.writerow(HEADER)
    for request in requests:
        writer.writerow(row(request))
    return out.getvalue()
