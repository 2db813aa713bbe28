"""Insurance overview, category pages and the product and business pages, in a real browser:
their layout, axe, loading states and journeys. What each page holds (titles, links, sections,
quote blocks, figures) is read from the rendered HTML in
tests/service/test_insurance_pages_html.py; a product page that fails to load is checked in vitest
(web/src/app/routes/insurance-page.test.tsx)."""


import pytest
from playwright.sync_api import FloatRect, Locator, Page, Route, expect

from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    at_each_width,
    collect_console_errors,
    save_screenshot,
    set_width,
)

PROPERTY = "/insurance/property-insurance/"
BUSINESS = "/insurance/business-insurance/"
VEHICLE = "/insurance/vehicle-insurance/"
PERSONAL_UMBRELLA = "/insurance/life-health-umbrella/personal-umbrella-insurance"


def main_h1(page: Page) -> Locator:
    return page.locator("main h1")


def box(locator: Locator) -> FloatRect:
    found = locator.bounding_box()
    assert found is not None, f"{locator} is not displayed"
    return found


def expect_overview_columns_side_by_side_on_wide_screens_and_stacked_on_phones(
        page: Page, width: str) -> None:
    headings = [page.get_by_role("heading", level=2, name=name, exact=True)
                for name in ("Vehicle", "Property", "Business")]
    expect(headings[2]).to_be_visible()
    if width == "desktop":
        tops = {round(box(h)["y"]) for h in headings}
        assert len(tops) == 1, f"columns not in one row at 1280: {tops}"
    else:
        lefts = {round(box(h)["x"]) for h in headings}
        ys = [box(h)["y"] for h in headings]
        assert len(lefts) == 1 and ys == sorted(ys), "columns should stack in one column at 375"


def test_homeowners_page_links_to_the_personal_umbrella_page(page: Page, base_url: str) -> None:
    page.goto(base_url + PROPERTY + "homeowners-insurance")
    link = page.locator(f"main a[href='{PERSONAL_UMBRELLA}']")
    expect(link).to_have_count(1)
    link.click()
    expect(page).to_have_url(base_url + PERSONAL_UMBRELLA)
    expect(page.locator("main h1")).to_be_visible()
    expect(page.get_by_text("404 Page Not Found")).to_have_count(0)


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
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
        save_screenshot(page, f"insurance-{template}-{WIDTHS[width]}")
        if template == "overview":
            expect_overview_columns_side_by_side_on_wide_screens_and_stacked_on_phones(page, width)
        assert errors == []
    if template == "overview":  # on a tablet too: this load resized, not one of its own
        set_width(page, WIDTHS["tablet"])
        expect(main_h1(page)).to_be_visible()
        assert_no_horizontal_scroll(page)


def test_no_horizontal_scroll_on_tablets(page: Page, base_url: str) -> None:
    """The pages one after another in one context (its cache warm), not each in a fresh one (the
    overview's is checked on test_templates_are_accessible_and_fit_the_screen's load)."""
    set_width(page, WIDTHS["tablet"])
    for path in ["/insurance/business", BUSINESS + "bonds"]:
        page.goto(base_url + path)
        expect(main_h1(page)).to_be_visible()
        assert_no_horizontal_scroll(page)
