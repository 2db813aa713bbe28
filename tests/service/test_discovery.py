"""Sitemap, robots, feed, the summary listing, and validators and compression on answers."""

import gzip
import xml.etree.ElementTree as ET

from quart.typing import TestClientProtocol as QuartClient

from service.store.content_store import ContentStore

SITEMAP_NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
ATOM_NS = {"a": "http://www.w3.org/2005/Atom"}
SPEC_ROUTES = [
    "/", "/blog", "/about", "/about/our-team", "/about/companies-we-represent",
    "/about/why-an-independent-agent", "/insurance", "/insurance-services", "/insurance/vehicle",
    "/insurance/property", "/insurance/business", "/online-services", "/faqs", "/contact",
    "/request-quote", "/request-policy-change",
    "/insurance/vehicle-insurance/motorcycle-insurance",
    "/insurance/property-insurance/flood-insurance", "/insurance/business-insurance/bonds",
]


async def test_sitemap_lists_every_route_and_post_with_lastmod(anonymous: QuartClient,
                                                               store: ContentStore) -> None:
    response = await anonymous.get("/sitemap.xml")
    assert response.status_code == 200 and response.mimetype == "application/xml"
    root = ET.fromstring(await response.get_data())
    urls = {url.findtext("s:loc", namespaces=SITEMAP_NS):
            url.findtext("s:lastmod", namespaces=SITEMAP_NS)
            for url in root.findall("s:url", SITEMAP_NS)}
    for route in SPEC_ROUTES:
        assert f"http://localhost{route}" in urls
    assert "http://localhost/insurance/vehicle-insurance/auto-insurance" in urls
    for post in store.read_posts()[0]:
        assert urls[f"http://localhost/blog/{post.slug}"] == post.date.isoformat()
    assert all(lastmod for lastmod in urls.values())
    assert not any("/admin" in url for url in urls)


async def test_robots_disallows_admin_and_names_the_sitemap(anonymous: QuartClient) -> None:
    text = await (await anonymous.get("/robots.txt")).get_data(as_text=True)
    assert "Disallow: /admin" in text.splitlines()
    assert "Sitemap: http://localhost/sitemap.xml" in text


async def test_feed_has_the_newest_posts(anonymous: QuartClient, store: ContentStore) -> None:
    response = await anonymous.get("/feed.xml")
    assert response.mimetype == "application/atom+xml"
    root = ET.fromstring(await response.get_data())
    entries = root.findall("a:entry", ATOM_NS)
    newest = store.read_posts()[0][0]
    assert entries[0].findtext("a:title", namespaces=ATOM_NS) == newest.title
    link = entries[0].find("a:link", ATOM_NS)
    assert link is not None and link.get("href") == f"http://localhost/blog/{newest.slug}"
    assert len(entries) == min(20, len(store.read_posts()[0]))


async def test_summary_listing_leaves_out_content(anonymous: QuartClient,
                                                  store: ContentStore) -> None:
    full = await (await anonymous.get("/api/blog-posts")).get_json()
    summary = await (await anonymous.get("/api/blog-posts?view=summary")).get_json()
    assert [p["slug"] for p in summary] == [p["slug"] for p in full]
    assert all(list(p) == ["id", "slug", "title", "date", "excerpt", "imageUrl"] for p in summary)
    assert (await anonymous.get("/api/blog-posts?view=bogus")).status_code == 400


async def test_answers_carry_etags_and_304(anonymous: QuartClient) -> None:
    for path in ("/api/blog-posts", "/api/services", "/", "/sitemap.xml"):
        first = await anonymous.get(path)
        etag = first.headers["ETag"]
        again = await anonymous.get(path, headers={"If-None-Match": etag})
        assert again.status_code == 304, path


async def test_text_answers_are_gzipped_when_asked(anonymous: QuartClient) -> None:
    plain = await anonymous.get("/api/blog-posts")
    packed = await anonymous.get("/api/blog-posts", headers={"Accept-Encoding": "gzip, br"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in packed.headers["Vary"]
    assert gzip.decompress(await packed.get_data()) == await plain.get_data()
    assert len(await packed.get_data()) < len(await plain.get_data()) / 2
