"""The built app is served by the service and renders in a real browser (at 768 px the
desktop menu bar: test_home.py's tablet test)."""

import re

from playwright.sync_api import Page, expect

from tests.addresses import BLOG_INDEX
from tests.browser.helpers import (
    assert_accessible,
    assert_no_horizontal_scroll,
    at_each_width,
    collect_console_errors,
    save_screenshot,
    set_width,
)


def test_home_renders_the_agency_name_from_site_facts(page: Page, base_url: str) -> None:
    errors = collect_console_errors(page)
    site = page.request.get(base_url + "/api/site").json()
    page.goto(base_url + "/")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    logo = page.get_by_role("banner").get_by_role("link", name=site["name"], exact=True)
    expect(logo).to_be_visible()
    expect(logo).to_have_attribute("href", "/")
    expect(page.get_by_role("banner").get_by_text(site["tagline"])).to_be_visible()
    set_width(page, 375)
    short_logo = page.get_by_role("banner").get_by_role("link", name=site["shortName"], exact=True)
    expect(short_logo).to_be_visible()
    assert errors == []


def test_deep_link_is_served_by_the_app_history_fallback(page: Page, base_url: str) -> None:
    page.goto(base_url + BLOG_INDEX)
    expect(page.get_by_role("link").first).to_be_visible()
    titles = page.request.get(base_url + "/api/blog-posts").json()
    expect(page.get_by_text(titles[0]["title"]).first).to_be_visible()


def test_not_found_page_shows_ways_onward_and_is_accessible_at_every_width(
        page: Page, base_url: str) -> None:
    errors = collect_console_errors(page)
    for width in at_each_width(page, base_url + "/no/such/page", [375, 768, 1280]):
        page.locator("html[data-page-ready]").wait_for(state="attached")
        expect(page.get_by_role("heading", level=1)).to_have_text("404 Page Not Found")
        expect(page.get_by_role("heading", level=1)).to_have_count(1)
        hint = page.get_by_text("Did you forget to add the page to the router?", exact=True)
        expect(hint).to_be_visible()
        main = page.get_by_role("main")
        expect(main.get_by_role("link", name="Back to Home")).to_have_attribute("href", "/")
        expect(main.get_by_role("link", name="Contact Us")).to_have_attribute("href", "/contact")
        expect(page).to_have_title(re.compile(r"^Page Not Found \| "))
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
        if width == 375:
            save_screenshot(page, "not-found-mobile")
        assert errors == []


def test_skip_link_moves_focus_to_the_main_content(page: Page, base_url: str) -> None:
    page.goto(base_url + "/")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to content")
    expect(skip).to_be_focused()
    expect(skip).to_be_in_viewport()
    page.keyboard.press("Enter")
    expect(page.get_by_role("main")).to_be_focused()
