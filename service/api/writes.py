"""Every endpoint that changes content: posts (add, change, delete, restore) and image uploads."""

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from quart import Blueprint, Response, request
from quart_schema import document_response, validate_request

from service.api.openapi import JSONObject, answers, header, link
from service.api.staff_answers import (
    DeletedPostAnswer,
    RestoreRequest,
    StaffPost,
    deleted_answer,
)
from service.api.staff_posts import POST_NOT_FOUND, staff_post_response
from service.api.uploads import read_image_upload
from service.api.versions import expected_versions, required_versions
from service.api.wording_gate import WORDING_CONFLICT, post_reviewer
from service.auth.access import staff_member
from service.content import ImageUpload, NewPost, PostUpdate, is_valid_slug
from service.http.errors import APIError
from service.posts import change_post, create_post, delete_post, restore_deleted, restore_version
from service.state import AppState, app_state
from service.store import collecting_touched_paths, image_kinds

blueprint = Blueprint("writes", __name__, url_prefix="/api")
T = TypeVar("T")


ETAG: JSONObject = {"ETag": {"description": "The stored version, to send back in If-Match.",
                              "required": True, "schema": {"type": "string"}}}
LOCATION: JSONObject = {"Location": {"description": "Where staff read the new post.",
                                     "required": True, "schema": {"type": "string"}}}
IF_MATCH_DESCRIPTION = (
    "The ETag of the version this change was made to (from a read), or `*` to overwrite "
    "whatever is stored. Only the service knows which version is current: any other tag, "
    "quoted or not, is refused with 412; an empty value with 400.")
IF_MATCH = {**header("If-Match", {"type": "string", "minLength": 1}, IF_MATCH_DESCRIPTION,
                     required=True), "example": "*"}
UPDATE_EXAMPLE: JSONObject = {"application/json": {"example": {
    "title": "Boat season launch checklist", "excerpt": "What to check before the first sail.",
    "content": "<p>Check the hull, the lines and your policy's navigation limits.</p>",
    "imageUrl": None}}}
OPTIONAL_IF_MATCH = header("If-Match", {"type": "string", "minLength": 1},
                           f"{IF_MATCH_DESCRIPTION} Left out: no check.", required=False)
IMAGE_BODY: JSONObject = {"required": True, "content": {"multipart/form-data": {"schema": {
    "type": "object", "required": ["image"],
    "properties": {"image": {"type": "string", "format": "binary",
                             "description": f"A {image_kinds('or')} image."}}}}}}


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


def author() -> str:
    return staff_member().session.username


def known_slug(slug: str) -> str:
    if not is_valid_slug(slug):
        raise APIError(404, POST_NOT_FOUND)
    return slug


async def written(state: AppState, write: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run a store write off the event loop, then read back exactly the files it touched, so
    the answer and the next read already show it."""
    with collecting_touched_paths() as touched:
        result = await asyncio.to_thread(write, *args, **kwargs)
    await state.cache.refresh(touched)
    return result


@blueprint.post("/blog-posts")
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


@blueprint.patch("/blog-posts/<slug>")
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


@blueprint.delete("/blog-posts/<slug>")
@document_response(DeletedPostAnswer)
@answers(400, 401, 403, 404, 409, 412, access="staff-write", parameters=[OPTIONAL_IF_MATCH],
         links=NEXT_FOR_DELETED)
async def remove_post(slug: str) -> dict[str, Any]:
    """Delete a post; it can be brought back from its history."""
    state = app_state()
    deleted = await written(state, delete_post, state.store, known_slug(slug),
                            author=author(), expected_versions=expected_versions(request))
    return deleted_answer(deleted).model_dump(mode="json")


@blueprint.post("/blog-posts/<slug>/restore")
@validate_request(RestoreRequest)
@document_response(StaffPost)
@answers(400, 401, 403, 404, 409, 412, 413, 422, access="staff-write",
         parameters=[OPTIONAL_IF_MATCH], success_headers=ETAG, links=NEXT_FOR_POST,
         responses=WORDING_CONFLICT)
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


@blueprint.post("/upload-image")
@document_response(ImageUpload)
@answers(400, 401, 403, 413, 415, 422, access="staff-write", request_body=IMAGE_BODY)
async def upload_image() -> dict[str, str]:
    """Store an uploaded image (multipart field 'image') and answer its URL."""
    state = app_state()
    data = await read_image_upload(request, state.settings.max_upload_bytes)
    url = await asyncio.to_thread(state.store.add_image, data, author())
    source = await asyncio.to_thread(state.store.media_file, url.removeprefix("/media/"))
    await asyncio.to_thread(state.variants.prepare, source)
    return ImageUpload(imageUrl=url).model_dump()
