"""Every endpoint that changes content, in one blueprint so access control guards one place."""

import asyncio

from quart import Blueprint, request
from quart_schema import document_response, validate_request

from service.api.uploads import read_image_upload
from service.errors import APIError
from service.state import app_state
from service.store.models import ImageUpload, Post, PostUpdate
from service.store.slugs import is_valid_slug

blueprint = Blueprint("writes", __name__, url_prefix="/api")


@blueprint.patch("/blog-posts/<slug>")
@validate_request(PostUpdate)
@document_response(Post)
async def update_post(slug: str, data: PostUpdate) -> Post:
    """Replace a post's title, excerpt, content and imageUrl."""
    if not is_valid_slug(slug):
        raise APIError(404, "Blog post not found")
    state = app_state()
    post = await asyncio.to_thread(state.store.update_post, slug, data)
    state.cache.put_post(post)
    return post


@blueprint.post("/upload-image")
@document_response(ImageUpload)
async def upload_image() -> dict[str, str]:
    """Store an uploaded image (multipart field 'image') and answer its URL."""
    state = app_state()
    data, extension = await read_image_upload(request, state.settings.max_upload_bytes)
    url = await asyncio.to_thread(state.store.add_media, data, extension)
    return ImageUpload(imageUrl=url).model_dump()
