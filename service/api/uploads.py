"""Staff upload images: exactly one file in the multipart field 'image', stored as media."""

import asyncio

from quart import Blueprint, Request, request
from quart_schema import document_response

from service.api.openapi import JSONObject, answers
from service.content import ImageUpload
from service.http.errors import APIError
from service.state import app_state
from service.store import image_kinds

blueprint = Blueprint("uploads", __name__, url_prefix="/api/admin/images")

IMAGE_FIELD = "image"
MULTIPART_OVERHEAD_BYTES = 64 * 1024
IMAGE_BODY: JSONObject = {"required": True, "content": {"multipart/form-data": {"schema": {
    "type": "object", "required": [IMAGE_FIELD],
    "properties": {IMAGE_FIELD: {"type": "string", "format": "binary",
                                 "description": f"A {image_kinds('or')} image."}}}}}}


async def read_one_file(request: Request, field: str, max_bytes: int,
                        too_large: APIError) -> tuple[bytes, str | None]:
    """The one file of a multipart request's `field` (its bytes and the name the client gave),
    refused with `too_large` before parsing when the request is too large."""
    if request.content_length is not None and \
            request.content_length > max_bytes + MULTIPART_OVERHEAD_BYTES:
        raise too_large
    if request.mimetype != "multipart/form-data":
        raise APIError(400, f"Send the file as multipart/form-data in the field '{field}'.")
    form, files = await request.form, await request.files
    uploads = files.getlist(field)
    if len(uploads) != 1 or field in form:
        raise APIError(400, f"Send exactly one file in the field '{field}'.")
    data: bytes = uploads[0].stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise too_large
    return data, uploads[0].filename


async def read_image_upload(request: Request, max_bytes: int) -> bytes:
    """The uploaded image's bytes, refused before parsing when the request is too large."""
    data, _ = await read_one_file(request, IMAGE_FIELD, max_bytes,
                                  APIError(413, "Image is too large"))
    if not data:  # no bytes are no image: refused as any other file that is not one (fuzzing)
        raise APIError(415, f"The uploaded file is empty: send a {image_kinds('or')} image")
    return data


@blueprint.post("")
@document_response(ImageUpload)
@answers(400, 401, 403, 413, 415, 422, access="staff-write", request_body=IMAGE_BODY)
async def upload_image() -> dict[str, str]:
    """Store an uploaded image (multipart field 'image') and answer its URL."""
    state = app_state()
    data = await read_image_upload(request, state.settings.max_upload_bytes)
    url = await asyncio.to_thread(state.store.add_image, data)
    source = await asyncio.to_thread(state.store.media_file, url.removeprefix("/media/"))
    await asyncio.to_thread(state.variants.prepare, source)
    return ImageUpload(imageUrl=url).model_dump()
