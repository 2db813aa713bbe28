"""Staff read the content folder's last changes: when, who, why and which files."""

import asyncio
from typing import Any

from pydantic import BaseModel
from quart import Blueprint, request
from quart_schema import document_response

from service.api.openapi import answers, query
from service.api.staff_answers import utc_text
from service.http.errors import APIError
from service.state import app_state
from service.store import recent_changes

blueprint = Blueprint("changes", __name__, url_prefix="/api/admin")

DEFAULT_LIMIT = 10
MAX_LIMIT = 100
LIMIT_PARAMETER = query("limit", {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT},
                        f"How many changes, newest first; left out: {DEFAULT_LIMIT}.")


class ChangeAnswer(BaseModel):
    """One commit to the content folder: `files` relative to the folder."""

    rev: str
    at: str
    author: str
    message: str
    files: list[str]


class ChangesAnswer(BaseModel):
    changes: list[ChangeAnswer]


def _limit() -> int:
    text = request.args.get("limit")
    if text is None:
        return DEFAULT_LIMIT
    if not text.isdigit() or not 1 <= int(text) <= MAX_LIMIT:
        raise APIError(400, f"limit must be a whole number from 1 to {MAX_LIMIT}")
    return int(text)


@blueprint.get("/changes")
@document_response(ChangesAnswer)
@answers(400, 401, access="staff", parameters=[LIMIT_PARAMETER])
async def list_changes() -> dict[str, Any]:
    """The content folder's last commits, newest first, with who made each (none without git)."""
    limit = _limit()
    changes = await asyncio.to_thread(recent_changes, app_state().store, limit)
    return ChangesAnswer(changes=[ChangeAnswer(
        rev=c.rev, at=utc_text(c.at), author=c.author, message=c.message, files=list(c.files))
        for c in changes]).model_dump(mode="json")
