"""How a staff write carries its wording review over HTTP: the 409 it may answer, and a document
PUT's `acknowledge`. The decision itself is the checks' (service/checks/wording_review.py)."""

from typing import Any

from pydantic import TypeAdapter, ValidationError

from service.api.openapi import JSONObject
from service.checks import document_reviewer as review_document, post_reviewer as review_post
from service.content import Acknowledgement, Acknowledgements
from service.state import AppState
from service.store import (
    DocumentReviewer,
    FieldProblems,
    PostReviewer,
    describe_validation_error,
    validation_field_errors,
)

# The 409 a reviewed write may answer: the shared Conflict answer, or the findings to review.
WORDING_CONFLICT: dict[int, JSONObject] = {409: {
    "description": "The change conflicts with what is stored (an address already taken, a "
                   "post that was not deleted), or the text would go public with wording to "
                   "review: `findings` lists the risk findings neither reviewed before nor "
                   "named in `acknowledge`, and nothing was written.",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordingConflict"}}},
}}

ACKNOWLEDGED_BODY = frozenset({"data", "acknowledge"})
ACKNOWLEDGEMENTS = TypeAdapter(Acknowledgements)


def acknowledged_body(body: Any) -> tuple[Any, list[Acknowledgement] | None]:
    """A document PUT's body: the document itself, or {data, acknowledge} naming the findings
    staff reviewed (a document list has no room for them beside its items)."""
    if not isinstance(body, dict) or set(body) != ACKNOWLEDGED_BODY:
        return body, None
    try:
        return body["data"], ACKNOWLEDGEMENTS.validate_python(body["acknowledge"])
    except ValidationError as error:
        raise FieldProblems(f"acknowledge: {describe_validation_error(error)}", [
            (f"acknowledge.{field}" if field else "acknowledge", message)
            for field, message in validation_field_errors(error)]) from error


def post_reviewer(state: AppState, acknowledge: list[Acknowledgement] | None,
                  by: str) -> PostReviewer:
    """The review of a post a staff write leaves, with the rules and site as last read."""
    return review_post(state.cache, acknowledge, by)


def document_reviewer(state: AppState, acknowledge: list[Acknowledgement] | None,
                      by: str) -> DocumentReviewer:
    """The review of a document a staff write leaves (a document is always public)."""
    return review_document(state.cache, acknowledge, by)
