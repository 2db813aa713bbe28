"""Every internal link on every page of the sitemap (and the few pages it leaves out) leads to a
page, never to the 404 page."""

import json
import urllib.request
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urldefrag, urlsplit

import pytest
from playwright.sync_api import Page, expect

from service.routes import STAFF_PREFIX, fixed_paths
from tests.addresses import BLOG_PREFIX
from tests.browser.helpers import (
    WIDTHS,
    collect_console_errors,
    set_width,
    side_by_side,
    tabs_beside,
    years_in_business,
    years_named,
)
from tests.site_crawl import fetch

NOT_FOUND = "404 Page Not Found"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
# The crawl is cut in parts that test workers take side by side (it waits on the network a lot),
# and each part opens its pages a few at a time, for the same reason.
CRAWL_SHARDS = 4
AT_ONCE = 3
# Pages crawlers are not sent to, so the sitemap does not list them (the route table's unlisted
# pages and staff screens); their links are checked all the same.
UNLISTED_PATHS = fixed_paths("unlisted", "staff")
# The pages whose copy counts the agency's years in business (the test content's pages/about.json
# and copy/team.json write {yearsInBusiness}); the others name only the founding year.
COUNTING_PATHS = {"/about", "/about/our-team"}


def sitemap_paths(base_url: str) -> list[str]:
    """The public pages as the service lists them for crawlers: the fixed routes, a page per product
    document of the content, the services and the posts."""
    with urllib.request.urlopen(base_url + "/sitemap.xml") as answer:
        tree = ElementTree.fromstring(answer.read())
    return [urlsplit(loc.text or "").path for loc in tree.iter(f"{SITEMAP}loc")]


def product_paths(content: Path) -> list[str]:
    """The path each product document of the served content names."""
    return [json.loads(file.read_text("utf-8"))["path"]
            for file in sorted((content / "products").glob("*.json"))]


def settle(page: Page, url: str) -> str:
    """Open url and wait until its route has rendered its <h1>; the text of <main>."""
    page.goto(url)
    page.locator("main h1").first.wait_for(state="attached", timeout=15_000)
    return page.locator("main").inner_text()


def visited(page: Page, base_url: str, routes: list[str]
            ) -> Iterator[tuple[str, Page, list[str]]]:
    """Each route opened in Chromium, AT_ONCE side by side in tabs of the page's context: the
    route, its tab once its route has rendered its <h1> and the network has settled, and what it
    logged as errors."""
    tabs = tabs_beside(page, AT_ONCE)
    logs = {id(tab): collect_console_errors(tab) for tab in tabs}
    before = {id(tab): 0 for tab in tabs}
    for route, tab in side_by_side(tabs, [base_url + route for route in routes]):
        tab.locator("main h1").first.wait_for(state="attached", timeout=15_000)
        tab.wait_for_load_state("networkidle")
        log = logs[id(tab)]
        yield route.removeprefix(base_url), tab, log[before[id(tab)]:]
        before[id(tab)] = len(log)


def internal_links(page: Page) -> set[str]:
    hrefs: list[str] = page.eval_on_selector_all(
        "a[href^='/']", "links => links.map(link => link.getAttribute('href'))")
    paths = set()
    for href in hrefs:
        path = urldefrag(href).url
        if not path or path.startswith("//") or path.startswith(("/api/", "/media/")):
            continue
        paths.add(path)
    return paths


def test_the_crawl_starts_from_the_sitemap_with_every_product_page(
        base_url: str, served_content: Path) -> None:
    paths = sitemap_paths(base_url)
    assert "/" in paths and "/faqs" in paths and "/insurance/vehicle" in paths
    products = product_paths(served_content)
    assert len(products) == 17 and "/insurance/business-insurance/bonds" in products
    assert set(products) <= set(paths)


@pytest.fixture(scope="module")
def founded(base_url: str) -> int:
    """The agency's founding year, as the site facts keep it."""
    with urllib.request.urlopen(base_url + "/api/site") as answer:
        year: int = json.load(answer)["founded"]
    return year


def served_answer(rendered_base_url: str, path: str) -> str | None:
    """None when the server-rendered site answers a public path with a page; else what it
    answered. The server renders with the app's own route table and data, and answers 404 where
    the browser draws a not-found page (a post's or a product's own too), so such a link needs
    no browser to be followed."""
    status, _kind, body = fetch(rendered_base_url + path)
    if status != 200:
        return str(status)
    return NOT_FOUND if NOT_FOUND in body.decode("utf-8", "replace") else None


def followed(page: Page, base_url: str, rendered_base_url: str, path: str) -> str | None:
    """Where path leads, if not to a page: a staff screen in Chromium (the server renders none
    and answers every address under STAFF_PREFIX with the app's shell), any other over HTTP."""
    if urlsplit(path).path.startswith(STAFF_PREFIX):
        return urlsplit(page.url).path if NOT_FOUND in settle(page, base_url + path) else None
    return served_answer(rendered_base_url, path)


@pytest.mark.long  # started first: tests/browser/scheduling.py
@pytest.mark.clock  # reads the time (on the real clock: README, Tests)
@pytest.mark.parametrize("shard", range(CRAWL_SHARDS))
def test_no_internal_link_leads_to_the_not_found_page(page: Page, base_url: str,
                                                      rendered_base_url: str, founded: int,
                                                      shard: int) -> None:
    """Over 10 s on a loaded machine: a quarter of every page the sitemap lists (a failure names
    its quarter), each loaded in Chromium, which alone draws the links a page shows once its code
    and data have run. Every link found there, and every post the sitemap lists, is followed: over
    HTTP on the server-rendered site (a tenth of a browser's load), a staff screen in Chromium.
    The same visit checks what Chromium draws of the agency's year (test_one_founding_year.py):
    each public page, drawn by the browser alone, names the one founding year, counts the years
    in business from it, fills every placeholder, and logs no error."""
    set_width(page, WIDTHS["desktop"])
    listed = sitemap_paths(base_url)
    posts = [path for path in listed if path.startswith(BLOG_PREFIX)]
    assert posts, "the sitemap lists no post"
    # One post stands for all in the browser: the posts share one page.
    pages = [path for path in listed if path not in posts[1:]]
    routes = list(dict.fromkeys([*pages, *UNLISTED_PATHS]))
    crawled = routes[shard::CRAWL_SHARDS]
    public = set(pages) | set(fixed_paths("unlisted"))

    links: dict[str, str] = {}  # link → the first route it was seen on
    broken = []
    years: dict[str, dict[str, set[int]]] = {}
    counts: dict[str, set[int]] = {}
    errors: dict[str, list[str]] = {}
    for route, tab, logged in visited(page, base_url, crawled):
        if NOT_FOUND in tab.locator("main").inner_text():
            broken.append(f"{route} (sitemap) → {urlsplit(tab.url).path}")
            continue
        for link in sorted(internal_links(tab)):
            links.setdefault(link, route)
        if route in public:
            expect(tab.get_by_role("heading", level=1)).to_be_visible()
            found = years_named(tab.locator("body").inner_text())
            counts[route] = found.pop("years")
            years[route] = found
            errors[route] = logged

    assert len(links) > len(crawled), "the crawl found too few links to mean anything"
    # Every post the sitemap lists is followed once, by the shard whose share it is, so a link to
    # a listed post is followed there, not by every shard that finds one (most pages link to posts).
    for post in posts[1:][shard::CRAWL_SHARDS]:
        if answer := followed(page, base_url, rendered_base_url, post):
            broken.append(f"{post} (sitemap) → {answer}")
    # Links to other pages outside the route list are followed too (by each shard that finds them).
    for link in sorted(set(links) - set(routes) - set(posts)):
        if answer := followed(page, base_url, rendered_base_url, link):
            broken.append(f"{link} (linked from {links[link]}) → {answer}")
    assert broken == []
    assert years == {route: {"founded": {founded}, "unfilled": set()} for route in years}
    # About and Our Team count the years in business: from the founding year, to this year.
    assert {count for found in counts.values() for count in found} <= {
        years_in_business(founded)}, counts
    for route in COUNTING_PATHS & set(crawled):
        assert counts[route] == {years_in_business(founded)}, route
    assert {route: logged for route, logged in errors.items() if logged} == {}
