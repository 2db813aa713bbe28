"""Reading an image upload from a multipart request: one 'image' field of a known image type."""

from quart import Request
from werkzeug.datastructures import FileStorage

from service.errors import APIError

IMAGE_FIELD = "image"

# Leading bytes of the image formats we accept, and the extension each is stored under.
SIGNATURES: tuple[tuple[bytes, int, str], ...] = (
    (b"\xff\xd8\xff", 0, "jpg"),
    (b"\x89PNG\r\n\x1a\n", 0, "png"),
    (b"GIF87a", 0, "gif"),
    (b"GIF89a", 0, "gif"),
    (b"WEBP", 8, "webp"),
)


def image_extension(head: bytes) -> str | None:
    """The extension for an image's leading bytes, or None when it is not an accepted type."""
    for signature, offset, extension in SIGNATURES:
        if head[offset:offset + len(signature)] == signature:
            if extension == "webp" and not head.startswith(b"RIFF"):
                continue
            return extension
    return None


async def read_image_upload(request: Request, max_bytes: int) -> tuple[bytes, str]:
    """The uploaded image's bytes and extension, or an APIError saying what is wrong."""
    if request.content_length is not None and request.content_length > max_bytes + 64 * 1024:
        raise APIError(413, "Image is too large")
    if request.mimetype != "multipart/form-data":
        raise APIError(400, "Send the image as multipart/form-data")
    files = (await request.files).getlist(IMAGE_FIELD)
    if len(files) != 1:
        raise APIError(400, "Send exactly one file in the field 'image'")
    upload: FileStorage = files[0]
    data = upload.stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise APIError(413, "Image is too large")
    if not data:
        raise APIError(400, "The uploaded file is empty")
    extension = image_extension(data[:16])
    if extension is None:
        raise APIError(415, "Only JPEG, PNG, WebP and GIF images can be uploaded")
    return data, extension
