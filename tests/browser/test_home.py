"""The home page in a real browser: hero (with its office hours) above the fold, the five lazy
sections loading, no layout shift, fit and axe. What the sections and the footer hold is read from
the rendered HTML in tests/service/test_home_page_html.py."""

import json
import re
from datetime import date

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.helpers import (
    DASH,
    OFFICE_HOURS_NOTE,
    OFFICE_HOURS_ROWS,
    WIDTHS,
    api,
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    save_screenshot,
    set_width,
)

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

SECTIONS = ["services", "about", "testimonials", "posts", "cta"]

# Sums layout shifts not caused by input, as Cumulative Layout Shift does (buffered: from load).
CLS_OBSERVER = """
window.__cls = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
}).observe({ type: 'layout-shift', buffered: true });
"""


def long_us_date(iso_day: str) -> str:
    day = date.fromisoformat(iso_day[:10])
    return f"{day.strftime('%B')} {day.day}, {day.year}"


def scroll_through(page: Page, step: int = 300, settle: bool = True) -> None:
    """Scroll down as a reader does, so each section loads as it comes near; wait for all (and,
    where `settle`, for the network to rest: what loads late could still shift the page)."""
    y = 0
    while y < page.evaluate("document.documentElement.scrollHeight - innerHeight"):
        y += step
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(60)
    for name in SECTIONS:
        expect(page.locator(f"[data-home-section={name}] h2")).to_be_visible()
    if settle:
        page.wait_for_load_state("networkidle")


def expect_hero_lists_every_office_hours_row_with_saturday(page: Page) -> None:
    hero = page.locator("section[aria-labelledby=home-hero-heading]")
    hours = hero.locator("dl[aria-label='Office hours']").locator("visible=true")
    expect(hours).to_have_count(1)
    expect(hours).to_contain_text("Saturday")
    expect(hours.get_by_text("Sat", exact=True)).to_be_visible()
    expect(hours.get_by_text(f"Mon {DASH} Fri", exact=True)).to_be_visible()
    for _days, times in OFFICE_HOURS_ROWS:
        expect(hours.get_by_text(times, exact=True).first).to_be_visible()
    expect(hours.get_by_text(OFFICE_HOURS_NOTE, exact=True)).to_be_visible()


def test_home_shows_hero_and_every_section(page: Page, base_url: str) -> None:
    """Loaded at 1280 px (and 768 before the sections come), then the same page narrowed to a
    phone's 375 px, where the hero and every section are checked again."""
    errors = collect_console_errors(page)
    set_width(page, WIDTHS["desktop"])
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    expect_the_hero_above_the_fold(page)
    the_desktop_menu_bar_and_no_horizontal_scroll_on_a_tablet_before_the_sections_load(page)

    scroll_through(page, settle=False)
    # What the sections hold is read from the rendered HTML (tests/service/test_home_page_html.py);
    # here, that the loaded cards show no stand-in for a picture.
    cards = page.get_by_role("region", name="Insurance tips and local news").locator("article")
    expect(cards).to_have_count(3)
    expect(cards.locator("[data-slot=image-placeholder]")).to_have_count(0)
    every_section_fits_and_passes_axe(page, "home-desktop")
    set_width(page, WIDTHS["tablet"])  # and, every section in, at 768 px
    assert_no_horizontal_scroll(page)

    set_width(page, WIDTHS["mobile"])
    expect_the_hero_above_the_fold(page)
    scroll_through(page, settle=False)
    expect(cards).to_have_count(3)
    expect(cards.locator("[data-slot=image-placeholder]")).to_have_count(0)
    every_section_fits_and_passes_axe(page, "home-mobile")
    assert errors == []


def expect_the_hero_above_the_fold(page: Page) -> None:
    """At the top of the page: one h1, the hero's links and office hours in view."""
    page.evaluate("window.scrollTo(0, 0)")
    hero = page.locator("section", has=page.get_by_role("heading", level=1))
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    expect(hero.get_by_role("heading", level=1)).to_be_in_viewport()
    expect(hero.get_by_role("link", name="Get a Quote")).to_have_attribute("href", "/request-quote")
    expect(hero.get_by_role("link", name="About Us")).to_have_attribute("href", "/about")
    expect(hero.get_by_role("link", name="Get a Quote")).to_be_in_viewport()
    expect(page).to_have_title(re.compile(r"\| Harbor Point Insurance$"))
    expect_hero_lists_every_office_hours_row_with_saturday(page)


def every_section_fits_and_passes_axe(page: Page, name: str) -> None:
    assert_no_horizontal_scroll(page)
    assert_accessible(page)
    page.evaluate("window.scrollTo(0, 0)")
    save_screenshot(page, name)


def the_desktop_menu_bar_and_no_horizontal_scroll_on_a_tablet_before_the_sections_load(
        page: Page) -> None:
    """At 768 px (the desktop test's load resized, rather than a load of its own), before the lazy
    sections come: the menu bar is the desktop's and nothing scrolls sideways; back at 1280 px."""
    set_width(page, WIDTHS["tablet"])
    nav = page.get_by_role("navigation", name="Main")
    expect(nav.get_by_role("link", name="Contact Us", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="Open menu")).to_be_hidden()
    nav.get_by_role("link", name="Contact Us", exact=True).hover()
    expect(page.locator("#main-nav-contact")).to_be_visible()
    assert_no_horizontal_scroll(page)
    page.keyboard.press("Escape")
    expect(page.locator("#main-nav-contact")).to_be_hidden()
    set_width(page, WIDTHS["desktop"])


@pytest.mark.parametrize("width", [1280, 375])
def test_home_does_not_shift_while_sections_load(page: Page, rendered_base_url: str,
                                                 width: int) -> None:
    """Measured on the page as `make run` serves it: server-rendered, then hydrated."""
    base_url = rendered_base_url
    set_width(page, width)
    page.add_init_script(CLS_OBSERVER)
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    scroll_through(page)
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_timeout(300)
    cls = page.evaluate("window.__cls")
    assert cls < 0.01, f"cumulative layout shift {cls}"


def test_sections_show_skeletons_of_the_same_size_until_they_load(page: Page,
                                                                  base_url: str) -> None:
    set_width(page, 1280)
    held: list[Route] = []
    releasing = False

    def hold(route: Route) -> None:
        if releasing:
            route.continue_()
        else:
            held.append(route)

    page.route("**/api/copy/*", hold)
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    services = page.locator("[data-home-section=services]")
    expect(services.get_by_text("Loading our insurance services...")).to_be_attached()
    skeleton_height = services.bounding_box()["height"]  # type: ignore[index]

    releasing = True
    for route in held:
        route.continue_()
    expect(services.get_by_role("heading", level=2)).to_be_visible()
    assert services.bounding_box()["height"] == skeleton_height  # type: ignore[index]


def test_sections_load_only_when_scrolled_near(page: Page, base_url: str) -> None:
    set_width(page, 1280, height=800)
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    expect(page.locator("[data-home-section=services] h2")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert not any(url.endswith("/api/copy/testimonials") for url in requested)
    assert not any("/api/blog-posts" in url for url in requested)

    page.locator("[data-home-section=testimonials]").scroll_into_view_if_needed()
    expect(page.get_by_role("heading", name="What our neighbors say")).to_be_visible()
    assert any(url.endswith("/api/copy/testimonials") for url in requested)


def test_post_image_that_fails_to_load_shows_the_illustration(page: Page, base_url: str) -> None:
    posts = api(page, base_url, "/api/blog-posts?view=summary")
    posts[0]["imageUrl"] = "/media/missing-image.webp"
    posts[1]["imageUrl"] = "/media/winter-road.webp"
    page.route("**/api/blog-posts?view=summary", lambda route: route.fulfill(
        status=200, content_type="application/json", body=json.dumps(posts)))
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    page.locator("[data-home-section=posts]").scroll_into_view_if_needed()
    cards = page.locator("[data-home-section=posts] article")
    expect(cards).to_have_count(3)

    expect(cards.nth(0).locator("img")).to_have_attribute("data-kind", "illustration")
    expect(cards.nth(0).locator("img")).to_have_attribute(
        "src", re.compile(r"^/app-media/illustrations/[a-z]+-\d+\.webp$"))
    expect(cards.nth(0).locator("[data-slot=image-placeholder]")).to_have_count(0)
    image = cards.nth(1).locator("img")
    expect(image).to_have_attribute("src", re.compile(r"^/media/winter-road\.webp\?v=\d+$"))
    expect(image).to_have_js_property("complete", True)
    assert image.evaluate("img => img.naturalWidth") > 0
