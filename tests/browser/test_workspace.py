"""The staff workspace in a real browser: sign-in lands on the overview at /admin; every staff
screen has the workspace's layout (no public header, footer or quote button), works by keyboard,
fits 375 px and passes axe."""

import re

import pytest
from playwright.sync_api import Page, expect

from service.routes import routes_of
from service.site.spa import OPEN_SCREENS
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    go_in_app,
    set_width,
)

# Every staff screen with a fixed address, from the route table, so a new screen is walked here
# the day it is added; sign-in has no workspace around it (tests/browser/test_sign_in.py).
# The workspace's own screens: not those that open without signing in (sign-in, an invite's).
STAFF_SCREENS = [(route.path, route.title) for route in routes_of("staff")
                 if route.fixed and route.path not in OPEN_SCREENS]


def expect_workspace_layout(page: Page) -> None:
    """The workspace's bar and navigation, and nothing of the public site's frame."""
    expect(page.get_by_role("navigation", name="Staff")).to_be_visible()
    expect(page.get_by_role("button", name="Sign out")).to_be_visible()
    expect(page.get_by_role("contentinfo")).to_have_count(0)
    expect(page.get_by_role("link", name="Get a Quote")).to_have_count(0)
    expect(page.get_by_role("main")).to_have_count(1)


def test_sign_in_lands_on_the_overview(page: Page, base_url: str,
                                       staff_credentials: tuple[str, str]) -> None:
    errors = collect_console_errors(page)
    page.goto(base_url + "/admin/login")
    page.get_by_label("User name").fill(staff_credentials[0])
    page.get_by_label("Password").fill(staff_credentials[1])
    page.get_by_role("button", name="Sign in").click()

    expect(page).to_have_url(base_url + "/admin")
    expect(page.get_by_role("heading", level=1, name="Overview")).to_be_visible()
    expect_workspace_layout(page)
    expect(page.get_by_text(f"Signed in as {staff_credentials[0]}")).to_be_visible()
    for panel in ("New requests", "Drafts", "Scheduled posts", "Last changes"):
        expect(page.get_by_role("heading", level=2, name=re.compile(f"^{panel}"))).to_be_visible()
    # The served content is a git copy: its commits are the last changes, each with its author.
    last = page.get_by_role("list", name="Last changes, newest first")
    first = last.get_by_test_id("change-row").first
    expect(first).to_be_visible()
    expect(first.locator("time")).to_have_count(1)
    assert [error for error in errors if "status of 401" not in error] == []


def test_the_workspace_works_by_keyboard(staff_page: Page, base_url: str) -> None:
    page = staff_page
    page.goto(base_url + "/admin")
    expect(page.get_by_role("heading", level=1, name="Overview")).to_be_visible()

    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to content")
    expect(skip).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.get_by_role("link", name=re.compile("Staff workspace"))).to_be_focused()
    page.keyboard.press("Tab")
    requests = page.get_by_role("navigation", name="Staff").get_by_role(
        "link", name=re.compile("^Requests"))
    expect(requests).to_be_focused()
    page.keyboard.press("Enter")

    expect(page).to_have_url(base_url + "/admin/requests")
    heading = page.get_by_role("heading", level=1, name="Requests")
    expect(heading).to_be_focused()  # focus follows the navigation to the new screen's title
    expect(requests).to_have_attribute("aria-current", "page")
    expect_workspace_layout(page)

    page.keyboard.press("Shift+Tab")  # back up into the bar, then on to Posts
    posts = page.get_by_role("navigation", name="Staff").get_by_role("link", name="Posts")
    posts.focus()
    page.keyboard.press("Enter")
    expect(page).to_have_url(base_url + "/admin/blog-editor")
    expect(posts).to_have_attribute("aria-current", "page")


@pytest.mark.long  # started first: tests/browser/scheduling.py
def test_staff_screens_fit_and_pass_axe(staff_page: Page, base_url: str) -> None:
    """Over 10 s: every staff screen, the first loaded and each next reached by the workspace's
    navigation, checked on a phone's width and widened to a computer's: one load in all, not one
    per screen (nor one per screen and width)."""
    page = staff_page
    errors = collect_console_errors(page)
    for path, title in STAFF_SCREENS:
        set_width(page, WIDTHS["mobile"])
        go_in_app(page, base_url, path)
        for width in (WIDTHS["mobile"], WIDTHS["desktop"]):
            set_width(page, width)
            expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
            expect(page.get_by_text("Loading...")).to_have_count(0)
            expect_workspace_layout(page)
            assert_accessible(page)
            assert_no_horizontal_scroll(page)
    assert errors == []
