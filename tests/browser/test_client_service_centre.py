"""The client service centre in a real browser: Online Services keeps the spec's four links and
lists every insurer's bill, claim and claims-line links (phone and website only for one without),
the filter narrows the list and says so politely, Companies We Represent shows the same links,
the page reads without JavaScript, and axe finds nothing at phone and desktop widths."""

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.addresses import BLOG_INDEX
from tests.browser.conftest import instance_with_staff, sign_in
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
from tests.browser.test_site_editor import save
from tests.conftest import make_content_copy
from tests.servers import running_service

ONLINE = "/online-services"
COMPANIES = "/about/companies-we-represent"
SPEC_LINKS = {"Contact Us": "/contact", "Request a Policy Change": "/request-policy-change",
              "Frequently Asked Questions": "/faqs", "News & Blog": BLOG_INDEX}
WITHOUT_LINKS = "RLI"
FILTER = "Find your insurance company"


def centre(page: Page, base_url: str) -> Locator:
    heading = api(page, base_url, "/api/copy/online-services")["serviceCentre"]["heading"]
    return page.get_by_role("region", name=heading)


def cards(region: Locator) -> Locator:
    return region.get_by_role("listitem").filter(
        has=region.page.get_by_role("heading", level=3))


def card(region: Locator, name: str) -> Locator:
    return cards(region).filter(
        has=region.page.get_by_role("heading", level=3, name=name, exact=True))


def outside_link(scope: Locator, label: str, company: str) -> Locator:
    # The browser names the link "Pay a bill : …": its hidden words are a box of their own.
    return scope.get_by_role("link", name=re.compile(
        rf"^{re.escape(label)} ?: {re.escape(company)}, opens in a new tab$"))


def assert_self_service(scope: Locator, company: dict[str, Any]) -> None:
    """The company's bill and claim pages open in a new tab; its claims line is a tel: link."""
    for label, field in (("Pay a bill", "payBillUrl"), ("Report a claim", "claimUrl")):
        link = outside_link(scope, label, company["name"])
        expect(link).to_have_attribute("href", company[field])
        expect(link).to_have_attribute("target", "_blank")
        expect(link).to_have_attribute("rel", re.compile(r"\bnoopener\b"))
    claims = scope.locator(f"a[href='{tel_link(company['claimsPhone'])}']")
    expect(claims).to_have_text(re.compile(re.escape(company["claimsPhone"])))
    expect(claims.locator("xpath=..")).to_contain_text("24-hour claims")


def assert_phone_and_website_only(scope: Locator, company: dict[str, Any]) -> None:
    expect(scope.get_by_role("link", name=re.compile(r"^(Pay a bill|Report a claim)\b"))
           ).to_have_count(0)
    expect(scope.get_by_text("24-hour claims")).to_have_count(0)
    phones = scope.locator("a[href^='tel:']")
    expect(phones).to_have_count(len(company["phones"]))
    for phone, link in zip(company["phones"], phones.all(), strict=True):
        expect(link).to_have_attribute("href", tel_link(phone["number"]))
    expect(outside_link(scope, "Visit Website", company["name"])).to_have_attribute(
        "href", company["website"])


def test_online_services_keeps_the_spec_links_lists_bill_and_claim_links_and_filters_them(
        page: Page, base_url: str) -> None:
    """The page loaded once: its links as the list first shows, then the filter narrowing it."""
    errors = collect_console_errors(page)
    companies = api(page, base_url, "/api/companies")
    phone = api(page, base_url, "/api/site")["phone"]
    page.goto(base_url + ONLINE)
    for label, href in SPEC_LINKS.items():
        expect(page.locator("main").get_by_role("link", name=label, exact=True)
               ).to_have_attribute("href", href)
    region = centre(page, base_url)
    expect(cards(region)).to_have_count(len(companies))
    with_links = [c for c in companies if c["claimUrl"]]
    assert len(with_links) == len(companies) - 1, "one test company has no links"
    for company in with_links:
        assert_self_service(card(region, company["name"]), company)
    rli = next(c for c in companies if c["name"] == WITHOUT_LINKS)
    assert (rli["payBillUrl"], rli["claimUrl"], rli["claimsPhone"]) == (None, None, None)
    assert_phone_and_website_only(card(region, WITHOUT_LINKS), rli)
    assert errors == []

    # The filter narrows the list and says when no company matches.
    box = region.get_by_role("searchbox", name=FILTER)
    count = region.locator("[aria-live='polite']")
    expect(count).to_have_text("15 companies")
    box.press_sequentially("trav")
    expect(cards(region)).to_have_count(1)
    expect(card(region, "Travelers")).to_be_visible()
    expect(count).to_have_text("1 of 15 companies match “trav”.")
    box.fill("national")
    expect(cards(region).get_by_role("heading", level=3)).to_have_text(
        ["National Flood Insurance Program (NFIP)", "National General"])
    box.fill("Acme Mutual")
    expect(cards(region)).to_have_count(0)
    expect(count).to_have_text("No company matches “Acme Mutual”.")
    expect(region.get_by_role("link", name=phone, exact=True)).to_have_attribute(
        "href", tel_link(phone))
    box.fill("")
    expect(cards(region)).to_have_count(15)


def test_companies_we_represent_shows_the_same_links(page: Page, base_url: str) -> None:
    errors = collect_console_errors(page)
    companies = api(page, base_url, "/api/companies")
    page.goto(base_url + COMPANIES)
    expect(page.get_by_role("columnheader", name="Bills & claims")).to_be_visible()
    for company in companies:
        row = page.get_by_role("row").filter(
            has=page.get_by_role("rowheader", name=company["name"], exact=True))
        if company["name"] == WITHOUT_LINKS:
            assert_phone_and_website_only(row, company)
        else:
            assert_self_service(row, company)
    assert errors == []


def test_online_services_reads_without_javascript(
        browser: Browser, rendered_base_url: str) -> None:
    context = browser.new_context(java_script_enabled=False,
                                  viewport={"width": WIDTHS["mobile"], "height": 900})
    try:
        page = context.new_page()
        copy = api(page, rendered_base_url, "/api/copy/online-services")
        phone = api(page, rendered_base_url, "/api/site")["phone"]
        page.goto(rendered_base_url + ONLINE)
        for label, href in SPEC_LINKS.items():
            expect(page.locator("main").get_by_role("link", name=label, exact=True)
                   ).to_have_attribute("href", href)
        region = centre(page, rendered_base_url)
        expect(cards(region)).to_have_count(15)
        travelers = next(c for c in api(page, rendered_base_url, "/api/companies")
                         if c["name"] == "Travelers")
        assert_self_service(card(region, "Travelers"), travelers)
        # The filter needs the script; without it the whole list shows and there is no dead box.
        expect(page.get_by_role("searchbox")).to_have_count(0)
        intro = region.get_by_text(copy["serviceCentre"]["intro"]).bounding_box()
        count = region.get_by_text("15 companies", exact=True).bounding_box()
        assert intro and count and count["y"] - (intro["y"] + intro["height"]) < 40, "no empty gap"
        steps = page.get_by_role("region", name=copy["afterLoss"]["heading"])
        expect(steps.get_by_role("listitem")).to_have_count(len(copy["afterLoss"]["steps"]))
        expect(steps).to_contain_text("call 911")
        expect(steps.get_by_role("link", name=phone, exact=True)).to_have_attribute(
            "href", tel_link(phone))
        expect(steps).not_to_contain_text("{phone}")
    finally:
        context.close()


def test_online_services_is_accessible_at_phone_and_desktop_widths(
        page: Page, base_url: str) -> None:
    """Each page loaded once (at a phone's width) and checked there and widened to a desk's."""
    errors = collect_console_errors(page)
    region = centre(page, base_url)
    for width in at_each_width(page, base_url + ONLINE, ["mobile", "desktop"]):
        expect(cards(region)).to_have_count(15)
        page.wait_for_load_state("networkidle")
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
        save_screenshot(page, f"client-service-centre-{WIDTHS[width]}")
    region.get_by_role("searchbox", name=FILTER).fill("no such insurer")
    expect(region.get_by_text("No company matches", exact=False)).to_be_visible()
    for width in ("mobile", "desktop"):
        set_width(page, WIDTHS[width])
        expect(region.get_by_text("No company matches", exact=False)).to_be_visible()
        assert_accessible(page)
    for width in at_each_width(page, base_url + COMPANIES, ["mobile", "desktop"]):
        expect(page.get_by_role("rowheader")).to_have_count(15)
        assert_no_horizontal_scroll(page)
        save_screenshot(page, f"companies-with-links-{WIDTHS[width]}")
    assert errors == []


@pytest.fixture(scope="module")
def editable_url(tmp_path_factory: pytest.TempPathFactory,
                 staff_credentials: tuple[str, str]) -> Iterator[str]:
    """A service on a content copy of its own: the save below must not reach other tests."""
    content = make_content_copy(tmp_path_factory.mktemp("service-centre") / "content")
    instance = instance_with_staff(tmp_path_factory.mktemp("service-centre-instance"),
                                   staff_credentials)
    with running_service(content, instance, server_rendering=False) as url:
        yield url


def test_staff_edit_the_after_a_loss_steps_in_the_generated_form(
        page: Page, editable_url: str, staff_credentials: tuple[str, str]) -> None:
    sign_in(page, editable_url, staff_credentials)
    page.goto(editable_url + "/admin/site")
    page.get_by_role("link", name="Online services", exact=True).click()
    # A long document's groups are sections, closed until opened.
    page.get_by_role("button", name="Client service center", exact=True).click()
    centre_group = page.get_by_role("region", name="Client service center", exact=True)
    expect(centre_group.get_by_label("Heading", exact=True)).to_have_value("Client service center")
    page.get_by_role("button", name="After an accident or a loss", exact=True).click()
    after = page.get_by_role("region", name="After an accident or a loss", exact=True)
    after.get_by_role("group", name="Steps").get_by_role("link").first.click()
    first = page.get_by_role("textbox", name="Steps", exact=True)
    expect(first).to_have_value(re.compile("call 911"))
    first.fill("Make sure everyone is safe, and call 911 if anyone is hurt. Then call {phone}.")
    save(page)
    phone = api(page, editable_url, "/api/site")["phone"]
    page.goto(editable_url + ONLINE)
    steps = page.get_by_role("region", name="What to do first after an accident or a loss")
    expect(steps.get_by_role("listitem").first).to_have_text(
        f"Make sure everyone is safe, and call 911 if anyone is hurt. Then call {phone}.")
