"""The public blog reads: the published posts, and one post."""

from quart import Blueprint, Response, request
from quart_schema import document_response

from service.api.openapi import answers, query
from service.api.responses import json_bytes_response
from service.api.versions import with_etag
from service.content import Content, Post, is_valid_slug
from service.http.errors import APIError
from service.http.precompressed import precompressed_response
from service.state import app_state

blueprint = Blueprint("public_posts", __name__, url_prefix="/api/blog-posts")

POST_NOT_FOUND = "Blog post not found"


class PostListEntry(Post):
    """A post in the list; `content` is left out with ?view=summary."""

    content: Content = ""


@blueprint.get("")
@document_response(list[PostListEntry])
@answers(400, access="public", parameters=[
    query("view", {"type": "string", "enum": ["summary"]},
          "`summary` leaves out each post's content.")])
async def list_posts() -> Response:
    """All posts, newest first; ?view=summary leaves out each post's content."""
    state = app_state()
    cache = state.cache
    view = request.args.get("view")
    if view not in (None, "summary"):
        raise APIError(400, "view must be 'summary' or left out")
    # Compressed once per version of the list (16 MB at 5,000 posts), off the event loop.
    if view == "summary":
        answer = state.answers.get("summaries", cache.summaries_digest,
                                   lambda: cache.summaries_json, cache.summaries_digest)
    else:
        answer = state.answers.get("posts", cache.posts_digest, lambda: cache.posts_json,
                                   cache.posts_digest)
    return await precompressed_response(request, answer, "application/json")


@blueprint.get("/<slug>")
@document_response(Post)
@answers(404, access="public")
async def get_post(slug: str) -> Response:
    """One post by its slug."""
    cache = app_state().cache
    body = cache.post_answer(slug) if is_valid_slug(slug) else None
    if body is None:
        raise APIError(404, POST_NOT_FOUND)
    return with_etag(json_bytes_response(body), cache.post_versions[slug], request)
