"""Phone photos: a HEIC upload is turned upright, stripped of its metadata and stored as WebP,
with the same width variants as any other image."""

import io
from pathlib import Path

from PIL import Image
from quart.typing import TestClientProtocol as QuartClient

from tests.conftest import files_in_commit
from tests.heic_photos import RED, WHITE, heic_photo
from tests.service.test_write_safety import upload

HEIC = "image/heic"


def near(colour: tuple[int, ...], expected: tuple[int, int, int]) -> bool:
    return all(abs(a - b) <= 24 for a, b in zip(colour[:3], expected, strict=True))


async def test_a_heic_photo_is_stored_upright_as_webp_without_its_metadata(
        client: QuartClient) -> None:
    photo = heic_photo(800, 400)
    assert photo[4:12] == b"ftypheic" and b"SecretCam" in photo
    response = await client.post("/api/admin/images", files=upload(photo, "IMG_0042.HEIC", HEIC))
    assert response.status_code == 200, await response.get_data()
    url = (await response.get_json())["imageUrl"]
    assert url.endswith(".webp")
    served = await client.get(url)
    assert served.mimetype == "image/webp"
    stored = await served.get_data()
    assert b"SecretCam" not in stored and b"EXIF" not in stored and b"Exif" not in stored
    with Image.open(io.BytesIO(stored)) as image:
        assert image.format == "WEBP" and image.size == (400, 800)  # turned a quarter clockwise
        assert near(image.getpixel((200, 100)), RED) and near(image.getpixel((200, 700)), WHITE)


async def test_an_upright_heic_stays_as_it_is_and_gets_webp_width_variants(
        client: QuartClient) -> None:
    response = await client.post("/api/admin/images",
                                 files=upload(heic_photo(800, 400, orientation=1), "p.heif",
                                              "image/heif"))
    url = (await response.get_json())["imageUrl"]
    variant = await client.get(f"{url}?w=320")
    assert variant.mimetype == "image/webp"
    with Image.open(io.BytesIO(await variant.get_data())) as image:
        assert image.size == (320, 160)
        assert near(image.getpixel((40, 80)), RED) and near(image.getpixel((280, 80)), WHITE)


async def test_the_refusal_names_every_kind_that_is_taken(client: QuartClient) -> None:
    response = await client.post("/api/admin/images",
                                 files=upload(b"not an image at all", "notes.txt", "text/plain"))
    assert response.status_code == 415
    assert (await response.get_json())["message"] == (
        "Only JPEG, PNG, WebP, GIF and HEIC images can be uploaded")


async def test_a_heic_upload_is_stored_as_webp_and_waits_for_a_save(
        client: QuartClient, content_dir: Path) -> None:
    response = await client.post("/api/admin/images", files=upload(heic_photo(), "a.heic", HEIC))
    url = (await response.get_json())["imageUrl"]
    assert url.endswith(".webp") and (content_dir / url.removeprefix("/")).is_file()
    assert url.removeprefix("/") not in files_in_commit(content_dir)
