"""The intake out for a comparative rater: one row per driver and one per vehicle (one policy
row when there are neither), the request's policy, home and business answers repeated on each,
the agency's defaults (copy/intake-defaults) where the visitor is never asked, and sensitive
answers in clear only when asked for."""

import csv
import io
import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from service.content import IntakeDefaults
from service.requests.export import safe_cell
from service.requests.intake.form import INTAKE_FORM, IntakeField, Step
from service.requests.intake.sealing import KeyRing, SealBroken
from service.requests.intake.sensitive import mask

ROW_STEPS = ("drivers", "vehicles")  # a row per item of these
SHARED_STEPS = ("autoPolicy", "property", "business")  # repeated on every row
PREFIX = {"drivers": "driver", "vehicles": "vehicle", "autoPolicy": "policy",
          "property": "home", "business": "business"}
LIMITS = re.compile(r"\s*(\d{1,4})\s*/\s*(\d{1,4})")
MOST_CHOICES_LISTED = 8
RESIDENCE = {"home": "Own home", "condo": "Own condo", "renters": "Rent"}


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def _choices(field: IntakeField) -> str:
    if not field.choices:
        return ""
    if len(field.choices) > MOST_CHOICES_LISTED:
        return f" (one of {len(field.choices)} keys, like {next(iter(field.choices))})"
    return f" (one of: {', '.join(field.choices)})"


def _step_columns(step: Step) -> list[tuple[str, str]]:
    hidden = " (sensitive: masked unless asked for)"
    return [(f"{PREFIX[step.id]}_{_snake(field.name)}",
             f"{step.title}: {field.label}{hidden if field.sensitive else ''}{_choices(field)}")
            for field in step.fields]


def _columns() -> tuple[tuple[str, str], ...]:
    head = [("row_type", "driver, vehicle, or policy when the intake has neither"),
            ("row_number", "The driver's or vehicle's number, from 1"),
            ("reference", "The request's reference"), ("applicant_name", "As sent"),
            ("applicant_email", "As sent"), ("applicant_phone", "As sent"),
            ("applicant_zip", "The quote form's ZIP code"),
            ("lines", "The coverages chosen, separated by ;")]
    steps = [column for step_id in (*ROW_STEPS, *SHARED_STEPS)
             for column in _step_columns(INTAKE_FORM.step(step_id))]  # type: ignore[arg-type]
    defaults = [("prior_bi_limits", "From the current limits (first two numbers), else the "
                                    "agency default"),
                ("marital_status", "The agency default (never asked)"),
                ("residence_type", "From the lines (home, condo, renters), else the agency "
                                   "default")]
    return (*head, *steps, *defaults)


# The columns in order, each with what it holds: the CSV's header and its documentation.
COLUMNS: tuple[tuple[str, str], ...] = _columns()


def load_defaults(path: Path) -> IntakeDefaults | None:
    """copy/intake-defaults.json as its model; None when it is missing or does not validate."""
    try:
        return IntakeDefaults.model_validate_json(path.read_bytes())
    except (OSError, ValidationError):
        return None


def _value(field: IntakeField, value: Any, ring: KeyRing, request_id: int,
           sensitive: bool) -> Any:
    if not field.sensitive or not isinstance(value, str):
        return value
    if not sensitive:
        return mask(field, value, ring, request_id)["masked"]
    try:
        return ring.unseal(value, request_id)
    except SealBroken:
        return "(cannot be opened)"


def _cells(step: Step, item: Any, ring: KeyRing, request_id: int,
           sensitive: bool) -> dict[str, Any]:
    item = item if isinstance(item, dict) else {}
    return {f"{PREFIX[step.id]}_{_snake(field.name)}":
            _value(field, item.get(field.name), ring, request_id, sensitive)
            for field in step.fields}


def rater_rows(request: dict[str, Any], answers: dict[str, Any], ring: KeyRing,
               defaults: IntakeDefaults | None, sensitive: bool) -> list[dict[str, Any]]:
    """The rows, each with every column of COLUMNS (None where nothing is known)."""
    details = request.get("details") or {}
    lines = [line for line in details.get("coverages", []) if isinstance(line, str)]
    shared: dict[str, Any] = {
        "reference": request["reference"], "applicant_name": request["name"],
        "applicant_email": request["email"], "applicant_phone": request["phone"],
        "applicant_zip": details.get("zip"), "lines": ";".join(lines)}
    for step_id in SHARED_STEPS:
        shared |= _cells(INTAKE_FORM.step(step_id), answers.get(step_id),  # type: ignore[arg-type]
                         ring, request["id"], sensitive)
    limits = LIMITS.match(str(shared.get("policy_current_limits") or ""))
    shared |= {
        "prior_bi_limits": f"{limits[1]}/{limits[2]}" if limits
        else defaults and defaults.priorBiLimits,
        "marital_status": defaults and defaults.maritalStatus,
        "residence_type": next((RESIDENCE[line] for line in lines if line in RESIDENCE),
                               defaults and defaults.residenceType)}
    rows = []
    for step_id in ROW_STEPS:
        step = INTAKE_FORM.step(step_id)
        assert step is not None
        items = answers.get(step_id)
        for number, item in enumerate(items if isinstance(items, list) else [], start=1):
            rows.append({"row_type": PREFIX[step_id], "row_number": number, **shared,
                         **_cells(step, item, ring, request["id"], sensitive)})
    if not rows:
        rows.append({"row_type": "policy", "row_number": 1, **shared})
    return [{name: row.get(name) for name, _ in COLUMNS} for row in rows]


def rows_csv(rows: list[dict[str, Any]]) -> str:
    """The rows as CSV with COLUMNS' header; cells that look like formulas made plain text."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([name for name, _ in COLUMNS])
    for row in rows:
        writer.writerow([safe_cell(row[name]) for name, _ in COLUMNS])
    return out.getvalue()


def columns_help() -> str:
    """The columns as the CLI's help and the API document list them."""
    return "\n".join(f"{name}: {about}" for name, about in COLUMNS)
