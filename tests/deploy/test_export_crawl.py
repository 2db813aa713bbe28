"""A crawl of the static export behind a plain static host: from the home page, the sitemap, the
feed and robots.txt, every same-site link, image (src and srcset), script, style sheet, icon,
sitemap and feed URL answers 200, and every page link answers the service alike; each page is
there with and without a final slash, as the service answers both."""

import json
import re
from pathlib import Path

from service.export.exporter import MANIFEST
from service.export.layout import NOT_FOUND_PATH
from service.routes import STAFF_PREFIX
from tests.addresses import BLOG_PREFIX
from tests.export_cases import SLASHED_LINK
from tests.servers import PUBLIC_URL
from tests.site_crawl import SiteCrawler, fetch

# What a static host sends to the service rather than answering from the files (docs/operating.md,
# "The static export").
SERVICE_PATHS = ("/api/", STAFF_PREFIX + "/")
STARTS = ("/", "/sitemap.xml", "/feed.xml", "/robots.txt")
TITLE = re.compile(rb"<title>(.*?)</title>", re.S)


def title(body: bytes) -> bytes:
    found = TITLE.search(body)
    return found.group(1) if found else b""


def test_every_url_a_crawl_of_the_export_finds_answers(static_url: str,
                                                        service_url: str) -> None:
    """Its set-up, 8 s to 35 s on a loaded machine when it comes first in its worker, is the run's
    one export and the service's start (`shared_site`, `service_url`); the crawl itself is quick."""
    found = SiteCrawler(static_url, PUBLIC_URL, skip=SERVICE_PATHS).crawl(STARTS)
    assert found.broken == []
    paths = [url.removeprefix(static_url) for url in found.status]
    # It saw the whole site: pages, posts, insurance pages, build files, images and variants.
    assert len([p for p in paths if p.startswith(BLOG_PREFIX)]) > 15
    assert len([p for p in paths if p.startswith("/insurance/")]) > 15
    for kind in ("/assets/", "/media/", "/media-variants/", "/favicon"):
        assert any(path.startswith(kind) for path in paths), kind
    assert static_url + SLASHED_LINK in found.page_links
    # The service answers each page link with the same page.
    for link in sorted(found.page_links):
        code, _, body = fetch(link)
        served_code, _, served = fetch(service_url + link.removeprefix(static_url))
        assert (served_code, title(served)) == (code, title(body)), link


def test_every_page_is_there_with_and_without_a_final_slash(static_url: str,
                                                            export_dir: Path) -> None:
    pages = json.loads((export_dir / MANIFEST).read_text("utf-8"))["pages"]
    paths = [path for path in pages if path not in ("/", NOT_FOUND_PATH)]
    assert len(paths) > 40
    for path in paths:
        code, _, body = fetch(static_url + path)
        assert code == 200 and fetch(static_url + path + "/") == (200, "text/html", body), path
