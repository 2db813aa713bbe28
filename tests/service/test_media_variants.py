"""Responsive WebP variants: made on upload, served at the allowed widths, kept out of git."""

import io

import pytest
from PIL import Image
from quart.datastructures import FileStorage
from quart.typing import TestClientProtocol as QuartClient

from service.config import Settings
from tests.conftest import work_tree_status
from tests.service.conftest import StaffClient


@pytest.mark.parametrize("width", [320, 640, 960])
async def test_content_image_variant_is_a_webp_that_wide(anonymous: QuartClient,
                                                         width: int) -> None:
    response = await anonymous.get(f"/media/shoreline-home.webp?w={width}")
    assert response.status_code == 200
    assert response.mimetype == "image/webp"
    with Image.open(io.BytesIO(await response.get_data())) as image:
        assert image.width == width
        assert abs(image.height - round(675 * width / 1200)) <= 1


async def test_illustrations_have_the_same_variants(anonymous: QuartClient) -> None:
    response = await anonymous.get("/app-media/illustrations/home-1.webp?w=640")
    assert response.status_code == 200
    with Image.open(io.BytesIO(await response.get_data())) as image:
        assert image.format == "WEBP" and image.size == (640, 360)


async def test_variant_never_upscales(anonymous: QuartClient) -> None:
    response = await anonymous.get("/media/logos/chubb.webp?w=640")
    with Image.open(io.BytesIO(await response.get_data())) as image:
        assert image.width == 360


@pytest.mark.parametrize("query", ["w=333", "w=abc", "w=-1", "w=99999"])
async def test_other_widths_are_400(anonymous: QuartClient, query: str) -> None:
    assert (await anonymous.get(f"/media/shoreline-home.webp?{query}")).status_code == 400


async def test_upload_prepares_every_variant_outside_git(client: StaffClient,
                                                         settings: Settings) -> None:
    out = io.BytesIO()
    Image.new("RGB", (1600, 900), (10, 90, 120)).save(out, "JPEG")
    files = {"image": FileStorage(io.BytesIO(out.getvalue()), filename="a.jpg",
                                  content_type="image/jpeg")}
    response = await client.post("/api/admin/images", files=files)
    assert response.status_code == 200
    variants = sorted((settings.instance_dir / "media-variants").glob("*.webp"))
    assert len(variants) == 4
    url = (await response.get_json())["imageUrl"]
    # Only the upload itself waits in the folder (for the save that names it); no variant.
    assert work_tree_status(settings.content_dir) == f"?? {url.removeprefix('/')}\n"
    served = await client.get(f"{url}?w=960")
    with Image.open(io.BytesIO(await served.get_data())) as image:
        assert image.size == (960, 540)
