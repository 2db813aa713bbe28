"""Small real images for tests that bring pictures into the content folder."""

import io
from pathlib import Path

from PIL import Image


def write_png(path: Path, colour: tuple[int, int, int] = (30, 90, 160)) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    Image.new("RGB", (12, 8), colour).save(buffer, "PNG")
    path.write_bytes(buffer.getvalue())
    return path
