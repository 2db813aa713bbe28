"""A post's headings, quote, table and figure as readers see them, on a phone and a desktop: the
table scrolls inside its frame, never the page; the image fits and loads lazily."""

import uuid
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from tests.addresses import BLOG_INDEX, post_address
from tests.browser import helpers
from tests.browser.test_publishing import forget, write

COLUMNS = ["Coverage", "Per person", "Per accident", "Deductible", "Who it pays", "Notes"]
BODY = (
    "<p>What the parts of an auto policy pay, in one place.</p>\n"
    "<h2>Liability limits</h2>\n"
    "<p>Connecticut sets a minimum; many drivers choose more.</p>\n"
    "<h3>Split limits</h3>\n"
    "<blockquote><p>A limit is the most the policy pays for one claim.</p></blockquote>\n"
    "<table><thead><tr>" + "".join(f"<th>{name}</th>" for name in COLUMNS) + "</tr></thead>"
    "<tbody><tr><td>Bodily injury</td><td>$25,000</td><td>$50,000</td><td>None</td>"
    "<td>People you injure</td><td>The state minimum</td></tr>"
    "<tr><td>Property damage</td><td>\N{EN DASH}</td><td>$25,000</td><td>None</td>"
    "<td>Owners of what you damage</td><td>Cars, fences, buildings</td></tr></tbody></table>\n"
    '<figure><img src="/media/winter-road.webp" alt="A plowed road in winter">'
    "<figcaption>Roads like this are where split limits matter.</figcaption></figure>\n"
    "<p>Ask us which limits fit the way you drive.</p>")


@pytest.fixture
def post_slug(staff_page: Page, base_url: str) -> Iterator[str]:
    """A published post holding each block, deleted afterwards (other suites share the service)."""
    post = write(staff_page, base_url, "POST", "/api/admin/blog-posts",
                 {"title": f"Auto limits {uuid.uuid4().hex[:6]}", "excerpt": "What limits pay.",
                  "content": BODY, "status": "published"})
    yield post["slug"]
    forget(staff_page, base_url, post["slug"])


def test_headings_quote_table_and_figure_fit_the_page(page: Page, base_url: str,
                                                      post_slug: str) -> None:
    """The post loaded at each width in turn, in one test: the post is made once for both."""
    errors = helpers.collect_console_errors(page)
    for width in (helpers.WIDTHS["mobile"], helpers.WIDTHS["desktop"]):
        helpers.set_width(page, width)
        page.goto(f"{base_url}{post_address(post_slug)}")
        article = page.get_by_role("main")
        expect(article.get_by_role("heading", level=2, name="Liability limits")).to_be_visible()
        expect(article.get_by_role("heading", level=3, name="Split limits")).to_be_visible()
        expect(article.locator("blockquote")).to_contain_text("the most the policy pays")
        table = article.get_by_role("table")
        expect(table.get_by_role("columnheader")).to_have_count(len(COLUMNS))
        expect(table.get_by_role("cell", name="Owners of what you damage")).to_be_visible()
        frame = article.get_by_role("region", name="Table")
        sizes = frame.evaluate("frame => [frame.scrollWidth, frame.clientWidth]")
        if width == helpers.WIDTHS["mobile"]:
            assert sizes[0] > sizes[1], "the table should scroll inside its frame on a phone"
        image = article.get_by_role("img", name="A plowed road in winter")
        expect(image).to_have_attribute("loading", "lazy")
        image.scroll_into_view_if_needed()
        # A lazy image has no width until it has loaded (slow on a loaded machine).
        page.wait_for_function("image => image.complete && image.naturalWidth > 0",
                               arg=image.element_handle())
        image_width, column_width = image.evaluate(
            "image => [image.getBoundingClientRect().width,"
            " image.closest('figure').getBoundingClientRect().width]")
        assert 0 < image_width <= column_width
        expect(article.locator("figcaption")).to_have_text(
            "Roads like this are where split limits matter.")
        helpers.assert_no_horizontal_scroll(page)
        helpers.assert_accessible(page)
        helpers.save_screenshot(page, f"reader-blocks-{width}")
    assert errors == []


BUNDLING = "bundling-home-and-auto-insurance-what-to-know"  # the newest post with an image
BUNDLING_ALT = "Drawing of a shield around a house, beside a car and a second house"


def test_the_featured_image_is_described_on_the_post_its_card_and_its_share_tags(
        page: Page, rendered_base_url: str) -> None:
    page.goto(f"{rendered_base_url}{post_address(BUNDLING)}")
    article = page.locator(f"article[data-post-slug='{BUNDLING}']")
    expect(article.get_by_role("img", name=BUNDLING_ALT)).to_be_visible()
    # The server's answer already carries the description for link previews.
    for tag in ("meta[property='og:image:alt']", "meta[name='twitter:image:alt']"):
        expect(page.locator(tag)).to_have_attribute("content", BUNDLING_ALT)
    page.goto(f"{rendered_base_url}{BLOG_INDEX}")
    card = page.get_by_role("main").locator("article").filter(
        has=page.get_by_role("link", name="Bundling Home and Auto", exact=False))
    expect(card.get_by_role("img", name=BUNDLING_ALT)).to_be_visible()
