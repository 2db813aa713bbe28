"""Staff read the content folder's last changes: when, who, why and which files, and a line that
says it in plain words ("Anna changed the FAQ")."""

import asyncio
from collections.abc import Callable
from typing import Any

from quart import Blueprint, request
from quart_schema import document_response

from service.api.api_model import ApiModel
from service.api.openapi import answers, query
from service.api.staff_answers import utc_text
from service.auth.account_rules import AccountError
from service.documents import change_summary
from service.http.errors import APIError
from service.state import AppState, app_state
from service.store import recent_changes

blueprint = Blueprint("changes", __name__, url_prefix="/api/admin")

DEFAULT_LIMIT = 10
MAX_LIMIT = 100
LIMIT_PARAMETER = query("limit", {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT},
                        f"How many changes, newest first; left out: {DEFAULT_LIMIT}.")


class ChangeAnswer(ApiModel):
    """One commit to the content folder: `files` relative to the folder; `summary` says who did
    what to which things as staff name them, with no file names or commit ids."""

    rev: str
    summary: str
    at: str
    author: str
    message: str
    files: list[str]


class ChangesAnswer(ApiModel):
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
    state = app_state()
    changes = await asyncio.to_thread(recent_changes, state.store, limit)
    names = await asyncio.to_thread(people_names, state, {c.author for c in changes})
    title_of = titles(state)
    return ChangesAnswer(changes=[ChangeAnswer(
        rev=c.rev, summary=change_summary(names.get(c.author, c.author), c.message, c.files,
                                          title_of),
        at=utc_text(c.at), author=c.author, message=c.message, files=list(c.files))
        for c in changes]).model_dump(mode="json")


def people_names(state: AppState, usernames: set[str]) -> dict[str, str]:
    """Each account's team member's name ("Anna Kowalski") where it is linked to one."""
    by_id = {author.id: author.name for author in state.cache.authors()}
    names = {}
    for username in usernames:
        try:
            member = state.staff.member(username).member
        except AccountError:
            continue
        if member in by_id:
            names[username] = by_id[member]
    return names


def titles(state: AppState) -> Callable[[str], str | None]:
    """A post's or page's title by its name ("posts/<slug>", "pages/about"), as last read."""

    def title_of(name: str) -> str | None:
        folder, _, slug = name.partition("/")
        if folder == "posts":
            post = state.cache.posts.get(slug)
            return post.title if post is not None else None
        document = state.cache.parsed(state.store.root / f"{name}.json")
        title = document.get("title") if isinstance(document, dict) else None
        return title if isinstance(title, str) else None

    return title_of
