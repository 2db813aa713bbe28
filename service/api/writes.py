"""Every endpoint that changes content, in one blueprint so access control guards one place."""

import asyncio

from quart import Blueprint, Response, g, request
from quart_schema import document_response, validate_request

from service.api.responses import json_bytes_response
from service.api.uploads import read_image_upload
from service.api.versions import expected_versions, quoted
from service.errors import APIError
from service.guard import Visitor, require_staff
from service.state import app_state
from service.store.models import ImageUpload, Post, PostUpdate
from service.store.slugs import is_valid_slug

blueprint = Blueprint("writes", __name__, url_prefix="/api")


@blueprint.before_request
async def only_signed_in_staff() -> None:
    """Every write needs a staff session, a same-origin request and the session's CSRF token."""
    state = app_state()
    await require_staff(request, state.staff, state.settings.trusted_proxy_hops)


def author() -> str:
    visitor: Visitor = g.visitor
    return visitor.session.username


@blueprint.patch("/blog-posts/<slug>")
@validate_request(PostUpdate)
@document_response(Post)
async def update_post(slug: str, data: PostUpdate) -> Response:
    """Replace a post's title, excerpt, content and imageUrl; If-Match guards lost updates."""
    if not is_valid_slug(slug):
        raise APIError(404, "Blog post not found")
    state = app_state()
    expected = expected_versions(request)
    post = await asyncio.to_thread(state.store.update_post, slug, data, author(), expected)
    state.cache.put_post(post)
    response = json_bytes_response(state.cache.post_json[slug])
    response.headers["ETag"] = quoted(state.cache.post_versions[slug])
    return response


@blueprint.post("/upload-image")
@document_response(ImageUpload)
async def upload_image() -> dict[str, str]:
    """Store an uploaded image (multipart field 'image') and answer its URL."""
    state = app_state()
    data = await read_image_upload(request, state.settings.max_upload_bytes)
    url = await asyncio.to_thread(state.store.add_image, data, author())
    source = state.store.media_file(url.removeprefix("/media/"))
    await asyncio.to_thread(state.variants.prepare, source)
    return ImageUpload(imageUrl=url).model_dump()
