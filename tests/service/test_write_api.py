"""PATCH and upload: valid changes are written and committed; bad input is a 4xx with no write."""

import io
import json
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from quart.datastructures import FileStorage
from quart.typing import TestClientProtocol as QuartClient

from service.auth.session_guard import CSRF_HEADER
from service.store.content_store import ContentStore
from tests.conftest import commit_count, files_in_commit, work_tree_status
from tests.service.conftest import ORIGIN, StaffClient

VALID = {"title": "Winter driving, revised", "excerpt": "Shorter.",
         "content": "<p>First.</p>\n<p>Second.</p>", "imageUrl": ""}


def png_bytes(width: int = 4, height: int = 3, **save: Any) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (20, 60, 90)).save(out, "PNG", **save)
    return out.getvalue()


PNG = png_bytes()


def newest_slug(store: ContentStore) -> str:
    return store.read_posts()[0][0].slug


async def test_patch_updates_the_post_and_commits_it(client: QuartClient,
                                                     store: ContentStore,
                                                     content_dir: Path) -> None:
    slug = newest_slug(store)
    response = await client.patch(f"/api/admin/blog-posts/{slug}", json=VALID)
    assert response.status_code == 200
    answer = await response.get_json()
    assert (answer.pop("status"), answer.pop("publishAt")) == ("published", None)
    assert answer.pop("wordingReviews") == []  # none to keep, so none in the file either
    body = answer  # staff answers add the status and the wording reviews to the spec's fields
    assert body["title"] == VALID["title"] and body["imageUrl"] is None
    assert body["slug"] == slug
    # The file leaves out an image description that is not there (null in answers).
    stored = json.loads(store.post_path(slug).read_text("utf-8"))
    assert "imageAlt" not in stored and stored | {"imageAlt": None} == body
    assert files_in_commit(content_dir) == [f"posts/{slug}.json"]
    assert (await (await client.get(f"/api/blog-posts/{slug}")).get_json()) == body
    listed = await (await client.get("/api/blog-posts")).get_json()
    assert next(p for p in listed if p["slug"] == slug) == body


async def test_the_image_description_is_written_kept_and_cleared_with_its_image(
        client: QuartClient, store: ContentStore) -> None:
    slug = newest_slug(store)
    image = {**VALID, "imageUrl": "/media/winter-road.webp"}
    described = {**image, "imageAlt": "  A plowed road\x07 in winter  "}
    answer = await (await client.patch(f"/api/admin/blog-posts/{slug}", json=described)).get_json()
    assert answer["imageAlt"] == "A plowed road in winter"  # cleaned like a title, trimmed
    public = await (await client.get(f"/api/blog-posts/{slug}")).get_json()
    assert public["imageAlt"] == "A plowed road in winter"
    listed = await (await client.get("/api/blog-posts?view=summary")).get_json()
    assert next(p for p in listed if p["slug"] == slug)["imageAlt"] == "A plowed road in winter"
    # An editor that does not send it leaves it; a new image without one clears it; blank is null.
    kept = await (await client.patch(f"/api/admin/blog-posts/{slug}", json=image)).get_json()
    assert kept["imageAlt"] == "A plowed road in winter"
    other = {**VALID, "imageUrl": "/media/sailboat-sound.webp"}
    cleared = await (await client.patch(f"/api/admin/blog-posts/{slug}", json=other)).get_json()
    assert cleared["imageAlt"] is None
    blank = await (await client.patch(f"/api/admin/blog-posts/{slug}",
                                      json={**other, "imageAlt": "   "})).get_json()
    assert blank["imageAlt"] is None and store.read_post(slug).imageAlt is None


async def test_patch_unknown_post_is_404(client: QuartClient, content_dir: Path) -> None:
    for slug in ("no-such-post", "..%2Fsite", "UPPER"):
        response = await client.patch(f"/api/admin/blog-posts/{slug}", json=VALID)
        assert response.status_code == 404
    assert work_tree_status(content_dir) == ""


BAD_BODIES: list[tuple[str, Any]] = [
    ("missing field", {k: v for k, v in VALID.items() if k != "content"}),
    ("title not a string", {**VALID, "title": 5}),
    ("content a list", {**VALID, "content": ["<p>x</p>"]}),
    ("imageUrl a number", {**VALID, "imageUrl": 3}),
    ("imageUrl javascript", {**VALID, "imageUrl": "javascript:alert(1)"}),
    ("empty title", {**VALID, "title": ""}),
    ("overlong title", {**VALID, "title": "x" * 201}),
    ("overlong image description", {**VALID, "imageAlt": "x" * 251}),
    ("image description a list", {**VALID, "imageAlt": ["a"]}),
    ("unknown field", {**VALID, "views": 5}),
    ("bad slug", {**VALID, "slug": "Not A Slug"}),
    ("bad status", {**VALID, "status": "live"}),
    ("array body", [VALID]),
    ("null body", None),
    ("string body", "hello"),
]


@pytest.mark.parametrize(("case", "body"), BAD_BODIES, ids=[c for c, _ in BAD_BODIES])
async def test_patch_with_a_bad_body_is_4xx_and_writes_nothing(
        client: QuartClient, store: ContentStore, content_dir: Path,
        case: str, body: Any) -> None:
    before = commit_count(content_dir)
    response = await client.patch(f"/api/admin/blog-posts/{newest_slug(store)}",
                                  data=json.dumps(body),
                                  headers={"Content-Type": "application/json"})
    assert 400 <= response.status_code < 500, case
    assert "message" in await response.get_json()
    assert commit_count(content_dir) == before
    assert work_tree_status(content_dir) == ""


@pytest.mark.parametrize(("raw", "content_type"), [
    (b"{not json", "application/json"),
    (b'{"title": "\xff\xfe"}', "application/json"),
    (json.dumps(VALID).encode(), "text/plain"),
    (b"", "application/json"),
])
async def test_patch_with_an_unreadable_body_is_4xx(client: QuartClient,
                                                    store: ContentStore, content_dir: Path,
                                                    raw: bytes, content_type: str) -> None:
    response = await client.patch(f"/api/admin/blog-posts/{newest_slug(store)}", data=raw,
                                  headers={"Content-Type": content_type})
    assert 400 <= response.status_code < 500
    assert response.mimetype == "application/json"
    assert work_tree_status(content_dir) == ""


async def test_patch_with_an_oversize_body_is_413(client: QuartClient,
                                                  store: ContentStore, content_dir: Path) -> None:
    body = {**VALID, "content": "<p>" + "x" * (400 * 1024) + "</p>"}
    response = await client.patch(f"/api/admin/blog-posts/{newest_slug(store)}", json=body)
    assert response.status_code in (413, 422)
    assert work_tree_status(content_dir) == ""


def image_form(data: bytes, name: str = "photo.png", field: str = "image",
               content_type: str = "image/png") -> dict[str, FileStorage]:
    return {field: FileStorage(io.BytesIO(data), filename=name, content_type=content_type)}


async def test_upload_stores_the_image_and_answers_its_url(client: QuartClient,
                                                           store: ContentStore,
                                                           content_dir: Path) -> None:
    response = await client.post("/api/admin/images", files=image_form(PNG))
    assert response.status_code == 200
    body = await response.get_json()
    assert list(body) == ["imageUrl"]
    url = body["imageUrl"]
    assert url.startswith("/media/uploads/") and url.endswith(".png")
    assert "photo" not in url
    assert url.removeprefix("/") not in files_in_commit(content_dir)  # it waits for a save
    served = await client.get(url)
    assert served.status_code == 200
    assert served.mimetype == "image/png"
    assert served.headers["X-Content-Type-Options"] == "nosniff"
    with Image.open(io.BytesIO(await served.get_data())) as stored:
        assert (stored.format, stored.size) == ("PNG", (4, 3))


@pytest.mark.parametrize(("data", "name", "content_type"), [
    (b"<html><script>alert(1)</script></html>", "evil.png", "image/png"),
    (b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "a.svg",
     "image/svg+xml"),
    (b"%PDF-1.4", "doc.pdf", "application/pdf"),
    (b"", "empty.png", "image/png"),
])
async def test_upload_of_a_non_image_is_415(client: QuartClient, content_dir: Path,
                                            data: bytes, name: str, content_type: str) -> None:
    response = await client.post("/api/admin/images",
                                 files=image_form(data, name, content_type=content_type))
    assert response.status_code == 415
    assert work_tree_status(content_dir) == ""


async def test_upload_without_the_image_field_is_400(client: QuartClient,
                                                     content_dir: Path) -> None:
    response = await client.post("/api/admin/images", files=image_form(PNG, field="file"))
    assert response.status_code == 400
    response = await client.post("/api/admin/images", json={"image": "x"})
    assert response.status_code == 400
    assert work_tree_status(content_dir) == ""


async def test_upload_too_large_is_413(client: QuartClient, content_dir: Path) -> None:
    response = await client.post("/api/admin/images",
                                 files=image_form(PNG + b"\x00" * (300 * 1024)))
    assert response.status_code == 413
    assert work_tree_status(content_dir) == ""


async def test_patch_without_if_match_is_428_and_writes_nothing(client: StaffClient,
                                                                store: ContentStore,
                                                                content_dir: Path) -> None:
    slug = newest_slug(store)
    before = commit_count(content_dir)
    response = await client.raw.patch(f"/api/admin/blog-posts/{slug}", json=VALID, headers={
        "Origin": ORIGIN, CSRF_HEADER: client.csrf_token})
    assert response.status_code == 428
    assert "reload" in (await response.get_json())["message"]
    assert commit_count(content_dir) == before and work_tree_status(content_dir) == ""
