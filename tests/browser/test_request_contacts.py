"""A texted request and "Log a call", in real Chromium at 375 and 1280 px against the real service
(without AGENCY_PUBLIC_URL): owners are told on Requests that the office's mails cannot link to
requests; a visitor who asked to be texted gets a text link beside the call link; a logged call
goes on the timeline; Reports name the page by its own title, draw requests per week as an SVG
of our own and measure the time to first contact from the logged call. axe finds nothing."""

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from service.requests.request_links import NO_PUBLIC_URL
from tests.browser.conftest import instance_with_staff, running_service, sign_in
from tests.browser.helpers import check_at_widths, set_width
from tests.browser.test_requests import aged_token, new_address, quote_body

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

HOMEOWNERS = "/insurance/property-insurance/homeowners-insurance"  # a product page's path
WIDTHS = (375, 1280)


@pytest.fixture(scope="module")
def site(served_content: Path, tmp_path_factory: pytest.TempPathFactory,
         staff_credentials: tuple[str, str]) -> Iterator[str]:
    instance = instance_with_staff(tmp_path_factory.mktemp("contacts"), staff_credentials)
    with running_service(served_content, instance, server_rendering=False) as url:
        yield url


@pytest.fixture(scope="module")
def owner(browser: Browser, site: str, staff_credentials: tuple[str, str]) -> Iterator[Page]:
    """The first account, an owner, signed in."""
    context = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
    page = context.new_page()
    sign_in(page, site, staff_credentials)
    yield page
    context.close()


@pytest.fixture(scope="module")
def texted(owner: Page, site: str) -> int:
    """A quote from the homeowners page by someone who asked to be texted: its id."""
    body = quote_body("Tess Texter", aged_token(owner, site), phone="(203) 555-0177",
                      contactPreference="text", sourcePage=HOMEOWNERS)
    answer = owner.request.post(site + "/api/requests", data=body,
                                headers={"X-Forwarded-For": new_address()})
    assert answer.status == 201, answer.text()
    request_id: int = answer.json()["id"]
    return request_id


def test_owners_are_told_the_mails_cannot_link_to_requests(owner: Page, site: str,
                                                           texted: int) -> None:
    """Opened on a phone, the same page checked at both widths (check_at_widths)."""
    set_width(owner, WIDTHS[0])
    owner.goto(site + "/admin/requests")
    notice = owner.get_by_test_id("mail-links-notice")
    expect(notice).to_contain_text("The office's e-mails cannot link to requests.")
    expect(notice).to_contain_text("AGENCY_PUBLIC_URL")
    assert owner.request.get(site + "/api/admin/requests").json()["mailLinks"] is False
    assert "AGENCY_PUBLIC_URL is not set" in NO_PUBLIC_URL  # the same fact doctor and mails say
    check_at_widths(owner, WIDTHS, "requests-no-public-url-{width}")


def log_call(page: Page, at: str, note: str) -> None:
    form = page.get_by_role("form", name="Log a call")
    form.get_by_label("Call", exact=True).check()
    form.get_by_label("When (Eastern Time)").fill(at)
    form.get_by_label("Note (optional)").fill(note)
    form.get_by_role("button", name="Log contact").click()


def test_a_texted_request_has_a_text_link_and_a_logged_call_goes_on_the_timeline(
        owner: Page, site: str, texted: int) -> None:
    """Logged on a phone; the request with its call checked at both widths (check_at_widths)."""
    set_width(owner, WIDTHS[0])
    owner.goto(f"{site}/admin/requests/{texted}")
    expect(owner.get_by_role("link", name="(203) 555-0177", exact=True)).to_have_attribute(
        "href", "tel:+12035550177")
    expect(owner.get_by_role("link", name="Send a text to (203) 555-0177")).to_have_attribute(
        "href", "sms:+12035550177")
    came_from = owner.get_by_role("region", name="Where it came from")
    expect(came_from.get_by_role("link", name="Homeowners Insurance")).to_have_attribute(
        "href", HOMEOWNERS)
    timeline = owner.get_by_role("list", name="Timeline, oldest first")
    # A time before the request came is refused, with the service's words by the field.
    log_call(owner, "2020-01-01T09:00", "")
    expect(owner.get_by_role("alert")).to_contain_text(
        "The contact cannot be before the request arrived.")
    expect(timeline.locator("[data-type='contact']")).to_have_count(0)
    owner.reload()  # the time field back at now
    form = owner.get_by_role("form", name="Log a call")
    form.get_by_label("Text", exact=True).check()
    form.get_by_label("Note (optional)").fill("Texted the homeowners quote.")
    form.get_by_role("button", name="Log contact").click()
    expect(timeline.locator("[data-type='contact']")).to_have_count(1)
    expect(timeline).to_contain_text("Texted the visitor")
    expect(timeline).to_contain_text("Texted the homeowners quote.")
    detail = owner.request.get(f"{site}/api/admin/requests/{texted}").json()
    assert detail["firstContactAt"] is not None
    check_at_widths(owner, WIDTHS, "request-texted-logged-{width}")


def test_reports_show_the_page_title_the_chart_and_the_time_to_first_contact(
        owner: Page, site: str, texted: int) -> None:
    """Opened on a phone, the same page checked at both widths (check_at_widths)."""
    contacted = owner.request.get(f"{site}/api/admin/requests/{texted}").json()
    if contacted["firstContactAt"] is None:  # run alone: log the contact through the API
        token = owner.request.get(site + "/api/auth/session").json()["csrfToken"]
        logged = owner.request.post(f"{site}/api/admin/requests/{texted}/contacts",
                                    data={"channel": "call"},
                                    headers={"X-CSRF-Token": token, "Origin": site})
        assert logged.status == 201, logged.text()
    set_width(owner, WIDTHS[0])
    owner.goto(site + "/admin/reports")
    pages = owner.get_by_role("table", name="Pages the requests were sent from")
    expect(pages.get_by_role("link", name="Homeowners Insurance")).to_have_attribute(
        "href", HOMEOWNERS)
    expect(pages).not_to_contain_text("Insurance Service")
    chart = owner.get_by_role("img", name=re.compile(r"^Requests per week 1 request over 12 weeks"))
    expect(chart).to_be_visible()
    assert chart.evaluate("node => node.tagName") == "svg"
    expect(chart.locator("[data-testid='week-bar'][data-total='1']")).to_have_count(1)
    expect(owner.get_by_test_id("median-first-contact")).not_to_have_text(
        "No contact logged yet")
    # Drawn by our own code: no script from anywhere but this site.
    sources = owner.evaluate("() => [...document.scripts].map((s) => s.src).filter(Boolean)")
    assert all(source.startswith(site) for source in sources), sources
    check_at_widths(owner, WIDTHS, "reports-chart-{width}")
