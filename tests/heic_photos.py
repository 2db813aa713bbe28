"""HEIC photos as an iPhone saves them, made for tests: a left half red, a maker in the EXIF, and
an orientation that says how to turn the picture upright."""

import io

import pillow_heif
from PIL import Image

RED = (220, 20, 20)
WHITE = (255, 255, 255)
ROTATE_CLOCKWISE = 6  # EXIF orientation: the picture is shown turned a quarter clockwise


def heic_photo(width: int = 800, height: int = 400, orientation: int = ROTATE_CLOCKWISE,
               maker: str = "SecretCam") -> bytes:
    """A HEIC file of width x height as stored (shown upright, a clockwise orientation puts the
    red half on top)."""
    pillow_heif.register_heif_opener()
    image = Image.new("RGB", (width, height), WHITE)
    image.paste(RED, (0, 0, width // 2, height))
    exif = Image.Exif()
    exif[0x0112] = orientation
    exif[0x010F] = maker
    out = io.BytesIO()
    image.save(out, "HEIF", exif=exif.tobytes(), quality=90)
    return out.getvalue()
