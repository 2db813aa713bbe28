"""The shapes of the staff's intake API for the OpenAPI document."""

from typing import Any

from service.api.api_model import ApiModel
from service.api.openapi import JSONObject, query
from service.api.request_answers import StoredRequestWithHistory
from service.requests.intake.form import INTAKE_FORM
from service.requests.intake.rater_csv import columns_help


class IntakeFile(ApiModel):
    """A file the visitor attached (GET .../intake/files/{id} downloads it)."""

    id: int
    name: str
    size: int
    mediaType: str


class StaffIntake(ApiModel):
    """The quote intake as staff read it: `answers` by step id (a list of items, each with its
    `id`, for a repeated step), each sensitive answer `{"masked", "set"}` (POST .../reveal opens
    one); `step` is where the visitor is, `sentAt` null until the visitor sent it."""

    step: str
    sentAt: str | None
    answers: dict[str, Any]
    files: list[IntakeFile]
    renewalOn: str | None


class StoredRequestWithIntake(StoredRequestWithHistory):
    """A request with its timeline and its quote intake (null: the visitor started none)."""

    intake: StaffIntake | None


class Revealed(ApiModel):
    """The sensitive answer in clear; the timeline records that it was shown, never it."""

    value: str


STEP_IDS = [step.id for step in INTAKE_FORM.steps]

REVEAL_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "required": ["step", "field"],
    "properties": {
        "step": {"type": "string", "enum": STEP_IDS},
        "item": {"type": "string", "description": "The item's id, for a repeated step."},
        "field": {"type": "string", "enum": [f for _, f in INTAKE_FORM.sensitive],
                  "description": "A sensitive question of the step."}}}}}}

EDIT_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "required": ["step", "answers"],
    "properties": {
        "step": {"type": "string", "enum": STEP_IDS},
        "answers": {"type": ["object", "array"], "description": (
            "The step's answers as the visitor's PUT sends them: strings (choices fields a list "
            "of keys), a repeated step a list of items each with its own `id`; a sensitive "
            "answer left out or sent as its mask keeps what is stored, \"\" clears it.")}}}}}}

SENSITIVE_PARAMETER = [query("sensitive", {"type": "string", "enum": ["", "0", "1"]},
                             "1: license numbers, dates of birth and VINs in clear (the "
                             "timeline records it); otherwise they are masked.")]

RATER_CSV: dict[int, JSONObject] = {200: {
    "description": "One row per driver and per vehicle (a policy row when there are neither). "
                   "Columns:\n\n" + "\n".join(f"- {line}" for line in
                                             columns_help().splitlines()),
    "headers": {"Content-Disposition": {"required": True, "schema": {"type": "string"}}},
    "content": {"text/csv": {"schema": {"type": "string"}}}}}

FILE_ANSWER: dict[int, JSONObject] = {200: {
    "description": "The file as the visitor attached it, as an attachment.",
    "headers": {"Content-Disposition": {"required": True, "schema": {"type": "string"}}},
    "content": {media_type: {"schema": {"type": "string", "format": "binary"}}
                for media_type in INTAKE_FORM.upload_types}}}

