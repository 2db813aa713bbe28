"""Control characters and noncharacters never reach a stored post, the feed or the sitemap."""

import json
from pathlib import Path
from xml.etree import ElementTree

import feedparser
from quart.typing import TestClientProtocol as QuartClient

from service.store.content_store import ContentStore
from tests.addresses import post_address
from tests.service.conftest import StaffClient

HOSTILE = "Bell\x07 C1\x89 nul\x00 del\x7f nonchar\ufffe\U0010ffff end"
# A lone surrogate never reaches a post through the API: the JSON reader refuses it (400,
# tests/service/test_bad_input.py); the store strips it from what the CLI and importers bring.


async def test_hostile_characters_are_stripped_on_every_api_write(
        client: StaffClient, anonymous: QuartClient, store: ContentStore) -> None:
    created = await client.post("/api/admin/blog-posts", json={
        "title": HOSTILE, "excerpt": HOSTILE, "content": f"<p>{HOSTILE}</p>",
        "status": "published"})
    assert created.status_code == 201
    slug = (await created.get_json())["slug"]
    edited = await client.patch(f"/api/admin/blog-posts/{slug}", json={
        "title": HOSTILE + "!", "excerpt": HOSTILE, "content": HOSTILE, "imageUrl": None})
    assert edited.status_code == 200
    raw = store.post_path(slug).read_text("utf-8")
    stored = json.loads(raw)
    for field in ("title", "excerpt", "content"):
        text = stored[field]
        assert not any((ord(c) < 32 and c not in "\t\n") or 0x7F <= ord(c) <= 0x9F
                       or c in "\ufffe\U0010ffff" or 0xD800 <= ord(c) <= 0xDFFF for c in text)
        assert "Bell" in text and "end" in text

    feed_text = await (await anonymous.get("/feed.xml")).get_data(as_text=True)
    feed = feedparser.parse(feed_text)
    assert not feed.bozo, feed.bozo_exception
    assert any(entry.title.startswith("Bell C1 nul del nonchar") for entry in feed.entries)
    sitemap = await (await anonymous.get("/sitemap.xml")).get_data()
    root = ElementTree.fromstring(sitemap)
    assert any(loc.text and loc.text.endswith(post_address(slug)) for loc in root.iter(
        "{http://www.sitemaps.org/schemas/sitemap/0.9}loc"))


async def test_a_file_edited_by_hand_cannot_break_the_feed(app: object, anonymous: QuartClient,
                                                           store: ContentStore,
                                                           content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    path = store.post_path(post.slug)
    document = json.loads(path.read_text("utf-8"))
    document["title"] = "Typed\x07 by hand\x1b"
    path.write_text(json.dumps(document), "utf-8")
    state = app.extensions["agency_content"]  # type: ignore[attr-defined]
    await state.cache.refresh({path})
    feed = feedparser.parse(await (await anonymous.get("/feed.xml")).get_data(as_text=True))
    assert not feed.bozo, feed.bozo_exception
    assert any(entry.title == "Typed by hand" for entry in feed.entries)
