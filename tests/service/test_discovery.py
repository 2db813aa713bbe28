"""Sitemap, robots, feed, the summary listing, and validators and compression on answers."""

import gzip
import xml.etree.ElementTree as ET

import brotli
import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.routes import LISTED, STAFF_PREFIX, fixed_paths, routes_of
from service.state import EXTENSION_KEY, AppState
from service.store.content_store import ContentStore
from tests.addresses import post_address

SITEMAP_NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
ATOM_NS = {"a": "http://www.w3.org/2005/Atom"}
# Product pages of the content, each at the path its document names.
PRODUCT_PAGES = [
    "/insurance/vehicle-insurance/motorcycle-insurance",
    "/insurance/property-insurance/flood-insurance", "/insurance/business-insurance/bonds",
]


async def sitemap_urls(client: QuartClient) -> dict[str | None, str | None]:
    """The app's own sitemap: each address with its lastmod."""
    response = await client.get("/sitemap.xml")
    assert response.status_code == 200 and response.mimetype == "application/xml"
    root = ET.fromstring(await response.get_data())
    return {url.findtext("s:loc", namespaces=SITEMAP_NS):
            url.findtext("s:lastmod", namespaces=SITEMAP_NS)
            for url in root.findall("s:url", SITEMAP_NS)}


async def test_sitemap_lists_the_route_tables_public_pages_and_no_other(
        anonymous: QuartClient) -> None:
    listed = [str(url).removeprefix("http://localhost") for url in await sitemap_urls(anonymous)]
    missing = [path for path in fixed_paths("pages") if path not in listed]
    assert missing == [], "fixed pages of service/site/routes.json missing from the sitemap"
    for route in routes_of("content"):
        assert any(route.matches(path) for path in listed), f"no {route.path} in the sitemap"
    # Every address is one the router shows a listed page at: never an unlisted page (noindex)
    # or a staff screen.
    assert [path for path in listed
            if not any(route.matches(path) for route in routes_of(*LISTED))] == []
    kept_out = [path for path in fixed_paths("unlisted", "staff") if path in listed]
    assert kept_out == [] and fixed_paths("unlisted") and fixed_paths("staff")
    assert not any(path.startswith(STAFF_PREFIX) for path in listed)


async def test_sitemap_lists_every_route_and_post_with_lastmod(anonymous: QuartClient,
                                                               store: ContentStore) -> None:
    urls = await sitemap_urls(anonymous)
    for route in [*fixed_paths("pages"), *PRODUCT_PAGES]:
        assert f"http://localhost{route}" in urls
    assert "http://localhost/insurance/vehicle-insurance/auto-insurance" in urls
    for post in store.read_posts()[0]:
        assert urls[f"http://localhost{post_address(post.slug)}"] == post.date.isoformat()
    assert all(lastmod for lastmod in urls.values())
    assert not any("/admin" in url for url in urls)


async def test_robots_disallows_admin_and_names_the_sitemap(anonymous: QuartClient) -> None:
    text = await (await anonymous.get("/robots.txt")).get_data(as_text=True)
    assert "Disallow: /admin" in text.splitlines()
    # An unlisted page stays crawlable, or crawlers would never read its noindex.
    assert not any(f"Disallow: {path}" in text for path in fixed_paths("unlisted"))
    assert "Sitemap: http://localhost/sitemap.xml" in text


async def test_feed_has_the_newest_posts(anonymous: QuartClient, store: ContentStore) -> None:
    response = await anonymous.get("/feed.xml")
    assert response.mimetype == "application/atom+xml"
    root = ET.fromstring(await response.get_data())
    entries = root.findall("a:entry", ATOM_NS)
    newest = store.read_posts()[0][0]
    assert entries[0].findtext("a:title", namespaces=ATOM_NS) == newest.title
    link = entries[0].find("a:link", ATOM_NS)
    assert link is not None and link.get("href") == f"http://localhost{post_address(newest.slug)}"
    assert len(entries) == min(20, len(store.read_posts()[0]))


async def test_summary_listing_leaves_out_content(anonymous: QuartClient,
                                                  store: ContentStore) -> None:
    full = await (await anonymous.get("/api/blog-posts")).get_json()
    summary = await (await anonymous.get("/api/blog-posts?view=summary")).get_json()
    assert [p["slug"] for p in summary] == [p["slug"] for p in full]
    assert all(list(p) == ["id", "slug", "title", "date", "excerpt", "imageUrl", "imageAlt",
                           "author", "coverages"]
               for p in summary)
    assert (await anonymous.get("/api/blog-posts?view=bogus")).status_code == 400


async def test_answers_carry_etags_and_304(anonymous: QuartClient) -> None:
    for path in ("/api/blog-posts", "/api/services", "/", "/sitemap.xml"):
        first = await anonymous.get(path)
        etag = first.headers["ETag"]
        again = await anonymous.get(path, headers={"If-None-Match": etag})
        assert again.status_code == 304, path


async def test_text_answers_are_gzipped_when_asked(anonymous: QuartClient) -> None:
    plain = await anonymous.get("/api/blog-posts")
    packed = await anonymous.get("/api/blog-posts", headers={"Accept-Encoding": "gzip"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in packed.headers["Vary"]
    assert gzip.decompress(await packed.get_data()) == await plain.get_data()
    assert len(await packed.get_data()) < len(await plain.get_data()) / 2


@pytest.mark.parametrize("path", ["/api/blog-posts", "/api/blog-posts?view=summary",
                                  "/sitemap.xml", "/feed.xml"])
async def test_lists_sitemap_and_feed_come_in_brotli_gzip_or_plain(anonymous: QuartClient,
                                                                   path: str) -> None:
    plain = await anonymous.get(path, headers={"Accept-Encoding": "identity"})
    body = await plain.get_data()
    assert "Content-Encoding" not in plain.headers and len(body) > 1024
    answers = {}
    for accepted, coding in (("gzip, deflate, br", "br"), ("gzip", "gzip"),
                             ("br;q=0.5, gzip", "gzip"), ("*", "br")):
        answer = await anonymous.get(path, headers={"Accept-Encoding": accepted})
        assert answer.headers["Content-Encoding"] == coding, accepted
        assert answer.headers["ETag"] == plain.headers["ETag"]
        assert "Accept-Encoding" in answer.headers["Vary"]
        answers[coding] = await answer.get_data()
    assert brotli.decompress(answers["br"]) == gzip.decompress(answers["gzip"]) == body
    assert len(answers["br"]) < len(body) / 2


@pytest.mark.parametrize("path", ["/robots.txt", "/sitemap.xml", "/feed.xml",
                                  "/api/blog-posts?view=summary"])
async def test_discovery_answers_are_304_when_unchanged(anonymous: QuartClient,
                                                       path: str) -> None:
    first = await anonymous.get(path, headers={"Accept-Encoding": "br"})
    again = await anonymous.get(path, headers={"If-None-Match": first.headers["ETag"],
                                               "Accept-Encoding": "br"})
    assert again.status_code == 304 and await again.get_data() == b""
    assert again.headers["ETag"] == first.headers["ETag"]
    other = await anonymous.get(path, headers={"If-None-Match": '"something-else"'})
    assert other.status_code == 200


async def test_sitemap_feed_and_lists_are_built_once_per_content_version(
        app: Quart, anonymous: QuartClient, store: ContentStore) -> None:
    state: AppState = app.extensions[EXTENSION_KEY]
    paths = ("/sitemap.xml", "/feed.xml", "/robots.txt", "/api/blog-posts",
             "/api/blog-posts?view=summary")
    first = {path: (await anonymous.get(path)).headers["ETag"] for path in paths}
    assert (state.answers.builds, state.answers.compressions) == (5, 0)  # none asked for one
    for accepted in ("gzip", "br", "identity", "gzip, br", "br"):
        for path in paths:
            answer = await anonymous.get(path, headers={"Accept-Encoding": accepted})
            assert answer.headers["ETag"] == first[path]
    # Each coding of each answer made once; robots.txt is too small to compress.
    assert (state.answers.builds, state.answers.compressions) == (5, 8)
    post = store.read_posts()[0][0]
    path = store.post_path(post.slug)
    path.write_text(path.read_text("utf-8").replace(post.title, "A new title", 1), "utf-8")
    await state.cache.refresh({path})
    after = {path: await anonymous.get(path) for path in paths}
    # The sitemap names no titles: built again, it has the same bytes and so the same tag.
    assert {path for path in paths if after[path].headers["ETag"] != first[path]} == \
        {"/feed.xml", "/api/blog-posts", "/api/blog-posts?view=summary"}
    assert "A new title" in await after["/feed.xml"].get_data(as_text=True)
    assert state.answers.builds == 9  # robots.txt does not follow the content


async def test_discovery_answers_follow_the_origin(app: Quart, anonymous: QuartClient) -> None:
    here = await (await anonymous.get("/robots.txt")).get_data(as_text=True)
    there = await (await anonymous.get("/robots.txt", headers={"Host": "127.0.0.1"})).get_data(
        as_text=True)
    assert "Sitemap: http://localhost/sitemap.xml" in here
    assert "Sitemap: http://127.0.0.1/sitemap.xml" in there
