"""What every staff write shares: its version headers as documented, its author, the write run
off the event loop and read back, and the route a restore of an earlier version takes."""

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel
from quart import Blueprint
from quart_schema import document_response, validate_request

from service.api.openapi import JSONObject, answers, header
from service.api.wording_gate import WORDING_CONFLICT
from service.auth.access import staff_member
from service.state import AppState
from service.store import collecting_touched_paths

T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])

ETAG: JSONObject = {"ETag": {"description": "The stored version, to send back in If-Match.",
                              "required": True, "schema": {"type": "string"}}}
IF_MATCH_DESCRIPTION = (
    "The ETag of the version this change was made to (from a read), or `*` to overwrite "
    "whatever is stored. Only the service knows which version is current: any other tag, "
    "quoted or not, is refused with 412; an empty value with 400.")
IF_MATCH = {**header("If-Match", {"type": "string", "minLength": 1}, IF_MATCH_DESCRIPTION,
                     required=True), "example": "*"}
OPTIONAL_IF_MATCH = header("If-Match", {"type": "string", "minLength": 1},
                           f"{IF_MATCH_DESCRIPTION} Left out: no check.", required=False)


def author() -> str:
    return staff_member().session.username


async def written(state: AppState, write: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run a store write off the event loop, then read back exactly the files it touched, so
    the answer and the next read already show it."""
    with collecting_touched_paths() as touched:
        result = await asyncio.to_thread(write, *args, **kwargs)
    await state.cache.refresh(touched)
    return result


def restore_route(blueprint: Blueprint, rule: str, body: type[BaseModel], answer: type[BaseModel],
                  **documented: Any) -> Callable[[F], F]:
    """A restore of an earlier version (a post's or a document's): a staff write taking `body`,
    with an optional If-Match, answering `answer` with its new ETag, its wording reviewed."""
    def decorate(func: F) -> F:
        func = answers(400, 401, 403, 404, 409, 412, 413, 422, access="staff-write",
                       parameters=[OPTIONAL_IF_MATCH], success_headers=ETAG,
                       responses=WORDING_CONFLICT, **documented)(func)
        func = document_response(answer)(func)
        func = validate_request(body)(func)
        return blueprint.post(rule)(func)

    return decorate
