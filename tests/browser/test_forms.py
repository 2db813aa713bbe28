"""Request a Quote and Request a Policy Change pages: the agency's own form by default, the
embedded third-party form when one is configured (and the agency's form when it fails to load),
the page copy around them and the phone blocks. Sending the forms: test_requests.py.

The form provider cannot be reached from these machines and tests never reach the internet: the
embed addresses written into the served site.json point at an invented host that every test routes
with page.route, either to a small local page or to a request that never answers. site.json is
shared by every test of the session, so the `form_addresses` fixture restores it afterwards.
"""

import json
import re
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    at_each_width,
    collect_console_errors,
    e164,
    save_screenshot,
    set_width,
)

FORM_HOST = "https://forms.provider.test"
QUOTE_URL = f"{FORM_HOST}/quote"
POLICY_URL = f"{FORM_HOST}/policy-change"
SCRIPT_URL = f"{FORM_HOST}/embed.js"
FRAME_TIMEOUT_MS = 8000

FORM_PAGE = ("<!doctype html><title>Form</title>"
             "<main><h1>Provider form</h1><p>Fields go here.</p></main>")
EMBED_SCRIPT = "window.__embedRuns = (window.__embedRuns || 0) + 1;"


def read_site(base_url: str) -> dict[str, Any]:
    with urllib.request.urlopen(base_url + "/api/site") as answer:
        facts: dict[str, Any] = json.load(answer)
    return facts


@pytest.fixture(scope="module")
def site(base_url: str) -> dict[str, Any]:
    return read_site(base_url)


@pytest.fixture
def form_addresses(served_content: Path, base_url: str) -> Iterator[Callable[..., None]]:
    """Write form addresses into the served site.json and wait until the service serves them."""
    path = served_content / "site.json"
    original = path.read_text(encoding="utf-8")

    def wait_for(forms: dict[str, Any]) -> None:
        deadline = time.monotonic() + 10
        while read_site(base_url)["forms"] != forms:
            assert time.monotonic() < deadline, "the service did not pick up site.json"
            time.sleep(0.1)

    def set_forms(**forms: str | None) -> None:
        facts = json.loads(original)
        facts["forms"].update(forms)
        path.write_text(json.dumps(facts, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        wait_for(facts["forms"])

    yield set_forms
    path.write_text(original, encoding="utf-8")
    wait_for(json.loads(original)["forms"])


def serve_provider(page: Page) -> None:
    """Answer the invented form host locally: the form pages and the embed script."""
    def answer(route: Route) -> None:
        if route.request.url == SCRIPT_URL:
            route.fulfill(content_type="text/javascript", body=EMBED_SCRIPT)
        else:
            route.fulfill(content_type="text/html", body=FORM_PAGE)

    page.route(f"{FORM_HOST}/**", answer)


def expect_phone_block(page: Page, site: dict[str, Any]) -> None:
    block = page.get_by_test_id("assistance-block")
    expect(block.locator(f'a[href="tel:{e164(site["phone"])}"]')).to_be_visible()
    expect(block).to_contain_text(site["phone"])


def expect_agency_form(page: Page, kind: str, site: dict[str, Any]) -> None:
    """The agency's own form: a plain form post to the service, saying what it needs and what
    happens to a request, never asking for sensitive numbers."""
    form = page.get_by_test_id(f"{kind}-request-form")
    expect(form).to_have_attribute("action", "/api/requests")
    expect(form).to_have_attribute("method", "post")
    expect(form.get_by_label("Your name")).to_be_visible()
    expect(form).to_contain_text("We need your name, a phone number or e-mail address")
    expect(form.get_by_test_id("sensitive-numbers-note")).to_contain_text(
        "Social Security, driver\u2019s license or credit card numbers")
    retention = read_settings(page)["retentionDays"]
    privacy = form.get_by_test_id("privacy-notice")
    expect(privacy).to_contain_text(f"{site['name']}\u2019s own database")
    expect(privacy).to_contain_text("Only our agency staff can see it")
    expect(privacy).to_contain_text(f"Closed requests are deleted {retention} days after")
    expect(page.get_by_text(re.compile("none of the fields are required", re.I))).to_have_count(0)
    expect(page.get_by_text(re.compile("online form isn.t available"))).to_have_count(0)


def read_companies(page: Page) -> list[dict[str, Any]]:
    answer = page.request.get("/api/companies")
    assert answer.ok
    companies: list[dict[str, Any]] = answer.json()
    return companies


def read_settings(page: Page) -> dict[str, Any]:
    answer = page.request.get("/api/requests/settings")
    assert answer.ok
    settings: dict[str, Any] = answer.json()
    return settings


# A phone first: its first render is checked, then the same page widened (at_each_width).
PHONE_THEN_COMPUTER = [WIDTHS["mobile"], WIDTHS["desktop"]]


# Request a Quote ---------------------------------------------------------------------------------


def test_quote_page_without_an_embed_address_shows_the_agencys_form_and_starts_on_top(
        page: Page, base_url: str, site: dict[str, Any]) -> None:
    """The page loaded once: the agency's form at each width, then the return to it (below)."""
    assert site["forms"]["quoteEmbedUrl"] is None
    errors = collect_console_errors(page)
    for width in at_each_width(page, base_url + "/request-quote", PHONE_THEN_COMPUTER):
        expect(page.get_by_role("heading", level=1)).to_have_text("Request a Quote")
        expect_agency_form(page, "quote", site)
        expect(page.locator("iframe")).to_have_count(0)
        expect_phone_block(page, site)
        assert page.locator("script[data-form-embed-script]").count() == 0
        assert_accessible(page)
        assert_no_horizontal_scroll(page)
        assert errors == []
        if width == WIDTHS["mobile"]:
            save_screenshot(page, "request-quote-mobile")

    # Even where the browser would restore a scrolled position (back button), it starts on top.
    # (In-app link clicks already scroll to the top in the site layout; history moves do not.)
    set_width(page, WIDTHS["mobile"])
    expect(page.get_by_role("heading", level=1)).to_have_text("Request a Quote")
    # The page's own arrival scroll runs once more on the next frame, which a busy machine can
    # draw after this scroll: scroll down until it holds.
    page.wait_for_function(
        "() => { window.scrollTo(0, document.documentElement.scrollHeight); return scrollY > 300 }")

    page.get_by_role("contentinfo").get_by_role("link", name="Contact Us").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Contact Us")
    page.go_back()
    expect(page.get_by_role("heading", level=1)).to_have_text("Request a Quote")
    page.wait_for_function("() => window.scrollY === 0")
    page.wait_for_timeout(300)
    assert page.evaluate("window.scrollY") == 0


def test_quote_page_with_an_embed_address_shows_the_frame(
        page: Page, base_url: str, form_addresses: Callable[..., None]) -> None:
    form_addresses(quoteEmbedUrl=QUOTE_URL, embedScriptUrl=SCRIPT_URL)
    serve_provider(page)
    errors = collect_console_errors(page)
    for _width in at_each_width(page, base_url + "/request-quote", PHONE_THEN_COMPUTER):
        frame = page.locator("iframe")
        expect(frame).to_have_attribute("src", QUOTE_URL)
        expect(frame).to_have_attribute("title", re.compile("quote", re.I))
        expect(frame).to_have_attribute("loading", "lazy")
        expect(frame).to_have_attribute("data-status", "loaded")
        box = frame.bounding_box()
        assert box is not None and box["height"] == 539, box
        provider = page.frame_locator("iframe")
        expect(provider.get_by_role("heading", name="Provider form")).to_be_visible()
        expect(page.get_by_test_id("quote-request-form")).to_have_count(0)

        # The provider's script is added once and runs once.
        expect(page.locator(f'script[src="{SCRIPT_URL}"]')).to_have_count(1)
        page.wait_for_function("() => window.__embedRuns === 1")
        assert_no_horizontal_scroll(page)
        assert errors == []


def test_quote_frame_that_never_loads_gives_way_to_the_agencys_form(
        page: Page, base_url: str, site: dict[str, Any],
        form_addresses: Callable[..., None]) -> None:
    form_addresses(quoteEmbedUrl=QUOTE_URL)
    held: list[Route] = []
    # Never answered: the frame hangs.
    page.route(f"{FORM_HOST}/**", lambda route: held.append(route))
    page.clock.install()
    page.goto(base_url + "/request-quote")

    frame = page.locator("iframe")
    # The frame comes with the page's code, which a busy machine can take a while to load.
    expect(frame).to_have_attribute("data-status", "loading", timeout=20_000)
    # The page's clock also runs in real time, and a busy machine can spend seconds between the
    # frame starting to load and this line: check "still waiting" well before the limit (the exact
    # limit is pinned with fake timers in embedded-form.test.tsx), then run on past it.
    page.clock.run_for(FRAME_TIMEOUT_MS // 2)
    expect(frame).to_be_visible()
    expect(page.get_by_test_id("quote-request-form")).to_have_count(0)

    page.clock.run_for(FRAME_TIMEOUT_MS // 2 + 1000)
    expect_agency_form(page, "quote", site)
    expect(page.locator("iframe")).to_have_count(0)
    expect_phone_block(page, site)
    assert held, "the frame never asked for its address"


# Request a Policy Change -------------------------------------------------------------------------


def test_policy_change_page_says_a_request_binds_nothing(
        page: Page, base_url: str, site: dict[str, Any]) -> None:
    errors = collect_console_errors(page)
    for width in at_each_width(page, base_url + "/request-policy-change", PHONE_THEN_COMPUTER):
        expect(page.get_by_role("heading", level=1)).to_have_text("Request a Policy Change")
        notice = page.get_by_test_id("kind-notice")
        expect(notice).to_contain_text("does not bind")
        expect(notice).to_contain_text("No change is in effect until")
        expect(notice).to_contain_text("A representative will contact you")
        expect_agency_form(page, "policy-change", site)
        insurers = page.get_by_label("Insurance company").locator("option")
        expect(insurers).to_have_text(["Choose your insurance company",
                                       *[company["name"] for company in read_companies(page)],
                                       "Not sure"])
        expect_phone_block(page, site)
        assert_accessible(page)
        assert_no_horizontal_scroll(page)
        assert errors == []
        if width == WIDTHS["mobile"]:
            save_screenshot(page, "policy-change-mobile")


def test_policy_change_frame_is_1800_px_high(
        page: Page, base_url: str, site: dict[str, Any],
        form_addresses: Callable[..., None]) -> None:
    form_addresses(policyChangeEmbedUrl=POLICY_URL)
    serve_provider(page)
    errors = collect_console_errors(page)
    page.goto(base_url + "/request-policy-change")

    frame = page.locator("iframe")
    expect(frame).to_have_attribute("src", POLICY_URL)
    expect(frame).to_have_attribute("data-status", "loaded")
    box = frame.bounding_box()
    assert box is not None and box["height"] == 1800, box
    expect(page.get_by_test_id("policy-change-request-form")).to_have_count(0)
    expect(page.get_by_test_id("kind-notice")).to_be_visible()
    expect_phone_block(page, site)
    assert_accessible(page)
    assert errors == []
