"""The drawn topic illustrations: every picture the web app's catalogue names is one the application
ships (service/site/app-media), a 1200 by 675 WebP, and the generator draws exactly the catalogue's
pictures."""

import json

import pytest
from PIL import Image

from service.routes import APP_MEDIA_PREFIX
from service.site.app_media import app_media_file
from tests.conftest import PROJECT_ROOT
from tools.illustrations.catalogue import SCENES, addresses, catalogue

CATALOGUE = json.loads((PROJECT_ROOT / "web/src/lib/post-illustrations.json").read_text("utf-8"))
ADDRESSES = addresses(CATALOGUE)


def test_generator_and_committed_catalogue_agree() -> None:
    assert catalogue() == CATALOGUE
    assert len(SCENES) == len(ADDRESSES)


def test_every_topic_has_several_pictures() -> None:
    assert set(CATALOGUE) == {"home", "auto", "boat", "flood", "business", "life", "umbrella",
                              "renters", "general"}
    assert all(count >= 2 for count in CATALOGUE.values())


@pytest.mark.parametrize("address", ADDRESSES)
def test_picture_is_a_1200_by_675_webp_the_application_ships(address: str) -> None:
    path = app_media_file(address.removeprefix(f"{APP_MEDIA_PREFIX}/"))
    with Image.open(path) as image:
        assert image.format == "WEBP"
        assert image.size == (1200, 675)
        # A drawing, not an empty canvas: many colours in use.
        colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
        assert colours is None or len(colours) > 12
