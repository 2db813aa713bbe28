"""The drawn topic illustrations: every picture the web app's catalogue names is in content/media,
a 1200 by 675 WebP, and the generator draws exactly the catalogue's pictures."""

import json

import pytest
from PIL import Image

from tests.conftest import LIVE_CONTENT, PROJECT_ROOT
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
def test_picture_is_a_1200_by_675_webp_in_content_media(address: str) -> None:
    path = LIVE_CONTENT / address.removeprefix("/")
    with Image.open(path) as image:
        assert image.format == "WEBP"
        assert image.size == (1200, 675)
        # A drawing, not an empty canvas: many colours in use.
        colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
        assert colours is None or len(colours) > 12
