"""What the insurance overview, the category pages and the 17 product and business pages hold, read
from the real service's server-rendered HTML (moved from tests/browser/test_insurance_pages.py:
their layout, axe, loading states and journeys stay in the browser)."""

import json
import re
from typing import Any

import pytest

from tests.browser.helpers import tel_link
from tests.service.rendered_page import Element, RenderedSite, head_title, meta

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
# page's data and on the page.
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

BOND_KINDS = ["Bid bonds", "Performance bonds", "Payment bonds", "Maintenance bonds",
              "License and permit bonds", "Fidelity bonds", "Court bonds", "Supply bonds"]


@pytest.fixture(scope="module")
def phone(rendered_site: RenderedSite) -> str:
    return str(rendered_site.api("/api/site")["phone"])


def expect_contact_links(region: Element, phone: str, quote_href: str = "/request-quote") -> None:
    """Request a Quote, Contact Us and a call link to the agency, inside `region`."""
    assert region.link("Request a Quote").attrs["href"] == quote_href
    assert region.link("Contact Us").attrs["href"] == "/contact"
    calls = [a for a in region.links() if a.attrs["href"].startswith("tel:")]
    assert [a.attrs["href"] for a in calls] == [tel_link(phone)]


def main_h1(page: Element) -> str:
    (heading,) = page.main().headings(1)
    return heading.text()


@pytest.mark.parametrize("path", ["/insurance", "/insurance-services"])
def test_overview_shows_three_columns_linking_to_the_category_pages(
        rendered_site: RenderedSite, path: str) -> None:
    overview = rendered_site.api("/api/copy/insurance-overview")
    page = rendered_site.page(path)
    assert main_h1(page) == overview["title"]
    assert head_title(page).startswith(overview["title"])
    assert overview["intro"][0] in page.main().text()
    assert [c["title"] for c in overview["columns"]] == ["Vehicle", "Property", "Business"]
    for column in overview["columns"]:
        (heading,) = page.headings(2, column["title"])
        assert [a.attrs["href"] for a in heading.links()] == [column["href"]]
        (card,) = [s for s in page.tags("section") if heading in s.all()]
        for item in column["items"]:
            assert card.link(item["label"]).attrs["href"] == item["href"]
            assert item["description"] in card.text()


@pytest.mark.parametrize("key", ["vehicle", "property", "business"])
def test_category_page_lists_its_own_links(rendered_site: RenderedSite, phone: str,
                                           key: str) -> None:
    category = next(item for item in rendered_site.api("/api/copy/categories")["items"]
                    if item["key"] == key)
    content = rendered_site.page(f"/insurance/{key}").main()
    assert main_h1(rendered_site.page(f"/insurance/{key}")) == category["title"]
    for link in category["links"]:
        assert content.link(link["label"]).attrs["href"] == link["href"]
        assert link["description"] in content.text()

    quote = content.links("Request Quote")
    contact = content.links("Contact Us")
    calls = [a for a in content.links() if a.attrs["href"].startswith("tel:")]
    if category["showContactButtons"]:
        assert [a.attrs["href"] for a in quote] == ["/request-quote"]
        assert [a.attrs["href"] for a in contact] == ["/contact"]
        assert [a.attrs["href"] for a in calls] == [tel_link(phone)]
        assert phone in calls[0].text()
    else:
        assert quote == contact == calls == []
    # The vehicle page links its products; property and business have buttons.
    if key == "vehicle":
        for href in (VEHICLE + "auto-insurance", VEHICLE + "boat-insurance"):
            assert len([a for a in content.links() if a.attrs["href"] == href]) == 1
    else:
        assert quote


@pytest.mark.parametrize("path", PRODUCT_PATHS + BUSINESS_PATHS)
def test_product_page_renders_its_title_sections_quote_block_articles_and_figures(
        rendered_site: RenderedSite, phone: str, path: str) -> None:
    slug = path.rsplit("/", 1)[1]
    product = rendered_site.api(f"/api/products/{slug}")
    summaries: list[dict[str, Any]] = rendered_site.api("/api/blog-posts?view=summary")
    page = rendered_site.page(path)

    assert main_h1(page) == product["title"]
    assert len(page.headings(1)) == 1
    assert re.match("^" + re.escape(product["title"]) + " [|]", head_title(page))
    assert meta(page, "description") == product["summary"]
    for section in product["sections"]:
        assert page.headings(2, section["heading"]), section["heading"]

    quote_href = f"/request-quote?coverage={QUOTE_COVERAGE[slug]}"
    expect_contact_links(page.region("Get a quote"), phone, quote_href)
    about = [post["title"] for post in summaries if slug in post["coverages"]]
    related = page.regions(f"Articles about {product['title']}")
    assert len(related) == (1 if about else 0)

    business_nav = page.regions("Business Insurance", "nav")
    if product["kind"] == "business":
        (nav,) = business_nav
        current = nav.all(lambda element: element.attrs.get("aria-current") == "page")
        assert [element.attrs["href"] for element in current] == [path]
        assert len(nav.links()) == 1 + len(BUSINESS_PATHS)
        expect_contact_links(page.region("Protect the business you built"), phone, quote_href)
        assert page.headings(name="Recent Posts") == []
    else:
        assert business_nav == []
        # The posts about the product, or else the newest under their own heading.
        assert len(page.headings(name="Recent Posts")) == (0 if about else 1)
    if about:
        assert [a.text() for a in related[0].links()] == about
    for figure in FIGURES.get(path, []):
        assert figure in json.dumps(product), f"{figure!r} missing from the data of {slug}"
        assert figure in page.main().text()


def test_every_page_quoting_figures_is_a_product_page_checked() -> None:
    assert set(FIGURES) <= set(PRODUCT_PATHS + BUSINESS_PATHS)


def test_flood_page_links_to_the_flood_program_in_a_new_tab_and_to_an_email(
        rendered_site: RenderedSite) -> None:
    main = rendered_site.page(PROPERTY + "flood-insurance").main()
    (program,) = [a for a in main.links() if a.attrs["href"] == "https://www.floodsmart.gov"]
    assert program.attrs.get("target") == "_blank"
    assert program.attrs.get("rel") == "noopener noreferrer"
    (mail,) = [a for a in main.links() if a.attrs["href"].startswith("mailto:")]
    assert mail.attrs.get("target") != "_blank"


def test_bonds_page_lists_the_eight_kinds_of_bond(rendered_site: RenderedSite) -> None:
    page = rendered_site.page(BUSINESS + "bonds")
    (heading,) = page.headings(name="Kinds of bonds we help with")
    assert heading.parent is not None
    items = [item.text() for item in heading.parent.tags("li")]
    for kind in BOND_KINDS:
        assert len([item for item in items if kind in item]) == 1, kind
