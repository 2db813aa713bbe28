"""Every internal link on every route of the route table leads to a page, never to the 404 page."""

import re
from urllib.parse import urldefrag, urlsplit

from playwright.sync_api import Page

from tests.conftest import PROJECT_ROOT

PATHS_TS = PROJECT_ROOT / "web" / "src" / "config" / "paths.ts"
NOT_FOUND = "404 Page Not Found"
# Where config/paths.ts's helpers put their pages: vehicle('motorcycle-insurance', ...) etc.
HELPER_PREFIXES = {
    "page": "",
    "vehicle": "/insurance/vehicle-insurance/",
    "property": "/insurance/property-insurance/",
    "business": "/insurance/business-insurance/",
}


def static_route_paths() -> list[str]:
    """The fixed paths of config/paths.ts: page('/x'), vehicle('slug'), ..., path: '/admin/...'."""
    source = PATHS_TS.read_text(encoding="utf-8")
    found: list[str] = []
    for helper, argument in re.findall(r"\b(page|vehicle|property|business)\('([^']+)'", source):
        if helper == "page" and not argument.startswith("/"):
            continue  # the helpers' own definitions: page(`/insurance/...${slug}`, ...)
        found.append(HELPER_PREFIXES[helper] + argument)
    found += [path for path in re.findall(r"\bpath: '([^']+)'", source) if ":" not in path]
    return list(dict.fromkeys(found))


def settle(page: Page, url: str) -> str:
    """Open url and wait until its route has rendered its <h1>; the text of <main>."""
    page.goto(url)
    page.locator("main h1").first.wait_for(state="attached", timeout=15_000)
    return page.locator("main").inner_text()


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


def test_route_table_is_read_from_config_paths() -> None:
    paths = static_route_paths()
    assert "/" in paths and "/faqs" in paths and "/admin/blog-editor" in paths
    assert "/insurance/vehicle-insurance/motorcycle-insurance" in paths
    assert "/insurance/business-insurance/bonds" in paths
    assert len([p for p in paths if p.startswith("/insurance/")]) == 3 + 17


def test_no_internal_link_leads_to_the_not_found_page(page: Page, base_url: str) -> None:
    post = page.request.get(base_url + "/api/blog-posts").json()[0]["slug"]
    static = set(static_route_paths())
    service = next(s["slug"] for s in page.request.get(base_url + "/api/services").json()
                   if "/insurance/" + s["slug"] not in static)
    routes = [*static, f"/blog/{post}", f"/insurance/{service}"]

    links: dict[str, str] = {}  # link → the first route it was seen on
    broken = []
    for route in routes:
        if NOT_FOUND in settle(page, base_url + route):
            broken.append(f"{route} (route table) → {urlsplit(page.url).path}")
            continue
        page.wait_for_load_state("networkidle")
        for link in sorted(internal_links(page)):
            links.setdefault(link, route)

    assert len(links) > len(routes), "the crawl found too few links to mean anything"
    for link in sorted(set(links) - set(routes)):
        if NOT_FOUND in settle(page, base_url + link):
            broken.append(f"{link} (linked from {links[link]}) → {urlsplit(page.url).path}")
    assert broken == []
