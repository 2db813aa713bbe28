"""Reading an image upload from a multipart request: exactly one file in the 'image' field."""

from quart import Request

from service.http.errors import APIError
from service.store import image_kinds

IMAGE_FIELD = "image"
MULTIPART_OVERHEAD_BYTES = 64 * 1024


async def read_image_upload(request: Request, max_bytes: int) -> bytes:
    """The uploaded file's bytes, refused before parsing when the request is too large."""
    if request.content_length is not None and \
            request.content_length > max_bytes + MULTIPART_OVERHEAD_BYTES:
        raise APIError(413, "Image is too large")
    if request.mimetype != "multipart/form-data":
        raise APIError(400, "Send the image as multipart/form-data")
    form, files = await request.form, await request.files
    uploads = files.getlist(IMAGE_FIELD)
    if len(uploads) != 1 or IMAGE_FIELD in form:
        raise APIError(400, "Send exactly one file in the field 'image'")
    data: bytes = uploads[0].stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise APIError(413, "Image is too large")
    if not data:  # no bytes are no image: refused as any other file that is not one (fuzzing)
        raise APIError(415, f"The uploaded file is empty: send a {image_kinds('or')} image")
    return data
