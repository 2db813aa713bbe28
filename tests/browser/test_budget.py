"""The first-load budget of issue 8, measured in the browser: the JS and CSS a public page downloads
before any scrolling, gzip-compressed, stay within 100 KB and 20 KB."""

import gzip
import json
import urllib.request

import pytest
from playwright.sync_api import Page, Response

JS_BUDGET = 100 * 1024
CSS_BUDGET = 20 * 1024


@pytest.fixture(scope="session")
def base_url(rendered_base_url: str) -> str:
    """As `make run` serves it: server-rendered HTML, then the page's chunks."""
    return rendered_base_url


@pytest.fixture(scope="module")
def paths(base_url: str) -> list[str]:
    """One page of every kind, the post carrying the quote form among them."""
    with urllib.request.urlopen(base_url + "/api/site") as answer:
        quote_post = json.load(answer)["quotePostSlug"]
    with urllib.request.urlopen(base_url + "/api/blog-posts?view=summary") as answer:
        newest = json.load(answer)[0]["slug"]
    return ["/", "/blog", f"/blog/{newest}", f"/blog/{quote_post}",
            "/insurance/property-insurance/homeowners-insurance",
            "/insurance/business-insurance/workers-compensation-insurance", "/insurance/vehicle",
            "/insurance/life-health-umbrella/life-insurance", "/insurance", "/about",
            "/about/our-team", "/about/companies-we-represent", "/about/why-an-independent-agent",
            "/online-services", "/contact", "/faqs", "/request-quote", "/request-policy-change",
            "/request-received?kind=quote", "/no-such-page"]


def first_load(page: Page, url: str) -> dict[str, int]:
    """Gzip bytes (level 9) of the scripts and style sheets loaded until the network settles."""
    bodies: dict[str, tuple[str, bytes]] = {}

    def keep(response: Response) -> None:
        kind = response.request.resource_type
        if kind in ("script", "stylesheet") and response.ok:
            bodies[response.url] = (kind, response.body())

    page.on("response", keep)
    page.goto(url, wait_until="networkidle")
    page.remove_listener("response", keep)
    totals = {"script": 0, "stylesheet": 0}
    for kind, body in bodies.values():
        totals[kind] += len(gzip.compress(body, 9))
    return totals


def test_every_kind_of_public_page_loads_within_budget(
        page: Page, base_url: str, paths: list[str]) -> None:
    over = []
    for path in paths:
        totals = first_load(page, base_url + path)
        assert totals["script"] > 60 * 1024, f"{path}: the app's scripts did not load"
        if totals["script"] > JS_BUDGET or totals["stylesheet"] > CSS_BUDGET:
            over.append(f"{path}: JS {totals['script'] / 1024:.1f} KB, "
                        f"CSS {totals['stylesheet'] / 1024:.1f} KB")
    assert not over, over
