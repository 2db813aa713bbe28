"""What a refused plain form post shows back: the answers typed, the problems and the heading."""

from collections.abc import Mapping
from typing import Any

from service.requests.fields import COMMON_LIMITS, NOT_ANSWERS
from service.requests.kinds import REQUEST_KINDS, RequestKinds

CHECK_HEADING = "Please check your request"
RATE_LIMITED_HEADING = "Too many requests from this connection"


def refusal_heading(status: int) -> str:
    """The heading of a refusal page: what happened, in the visitor's words."""
    return RATE_LIMITED_HEADING if status == 429 else CHECK_HEADING


def answer_names(kinds: RequestKinds = REQUEST_KINDS) -> frozenset[str]:
    """The fields a visitor fills in on any form: never the kind, the token or the hidden field."""
    return frozenset(COMMON_LIMITS) - frozenset(NOT_ANSWERS) | frozenset(kinds.fields)


def posted_answers(raw: Mapping[str, Any],
                   kinds: RequestKinds = REQUEST_KINDS) -> dict[str, str | list[str]]:
    """The answers as posted, for the form to show again: text, or every ticked box's value;
    anything else (a name no form has, a value that is no text) is left out."""
    names = answer_names(kinds)
    answers: dict[str, str | list[str]] = {}
    for name, value in raw.items():
        if name not in names:
            continue
        if isinstance(value, str):
            answers[name] = value
        elif isinstance(value, list) and all(isinstance(item, str) for item in value):
            answers[name] = list(value)
    return answers


def posted_form(status: int, message: str, errors: Mapping[str, str] | None,
                answers: Mapping[str, str | list[str]]) -> dict[str, Any]:
    """The refusal as the form page renders it (web/src/features/forms/lib/posted-request.tsx)."""
    return {"heading": refusal_heading(status), "problem": message, "errors": dict(errors or {}),
            "values": dict(answers)}
