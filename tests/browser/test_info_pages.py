"""Companies We Represent, Why an Independent Agent, Online Services and FAQ, in a browser."""

import re
from collections.abc import Callable
from typing import Any

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
    tel_link,
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

def companies_table_lists_every_insurer_its_lines_and_website(page: Page, base_url: str) -> None:
    """What the table shows: every insurer's row, The Hartford's two lines, each website link."""
    companies = api(page, base_url, "/api/companies")
    assert len(companies) == 15
    table = page.get_by_role("table")
    expect(table.locator("caption")).to_contain_text("15 insurance companies")
    expect(table.locator("thead th[scope='col']")).to_have_count(6)
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(15)
    for index, company in enumerate(companies):
        row = rows.nth(index)
        expect(row.locator("th[scope='row']")).to_have_text(company["name"])
        expect(row).to_contain_text(company["category"])
        logo = row.get_by_role("img", name=f"{company['name']} logo", exact=True)
        expect(logo).to_have_attribute("src", company["logo"])
        expect(logo).to_have_attribute("width", re.compile(r"\d+"))
        expect(logo).to_have_attribute("height", re.compile(r"\d+"))
        for phone in company["phones"]:
            expect(row.locator(f"a[href='{tel_link(phone['number'])}']")).to_have_text(phone["number"])
    expect_the_hartford_shows_personal_and_business_lines_apart(page, companies)
    expect_visit_website_links_open_a_new_tab_and_name_the_company(page, companies)


def expect_the_hartford_shows_personal_and_business_lines_apart(
        page: Page, companies: list[dict[str, Any]]) -> None:
    hartford = next(c for c in companies if c["name"] == "The Hartford")
    assert [p["label"] for p in hartford["phones"]] == ["Personal lines", "Business lines"]
    row = page.locator("tbody tr").filter(has=page.get_by_role("rowheader", name="The Hartford"))
    # Cells: logo, category, the phone lines; the claims line has a column of its own.
    phones = row.get_by_role("cell").nth(2).locator("a[href^='tel:']")
    expect(phones).to_have_count(2)
    for phone, link in zip(hartford["phones"], phones.all(), strict=True):
        expect(link.locator("xpath=..")).to_contain_text(phone["label"])
        expect(link).to_have_attribute("href", tel_link(phone["number"]))
    claims = row.get_by_role("cell").nth(3).locator("a[href^='tel:']")
    expect(claims).to_have_attribute("href", tel_link(hartford["claimsPhone"]))


def expect_visit_website_links_open_a_new_tab_and_name_the_company(
        page: Page, companies: list[dict[str, Any]]) -> None:
    for company in companies:
        link = page.get_by_role("link", name=re.compile(
            r"^Visit Website\b.*" + re.escape(company["name"])))
        expect(link).to_have_count(1)
        expect(link).to_have_attribute("href", company["website"])
        expect(link).to_have_attribute("target", "_blank")
        expect(link).to_have_attribute("rel", re.compile(r"\bnoopener\b"))


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

def why_independent_shows_ten_numbered_reasons(page: Page, base_url: str) -> None:
    copy = api(page, base_url, "/api/copy/why-independent")
    expect(page.locator("main h1")).to_have_text(copy["title"])
    reasons = page.locator("main ol > li")
    expect(reasons).to_have_count(10)
    style = page.locator("main ol").evaluate("ol => getComputedStyle(ol).listStyleType")
    assert style == "decimal"
    for index, reason in enumerate(copy["reasons"]):
        expect(reasons.nth(index)).to_contain_text(reason["title"])
        expect(reasons.nth(index)).to_contain_text(reason["text"])
    expect(page.get_by_text(copy["closing"][0])).to_be_visible()
    expect(page.get_by_role("heading", name="Recent Posts")).to_be_visible()


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

def faq_has_the_item_ids_of_every_section(page: Page, base_url: str) -> None:
    faq = api(page, base_url, "/api/copy/faq")
    expect(page.locator("main h1")).to_have_text(faq["title"])
    assert [s["id"] for s in faq["sections"]] == list(FAQ_TOPICS.values())
    for section in faq["sections"]:
        expect(page.locator(f"section#{section['id']}")).to_have_count(1)
        for number, item in enumerate(section["items"], start=1):
            wrapper = page.locator(f"#{section['id']}-{number}")
            expect(wrapper).to_have_count(1)
            expect(wrapper.get_by_role("button")).to_have_text(item["question"])
    expect(page.get_by_role("heading", name="Recent Posts")).to_be_visible()


def test_each_faq_jump_button_scrolls_to_its_section_and_focuses_the_heading(
        page: Page, base_url: str) -> None:
    """Each button in turn on one page load, each from the top of the page."""
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


def test_faq_jump_scrolls_smoothly_but_instantly_with_reduced_motion(
        page: Page, base_url: str) -> None:
    page.goto(base_url + FAQS)
    page.get_by_role("button", name="Umbrella", exact=True).click()
    # A smooth scroll is still on its way one frame later.
    page.evaluate("() => new Promise(requestAnimationFrame)")
    assert section_top(page, "umbrella") > 60
    wait_until_section_at_top(page, "umbrella")

    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.scrollTo(0, 0)")
    page.get_by_role("button", name="Life", exact=True).click()
    assert abs(section_top(page, "life")) < 60, "reduced motion: the jump is immediate"


def test_faq_keeps_one_answer_open_and_the_open_one_collapses(page: Page, base_url: str) -> None:
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


def test_faq_works_from_the_keyboard(page: Page, base_url: str) -> None:
    page.goto(base_url + FAQS)
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
    errors = collect_console_errors(page)
    for width in at_each_width(page, base_url + path, ["mobile", "desktop"]):
        expect(page.locator("main h1")).to_be_visible()
        expect(page.locator("h1")).to_have_count(1)
        expect(page.locator("main [role='status']")).to_have_count(0)
        page.wait_for_load_state("networkidle")
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
        save_screenshot(page, f"info-{path.strip('/').replace('/', '-')}-{WIDTHS[width]}")
        if (path, width) in WHAT_EACH_PAGE_SHOWS:
            WHAT_EACH_PAGE_SHOWS[path, width](page, base_url)
        assert errors == []


# What a page shows at a width, checked on the load above rather than on one of its own.
WHAT_EACH_PAGE_SHOWS: dict[tuple[str, str], Callable[[Page, str], None]] = {
    (COMPANIES, "desktop"): companies_table_lists_every_insurer_its_lines_and_website,
    (COMPANIES, "mobile"): companies_table_fits_a_phone_screen,
    (WHY, "desktop"): why_independent_shows_ten_numbered_reasons,
    (FAQS, "desktop"): faq_has_the_item_ids_of_every_section,
}


def test_info_pages_fit_a_tablet(page: Page, base_url: str) -> None:
    """The pages one after another in one context (its cache warm), not each in a fresh one."""
    set_width(page, WIDTHS["tablet"])
    for path in [COMPANIES, WHY, ONLINE, FAQS]:
        page.goto(base_url + path)
        expect(page.locator("main h1")).to_be_visible()
        expect(page.locator("main [role='status']")).to_have_count(0)
        assert_no_horizontal_scroll(page)
