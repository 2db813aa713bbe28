"""Insurance overview, category pages and the 17 product and business pages, in a real browser.
A product page that fails to load is checked in vitest
(web/src/app/routes/insurance-page.test.tsx)."""

import json
import re
from typing import Any

import pytest
from playwright.sync_api import FloatRect, Locator, Page, Route, expect

from tests.browser.helpers import (
    WIDTHS,
    api,
    assert_accessible,
    assert_no_horizontal_scroll,
    at_each_width,
    collect_console_errors,
    save_screenshot,
    set_width,
    side_by_side,
    tabs_beside,
    tel_link,
)

VEHICLE = "/insurance/vehicle-insurance/"
PROPERTY = "/insurance/property-insurance/"
BUSINESS = "/insurance/business-insurance/"

PRODUCT_PATHS = [
    *(VEHICLE + slug for slug in (
        "motorcycle-insurance", "motorsport-and-atv-insurance", "classic-car-insurance",
        "rv-and-mobile-home-insurance", "boat-and-watercraft-insurance")),
    *(PROPERTY + slug for slug in (
        "homeowners-insurance", "renters-insurance", "condo-insurance", "landlord-protection",
        "flood-insurance", "earthquake-insurance")),
]
BUSINESS_PATHS = [BUSINESS + slug for slug in (
    "general-liability-insurance", "commercial-property-insurance", "business-auto-insurance",
    "commercial-umbrella-insurance", "workers-compensation-insurance", "bonds")]

# The figures the product pages quote (limits, waiting periods), by page: each must be in the
# page's data and on the page (checked where each product page is loaded anyway).
FIGURES = {
    VEHICLE + "motorcycle-insurance": ["$3,000", "$10,000", "$300"],
    VEHICLE + "rv-and-mobile-home-insurance": ["250 days"],
    VEHICLE + "boat-and-watercraft-insurance": ["$500 to $10,000"],
    PROPERTY + "flood-insurance": ["30 days"],
    PROPERTY + "earthquake-insurance": ["15"],
    PROPERTY + "homeowners-insurance": ["100%"],
    BUSINESS + "commercial-umbrella-insurance": ["$1 million"],
    BUSINESS + "workers-compensation-insurance": ["66 2/3%"],
    BUSINESS + "bonds": ["0.5% to 3%"],
}

# The quote form's coverage each product page's Request a Quote ticks (?coverage=).
QUOTE_COVERAGE = {
    "motorcycle-insurance": "other", "motorsport-and-atv-insurance": "other",
    "classic-car-insurance": "auto", "rv-and-mobile-home-insurance": "other",
    "boat-and-watercraft-insurance": "other", "homeowners-insurance": "home",
    "renters-insurance": "renters", "condo-insurance": "condo", "landlord-protection": "other",
    "flood-insurance": "flood", "earthquake-insurance": "other",
    **{path.rsplit("/", 1)[1]: "business" for path in BUSINESS_PATHS},
}

PERSONAL_UMBRELLA = "/insurance/life-health-umbrella/personal-umbrella-insurance"

BOND_KINDS = ["Bid bonds", "Performance bonds", "Payment bonds", "Maintenance bonds",
              "License and permit bonds", "Fidelity bonds", "Court bonds", "Supply bonds"]


def expect_contact_links(region: Locator, phone: str, quote_href: str = "/request-quote") -> None:
    """Request a Quote, Contact Us and a call link to the agency, inside `region`."""
    quote = region.get_by_role("link", name="Request a Quote")
    expect(quote).to_have_attribute("href", quote_href)
    expect(region.get_by_role("link", name="Contact Us")).to_have_attribute("href", "/contact")
    expect(region.locator("a[href^='tel:']")).to_have_attribute("href", tel_link(phone))


def main_h1(page: Page) -> Locator:
    return page.locator("main h1")


def box(locator: Locator) -> FloatRect:
    found = locator.bounding_box()
    assert found is not None, f"{locator} is not displayed"
    return found


@pytest.mark.parametrize("path", ["/insurance", "/insurance-services"])
def test_overview_shows_three_columns_linking_to_the_category_pages(
        page: Page, base_url: str, path: str) -> None:
    errors = collect_console_errors(page)
    overview = api(page, base_url, "/api/copy/insurance-overview")
    page.goto(base_url + path)

    expect(main_h1(page)).to_have_text(overview["title"])
    expect(page).to_have_title(re.compile("^" + re.escape(overview["title"])))
    expect(page.get_by_text(overview["intro"][0])).to_be_visible()
    assert [c["title"] for c in overview["columns"]] == ["Vehicle", "Property", "Business"]
    for column in overview["columns"]:
        heading = page.get_by_role("heading", level=2, name=column["title"], exact=True)
        expect(heading.get_by_role("link")).to_have_attribute("href", column["href"])
        card = page.locator("section").filter(has=heading)
        for item in column["items"]:
            link = card.get_by_role("link", name=item["label"], exact=True)
            expect(link).to_have_attribute("href", item["href"])
            expect(card.get_by_text(item["description"])).to_be_visible()
    if path == "/insurance":
        expect_overview_columns_side_by_side_on_wide_screens_and_stacked_on_phones(page)
    assert errors == []


def expect_overview_columns_side_by_side_on_wide_screens_and_stacked_on_phones(
        page: Page) -> None:
    headings = [page.get_by_role("heading", level=2, name=name, exact=True)
                for name in ("Vehicle", "Property", "Business")]
    expect(headings[2]).to_be_visible()
    tops = {round(box(h)["y"]) for h in headings}
    assert len(tops) == 1, f"columns not in one row at 1280: {tops}"

    set_width(page, WIDTHS["mobile"])
    lefts = {round(box(h)["x"]) for h in headings}
    ys = [box(h)["y"] for h in headings]
    assert len(lefts) == 1 and ys == sorted(ys), "columns should stack in one column at 375"


@pytest.mark.parametrize("key", ["vehicle", "property", "business"])
def test_category_page_lists_its_own_links(page: Page, base_url: str, key: str) -> None:
    errors = collect_console_errors(page)
    category = next(item for item in api(page, base_url, "/api/copy/categories")["items"]
                    if item["key"] == key)
    page.goto(f"{base_url}/insurance/{key}")

    expect(main_h1(page)).to_have_text(category["title"])
    content = page.locator("main")
    for link in category["links"]:
        anchor = content.get_by_role("link", name=link["label"], exact=True)
        expect(anchor).to_have_attribute("href", link["href"])
        expect(content.get_by_text(link["description"])).to_be_visible()

    buttons = [content.get_by_role("link", name="Request Quote", exact=True),
               content.get_by_role("link", name="Contact Us", exact=True),
               content.locator("a[href^='tel:']")]
    if category["showContactButtons"]:
        phone = api(page, base_url, "/api/site")["phone"]
        expect(buttons[0]).to_have_attribute("href", "/request-quote")
        expect(buttons[1]).to_have_attribute("href", "/contact")
        expect(buttons[2]).to_have_attribute("href", tel_link(phone))
        expect(buttons[2]).to_contain_text(phone)
    else:
        for button in buttons:
            expect(button).to_have_count(0)
    # The vehicle page links its products; property and business have buttons.
    if key == "vehicle":
        for href in (VEHICLE + "auto-insurance", VEHICLE + "boat-insurance"):
            expect(page.locator(f"main a[href='{href}']")).to_have_count(1)
    else:
        expect(page.locator("main").get_by_role("link", name="Request Quote")).to_be_visible()
    assert errors == []


# The product pages by their category: each category's pages are opened in one browser context (its
# cache warm after the first), not each in a context of its own, three at a time in its tabs.
PATHS_BY_CATEGORY = {
    category: [path for path in PRODUCT_PATHS + BUSINESS_PATHS if path.startswith(start)]
    for category, start in (("vehicle", VEHICLE), ("property", PROPERTY), ("business", BUSINESS))}


@pytest.mark.parametrize("category", list(PATHS_BY_CATEGORY))
def test_product_pages_render_their_title_and_quote_block(
        page: Page, base_url: str, category: str) -> None:
    """Five or six page loads in one context, three side by side: longer than one load in a test
    of its own, shorter than five or six fresh contexts each fetching the app's code again."""
    tabs = tabs_beside(page, 3)
    errors = [collect_console_errors(tab) for tab in tabs]
    phone = api(page, base_url, "/api/site")["phone"]
    summaries = api(page, base_url, "/api/blog-posts?view=summary")
    for url, tab in side_by_side(tabs, [base_url + path for path in PATHS_BY_CATEGORY[category]]):
        expect_product_page(tab, base_url, url.removeprefix(base_url), phone, summaries)
    assert errors == [[]] * len(tabs)


def expect_product_page(page: Page, base_url: str, path: str, phone: str,
                        summaries: list[dict[str, Any]]) -> None:
    """The product page at path, opened in page: its title, sections, quote block, articles and
    figures."""
    slug = path.rsplit("/", 1)[1]
    product = api(page, base_url, f"/api/products/{slug}")

    expect(main_h1(page)).to_have_text(product["title"])
    expect(page.locator("h1")).to_have_count(1)
    expect(page).to_have_title(re.compile("^" + re.escape(product["title"]) + " [|]"))
    description = page.locator('meta[name="description"]')
    expect(description).to_have_attribute("content", product["summary"])
    for section in product["sections"]:
        heading = page.get_by_role("heading", level=2, name=section["heading"], exact=True)
        expect(heading).to_be_visible()

    quote_href = f"/request-quote?coverage={QUOTE_COVERAGE[slug]}"
    expect_contact_links(page.get_by_role("region", name="Get a quote"), phone, quote_href)
    about = [post["title"] for post in summaries if slug in post["coverages"]]
    related = page.get_by_role("region", name=f"Articles about {product['title']}")
    expect(related).to_have_count(1 if about else 0)

    business_nav = page.get_by_role("navigation", name="Business Insurance")
    if product["kind"] == "business":
        current = business_nav.locator("[aria-current='page']")
        expect(current).to_have_count(1)
        expect(current).to_have_attribute("href", path)
        expect(business_nav.get_by_role("link")).to_have_count(1 + len(BUSINESS_PATHS))
        strip = page.get_by_role("region", name="Protect the business you built")
        expect_contact_links(strip, phone, quote_href)
        expect(page.get_by_role("heading", name="Recent Posts")).to_have_count(0)
    else:
        expect(business_nav).to_have_count(0)
        # The posts about the product, or else the newest under their own heading.
        expect(page.get_by_role("heading", name="Recent Posts")).to_have_count(0 if about else 1)
    if about:
        expect(related.get_by_role("link")).to_have_text(about)
    # The figures of the spec the page quotes: in its data and on the page.
    for figure in FIGURES.get(path, []):
        assert figure in json.dumps(product), f"{figure!r} missing from the data of {slug}"
        expect(page.locator("main")).to_contain_text(figure)


def test_every_page_quoting_figures_is_one_the_render_test_loads() -> None:
    assert set(FIGURES) <= set(PRODUCT_PATHS + BUSINESS_PATHS)
    grouped = [path for paths in PATHS_BY_CATEGORY.values() for path in paths]
    assert sorted(grouped) == sorted(PRODUCT_PATHS + BUSINESS_PATHS)


def test_flood_page_links_to_the_flood_program_in_a_new_tab_and_to_an_email(
        page: Page, base_url: str) -> None:
    page.goto(base_url + PROPERTY + "flood-insurance")
    program = page.locator("main a[href='https://www.floodsmart.gov']")
    expect(program).to_have_attribute("target", "_blank")
    expect(program).to_have_attribute("rel", "noopener noreferrer")
    mail = page.locator("main a[href^='mailto:']")
    expect(mail).to_have_count(1)
    expect(mail).not_to_have_attribute("target", "_blank")


def test_homeowners_page_links_to_the_personal_umbrella_page(page: Page, base_url: str) -> None:
    page.goto(base_url + PROPERTY + "homeowners-insurance")
    link = page.locator(f"main a[href='{PERSONAL_UMBRELLA}']")
    expect(link).to_have_count(1)
    link.click()
    expect(page).to_have_url(base_url + PERSONAL_UMBRELLA)
    expect(page.locator("main h1")).to_be_visible()
    expect(page.get_by_text("404 Page Not Found")).to_have_count(0)


def test_bonds_page_lists_the_eight_kinds_of_bond(page: Page, base_url: str) -> None:
    page.goto(base_url + BUSINESS + "bonds")
    kinds = page.get_by_role("heading", name="Kinds of bonds we help with").locator("xpath=..")
    for kind in BOND_KINDS:
        expect(kinds.get_by_role("listitem").filter(has_text=kind)).to_have_count(1)


def test_business_sidebar_moves_between_business_pages(page: Page, base_url: str) -> None:
    page.goto(base_url + BUSINESS + "bonds")
    nav = page.get_by_role("navigation", name="Business Insurance")
    nav.get_by_role("link", name="Business Auto Insurance").click()
    expect(page).to_have_url(base_url + BUSINESS + "business-auto-insurance")
    expect(main_h1(page)).to_have_text("Business Auto Insurance")
    expect(nav.locator("[aria-current='page']")).to_have_text("Business Auto Insurance")


def test_product_page_shows_a_skeleton_while_loading(page: Page, base_url: str) -> None:
    held: list[Route] = []
    page.route("**/api/products/condo-insurance", lambda route: held.append(route))
    with page.expect_request("**/api/products/condo-insurance"):
        page.goto(base_url + PROPERTY + "condo-insurance")
    skeleton = page.locator("main [role='status']")
    expect(skeleton).to_have_text("Loading...")
    # The title comes at once with the list of product addresses; the page's copy holds its place.
    expect(main_h1(page)).to_have_text("Condo Insurance")
    expect(page.get_by_role("heading", name="Articles about Condo Insurance")).to_be_visible()
    height = box(skeleton)["height"]
    assert height > 600, f"the skeleton should hold the page's place, not {height}px"
    held[0].continue_()
    expect(main_h1(page)).to_have_text("Condo Insurance")
    expect(page.locator("main [role='status']")).to_have_count(0)


def test_insurance_address_whose_product_list_fails_says_so_and_tries_again(
        page: Page, base_url: str) -> None:
    """Client navigation (the list is not in the served page): the list fails once, then loads."""
    failures = [1]

    def answer(route: Route) -> None:
        if failures[0]:
            failures[0] -= 1
            route.fulfill(status=503, body="busy")
        else:
            route.continue_()

    page.goto(base_url + "/insurance/property")
    page.route("**/api/products", answer)
    page.get_by_role("main").get_by_role("link", name="Flood Insurance").first.click()
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("could not be loaded")
    expect(main_h1(page)).to_have_text("Flood Insurance")
    alert.get_by_role("button", name="Try again").click()
    expect(page.get_by_role("region", name="Get a quote")).to_be_visible()
    expect(main_h1(page)).to_have_text("Flood Insurance")


def test_a_service_address_never_asks_for_a_product_page(page: Page, base_url: str) -> None:
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.goto(base_url + "/insurance/property")
    page.get_by_role("main").get_by_role("link", name="Flood Insurance").first.click()
    expect(page.get_by_role("region", name="Get a quote")).to_be_visible()
    page.goto(base_url + "/insurance-services")
    page.get_by_role("main").get_by_role("link", name="Auto Insurance").first.click()
    expect(main_h1(page)).to_have_text("Auto Insurance")
    products = [url for url in asked if "/api/products/" in url]
    assert all(url.endswith("/api/products/flood-insurance") for url in products), products


SAMPLES = {
    "overview": "/insurance",
    "category": "/insurance/property",
    "product": VEHICLE + "motorcycle-insurance",
    "business": BUSINESS + "workers-compensation-insurance",
}


@pytest.mark.parametrize("template", list(SAMPLES))
def test_templates_are_accessible_and_fit_the_screen(
        page: Page, base_url: str, template: str) -> None:
    errors = collect_console_errors(page)
    for width in at_each_width(page, base_url + SAMPLES[template], ["mobile", "desktop"]):
        expect(main_h1(page)).to_be_visible()
        expect(page.locator("main [role='status']")).to_have_count(0)
        page.wait_for_load_state("networkidle")
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
        save_screenshot(page, f"insurance-{template}-{WIDTHS[width]}")
        assert errors == []


def test_no_horizontal_scroll_on_tablets(page: Page, base_url: str) -> None:
    """The pages one after another in one context (its cache warm), not each in a fresh one."""
    set_width(page, WIDTHS["tablet"])
    for path in ["/insurance", "/insurance/business", BUSINESS + "bonds"]:
        page.goto(base_url + path)
        expect(main_h1(page)).to_be_visible()
        assert_no_horizontal_scroll(page)
