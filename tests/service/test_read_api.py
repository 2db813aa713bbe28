"""The public read endpoints (posts, documents, site facts): status codes and shapes."""

from pathlib import Path

import pytest
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.store.content_store import ContentStore, public_document
from tests.addresses import BLOG_INDEX, post_address

POST_FIELDS = ["id", "slug", "title", "date", "excerpt", "content", "imageUrl", "imageAlt",
               "author", "coverages"]


async def test_post_list_is_every_post_newest_first(client: QuartClient,
                                                    store: ContentStore) -> None:
    response = await client.get("/api/blog-posts")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    posts = await response.get_json()
    expected, _ = store.read_posts()
    assert [p["slug"] for p in posts] == [p.slug for p in expected]
    assert all(list(p) == POST_FIELDS for p in posts)
    assert [p["date"] for p in posts] == sorted((p["date"] for p in posts), reverse=True)


async def test_one_post(client: QuartClient, store: ContentStore) -> None:
    newest = store.read_posts()[0][0]
    response = await client.get(f"/api/blog-posts/{newest.slug}")
    assert response.status_code == 200
    assert await response.get_json() == public_document(newest)


@pytest.mark.parametrize("slug", ["no-such-post", "UPPER", "..%2Fsite", "%2e%2e", "caf%C3%A9",
                                  "a" * 200])
async def test_unknown_post_is_a_json_404(client: QuartClient, slug: str) -> None:
    response = await client.get(f"/api/blog-posts/{slug}")
    assert response.status_code == 404
    assert response.mimetype == "application/json"
    expected = "No such API endpoint" if "%2F" in slug else "Blog post not found"
    assert await response.get_json() == {"message": expected}


async def test_services(client: QuartClient) -> None:
    response = await client.get("/api/services")
    assert response.status_code == 200
    services = await response.get_json()
    assert all(set(s) == {"slug", "name", "description"} for s in services)
    slugs = {s["slug"] for s in services}
    assert {"vehicle-insurance/auto-insurance", "vehicle-insurance/atv-motorsport-insurance",
            "vehicle-insurance/motorsport-and-atv-insurance",
            "business-insurance/bonds"} <= slugs


@pytest.mark.parametrize("name", ["about", "contact"])
async def test_pages(client: QuartClient, name: str) -> None:
    response = await client.get(f"/api/pages/{name}")
    assert response.status_code == 200
    page = await response.get_json()
    assert set(page) == {"title", "content"} and page["title"]


@pytest.mark.parametrize("name", ["missing", "..%2Fsite", "ABOUT"])
async def test_unknown_page_is_a_json_404(client: QuartClient, name: str) -> None:
    response = await client.get(f"/api/pages/{name}")
    assert response.status_code == 404
    assert "message" in await response.get_json()


async def test_site_facts_and_companies(client: QuartClient) -> None:
    site = await (await client.get("/api/site")).get_json()
    assert site["features"] == {"inlinePostEditing": False}
    assert "555" in site["phone"] and site["address"]["city"] == "Milford"
    companies = await (await client.get("/api/companies")).get_json()
    assert len(companies) == 15


async def test_malformed_post_file_does_not_take_down_the_list(
        settings: Settings, content_dir: Path) -> None:
    (content_dir / "posts" / "broken.json").write_text("{", "utf-8")
    app = create_app(settings)
    async with app.test_app():
        response = await app.test_client().get("/api/blog-posts")
        assert response.status_code == 200
        assert "broken" not in {p["slug"] for p in await response.get_json()}


@pytest.mark.parametrize("method", ["GET", "POST", "DELETE"])
async def test_unknown_api_path_is_a_json_404_never_the_app(client: QuartClient,
                                                            method: str) -> None:
    response = await client.open("/api/no-such-thing", method=method)
    assert response.status_code == 404
    assert response.mimetype == "application/json"
    assert "message" in await response.get_json()


@pytest.mark.parametrize("path", ["/", BLOG_INDEX, post_address("some-post"), "/insurance/vehicle",
                                  "/Admin/Blog-Editor", "/no/such/page"])
async def test_every_other_path_serves_the_app_with_site_facts(client: QuartClient,
                                                               path: str) -> None:
    response = await client.get(path)
    assert response.status_code == 200
    html = await response.get_data(as_text=True)
    assert '<div id="root">' in html
    assert '<script id="site-facts" type="application/json">{' in html
    assert "<!--site-facts-->" not in html


async def test_hashed_assets_are_cached_for_good(client: QuartClient) -> None:
    response = await client.get("/assets/main-abc123.js")
    assert response.status_code == 200
    assert "immutable" in response.headers["Cache-Control"]
    assert (await client.get("/assets/../index.html")).status_code == 404
    assert (await client.get("/assets/missing.js")).status_code == 404


async def test_script_types_name_their_charset_once(client: QuartClient, web_dist: Path) -> None:
    (web_dist / "assets" / "worker-abc123.mjs").write_text("export {}", "utf-8")
    (web_dist / "assets" / "main-abc123.css").write_text("p{}", "utf-8")
    for name, expected in (("main-abc123.js", "text/javascript; charset=utf-8"),
                           ("worker-abc123.mjs", "text/javascript; charset=utf-8"),
                           ("main-abc123.css", "text/css; charset=utf-8")):
        response = await client.get(f"/assets/{name}")
        assert response.headers["Content-Type"] == expected


async def test_source_maps_are_never_served(client: QuartClient, web_dist: Path) -> None:
    # Even one left in the served folder by an old build stays private: it holds the source.
    (web_dist / "assets" / "main-abc123.js.map").write_text('{"sourcesContent": []}', "utf-8")
    (web_dist / "main.js.map").write_text('{"sourcesContent": []}', "utf-8")
    for path in ("/assets/main-abc123.js.map", "/assets/MAIN-abc123.js.map"):
        response = await client.get(path)
        assert response.status_code == 404, path
        assert b"sourcesContent" not in await response.get_data()
    top = await client.get("/main.js.map")  # any other path: the app shell, not the file
    assert top.mimetype == "text/html"
    assert b"sourcesContent" not in await top.get_data()


async def test_content_media_is_served_with_nosniff(client: QuartClient,
                                                    store: ContentStore) -> None:
    image = next(p.imageUrl for p in store.read_posts()[0] if p.imageUrl)
    assert image is not None
    response = await client.get(image)
    assert response.status_code == 200
    assert response.mimetype.startswith("image/")
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    for bad in ("/media/../site.json", "/media/%2e%2e/site.json", "/media/missing.png"):
        assert (await client.get(bad)).status_code == 404


async def test_media_is_never_served_through_a_symbolic_link(
        client: QuartClient, content_dir: Path, tmp_path: Path) -> None:
    # Git keeps links: one pushed into content/ could name any file of the machine.
    secret = tmp_path / "secret"
    secret.mkdir()
    (secret / "staff.webp").write_bytes(b"RIFF staff database")
    media = content_dir / "media"
    (media / "leak.webp").symlink_to(secret / "staff.webp")
    (media / "linked").symlink_to(secret, target_is_directory=True)
    (media / "same.webp").symlink_to("winter-road.webp")  # even within media/
    for path in ("/media/leak.webp", "/media/linked/staff.webp", "/media/same.webp",
                 "/media/same.webp?w=320"):
        response = await client.get(path)
        assert response.status_code == 404, path
        assert b"staff database" not in await response.get_data()
    assert (await client.get("/media/winter-road.webp")).status_code == 200
    media.rename(content_dir / "pictures")
    media.symlink_to("pictures", target_is_directory=True)  # media/ itself a link
    assert (await client.get("/media/winter-road.webp")).status_code == 404


async def test_openapi_document_is_private_unless_configured(
        client: QuartClient, settings: Settings) -> None:
    hidden = await client.get("/openapi.json")
    assert hidden.mimetype != "application/json"
    for docs in ("/docs", "/redocs", "/scalar"):
        assert "swagger" not in (await (await client.get(docs)).get_data(as_text=True)).lower()
    app = create_app(settings.replace(public_api_docs=True))
    async with app.test_app():
        response = await app.test_client().get("/openapi.json")
        assert response.status_code == 200
        document = await response.get_json()
    assert "/api/blog-posts/{slug}" in document["paths"]
    assert "patch" in document["paths"]["/api/admin/blog-posts/{slug}"]


async def test_assets_are_served_precompressed_when_the_client_accepts_it(
        client: QuartClient, web_dist: Path) -> None:
    import gzip

    source = web_dist / "assets" / "main-abc123.js"
    (web_dist / "assets" / "main-abc123.js.gz").write_bytes(gzip.compress(source.read_bytes()))
    (web_dist / "assets" / "main-abc123.js.br").write_bytes(b"pretend-brotli")
    brotli = await client.get("/assets/main-abc123.js", headers={"Accept-Encoding": "gzip, br"})
    assert brotli.headers["Content-Encoding"] == "br"
    assert await brotli.get_data() == b"pretend-brotli"
    assert brotli.mimetype == "text/javascript"
    packed = await client.get("/assets/main-abc123.js", headers={"Accept-Encoding": "gzip"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(await packed.get_data()) == source.read_bytes()
    plain = await client.get("/assets/main-abc123.js")
    assert "Content-Encoding" not in plain.headers
    assert await plain.get_data() == source.read_bytes()
    assert "Accept-Encoding" in plain.headers["Vary"]
