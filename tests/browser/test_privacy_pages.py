"""The Privacy Notice and the Accessibility Statement in a real browser: the static export (made
with a retention of its own) states it and leads on; the footer links both pages; every request
form has the notice's link beside its submit button; axe finds nothing at 375 and 1280 px; the
pages set no cookie and load nothing from another host. What the notices say, and the retention
the service answers and renders, are read over HTTP in tests/service/test_notice_pages_html.py.

The test content's map (site.json `map`) is a third party the notice names; its host is blocked,
as in test_pages.py, so no test reaches the internet.
"""

import json
import re
import urllib.request
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from tests.addresses import post_address
from tests.browser.conftest import RETENTION_DAYS
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    at_each_width,
    boxes_at_once,
    collect_console_errors,
    save_screenshot,
    wait_until_hydrated,
)

RETENTION_SENTENCE = f"when it is more than {RETENTION_DAYS} days old"
NOTICES = {"/privacy": "Privacy Notice", "/accessibility": "Accessibility Statement"}
# A phone first: its first render is checked, then the same page widened (at_each_width).
TEST_WIDTHS = [WIDTHS["mobile"], WIDTHS["desktop"]]


@pytest.fixture(scope="module")
def facts(base_url: str) -> dict[str, Any]:
    with urllib.request.urlopen(base_url + "/api/site") as answer:
        site: dict[str, Any] = json.load(answer)
    return site


@pytest.fixture(autouse=True)
def block_map_host(page: Page, facts: dict[str, Any]) -> None:
    host = re.escape(urlsplit(facts["map"]["embedUrl"]).netloc)
    page.route(re.compile(rf"^https?://{host}/"),
               lambda route: route.fulfill(status=404, content_type="text/plain", body="blocked"))


def record_hosts(page: Page) -> set[str]:
    """The hosts the page asks anything of, filled as it runs."""
    hosts: set[str] = set()
    page.on("request", lambda request: hosts.add(urlsplit(request.url).netloc))
    return hosts


def expect_no_cookie_and_nothing_from_another_host(page: Page, base_url: str,
                                                   hosts: set[str]) -> None:
    """A notice sets no cookie and loads nothing from another host (once the page is idle)."""
    page.wait_for_load_state("networkidle")
    assert hosts == {urlsplit(base_url).netloc}
    assert page.context.cookies() == []


def test_the_footer_links_both_notices(page: Page, base_url: str) -> None:
    """From the home page's footer to the first notice, from its footer to the second."""
    page.goto(base_url + "/")
    for path, title in NOTICES.items():
        footer_links = page.get_by_role("contentinfo").get_by_role(
            "navigation", name="Privacy and accessibility")
        link = footer_links.get_by_role("link", name=title)
        expect(link).to_have_attribute("href", path)
        link.click()
        expect(page).to_have_url(base_url + path)
        expect(page.get_by_role("heading", level=1)).to_have_text(title)


def request_form_pages(facts: dict[str, Any]) -> dict[str, str]:
    """Each page with a request form, and its form's test id."""
    return {"/request-quote": "quote-request-form",
            "/request-policy-change": "policy-change-request-form",
            post_address(facts['quotePostSlug']): "quote-request-form"}


def test_every_request_form_has_the_privacy_link_beside_its_submit_button(
        page: Page, base_url: str, facts: dict[str, Any]) -> None:
    """Each form's page loaded once, measured at both widths (resized), then its link followed."""
    for path, form_id in request_form_pages(facts).items():
        form = page.get_by_test_id(form_id)
        submit = form.locator('button[type="submit"]:not([data-intake])')  # the plain send
        privacy = form.get_by_role("link", name="Privacy Notice")
        for width in at_each_width(page, base_url + path, TEST_WIDTHS):
            expect(privacy).to_have_attribute("href", "/privacy")
            expect(form.get_by_test_id("privacy-link")).to_have_text(
                "How we use your information: Privacy Notice")
            # Beside the button: on its row at desktop width, right under it on a phone.
            button_box, link_box = boxes_at_once(submit, privacy)
            if width == WIDTHS["desktop"]:
                assert link_box["x"] > button_box["x"] + button_box["width"], path
                assert link_box["y"] < button_box["y"] + button_box["height"], path
            else:
                below = link_box["y"] - (button_box["y"] + button_box["height"])
                assert 0 <= below < 40, path
        privacy.click()
        expect(page.get_by_role("heading", level=1)).to_have_text("Privacy Notice")


@pytest.mark.parametrize("path", NOTICES)
def test_the_notices_are_accessible_fit_the_screen_and_set_no_cookie(
        page: Page, base_url: str, path: str) -> None:
    """What each notice says is read from the rendered HTML
    (tests/service/test_notice_pages_html.py); here, how it reads and what it loads."""
    errors = collect_console_errors(page)
    hosts = record_hosts(page)
    for width in at_each_width(page, base_url + path, TEST_WIDTHS):
        expect(page.get_by_role("heading", level=1)).to_have_text(NOTICES[path])
        expect(page.get_by_role("heading", level=2).first).to_be_visible()
        assert_accessible(page)
        assert_no_horizontal_scroll(page)
        save_screenshot(page, f"notice{path.replace('/', '-')}-{width}")
        assert errors == []
    expect_no_cookie_and_nothing_from_another_host(page, base_url, hosts)


@pytest.fixture(scope="module")
def exported_url(static_export_url: str) -> str:
    """The site as `agency site export` writes it with the same setting, on a plain static host
    (the export test_static_export.py reads too)."""
    return static_export_url


@pytest.mark.long  # started first: tests/browser/scheduling.py
def test_the_static_export_states_the_retention_days_of_its_setting(
        page: Page, exported_url: str) -> None:
    """Over 10 s for its set-up when it comes first: the run's one static export (an `agency site
    export` of every page), made here early so no worker waits for it at the end of the run."""
    errors = collect_console_errors(page)
    page.goto(exported_url + "/privacy")
    expect(page.get_by_role("main")).to_contain_text(RETENTION_SENTENCE)
    # Hydrated first: a link followed mid-hydration is a mismatch React reports (and recovers from).
    wait_until_hydrated(page)
    page.get_by_role("contentinfo").get_by_role("link", name="Accessibility Statement").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Accessibility Statement")
    assert errors == []
