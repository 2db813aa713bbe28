"""What only staff read about posts: drafts and schedule, free slugs, history, recent deletions."""

import asyncio
from typing import Any

from quart import Blueprint, Response, request
from quart_schema import document_response

from service.api.openapi import answers, link, query
from service.api.responses import json_bytes_response
from service.api.staff_answers import (
    DeletedPostAnswer,
    SlugAnswer,
    StaffPost,
    StaffPostSummary,
    VersionDetailAnswer,
    VersionsAnswer,
    deleted_answer,
    detail_answer,
    version_answer,
)
from service.api.versions import with_etag
from service.content import is_valid_slug
from service.http.errors import APIError
from service.posts import (
    deleted_posts,
    encode_json,
    is_version_id,
    post_versions,
    slug_for_title,
    version_detail,
)
from service.routes import post_slug
from service.state import app_state

blueprint = Blueprint("staff_posts", __name__, url_prefix="/api/admin")

POST_NOT_FOUND = "Blog post not found"


def staff_post_response(slug: str, status: int = 200) -> Response:
    """One post as staff read it, tagged with its stored version for If-Match."""
    cache = app_state().cache
    document, version = cache.staff_post(slug), cache.stored_version(slug)
    if document is None or version is None:
        raise APIError(404, POST_NOT_FOUND)
    return with_etag(json_bytes_response(encode_json(document), status), version, request)


@blueprint.get("/blog-posts")
@document_response(list[StaffPostSummary])
@answers(401, access="staff")
async def list_all_posts() -> Response:
    """Every post, drafts and scheduled ones included, newest first, with its status."""
    return json_bytes_response(encode_json(app_state().cache.staff_summaries()))


@blueprint.get("/blog-posts/<slug>")
@document_response(StaffPost)
@answers(401, 404, access="staff")
async def get_any_post(slug: str) -> Response:
    """One post whatever its status, with the ETag to send back as If-Match."""
    if not is_valid_slug(slug):
        raise APIError(404, POST_NOT_FOUND)
    return staff_post_response(slug)


@blueprint.get("/slug")
@document_response(SlugAnswer)
@answers(400, 401, access="staff", parameters=[
    query("title", {"type": "string", "maxLength": 200}, "The new post's title."),
    query("except", {"type": "string"}, "A slug to count as free (the post being renamed).")])
async def free_slug() -> dict[str, Any]:
    """The address a new post with ?title= would get; ?except= a slug to count as free."""
    title = request.args.get("title", "")
    if len(title) > 200:
        raise APIError(400, "title must be at most 200 characters")
    cache = app_state().cache
    forwarding = (post_slug(address) for address in cache.redirects())
    taken = set(cache.posts) | {slug for slug in forwarding if slug}
    taken.discard(request.args.get("except", ""))
    return SlugAnswer(slug=slug_for_title(title, taken)).model_dump()


@blueprint.get("/deleted-posts")
@document_response(list[DeletedPostAnswer])
@answers(401, access="staff")
async def recently_deleted() -> list[dict[str, Any]]:
    """Posts deleted in the last 30 days whose address is free, newest first."""
    found = await asyncio.to_thread(deleted_posts, app_state().store)
    return [deleted_answer(d).model_dump(mode="json") for d in found]


@blueprint.get("/blog-posts/<slug>/history")
@document_response(VersionsAnswer)
@answers(401, 404, 409, access="staff",
         examples={"slug": "boat-season-launch-checklist-for-long-island-sound"},
         links={"ReadVersion": link(
    "get_history_version", slug="$request.path.slug", rev="$response.body#/versions/0/rev")})
async def history(slug: str) -> dict[str, Any]:
    """The post's versions, newest first: who, when, the title then and what changed."""
    if not is_valid_slug(slug):
        raise APIError(404, POST_NOT_FOUND)
    versions = await asyncio.to_thread(post_versions, app_state().store, slug)
    return VersionsAnswer(versions=[version_answer(v) for v in versions]).model_dump(mode="json")


@blueprint.get("/blog-posts/<slug>/history/<rev>")
@document_response(VersionDetailAnswer)
@answers(401, 404, 409, access="staff")
async def history_version(slug: str, rev: str) -> dict[str, Any]:
    """One version with the one before it and a word-level diff of the body."""
    if not is_valid_slug(slug) or not is_version_id(rev):
        raise APIError(404, "Version not found")
    detail = await asyncio.to_thread(version_detail, app_state().store, slug, rev)
    return detail_answer(detail).model_dump(mode="json")
