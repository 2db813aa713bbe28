"""Where a request comes from, in real Chromium against the real service: a visitor who lands on
the home page from a newsletter (utm tags, another site's referrer) reads the quote post, sends
its "Get a Quote" form and reads the reference; the stored request names the post, the landing
page, the referring site and the tags. The no-JavaScript landing page shows the reference too."""

import re

from playwright.sync_api import Browser, Page, expect

from service.requests.fields import RULES
from tests.addresses import post_address
from tests.browser import test_requests as requests_suite
from tests.browser.helpers import assert_accessible, collect_console_errors, save_screenshot
from tests.browser.test_requests import fill_quote, new_address, send, start_filling

# The requests suite's service (its own instance, behind a trusted proxy hop), visitor and staff.
request_instance = requests_suite.request_instance
site = requests_suite.site
visitor = requests_suite.visitor
staff = requests_suite.staff

REFERENCE = re.compile(RULES["patterns"]["reference"])
QUOTE_POST = "how-to-keep-your-monthly-insurance-bill-from-changing"  # tests/fixtures/content
NEWSLETTER = "https://news.example.org/issue-12"


def wait_until_ready(page: Page) -> None:
    """The page's code runs (a click before would be a plain link's, or nothing)."""
    page.locator("html[data-page-ready]").wait_for(state="attached")


def open_quote_post_from_home(page: Page, site: str) -> None:
    """Land on the home page from the newsletter, then reach the quote post through the blog."""
    page.goto(site + "/?utm_source=newsletter&utm_campaign=winter", referer=NEWSLETTER)
    wait_until_ready(page)
    page.locator("[data-home-section=posts]").scroll_into_view_if_needed()
    page.get_by_role("link", name="View all posts").click()
    expect(page.get_by_role("heading", level=1, name="News & Blog")).to_be_visible()
    expect(page.get_by_text("Page 1 of 3", exact=True)).to_be_visible()
    wait_until_ready(page)
    page.get_by_role("button", name="Next").click()
    expect(page.get_by_text("Page 2 of 3", exact=True)).to_be_visible()
    page.get_by_role("main").locator(f"a[href='{post_address(QUOTE_POST)}']").first.click()
    expect(page).to_have_url(f"{site}{post_address(QUOTE_POST)}")


def test_a_quote_from_a_post_shows_its_reference_and_names_where_it_came_from(
        visitor: Page, staff: Page, site: str) -> None:
    open_quote_post_from_home(visitor, site)
    section = visitor.locator("section").filter(
        has=visitor.get_by_role("heading", name="Get Your Free Quote Today"))
    form = section.get_by_test_id("quote-request-form")
    start_filling(form, "Robin Source")
    fill_quote(form, "Robin Source")
    send(form, "quote")

    shown = visitor.get_by_test_id("request-reference")
    expect(shown).to_contain_text("Your reference:")
    expect(shown).to_contain_text("quote it if you call")
    reference = shown.locator("strong").inner_text()
    assert REFERENCE.fullmatch(reference), reference

    listed = staff.request.get(site + "/api/admin/requests")
    assert listed.ok, listed.text()
    found = [item for item in listed.json()["requests"] if item["reference"] == reference]
    assert len(found) == 1
    detail = staff.request.get(f"{site}/api/admin/requests/{found[0]['id']}")
    assert detail.ok, detail.text()
    assert detail.json()["source"] == {
        "page": post_address(QUOTE_POST),
        "landing": "/",
        "referrerHost": "news.example.org",
        "utmSource": "newsletter",
        "utmCampaign": "winter",
    }


def test_the_landing_page_without_javascript_shows_a_reference_of_the_right_shape(
        browser: Browser, site: str) -> None:
    context = browser.new_context(java_script_enabled=False,
                                  extra_http_headers={"X-Forwarded-For": new_address()})
    page = context.new_page()
    try:
        page.goto(site + "/request-received?kind=quote&reference=HP-4K7Q2")
        expect(page.get_by_role("heading", name="Thank you, we received your quote request"))\
            .to_be_visible()
        expect(page.get_by_test_id("request-reference")).to_contain_text("Your reference: HP-4K7Q2")

        page.goto(site + "/request-received?kind=quote&reference=HP-4K7Q1")
        expect(page.get_by_test_id("request-confirmation")).to_be_visible()
        expect(page.get_by_test_id("request-reference")).to_have_count(0)
    finally:
        context.close()


def test_the_landing_page_keeps_the_reference_once_its_code_runs(visitor: Page, site: str) -> None:
    errors = collect_console_errors(visitor)
    visitor.goto(site + "/request-received?kind=policy-change&reference=HP-4K7Q2")
    wait_until_ready(visitor)
    expect(visitor.get_by_test_id("request-reference")).to_contain_text("Your reference: HP-4K7Q2")
    assert_accessible(visitor)
    save_screenshot(visitor, "request-received-reference")
    assert errors == []
