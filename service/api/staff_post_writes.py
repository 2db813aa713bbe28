"""Staff change posts: add, change, delete, and restore a version or a deleted post."""

from typing import Any

from quart import Blueprint, Response, request
from quart_schema import document_response, validate_request

from service.api.openapi import JSONObject, answers, link
from service.api.staff_answers import (
    DeletedPostAnswer,
    RestoreRequest,
    StaffPost,
    deleted_answer,
)
from service.api.staff_posts import POST_NOT_FOUND, staff_post_response
from service.api.staff_writes import (
    ETAG,
    IF_MATCH,
    OPTIONAL_IF_MATCH,
    author,
    restore_route,
    written,
)
from service.api.versions import expected_versions, required_versions
from service.api.wording_gate import WORDING_CONFLICT, post_reviewer
from service.content import NewPost, PostUpdate, is_valid_slug
from service.http.errors import APIError
from service.posts import change_post, create_post, delete_post, restore_deleted, restore_version
from service.state import app_state

blueprint = Blueprint("staff_post_writes", __name__, url_prefix="/api/admin/blog-posts")

LOCATION: JSONObject = {"Location": {"description": "Where staff read the new post.",
                                     "required": True, "schema": {"type": "string"}}}
UPDATE_EXAMPLE: JSONObject = {"application/json": {"example": {
    "title": "Boat season launch checklist", "excerpt": "What to check before the first sail.",
    "content": "<p>Check the hull, the lines and your policy's navigation limits.</p>",
    "imageUrl": None}}}


# What staff do next with a post a write answered (the stateful fuzzing follows these too).
SLUG = "$response.body#/slug"
NEXT_FOR_POST: JSONObject = {
    "ReadPost": link("get_get_any_post", slug=SLUG),
    "ChangePost": link("patch_update_post", slug=SLUG,
                       **{"header.If-Match": "$response.header.ETag"}),
    "DeletePost": link("delete_remove_post", slug=SLUG,
                       **{"header.If-Match": "$response.header.ETag"}),
}
# No link to the history: a deleted post keeps it (that is how a post comes back), which a
# fuzzer following links would take for a deleted resource still in use.
NEXT_FOR_DELETED: JSONObject = {"RestorePost": link("post_restore_post", slug=SLUG)}


def known_slug(slug: str) -> str:
    if not is_valid_slug(slug):
        raise APIError(404, POST_NOT_FOUND)
    return slug


@blueprint.post("")
@validate_request(NewPost)
@document_response(StaffPost, 201)
@answers(400, 401, 403, 409, 413, 422, access="staff-write",
         success_headers={**LOCATION, **ETAG}, links=NEXT_FOR_POST, responses=WORDING_CONFLICT)
async def add_post(data: NewPost) -> Response:
    """Add a post (a draft unless told otherwise); its slug comes from the title unless given.
    One added published or scheduled must have its wording reviewed (409 until it is)."""
    state = app_state()
    post = await written(state, create_post, state.store, data, author=author(),
                         review=post_reviewer(state, data.acknowledge, author()))
    response = staff_post_response(post.slug, 201)
    response.headers["Location"] = f"/api/admin/blog-posts/{post.slug}"
    return response


@blueprint.patch("/<slug>")
@validate_request(PostUpdate)
@document_response(StaffPost)
@answers(400, 401, 403, 404, 409, 412, 413, 422, 428, access="staff-write",
         parameters=[IF_MATCH], success_headers=ETAG, links=NEXT_FOR_POST,
         examples={"slug": "boat-season-launch-checklist-for-long-island-sound"},
         body_examples=UPDATE_EXAMPLE, responses=WORDING_CONFLICT)
async def update_post(slug: str, data: PostUpdate) -> Response:
    """Save a post's fields, and optionally its status, publishing time, date or slug. A post
    left published or scheduled must have its wording reviewed (409 until it is)."""
    state = app_state()
    post = await written(state, change_post, state.store, known_slug(slug), data,
                         author=author(), expected_versions=required_versions(request),
                         review=post_reviewer(state, data.acknowledge, author()))
    return staff_post_response(post.slug)


@blueprint.delete("/<slug>")
@document_response(DeletedPostAnswer)
@answers(400, 401, 403, 404, 409, 412, access="staff-write", parameters=[OPTIONAL_IF_MATCH],
         links=NEXT_FOR_DELETED)
async def remove_post(slug: str) -> dict[str, Any]:
    """Delete a post; it can be brought back from its history."""
    state = app_state()
    deleted = await written(state, delete_post, state.store, known_slug(slug),
                            author=author(), expected_versions=expected_versions(request))
    return deleted_answer(deleted).model_dump(mode="json")


@restore_route(blueprint, "/<slug>/restore", RestoreRequest, StaffPost, links=NEXT_FOR_POST)
async def restore_post(slug: str, data: RestoreRequest) -> Response:
    """With a rev: that version's fields as a new change. Without: a deleted post back. A post
    that is public afterwards must have its wording reviewed (409 until it is)."""
    state = app_state()
    known_slug(slug)
    review = post_reviewer(state, data.acknowledge, author())
    if data.rev is None:
        await written(state, restore_deleted, state.store, slug, author=author(), review=review)
    else:
        await written(state, restore_version, state.store, slug, data.rev, author=author(),
                      expected_versions=expected_versions(request), review=review)
    return staff_post_response(slug)
