"""Image intake: decode against an allow-list, cap the pixels, re-encode without metadata.

Phone photos in HEIC/HEIF are decoded with pillow-heif, turned upright and stored as WebP.
"""

import functools
import io
import warnings
from types import ModuleType
from typing import TYPE_CHECKING

from service.content.errors import StoreError
from service.store.image_types import STORED_EXTENSIONS, image_kinds

if TYPE_CHECKING:
    from PIL import Image as PILImage

MAX_PIXELS = 40_000_000  # a 40-megapixel photo is plenty for a blog post
MAX_FRAMES = 300


@functools.cache
def pillow() -> ModuleType:
    """PIL.Image with the HEIC/HEIF plugin registered (it applies the file's rotation), imported
    at the first upload: Pillow and pillow-heif took 70 ms of every start, which reads none."""
    import pillow_heif
    from PIL import Image

    pillow_heif.register_heif_opener()
    return Image


class ImageRejected(StoreError):
    """An upload that is not an image we accept; reason says which kind of refusal."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason  # "unsupported", "too-large" or "corrupt"


def normalise_image(data: bytes) -> tuple[bytes, str]:
    """Decoded, checked and re-encoded image bytes, stripped of EXIF and other metadata, and the
    extension of their format."""
    from PIL import UnidentifiedImageError

    Image = pillow()
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image = Image.open(io.BytesIO(data), formats=list(STORED_EXTENSIONS))
        except UnidentifiedImageError as error:
            raise ImageRejected(f"Only {image_kinds('and')} images can be uploaded",
                                "unsupported") from error
        except (Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
            raise ImageRejected("The image has too many pixels", "too-large") from error
        with image:
            extension = STORED_EXTENSIONS[str(image.format)]
            frames = getattr(image, "n_frames", 1)
            if image.width * image.height * min(frames, MAX_FRAMES) > MAX_PIXELS \
                    or frames > MAX_FRAMES:
                raise ImageRejected("The image has too many pixels", "too-large")
            try:
                image.load()
                return _encode(image), extension
            except (OSError, SyntaxError, ValueError) as error:
                raise ImageRejected("The image could not be decoded", "corrupt") from error


def _encode(image: "PILImage.Image") -> bytes:
    from PIL import ImageOps

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
    elif image.format == "HEIF":
        upright = ImageOps.exif_transpose(image)  # a no-op when pillow-heif turned it already
        if upright.mode not in ("RGB", "RGBA"):
            upright = upright.convert("RGBA" if "A" in upright.getbands() else "RGB")
        upright.save(out, "WEBP", quality=85)
    else:
        image.save(out, "GIF", save_all=animated)
    return out.getvalue()
