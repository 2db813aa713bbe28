"""Posts and products in a real browser: a post's share links (e-mail, Facebook, LinkedIn) as plain
links to its own address with nothing loaded from another site, one way of writing its date on the
card and the page, the posts about a product on its page, and a product page's Request a Quote
arriving at the quote form with its coverage ticked (and nothing ticked, and no error, for any other
value of ?coverage=), on server-rendered pages that hydrate without a warning."""

import re
from typing import Any
from urllib.parse import quote, urlsplit

import pytest
from playwright.sync_api import ConsoleMessage, Locator, Page, expect

from tests.addresses import BLOG_INDEX, post_address
from tests.browser.helpers import api, collect_console_errors, wait_until_hydrated

FLOOD_POST = "flood-insurance-basics-and-the-30-day-waiting-period"
# The test content's posts about flood (their `coverages` name flood-insurance), newest first.
FLOOD_POSTS = ["Preparing a Shoreline Home for Hurricanes and Nor'easters",
               "Flood Insurance Basics and the 30-Day Waiting Period"]
MONTH_DAY_YEAR = re.compile(r"^(January|February|March|April|May|June|July|August|September"
                            r"|October|November|December) [1-9]\d?, \d{4}$")
COVERAGE_CHOICES = ["Auto", "Home", "Renters", "Condo", "Flood", "Umbrella", "Life", "Business",
                    "Something else"]


def encoded(text: str) -> str:
    """As JavaScript's encodeURIComponent writes it."""
    return quote(text, safe="!~*'()")


def hydration_warnings(page: Page) -> list[str]:
    """Start recording the console's errors and warnings about hydration."""
    found: list[str] = []

    def keep(message: ConsoleMessage) -> None:
        text = message.text.lower()
        if message.type in ("error", "warning") and ("hydrat" in text or "did not match" in text):
            found.append(message.text)

    page.on("console", keep)
    return found


def product_path(page: Page, base_url: str, slug: str) -> str:
    products: list[dict[str, Any]] = api(page, base_url, "/api/products")
    path: str = next(product["path"] for product in products if product["slug"] == slug)
    return path


def coverage_boxes(page: Page) -> Locator:
    return page.get_by_test_id("quote-request-form").get_by_role("group", name=re.compile(
        "What would you like to insure")).get_by_role("checkbox")


# Share links --------------------------------------------------------------------------------------


def test_a_post_shows_three_plain_share_links_and_loads_nothing_from_another_site(
        page: Page, rendered_base_url: str) -> None:
    origin = rendered_base_url.rstrip("/")
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    errors = collect_console_errors(page)
    warnings = hydration_warnings(page)
    address = f"{origin}{post_address(FLOOD_POST)}"
    answer = page.goto(address)
    assert answer is not None and answer.ok
    wait_until_hydrated(page)
    page.wait_for_load_state("networkidle")

    title = "Flood Insurance Basics and the 30-Day Waiting Period"
    article = page.get_by_role("article").first
    shares = article.get_by_role("group", name="Share this post")
    email = shares.get_by_role("link", name="Share by e-mail", exact=True)
    facebook = shares.get_by_role("link", name="Share on Facebook", exact=True)
    linkedin = shares.get_by_role("link", name="Share on LinkedIn", exact=True)
    expect(email).to_have_attribute(
        "href", f"mailto:?subject={encoded(title)}&body={encoded(address)}")
    expect(facebook).to_have_attribute(
        "href", f"https://www.facebook.com/sharer/sharer.php?u={encoded(address)}")
    expect(linkedin).to_have_attribute(
        "href", f"https://www.linkedin.com/sharing/share-offsite/?url={encoded(address)}")
    for link in (facebook, linkedin):
        expect(link).to_have_attribute("target", "_blank")
        expect(link).to_have_attribute("rel", "noopener noreferrer")
        expect(link).to_have_accessible_description("Opens in a new tab")
    expect(email).not_to_have_attribute("target", "_blank")
    for link in (email, facebook, linkedin):
        expect(link).to_be_visible()
    # The links are in the server's HTML, with the same address the browser keeps.
    served = answer.text()
    assert f"sharer.php?u={encoded(address)}" in served

    elsewhere = [url for url in requested
                 if not url.startswith(("data:", "blob:")) and not url.startswith(origin + "/")]
    assert elsewhere == []
    assert len(requested) > 1  # the page's own script and data did load
    assert not errors, errors
    assert not warnings, warnings


def test_each_appended_post_shares_its_own_address(page: Page, rendered_base_url: str) -> None:
    origin = rendered_base_url.rstrip("/")
    page.goto(f"{origin}{post_address(FLOOD_POST)}")
    wait_until_hydrated(page)
    first = page.get_by_role("article").first
    first.get_by_role("group", name="Share this post").scroll_into_view_if_needed()
    page.mouse.wheel(0, 6000)
    appended = page.get_by_role("article").nth(1)
    expect(appended).to_be_attached(timeout=15_000)
    slug = appended.get_attribute("data-post-slug") or ""
    assert slug and slug != FLOOD_POST
    expect(appended.get_by_role("link", name="Share on LinkedIn", exact=True)).to_have_attribute(
        "href", f"https://www.linkedin.com/sharing/share-offsite/?url="
                f"{encoded(f'{origin}{post_address(slug)}')}")


# Dates --------------------------------------------------------------------------------------------


def test_a_posts_date_reads_the_same_on_its_card_and_on_its_page(
        page: Page, rendered_base_url: str) -> None:
    post: dict[str, Any] = api(page, rendered_base_url, f"/api/blog-posts/{FLOOD_POST}")
    card = page.get_by_role("main").get_by_role("listitem").filter(
        has=page.get_by_role("link", name=post["title"], exact=True))
    for number in (1, 2, 3):  # 9 cards a page, 21 posts
        page.goto(f"{rendered_base_url}{BLOG_INDEX}?page={number}")
        expect(page.get_by_role("main").locator("article").first).to_be_visible()
        if card.count():
            break
    card_date = card.locator("time")
    expect(card_date).to_have_text(MONTH_DAY_YEAR)
    expect(card_date).to_have_attribute("datetime", post["date"])
    on_card = card_date.inner_text()

    page.goto(f"{rendered_base_url}{post_address(FLOOD_POST)}")
    post_date = page.get_by_role("article").first.locator("time").first
    expect(post_date).to_have_text(on_card)
    expect(post_date).to_have_attribute("datetime", post["date"])
    months = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]
    year, month, day = (int(part) for part in post["date"].split("-"))
    assert on_card == f"{months[month - 1]} {day}, {year}"


# Posts about a product ----------------------------------------------------------------------------


def test_product_pages_list_the_posts_about_them_else_the_recent_posts(
        page: Page, rendered_base_url: str) -> None:
    """Three product pages one after another in one context: flood's two posts, workers'
    compensation's post beside the business links, and earthquake's recent posts as such."""
    warnings = hydration_warnings(page)
    page.goto(rendered_base_url + product_path(page, rendered_base_url, "flood-insurance"))
    wait_until_hydrated(page)
    sidebar = page.get_by_role("complementary")
    related = sidebar.get_by_role("region", name="Articles about Flood Insurance")
    expect(related.get_by_role("heading", level=2)).to_have_text("Articles about Flood Insurance")
    expect(related.get_by_role("link")).to_have_text(FLOOD_POSTS)
    expect(related.locator("time")).to_have_count(2)
    expect(sidebar.get_by_role("heading", name="Recent Posts")).to_have_count(0)
    assert not warnings, warnings

    page.goto(rendered_base_url + product_path(
        page, rendered_base_url, "workers-compensation-insurance"))
    related = page.get_by_role("complementary").get_by_role(
        "region", name="Articles about Workers' Compensation Insurance")
    expect(related.get_by_role("link")).to_have_text(
        ["Workers' Compensation Basics for Connecticut Employers"])

    page.goto(rendered_base_url + product_path(page, rendered_base_url, "earthquake-insurance"))
    sidebar = page.get_by_role("complementary")
    expect(sidebar.get_by_role("heading", level=2, name="Recent Posts")).to_be_visible()
    expect(sidebar.get_by_role("heading", name=re.compile("^Articles about"))).to_have_count(0)


# Request a Quote with the coverage ticked ---------------------------------------------------------


def test_a_flood_pages_request_quote_arrives_with_flood_ticked(
        page: Page, rendered_base_url: str) -> None:
    errors = collect_console_errors(page)
    warnings = hydration_warnings(page)
    page.goto(rendered_base_url + product_path(page, rendered_base_url, "flood-insurance"))
    wait_until_hydrated(page)
    quote_link = page.get_by_role("main").get_by_role("link", name="Request a Quote")
    expect(quote_link).to_have_attribute("href", "/request-quote?coverage=flood")
    quote_link.click()
    expect(page).to_have_url(re.compile(r"/request-quote\?coverage=flood$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Request a Quote")
    boxes = coverage_boxes(page)
    expect(boxes).to_have_count(len(COVERAGE_CHOICES))
    expect(page.get_by_role("checkbox", name="Flood", exact=True)).to_be_checked()
    assert [box.is_checked() for box in boxes.all()] == [
        choice == "Flood" for choice in COVERAGE_CHOICES]
    assert not errors, errors
    assert not warnings, warnings


def test_the_quote_form_opened_at_the_address_has_flood_ticked_before_and_after_hydrating(
        page: Page, rendered_base_url: str) -> None:
    warnings = hydration_warnings(page)
    answer = page.goto(rendered_base_url + "/request-quote?coverage=flood&utm_source=x")
    assert answer is not None and answer.ok
    # The server's HTML ticks it already (the form works without its code), and only it.
    boxes_served = re.findall(r'<input[^>]*name="coverages"[^>]*>', answer.text())
    assert len(boxes_served) == len(COVERAGE_CHOICES)
    assert [box for box in boxes_served if 'checked=""' in box] == [
        box for box in boxes_served if 'value="flood"' in box]
    wait_until_hydrated(page)
    flood = page.get_by_role("checkbox", name="Flood", exact=True)
    expect(flood).to_be_checked()
    # Touching the form hydrates it: the tick stays, and the visitor may add another.
    page.get_by_role("checkbox", name="Home", exact=True).check()
    expect(flood).to_be_checked()
    expect(page.get_by_role("checkbox", name="Home", exact=True)).to_be_checked()
    assert not warnings, warnings


# Which values tick nothing (empty, repeated, another case, unknown) is each side's function's to
# decide, and tested there for every such value: the browser's in
# web/src/features/forms/lib/address-presets.test.ts, the server render's in
# tests/service/test_server_rendering.py (render_url). Here, the page as a visitor gets it: the
# server's HTML and the browser's hydration agree on ticking nothing, with an unknown value and
# with markup in it.
@pytest.mark.parametrize("query", ["coverage=nonsense", "coverage=%3Cscript%3E"])
def test_any_other_coverage_ticks_nothing_and_shows_no_error(
        page: Page, rendered_base_url: str, query: str) -> None:
    errors = collect_console_errors(page)
    warnings = hydration_warnings(page)
    answer = page.goto(f"{rendered_base_url}/request-quote?{query}")
    assert answer is not None and answer.status == 200
    wait_until_hydrated(page)
    expect(page.get_by_role("heading", level=1)).to_have_text("Request a Quote")
    boxes = coverage_boxes(page)
    expect(boxes).to_have_count(len(COVERAGE_CHOICES))
    assert [box.is_checked() for box in boxes.all()] == [False] * len(COVERAGE_CHOICES)
    form = page.get_by_test_id("quote-request-form")
    expect(form.get_by_text("Choose at least one kind of insurance.")).to_have_count(0)
    expect(page.get_by_role("alert")).to_have_count(0)
    # The form works as ever.
    page.get_by_role("checkbox", name="Auto", exact=True).check()
    expect(page.get_by_role("checkbox", name="Auto", exact=True)).to_be_checked()
    assert urlsplit(page.url).path == "/request-quote"
    assert not errors, errors
    assert not warnings, warnings
