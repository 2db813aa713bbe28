"""Draws every topic illustration and writes the WebP files and the web app's catalogue of them.

    uv run python -m tools.illustrations            # all, into service/site/app-media/illustrations/
    uv run python -m tools.illustrations home-2     # just these
    uv run python -m tools.illustrations --sheet /tmp/sheet.png  # a sheet to look at
"""

import argparse
import json
from pathlib import Path

from PIL import Image

from service.site.app_media import APP_MEDIA_DIR
from tools.illustrations.catalogue import SCENES, catalogue
from tools.illustrations.draw import HEIGHT, WIDTH
from tools.render import chromium_page, screenshot, svg_page, webp_bytes, write_all

ROOT = Path(__file__).resolve().parents[2]
OUT_DIR = APP_MEDIA_DIR / "illustrations"
CATALOGUE = ROOT / "web" / "src" / "lib" / "post-illustrations.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("names", nargs="*", help="illustrations to draw (default: all)")
    parser.add_argument("--sheet", type=Path, help="write a contact sheet PNG here instead")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="folder for the WebP files")
    args = parser.parse_args()
    names = args.names or list(SCENES)
    unknown = [name for name in names if name not in SCENES]
    if unknown:
        parser.error(f"unknown illustrations: {', '.join(unknown)}")

    with chromium_page(WIDTH, HEIGHT) as page:
        images = {name: screenshot(page, svg_page(SCENES[name]())) for name in names}

    if args.sheet:
        _contact_sheet(images).save(args.sheet)
        print(f"wrote {args.sheet}")
        return
    written = write_all((str(args.out / f"{name}.webp"), webp_bytes(image))
                        for name, image in images.items())
    CATALOGUE.write_text(json.dumps(catalogue(), indent=2) + "\n", encoding="utf-8")
    print(f"wrote {len(written)} illustrations to {args.out} and {CATALOGUE.relative_to(ROOT)}")


def _contact_sheet(images: dict[str, Image.Image], columns: int = 3) -> Image.Image:
    thumb_w, thumb_h = WIDTH // 3, HEIGHT // 3
    rows = (len(images) + columns - 1) // columns
    sheet = Image.new("RGB", (columns * (thumb_w + 8), rows * (thumb_h + 8)), "white")
    for i, image in enumerate(images.values()):
        x, y = (i % columns) * (thumb_w + 8), (i // columns) * (thumb_h + 8)
        sheet.paste(image.resize((thumb_w, thumb_h), Image.Resampling.LANCZOS), (x, y))
    return sheet


if __name__ == "__main__":
    main()
