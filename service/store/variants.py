"""Responsive WebP variants of content images, made once and kept outside git as derived data."""

import hashlib
import io
from pathlib import Path

from service.store.atomic import write_bytes_atomic
from service.store.images import pillow

VARIANT_WIDTHS = (320, 640, 960, 1280)
# Where the instance folder keeps them: the service's, and an export's reuse of them.
VARIANTS_FOLDER = "media-variants"
WEBP_QUALITY = 78


class VariantMaker:
    """Makes and caches a WebP of a media file at one of the allowed widths."""

    def __init__(self, cache_dir: Path) -> None:
        self.cache_dir = cache_dir

    def variant(self, source: Path, width: int) -> Path:
        """The cached variant for source at width, made now if missing or outdated."""
        if width not in VARIANT_WIDTHS:
            raise ValueError(f"width must be one of {VARIANT_WIDTHS}")
        stat = source.stat()
        key = hashlib.sha256(f"{source}:{stat.st_mtime_ns}:{stat.st_size}".encode()).hexdigest()
        target = self.cache_dir / f"{key[:40]}-{width}.webp"
        if not target.is_file():
            write_bytes_atomic(target, _resize(source, width))
        return target

    def prepare(self, source: Path) -> None:
        """Make every variant ahead of the first visitor (after an upload or import)."""
        for width in VARIANT_WIDTHS:
            self.variant(source, width)


def _resize(source: Path, width: int) -> bytes:
    from PIL import ImageOps  # with Pillow itself, at the first variant made: not at start

    Image = pillow()
    with Image.open(source) as image:
        frame = ImageOps.exif_transpose(image)
        if frame.mode not in ("RGB", "RGBA"):
            frame = frame.convert("RGBA" if "transparency" in image.info else "RGB")
        if frame.width > width:
            height = round(frame.height * width / frame.width)
            frame = frame.resize((width, height), Image.Resampling.LANCZOS)
        out = io.BytesIO()
        frame.save(out, "WEBP", quality=WEBP_QUALITY, method=4)
        return out.getvalue()
