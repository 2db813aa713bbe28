"""The special-date notice in a real browser: a closure dated today (the agency's date) shows on the
home and contact pages once they are interactive, and is in no server-rendered HTML, where a cached
page would keep it past its day; a closure a month away (the same site, seen a month earlier)
shows nowhere yet. The page's clock is set
to a named instant, so the real date decides nothing."""

import datetime as dt
import re
import urllib.request
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from tests.browser import helpers
from tests.browser.special_hours_site import site_with_special_hours
from tests.clock import TUESDAY_EVENING

pytestmark = pytest.mark.clock  # the page's clock is set to AT

NOTICE = "Special office hours"
TODAY_NOTICE = "We are closed today for staff training. For a claim, call your insurer's line."
LATER_NOTICE = "Closed for Founders' day"


# The browser's clock is set here (Playwright's page.clock): a Tuesday evening in Milford that is
# already Wednesday in UTC, so the notice must count the agency's day, not the machine's.
AT = TUESDAY_EVENING


def agency_today() -> dt.date:
    return AT.date()


def at_instant(page: Page, instant: dt.datetime = AT) -> None:
    """The page's clock starts at `instant` (AT unless told) and runs on from there."""
    page.clock.install(time=instant)


def long_date(day: dt.date) -> str:
    """'Thursday, November 26': the notice's way of naming a date."""
    return f"{day:%A}, {day:%B} {day.day}"


@pytest.fixture(scope="module")
def closed_today(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, Any]]]:
    today, later = agency_today(), agency_today() + dt.timedelta(days=30)
    yield from site_with_special_hours(tmp_path_factory, "closed-today", [
        {"date": later.isoformat(), "notice": LATER_NOTICE, "closed": True},
        {"date": today.isoformat(), "notice": TODAY_NOTICE, "closed": True},
    ])


def block_map_host(page: Page, site: dict[str, Any]) -> None:
    """The contact page's map host is never reached from the tests."""
    host = re.escape(urlsplit(site["map"]["embedUrl"] or site["map"]["linkUrl"]).netloc)
    page.route(re.compile(rf"^https?://{host}/"),
               lambda route: route.fulfill(status=404, content_type="text/plain", body="blocked"))


def server_html(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as answer:
        html: str = answer.read().decode("utf-8")
        return html


def test_a_closure_today_shows_atop_the_home_page_and_beside_the_contact_pages_hours(
        page: Page, closed_today: tuple[str, dict[str, Any]]) -> None:
    base_url, site = closed_today
    block_map_host(page, site)
    at_instant(page)
    errors = helpers.collect_console_errors(page)
    expected = TODAY_NOTICE  # as written: no sentence built around it

    page.goto(base_url + "/")
    notice = page.get_by_role("complementary", name=NOTICE)
    expect(notice).to_have_text(expected)
    # Atop the page, before the site's header.
    assert page.evaluate("""() => {
        const notice = document.querySelector('aside[aria-label="Special office hours"]');
        const header = document.querySelector('body header');
        return Boolean(notice.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING);
    }""")
    helpers.assert_accessible(page)
    helpers.set_width(page, helpers.WIDTHS["mobile"])
    expect(notice).to_be_visible()
    helpers.assert_no_horizontal_scroll(page)
    helpers.save_screenshot(page, "special-hours-home-mobile", full_page=False)
    helpers.set_width(page, helpers.WIDTHS["desktop"])
    assert errors == []  # (the contact page's blocked map logs a 404 of its own)

    page.goto(base_url + "/contact")
    hours = page.get_by_role("region", name="Office Hours")
    expect(hours).to_be_visible()
    expect(page.get_by_role("complementary", name=NOTICE)).to_have_text(expected)
    beside_hours = page.locator("[data-special-hours=hours]")
    expect(beside_hours).to_have_text(expected)
    # Beside the hours: next to the Office Hours box, in the same column.
    assert hours.evaluate("box => box.nextElementSibling.dataset.specialHours") == "hours"
    expect(page.get_by_text(LATER_NOTICE)).to_have_count(0)
    helpers.save_screenshot(page, "special-hours-contact")
    helpers.assert_accessible(page)


def test_the_notice_is_in_no_server_rendered_html(
        closed_today: tuple[str, dict[str, Any]]) -> None:
    base_url, _site = closed_today
    for path in ("/", "/contact"):
        html = server_html(base_url + path)
        assert "<main" in html, path  # rendered on the server, not an empty shell
        # The page's data (the site facts in a script) holds the notice; no element shows it.
        markup = re.sub(r"<script\b.*?</script>", "", html, flags=re.DOTALL)
        assert NOTICE not in markup and TODAY_NOTICE not in markup, path


def test_a_closure_a_month_away_shows_no_notice_yet(
        page: Page, closed_today: tuple[str, dict[str, Any]]) -> None:
    """The same site, its page's clock a month before the closure dated AT (and two before the
    later one): rather than a site of its own with a closure a month after AT."""
    base_url, site = closed_today
    block_map_host(page, site)
    at_instant(page, AT - dt.timedelta(days=30))
    for path in ("/", "/contact"):
        page.goto(base_url + path)
        page.wait_for_selector("html[data-page-ready]")
        # Whatever the page would load after hydration has come by now.
        page.wait_for_load_state("networkidle")
        expect(page.get_by_role("complementary", name=NOTICE)).to_have_count(0)
        expect(page.get_by_text(TODAY_NOTICE)).to_have_count(0)
        expect(page.get_by_text(LATER_NOTICE)).to_have_count(0)
