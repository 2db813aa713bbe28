"""`agency site export DIR` served by nginx as a plain static host ($uri, $uri/index.html,
$uri.html, 404.html): every route answers as the service does, only public posts are there, the
data files are the API's answers, renamed posts forward, media come with their variants."""

import json
import re
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from service.export.exporter import MANIFEST
from service.export.layout import NOT_FOUND_PATH, data_file, page_file
from service.requests.tokens import FORM_TOKEN_MARKER
from service.routes import EXPORTED, STAFF_PREFIX, fixed_paths, routes_of
from service.site.app_media import APP_MEDIA_DIR
from service.site.build_files import SOURCEMAP_DIR
from tests.addresses import (
    BLOG_INDEX,
    BLOG_PREFIX,
    COMMON_WRONG,
    MOVED_CASES,
    post_address,
    post_file,
)
from tests.export_cases import DRAFT_TITLE, SCHEDULED_TITLE, PublishingCases
from tests.servers import PUBLIC_URL, web_dist

SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


def get(url: str) -> tuple[int, bytes, dict[str, str]]:
    try:
        with urllib.request.urlopen(url, timeout=30) as answer:
            return answer.status, answer.read(), dict(answer.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read(), dict(error.headers)


class Headings(HTMLParser):
    """The page's <title>, its first <h1> and its canonical link, as text."""

    def __init__(self) -> None:
        super().__init__()
        self.title = self.h1 = ""
        self.canonical: str | None = None
        self._in: str | None = None
        self._h1_done = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "link" and values.get("rel") == "canonical":
            self.canonical = values.get("href")
        if tag == "title" or (tag == "h1" and not self._h1_done):
            self._in = tag

    def handle_endtag(self, tag: str) -> None:
        if tag == self._in:
            self._h1_done = self._h1_done or tag == "h1"
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "title":
            self.title += data
        elif self._in == "h1":
            self.h1 += data


def headings(body: bytes) -> Headings:
    parser = Headings()
    parser.feed(body.decode("utf-8"))
    return parser


def routes(service_url: str) -> list[str]:
    _, body, _ = get(service_url + "/sitemap.xml")
    locations = [loc.text or "" for loc in ET.fromstring(body).iter(f"{SITEMAP}loc")]
    return [location.removeprefix(PUBLIC_URL) for location in locations]


def test_every_route_has_the_services_title_h1_and_canonical_link(
        static_url: str, service_url: str) -> None:
    """Over 13 s on a loaded machine: each of the sitemap's pages, more than 40, rendered by the
    service's render worker (unless an earlier test had it rendered) beside the export's copy."""
    paths = routes(service_url)
    assert len(paths) > 40 and BLOG_INDEX in paths
    for path in [*paths, "/no-such-page"]:
        served_status, served, _ = get(service_url + path)
        static_status, static, _ = get(static_url + path)
        assert static_status == served_status, path
        expected, found = headings(served), headings(static)
        assert found.title.strip() and found.title == expected.title, path
        assert found.h1 == expected.h1, path
        if served_status == 200:
            assert found.canonical == f"{PUBLIC_URL}{path}" if path != "/" else PUBLIC_URL + "/"
            assert found.canonical == expected.canonical, path
        assert b'<meta name="agency-static-data" content="/data">' in static, path
        assert FORM_TOKEN_MARKER.encode() not in static
    # An unknown post gets the one 404.html a static host has (the browser app then says
    # "Blog Post Not Found", as tests/browser/test_static_export.py shows).
    assert get(static_url + post_address("no-such-post"))[0] == 404


NOINDEX = b'<meta name="robots" content="noindex"'


def test_the_route_tables_public_pages_are_exported_and_staff_screens_are_not(
        static_url: str, service_url: str, export_dir: Path) -> None:
    pages = json.loads((export_dir / MANIFEST).read_text("utf-8"))["pages"]
    missing = [path for path in fixed_paths("pages", "unlisted")
               if path not in pages or not (export_dir / page_file(path)).is_file()]
    assert missing == [], "pages of service/site/routes.json missing from the export"
    for route in routes_of("content"):
        assert any(route.matches(path) for path in pages), f"no {route.path} exported"
    assert set(routes(service_url)) <= set(pages), "a page of the sitemap is not exported"
    # Nothing else: no staff screen, no address the router has no public route for.
    assert [path for path in pages if path != NOT_FOUND_PATH
            and not any(route.matches(path) for route in routes_of(*EXPORTED))] == []
    assert not any(path.startswith(STAFF_PREFIX) for path in pages)
    assert not list(export_dir.glob(STAFF_PREFIX.strip("/") + "*"))
    for path in fixed_paths("staff"):
        assert get(static_url + path)[0] == 404, path
    # Unlisted pages are there for visitors, and tell search engines to leave them out.
    for path in fixed_paths("pages", "unlisted"):
        status, body, _ = get(static_url + path)
        assert status == 200 and (NOINDEX in body) == (path in fixed_paths("unlisted")), path


def test_sitemap_robots_and_feed_are_the_services(static_url: str, service_url: str) -> None:
    for name in ("/sitemap.xml", "/robots.txt", "/feed.xml"):
        assert get(static_url + name)[1] == get(service_url + name)[1], name
    assert f"Sitemap: {PUBLIC_URL}/sitemap.xml".encode() in get(static_url + "/robots.txt")[1]


def test_data_files_are_the_apis_answers(static_url: str, service_url: str,
                                         export_dir: Path) -> None:
    _, summary, _ = get(service_url + "/api/blog-posts?view=summary")
    reads = ["/api/blog-posts", "/api/blog-posts?view=summary", "/api/site", "/api/services",
             "/api/companies", "/api/pages/about", "/api/copy/faq",
             "/api/products", "/api/products/flood-insurance", "/api/authors"]
    slugs = re.findall(rb'"slug":"([a-z0-9-]+)"', summary)
    reads += [f"/api/blog-posts/{slug.decode()}" for slug in slugs]
    for url in reads:
        relative = data_file(url)
        assert relative is not None, url
        status, body, headers = get(f"{static_url}/{relative}")
        assert status == 200 and headers["Content-Type"] == "application/json", url
        assert body == get(service_url + url)[1], url


def test_only_public_posts_are_exported(static_url: str, export_dir: Path,
                                        site: tuple[Path, PublishingCases]) -> None:
    _, cases = site
    # A published post's page is found where a draft's is looked for below.
    assert (export_dir / page_file(cases.new_address)).is_file()
    for slug in (cases.draft, cases.scheduled):
        assert not (export_dir / post_file(slug)).exists()
        assert not (export_dir / "data" / "blog-posts" / f"{slug}.json").exists()
        assert get(f"{static_url}{post_address(slug)}")[0] == 404
    everything = b"".join(path.read_bytes() for path in export_dir.rglob("*")
                          if path.is_file() and path.suffix in (".html", ".json", ".xml"))
    assert DRAFT_TITLE.encode() not in everything and SCHEDULED_TITLE.encode() not in everything


def test_a_renamed_posts_old_address_forwards(static_url: str, export_dir: Path,
                                              site: tuple[Path, PublishingCases]) -> None:
    _, cases = site
    status, body, _ = get(static_url + cases.old_address)
    target = PUBLIC_URL + cases.new_address
    assert status == 200
    assert f'<meta http-equiv="refresh" content="0; url={target}">'.encode() in body
    assert f'<link rel="canonical" href="{target}">'.encode() in body
    assert f"{cases.old_address} {cases.new_address} 301\n" in (
        export_dir / "_redirects").read_text("utf-8")
    assert get(static_url + cases.new_address)[0] == 200


def test_the_route_tables_moved_addresses_forward(static_url: str, export_dir: Path,
                                                  service_url: str) -> None:
    """routes.json's moved table (the export was made with tests.addresses.MOVED_CASES): a
    forwarding page and a `_redirects` line for each page an old address leads to, the table's
    own common wrong addresses (/faq, /quote, /team) among them."""
    posts = [path for path in routes(service_url) if path.startswith(BLOG_PREFIX)]
    old_prefix = next(old for old, new in MOVED_CASES.items() if new == BLOG_INDEX)
    forwards = {old_prefix: BLOG_INDEX, "/questions": "/faqs", **COMMON_WRONG,
                **{old_prefix + path.removeprefix(BLOG_INDEX): path for path in posts}}
    listed = (export_dir / "_redirects").read_text("utf-8")
    for old, new in forwards.items():
        status, body, _ = get(static_url + old)
        assert status == 200, old
        assert f'<meta http-equiv="refresh" content="0; url={PUBLIC_URL}{new}">'.encode() in body
        assert f"{old} {new} 301\n" in listed
    assert posts and len(listed.splitlines()) >= len(forwards)


@pytest.mark.parametrize("width", [320, 1280])
def test_media_and_their_width_variants(static_url: str, service_url: str, width: int) -> None:
    name = "winter-road.webp"
    assert get(f"{static_url}/media/{name}")[1] == get(f"{service_url}/media/{name}")[1]
    status, variant, headers = get(f"{static_url}/media-variants/{width}/{name}.webp")
    assert status == 200 and headers["Content-Type"] == "image/webp"
    assert variant == get(f"{service_url}/media/{name}?w={width}")[1]


@pytest.mark.parametrize("width", [320, 1280])
def test_the_applications_own_images_and_their_variants(static_url: str, service_url: str,
                                                        export_dir: Path, width: int) -> None:
    """The illustrations come from the application, not the content folder, in the export too."""
    drawings = sorted(path.relative_to(APP_MEDIA_DIR).as_posix()
                      for path in APP_MEDIA_DIR.rglob("*.webp"))
    exported = sorted(path.relative_to(export_dir / "app-media").as_posix()
                      for path in (export_dir / "app-media").rglob("*.webp"))
    assert exported == drawings and drawings
    name = "illustrations/home-1.webp"
    assert get(f"{static_url}/app-media/{name}")[1] == (APP_MEDIA_DIR / name).read_bytes()
    status, variant, headers = get(f"{static_url}/app-media-variants/{width}/{name}.webp")
    assert status == 200 and headers["Content-Type"] == "image/webp"
    assert variant == get(f"{service_url}/app-media/{name}?w={width}")[1]


def test_the_build_is_there_and_what_is_private_is_not(static_url: str, export_dir: Path) -> None:
    index = (export_dir / "index.html").read_text("utf-8")
    for asset in re.findall(r'(?:src|href)="(/assets/[^"]+)"', index):
        assert get(static_url + asset)[0] == 200, asset
    assert not (export_dir / "server").exists()
    assert not list(export_dir.rglob("*.sqlite3"))
    # Source maps hold the original source (the staff editor's too), named after the hashes.
    assert not list(export_dir.rglob("*.map"))
    source_map = next((web_dist() / SOURCEMAP_DIR).glob("main-*.js.map")).name
    assert get(f"{static_url}/{SOURCEMAP_DIR}/{source_map}")[0] == 404
