"""Writes that lose nothing and let nothing harmful through: sanitising, versions, image intake."""

import asyncio
import io
import json
from pathlib import Path

import pytest
from PIL import Image
from quart.datastructures import FileStorage
from quart.typing import TestClientProtocol as QuartClient

from service.html.policy import is_canonical
from service.store.content_store import ContentStore
from tests.addresses import BLOG_INDEX
from tests.conftest import commit_count, work_tree_status
from tests.service.conftest import sign_in

XSS_PAYLOADS = [
    "<p>hi</p><script>alert(1)</script>",
    '<p><img src="x" onerror="alert(1)">pic</p>',
    '<p><a href="javascript:alert(1)">click</a></p>',
    '<p><svg onload="alert(1)"><circle r="5"/></svg></p>',
    '<iframe src="https://evil.example/"></iframe><p>text</p>',
    '<p onclick="alert(1)" style="color:red">styled</p>',
]
DANGEROUS = ("<script", "onerror", "javascript:", "<svg", "<iframe", "onclick", "onload",
             "style=", "<img")


def body(content: str, **changes: object) -> dict[str, object]:
    return {"title": "T", "excerpt": "E", "content": content, "imageUrl": None, **changes}


def newest(store: ContentStore) -> str:
    return store.read_posts()[0][0].slug


@pytest.mark.parametrize("payload", XSS_PAYLOADS)
async def test_xss_in_content_comes_back_harmless(client: QuartClient,
                                                  store: ContentStore, payload: str) -> None:
    slug = newest(store)
    response = await client.patch(f"/api/admin/blog-posts/{slug}", json=body(payload))
    assert response.status_code == 200
    returned = (await response.get_json())["content"]
    stored = store.read_post(slug).content
    served = (await (await client.get(f"/api/blog-posts/{slug}")).get_json())["content"]
    for content in (returned, stored, served):
        assert not any(bad in content.lower() for bad in DANGEROUS), content


@pytest.mark.parametrize("content", [
    "<p>ok</p><script>steal()</script><a href='javascript:x'>x</a>",
    f"<P>ok</P><P><A HREF='{BLOG_INDEX}'>blog</A><BR/></P>",  # within the policy, not in its form
    "<p>ok</p><p/onclick=steal()>x</p>",
    "<p>ok<!-- never closed <img src=x onerror=steal()>",
])
async def test_content_written_outside_the_api_is_served_in_the_canonical_form(
        settings: object, content_dir: Path, content: str) -> None:
    # The web app shows served post HTML without cleaning it again: both answers must be canonical.
    from service.app import create_app

    path = next((content_dir / "posts").glob("*.json"))
    document = json.loads(path.read_text("utf-8"))
    document["content"] = content
    path.write_text(json.dumps(document), "utf-8")
    app = create_app(settings)  # type: ignore[arg-type]
    async with app.test_app():
        visitor = app.test_client()
        public = await (await visitor.get(f"/api/blog-posts/{path.stem}")).get_json()
        staff = app.test_client()
        assert (await sign_in(staff)).status_code == 200
        editable = await (await staff.get(f"/api/admin/blog-posts/{path.stem}")).get_json()
    for served in (public["content"], editable["content"]):
        assert served.startswith("<p>ok</p>"), served
        assert is_canonical(served), served
        assert not any(bad in served.lower() for bad in DANGEROUS), served


async def test_links_keep_safe_hrefs(client: QuartClient, store: ContentStore) -> None:
    content = ('<p>See <a href="https://portal.ct.gov/dmv">the DMV</a> or '
               '<a href="mailto:a@b.c">mail</a>.</p>')
    response = await client.patch(f"/api/admin/blog-posts/{newest(store)}", json=body(content))
    returned = (await response.get_json())["content"]
    assert 'href="https://portal.ct.gov/dmv"' in returned and 'href="mailto:a@b.c"' in returned


@pytest.mark.parametrize("image_url", ["http://insecure.example/a.png", "/media/../site.json",
                                       "ftp://x/a.png", "data:image/png;base64,AAAA",
                                       "/etc/passwd", " javascript:alert(1)"])
async def test_bad_image_urls_are_422(client: QuartClient, store: ContentStore,
                                      content_dir: Path, image_url: str) -> None:
    response = await client.patch(f"/api/admin/blog-posts/{newest(store)}",
                                  json=body("<p>x</p>", imageUrl=image_url))
    assert response.status_code == 422
    assert work_tree_status(content_dir) == ""


@pytest.mark.parametrize("image_url", [None, "", "/media/shoreline-home.webp",
                                       "https://images.example/photo.jpg"])
async def test_good_image_urls_are_kept(client: QuartClient, store: ContentStore,
                                        image_url: str | None) -> None:
    response = await client.patch(f"/api/admin/blog-posts/{newest(store)}",
                                  json=body("<p>x</p>", imageUrl=image_url))
    assert response.status_code == 200
    assert (await response.get_json())["imageUrl"] == (image_url or None)


async def test_post_carries_an_etag_and_answers_304_when_unchanged(
        client: QuartClient, store: ContentStore) -> None:
    slug = newest(store)
    first = await client.get(f"/api/blog-posts/{slug}")
    etag = first.headers["ETag"]
    assert etag.startswith('"') and len(etag) > 10
    again = await client.get(f"/api/blog-posts/{slug}", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert await again.get_data() == b""


async def test_save_with_the_current_etag_wins_and_a_stale_one_gets_412(
        client: QuartClient, store: ContentStore, content_dir: Path) -> None:
    slug = newest(store)
    etag = (await client.get(f"/api/blog-posts/{slug}")).headers["ETag"]
    saved = await client.patch(f"/api/admin/blog-posts/{slug}", json=body("<p>first</p>"),
                               headers={"If-Match": etag})
    assert saved.status_code == 200
    new_etag = saved.headers["ETag"]
    assert new_etag != etag
    assert (await client.get(f"/api/blog-posts/{slug}")).headers["ETag"] == new_etag
    before = commit_count(content_dir)
    stale = await client.patch(f"/api/admin/blog-posts/{slug}", json=body("<p>second</p>"),
                               headers={"If-Match": etag})
    assert stale.status_code == 412
    assert "changed elsewhere" in (await stale.get_json())["message"]
    assert store.read_post(slug).content == "<p>first</p>"
    assert commit_count(content_dir) == before


async def test_two_saves_with_the_same_etag_at_once_exactly_one_wins(
        client: QuartClient, store: ContentStore, content_dir: Path) -> None:
    slug = newest(store)
    etag = (await client.get(f"/api/blog-posts/{slug}")).headers["ETag"]
    before = commit_count(content_dir)
    results = await asyncio.gather(*(
        client.patch(f"/api/admin/blog-posts/{slug}", json=body(f"<p>writer {n}</p>"),
                     headers={"If-Match": etag}) for n in range(4)))
    statuses = sorted(r.status_code for r in results)
    assert statuses == [200, 412, 412, 412]
    winner = next(r for r in results if r.status_code == 200)
    assert store.read_post(slug).content == (await winner.get_json())["content"]
    assert commit_count(content_dir) == before + 1


def image_bytes(fmt: str, size: tuple[int, int] = (8, 6), mode: str = "RGB",
                **save: object) -> bytes:
    out = io.BytesIO()
    Image.new(mode, size, 128).save(out, fmt, **save)
    return out.getvalue()


def upload(data: bytes, name: str = "photo.png", content_type: str = "image/png",
           field: str = "image") -> dict[str, FileStorage]:
    return {field: FileStorage(io.BytesIO(data), filename=name, content_type=content_type)}


async def stored_upload(client: QuartClient, data: bytes, name: str) -> bytes:
    response = await client.post("/api/admin/images", files=upload(data, name))
    assert response.status_code == 200, await response.get_data()
    url = (await response.get_json())["imageUrl"]
    served = await client.get(url)
    assert served.headers["X-Content-Type-Options"] == "nosniff"
    return await served.get_data()


@pytest.mark.parametrize(("fmt", "extension", "mimetype"), [
    ("JPEG", "jpg", "image/jpeg"), ("PNG", "png", "image/png"),
    ("WEBP", "webp", "image/webp"), ("GIF", "gif", "image/gif")])
async def test_each_allowed_format_is_stored_with_its_exact_type(
        client: QuartClient, fmt: str, extension: str, mimetype: str) -> None:
    response = await client.post("/api/admin/images",
                                 files=upload(image_bytes(fmt), f"x.{extension}", mimetype))
    assert response.status_code == 200
    url = (await response.get_json())["imageUrl"]
    assert url.endswith("." + extension)
    assert (await client.get(url)).mimetype == mimetype


async def test_metadata_is_stripped(client: QuartClient) -> None:
    exif = Image.Exif()
    exif[0x010F] = "SecretCam"  # camera maker
    exif[0x0131] = "SecretSoftware 1.0"
    data = image_bytes("JPEG", exif=exif.tobytes())
    assert b"SecretCam" in data
    stored = await stored_upload(client, data, "gps.jpg")
    assert b"SecretCam" not in stored and b"SecretSoftware" not in stored
    assert b"Exif" not in stored


async def test_png_with_trailing_garbage_is_re_encoded_clean(client: QuartClient) -> None:
    garbage = b"<script>alert(1)</script>" * 10
    stored = await stored_upload(client, image_bytes("PNG") + garbage, "tail.png")
    assert garbage not in stored
    assert stored.endswith(b"IEND\xaeB`\x82")


async def test_decompression_bomb_is_refused(client: QuartClient,
                                             content_dir: Path) -> None:
    bomb = image_bytes("PNG", size=(10_000, 10_000), mode="1", optimize=True)
    assert len(bomb) < 200 * 1024  # small on the wire, 100 megapixels decoded
    response = await client.post("/api/admin/images", files=upload(bomb))
    assert response.status_code == 413
    assert work_tree_status(content_dir) == ""


async def test_truncated_image_is_refused(client: QuartClient, content_dir: Path) -> None:
    data = image_bytes("PNG", size=(64, 64), mode="RGB")
    response = await client.post("/api/admin/images", files=upload(data[: len(data) // 2]))
    assert 400 <= response.status_code < 500
    assert work_tree_status(content_dir) == ""


async def test_duplicate_image_field_is_400(client: QuartClient, content_dir: Path) -> None:
    response = await client.post(
        "/api/admin/images", form={"image": "text too"}, files=upload(image_bytes("PNG")))
    assert response.status_code == 400
    assert work_tree_status(content_dir) == ""


async def test_an_upload_waits_for_the_save_that_names_it(client: QuartClient,
                                                          content_dir: Path) -> None:
    before = commit_count(content_dir)
    response = await client.post("/api/admin/images", files=upload(image_bytes("PNG")))
    url = (await response.get_json())["imageUrl"]
    assert (content_dir / url.removeprefix("/")).is_file()
    assert commit_count(content_dir) == before  # tests/store/test_pending_uploads.py
