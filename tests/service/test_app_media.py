"""The images the application ships (service/site/app-media) are served at /app-media/ whatever
the content folder holds: a content repository of the agency's own needs none of them, and its
own media/ files, even one of the same name, never stand in for them."""

from pathlib import Path

from quart.typing import TestClientProtocol as QuartClient

from service.site.app_media import APP_MEDIA_DIR
from tests.conftest import TEST_CONTENT

ILLUSTRATION = "illustrations/home-1.webp"


async def test_illustrations_are_served_from_the_application(anonymous: QuartClient,
                                                             content_dir: Path) -> None:
    assert not (TEST_CONTENT / "media" / "illustrations").exists()
    assert not (content_dir / "media" / "illustrations").exists()
    response = await anonymous.get(f"/app-media/{ILLUSTRATION}")
    assert response.status_code == 200
    assert response.mimetype == "image/webp"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert await response.get_data() == (APP_MEDIA_DIR / ILLUSTRATION).read_bytes()
    assert (await anonymous.get(f"/media/{ILLUSTRATION}")).status_code == 404


async def test_a_content_file_of_the_same_name_stays_apart(anonymous: QuartClient,
                                                            content_dir: Path) -> None:
    own = content_dir / "media" / ILLUSTRATION
    own.parent.mkdir()
    own.write_bytes(b"RIFF the agency's own picture")
    shipped = await anonymous.get(f"/app-media/{ILLUSTRATION}")
    assert await shipped.get_data() == (APP_MEDIA_DIR / ILLUSTRATION).read_bytes()
    assert await (await anonymous.get(f"/media/{ILLUSTRATION}")).get_data() == own.read_bytes()


async def test_nothing_else_of_the_application_is_reached(anonymous: QuartClient) -> None:
    for path in ("/app-media/../routes.json", "/app-media/%2e%2e/routes.json",
                 "/app-media/../app_media.py", "/app-media/illustrations/missing.webp",
                 "/app-media/illustrations/.hidden.webp", "/app-media/illustrations"):
        response = await anonymous.get(path)
        assert response.status_code == 404, path
        assert b"appMediaPrefix" not in await response.get_data()
