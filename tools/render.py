"""Rasterises documents drawn by the generators in Debian's Chromium and encodes them as WebP."""

import io
import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from PIL import Image
from playwright.sync_api import Page, sync_playwright

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@contextmanager
def chromium_page(width: int, height: int, scale: float = 1) -> Iterator[Page]:
    """A page of the given CSS size in headless Chromium (CHROMIUM_PATH or /usr/bin/chromium)."""
    with sync_playwright() as playwright:
        executable = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            context = browser.new_context(viewport={"width": width, "height": height},
                                          device_scale_factor=scale)
            yield context.new_page()
        finally:
            browser.close()


def screenshot(page: Page, html: str, transparent: bool = False,
               ready: str | None = None) -> Image.Image:
    """The page's viewport after showing html (fonts loaded, and the `ready` selector present when
    given), as an RGB or RGBA image."""
    page.set_content(html, wait_until="load")
    page.evaluate("document.fonts.ready.then(() => true)")
    if ready:
        page.wait_for_selector(ready, state="attached")
    png = page.screenshot(omit_background=transparent, type="png")
    return Image.open(io.BytesIO(png)).convert("RGBA" if transparent else "RGB")


def svg_page(svg: str) -> str:
    """An HTML page showing svg alone, edge to edge."""
    return ("<!doctype html><html><head><style>html,body{margin:0;padding:0;overflow:hidden}"
            "svg{display:block}</style></head><body>" + svg + "</body></html>")


def webp_bytes(image: Image.Image, lossless: bool = False, quality: int = 82) -> bytes:
    """WebP encoding of image: lossy for pictures, lossless for type on a transparent ground."""
    out = io.BytesIO()
    if lossless:
        image.save(out, "WEBP", lossless=True, quality=100, method=6)
    else:
        image.save(out, "WEBP", quality=quality, method=6)
    return out.getvalue()


def write_all(files: Iterable[tuple[str, bytes]]) -> list[str]:
    """Write each (path, bytes) pair; answers the paths written."""
    written = []
    for path, data in files:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(data)
        written.append(path)
    return written
