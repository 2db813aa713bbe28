"""Image intake: decode against an allow-list, cap the pixels, re-encode without metadata."""

import io
import warnings

from PIL import Image, ImageOps, UnidentifiedImageError

from service.store.errors import StoreError

MAX_PIXELS = 40_000_000  # a 40-megapixel photo is plenty for a blog post
MAX_FRAMES = 300


# Each format Pillow may decode, with the extension its re-encoded file is saved under.
ALLOWED_FORMATS = {"JPEG": "jpg", "PNG": "png", "WEBP": "webp", "GIF": "gif"}


class ImageRejected(StoreError):
    """An upload that is not an image we accept; reason says which kind of refusal."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason  # "unsupported", "too-large" or "corrupt"


def normalise_image(data: bytes) -> tuple[bytes, str]:
    """Decoded, checked and re-encoded image bytes, stripped of EXIF and other metadata, and the
    extension of their format."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image = Image.open(io.BytesIO(data), formats=list(ALLOWED_FORMATS))
        except UnidentifiedImageError as error:
            raise ImageRejected("Only JPEG, PNG, WebP and GIF images can be uploaded",
                                "unsupported") from error
        except (Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
            raise ImageRejected("The image has too many pixels", "too-large") from error
        with image:
            extension = ALLOWED_FORMATS[str(image.format)]
            frames = getattr(image, "n_frames", 1)
            if image.width * image.height * min(frames, MAX_FRAMES) > MAX_PIXELS \
                    or frames > MAX_FRAMES:
                raise ImageRejected("The image has too many pixels", "too-large")
            try:
                image.load()
                return _encode(image), extension
            except (OSError, SyntaxError, ValueError) as error:
                raise ImageRejected("The image could not be decoded", "corrupt") from error


def _encode(image: Image.Image) -> bytes:
    out = io.BytesIO()
    animated = getattr(image, "is_animated", False)
    if image.format == "JPEG":
        upright = ImageOps.exif_transpose(image)
        if upright.mode not in ("RGB", "L"):
            upright = upright.convert("RGB")
        upright.save(out, "JPEG", quality=85, optimize=True)
    elif image.format == "PNG":
        ImageOps.exif_transpose(image).save(out, "PNG", optimize=True)
    elif image.format == "WEBP":
        image.save(out, "WEBP", quality=85, save_all=animated)
    else:
        image.save(out, "GIF", save_all=animated)
    return out.getvalue()
