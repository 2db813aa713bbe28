"""The first-load budget of issue 8, measured in the browser: the JS and CSS a public page downloads
before any scrolling, gzip-compressed, stay within 100 KB and 20 KB, in the week before a holiday
too, when every page also loads the special-date notice after hydration (its worst case)."""

import datetime as dt
import gzip
import json
import urllib.request
from collections.abc import Iterator
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Page, Response, expect

from tests.addresses import BLOG_INDEX, post_address
from tests.browser.special_hours_site import site_with_special_hours

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

JS_BUDGET = 100 * 1024
CSS_BUDGET = 20 * 1024


@pytest.fixture(scope="module")
def holiday_week_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """As `make run` serves it (server-rendered HTML, then the page's chunks) in the week before a
    holiday: a closure two days ahead, by the agency's date, announced on every page."""
    soon = dt.datetime.now(ZoneInfo("America/New_York")).date() + dt.timedelta(days=2)
    closure = {"date": soon.isoformat(), "notice": "Closed for the budget holiday", "closed": True}
    for url, _site in site_with_special_hours(tmp_path_factory, "budget-holiday-week", [closure]):
        yield url


@pytest.fixture(scope="module")
def paths(holiday_week_url: str) -> list[str]:
    """One page of every kind, the post carrying the quote form among them."""
    with urllib.request.urlopen(holiday_week_url + "/api/site") as answer:
        quote_post = json.load(answer)["quotePostSlug"]
    with urllib.request.urlopen(holiday_week_url + "/api/blog-posts?view=summary") as answer:
        newest = json.load(answer)[0]["slug"]
    return ["/", BLOG_INDEX, post_address(newest), post_address(quote_post),
            "/insurance/property-insurance/homeowners-insurance",
            "/insurance/business-insurance/workers-compensation-insurance", "/insurance/vehicle",
            "/insurance/life-health-umbrella/life-insurance", "/insurance", "/about",
            "/about/our-team", "/about/companies-we-represent", "/about/why-an-independent-agent",
            "/online-services", "/contact", "/faqs", "/request-quote", "/request-policy-change",
            "/request-received?kind=quote", "/no-such-page"]


# Pages loading side by side: a load spends most of its time waiting (on the service, and on the
# network's half second of quiet that ends it), which the others fill.
AT_ONCE = 4


class FirstLoad:
    """The scripts and style sheets one page loads until the network settles."""

    def __init__(self, page: Page, url: str) -> None:
        self.page = page
        self.bodies: dict[str, tuple[str, bytes]] = {}
        page.on("response", self.keep)
        page.goto(url, wait_until="commit")

    def keep(self, response: Response) -> None:
        kind = response.request.resource_type
        if kind in ("script", "stylesheet") and response.ok:
            self.bodies[response.url] = (kind, response.body())

    def totals(self) -> dict[str, int]:
        """Gzip bytes (level 9) of each kind, once the load is over."""
        self.page.wait_for_load_state("networkidle")
        # The notice's code is part of the load measured: it loads after hydration, unasked.
        notice = self.page.get_by_role("complementary", name="Special office hours")
        expect(notice).to_be_visible()
        self.page.remove_listener("response", self.keep)
        totals = {"script": 0, "stylesheet": 0}
        for kind, body in self.bodies.values():
            totals[kind] += len(gzip.compress(body, 9))
        return totals


@pytest.mark.long  # started first: tests/browser/scheduling.py
@pytest.mark.own_context  # a cold first load is what is measured
def test_every_kind_of_public_page_loads_within_budget(
        page: Page, holiday_week_url: str, paths: list[str]) -> None:
    """Over 10 s: a cold first load of one page of every kind, each measured in Chromium as a
    visitor's browser loads it, which only a real load of each can tell."""
    over = []
    pages = [page, *(page.context.new_page() for _ in range(AT_ONCE - 1))]
    measured: dict[str, dict[str, int]] = {}
    for batch in range(0, len(paths), AT_ONCE):
        loads = {path: FirstLoad(tab, holiday_week_url + path)
                 for tab, path in zip(pages, paths[batch:batch + AT_ONCE], strict=False)}
        measured |= {path: load.totals() for path, load in loads.items()}
    for path, totals in measured.items():
        assert totals["script"] > 60 * 1024, f"{path}: the app's scripts did not load"
        if totals["script"] > JS_BUDGET or totals["stylesheet"] > CSS_BUDGET:
            over.append(f"{path}: JS {totals['script'] / 1024:.1f} KB, "
                        f"CSS {totals['stylesheet'] / 1024:.1f} KB")
    assert not over, over
