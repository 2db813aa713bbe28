"""The width variants of the application's own images (service/site/app-media), made once per
test run and linked into the instance folder of a test that exports or serves the site, as a
running server's instance folder holds them: two thirds of an export's time otherwise.

The variants are keyed by the image's path and time (service/store/variants.py), and these images
stay at one path for the whole run, so the linked variants are the ones the service would make.
The content's own images are at another path in each test's copy: those are still made by each
export, so every export still makes variants."""

import fcntl
import os
from pathlib import Path

from service.export.files import RASTER_SUFFIXES, files_under
from service.instance import make_folder
from service.site.app_media import APP_MEDIA_DIR
from service.store import VARIANTS_FOLDER, VariantMaker

DONE = ".all-made"


def make_app_variants(run_folder: Path) -> Path:
    """The variants of every application image, in run_folder/app-media-variants; made by the
    first process of the run to ask (xdist workers share run_folder), the others waiting."""
    folder = run_folder / "app-media-variants"
    folder.mkdir(parents=True, exist_ok=True)
    with (run_folder / "app-media-variants.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (folder / DONE).exists():
            maker = VariantMaker(folder)
            for image in files_under(APP_MEDIA_DIR):
                if image.suffix.lower() in RASTER_SUFFIXES:
                    maker.prepare(image)
            (folder / DONE).touch()
    return folder


def with_app_variants(instance: Path, variants: Path) -> Path:
    """instance (made 0700 if missing), its variants folder holding the application images'
    variants: hard links, which the service replaces rather than writes into."""
    made = make_folder(instance) / VARIANTS_FOLDER
    made.mkdir(exist_ok=True)
    for variant in variants.glob("*.webp"):
        target = made / variant.name
        if not target.exists():
            os.link(variant, target)
    return instance
