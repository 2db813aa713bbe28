"""Companies We Represent, Why an Independent Agent, Online Services and FAQ, in a browser: fit,
axe, scrolling, focus and keyboard. What the companies table, the reasons and the FAQ's items hold
is read from the rendered HTML in tests/service/test_info_pages_html.py."""

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.addresses import BLOG_INDEX
from tests.browser.helpers import (
    WIDTHS,
    api,
    assert_accessible,
    assert_no_horizontal_scroll,
    at_each_width,
    collect_console_errors,
    save_screenshot,
    set_width,
)

COMPANIES = "/about/companies-we-represent"
WHY = "/about/why-an-independent-agent"
ONLINE = "/online-services"
FAQS = "/faqs"

FAQ_TOPICS = {"General": "general", "Car": "car", "Homeowners": "home", "Life": "life",
              "Renters": "renters", "Umbrella": "umbrella"}


def section_top(page: Page, section_id: str) -> float:
    top: float = page.evaluate(
        "id => document.getElementById(id).getBoundingClientRect().top", section_id)
    return top


def wait_until_section_at_top(page: Page, section_id: str) -> None:
    """The section's top comes to rest near the top of the viewport (after a smooth scroll)."""
    page.wait_for_function(
        """id => {
            const top = document.getElementById(id).getBoundingClientRect().top;
            return top >= -2 && top < 60;
        }""",
        arg=section_id, timeout=5000)


def question(page: Page, item_id: str) -> Locator:
    return page.locator(f"#{item_id} button[aria-expanded]")


# Companies We Represent

def test_a_logo_that_fails_to_load_is_hidden(page: Page, base_url: str) -> None:
    page.route("**/media/logos/travelers.webp", lambda route: route.fulfill(status=404))
    page.goto(base_url + COMPANIES)
    expect(page.get_by_role("row").filter(has_text="Travelers")).to_be_visible()
    expect(page.locator("img[alt='Travelers logo']")).to_be_hidden()
    expect(page.get_by_role("img", name="The Hartford logo")).to_be_visible()
    broken = page.evaluate("""() => [...document.querySelectorAll('main img')]
        .filter(img => img.complete && img.naturalWidth === 0 && img.offsetParent !== null)
        .map(img => img.alt)""")
    assert broken == []


def companies_table_fits_a_phone_screen(page: Page, _base_url: str) -> None:
    expect(page.locator("tbody tr")).to_have_count(15)
    assert_no_horizontal_scroll(page)
    right_edges = page.locator("tbody tr").evaluate_all(
        "rows => rows.map(row => row.getBoundingClientRect().right)")
    assert max(right_edges) <= WIDTHS["mobile"], "every company card fits the screen"
    expect(page.get_by_role("link", name=re.compile("^Visit Website")).first).to_be_visible()


# Why an Independent Agent and Online Services

def why_independent_numbers_its_reasons(page: Page, _base_url: str) -> None:
    """The reasons' texts are read from the rendered HTML (test_info_pages_html.py); here, that
    the list shows its numbers."""
    expect(page.locator("main ol > li")).to_have_count(10)
    style = page.locator("main ol").evaluate("ol => getComputedStyle(ol).listStyleType")
    assert style == "decimal"


def test_online_services_link_to_contact_policy_change_faqs_and_blog(
        page: Page, base_url: str) -> None:
    copy = api(page, base_url, "/api/copy/online-services")
    hrefs = [item["href"] for item in copy["items"]]
    assert hrefs == ["/contact", "/request-policy-change", "/faqs", BLOG_INDEX]
    page.goto(base_url + ONLINE)
    expect(page.locator("main h1")).to_have_text(copy["title"])
    for item in copy["items"]:
        link = page.locator("main").get_by_role("link", name=item["label"], exact=True)
        expect(link).to_have_attribute("href", item["href"])
    page.locator("main").get_by_role("link", name="Frequently Asked Questions").click()
    expect(page).to_have_url(base_url + FAQS)
    expect(page.locator("#general-1")).to_be_visible()


# FAQ

def test_each_faq_jump_button_scrolls_to_its_section_and_focuses_the_heading(
        page: Page, base_url: str) -> None:
    """Each button in turn on one page load, each from the top of the page; then, on the same
    load, that the jump scrolls smoothly, but at once with reduced motion."""
    page.goto(base_url + FAQS)
    for label, section_id in FAQ_TOPICS.items():
        page.evaluate("window.scrollTo({top: 0, behavior: 'instant'})")
        button = page.get_by_role("button", name=label, exact=True)
        expect(button).to_be_visible()
        if section_id != "general":
            assert section_top(page, section_id) > 400, "start with the section below the fold"
        button.click()
        wait_until_section_at_top(page, section_id)
        focused = page.evaluate("document.activeElement.id")
        assert focused == f"{section_id}-heading", label
        expect(page.locator(f"#{section_id}-heading")).to_have_text(label)

    # Smoothly: a smooth scroll is still on its way one frame later.
    page.evaluate("window.scrollTo({top: 0, behavior: 'instant'})")
    page.get_by_role("button", name="Umbrella", exact=True).click()
    page.evaluate("() => new Promise(requestAnimationFrame)")
    assert section_top(page, "umbrella") > 60
    wait_until_section_at_top(page, "umbrella")

    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.scrollTo(0, 0)")
    page.get_by_role("button", name="Life", exact=True).click()
    assert abs(section_top(page, "life")) < 60, "reduced motion: the jump is immediate"


def test_faq_keeps_one_answer_open_the_open_one_collapses_and_it_works_from_the_keyboard(
        page: Page, base_url: str) -> None:
    """One load: by the pointer, then by the keyboard."""
    page.goto(base_url + FAQS)
    expanded = page.locator("main button[aria-expanded='true']")
    expect(expanded).to_have_count(1)

    question(page, "car-2").click()
    expect(question(page, "car-2")).to_have_attribute("aria-expanded", "true")
    expect(expanded).to_have_count(1)
    panel_id = question(page, "car-2").get_attribute("aria-controls")
    panel = page.locator(f"#{panel_id}")
    expect(panel).to_be_visible()
    expect(panel).to_have_attribute("role", "region")
    button_id = question(page, "car-2").get_attribute("id")
    assert button_id
    expect(panel).to_have_attribute("aria-labelledby", button_id)

    question(page, "umbrella-1").click()
    expect(question(page, "umbrella-1")).to_have_attribute("aria-expanded", "true")
    expect(question(page, "car-2")).to_have_attribute("aria-expanded", "false")
    expect(panel).to_be_hidden()
    expect(expanded).to_have_count(1)

    question(page, "umbrella-1").click()
    expect(question(page, "umbrella-1")).to_have_attribute("aria-expanded", "false")
    expect(expanded).to_have_count(0)

    # From the keyboard.
    page.get_by_role("button", name="Life", exact=True).focus()
    page.keyboard.press("Enter")
    wait_until_section_at_top(page, "life")
    assert page.evaluate("document.activeElement.id") == "life-heading"

    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "life-1-question"
    page.keyboard.press("Enter")
    expect(question(page, "life-1")).to_have_attribute("aria-expanded", "true")
    page.keyboard.press("Space")
    expect(question(page, "life-1")).to_have_attribute("aria-expanded", "false")
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none", "the focused question shows a focus ring"


def test_faq_link_to_a_question_opens_it(page: Page, base_url: str) -> None:
    page.goto(base_url + FAQS + "#home-3")
    expect(question(page, "home-3")).to_have_attribute("aria-expanded", "true")
    expect(page.locator("main button[aria-expanded='true']")).to_have_count(1)
    expect(page.locator("#home-3")).to_be_in_viewport()


# Every page: accessibility and fit

@pytest.mark.parametrize("path", [COMPANIES, WHY, ONLINE, FAQS])
def test_info_pages_are_accessible_and_fit_the_screen(
        page: Page, base_url: str, path: str) -> None:
    """At 375 and 1280 px, then 768 (a tablet): one load resized."""
    errors = collect_console_errors(page)
    for width in at_each_width(page, base_url + path, ["mobile", "desktop"]):
        expect(page.locator("main h1")).to_be_visible()
        expect(page.locator("h1")).to_have_count(1)
        expect(page.locator("main [role='status']")).to_have_count(0)
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
        save_screenshot(page, f"info-{path.strip('/').replace('/', '-')}-{WIDTHS[width]}")
        if (path, width) in WHAT_EACH_PAGE_SHOWS:
            WHAT_EACH_PAGE_SHOWS[path, width](page, base_url)
        assert errors == []
    fits_a_tablet(page)


# What a page shows at a width, checked on the load above rather than on one of its own.
WHAT_EACH_PAGE_SHOWS: dict[tuple[str, str], Callable[[Page, str], None]] = {
    (COMPANIES, "mobile"): companies_table_fits_a_phone_screen,
    (WHY, "desktop"): why_independent_numbers_its_reasons,
}


def fits_a_tablet(page: Page) -> None:
    """The page as it stands, resized to a tablet's 768 px (checked on the load above rather than
    on one of its own)."""
    set_width(page, WIDTHS["tablet"])
    expect(page.locator("main h1")).to_be_visible()
    expect(page.locator("main [role='status']")).to_have_count(0)
    assert_no_horizontal_scroll(page)
