"""The static export in Chromium, served by nginx as a plain static host: home to the blog to a
post by clicking, the next post loading on scroll, with no errors and no failed request; images
use the exported width variants; an unknown post still reads "Blog Post Not Found"."""

import re

import pytest
from playwright.sync_api import Page, Request, Response, expect

from tests.addresses import BLOG_INDEX, BLOG_PREFIX, post_address
from tests.browser.helpers import WIDTHS, collect_console_errors, save_screenshot, set_width


@pytest.fixture(scope="module")
def static_site(static_export_url: str) -> str:
    """The exported test content on a plain static host (one export for the session)."""
    return static_export_url


def failed_requests(page: Page) -> list[str]:
    failed: list[str] = []

    def keep(response: Response) -> None:
        if response.status >= 400:
            failed.append(f"{response.status} {response.url}")

    def note_failure(request: Request) -> None:
        # A click that lands before the page has hydrated is a plain link: the browser loads the
        # next page and cancels what the last one was still fetching. Not a failure of the site.
        if request.failure != "net::ERR_ABORTED":
            failed.append(f"failed {request.url} {request.failure}")

    page.on("response", keep)
    page.on("requestfailed", note_failure)
    return failed


def ready(page: Page) -> None:
    page.wait_for_selector("html[data-page-ready]", state="attached")


@pytest.mark.parametrize("width", ["desktop", "mobile"])
def test_home_to_blog_to_post_and_the_next_post_with_no_errors(
        page: Page, static_site: str, width: str) -> None:
    """Seen near 18 s on a loaded machine, at each width: three pages of the static site in
    Chromium, then scrolls a quarter second apart until the next post is fetched and appended."""
    set_width(page, WIDTHS[width])
    errors = collect_console_errors(page)
    failed = failed_requests(page)
    page.goto(static_site + "/")
    ready(page)
    page.get_by_role("link", name="View all posts").click()
    expect(page).to_have_url(f"{static_site}{BLOG_INDEX}")
    cards = page.get_by_role("main").locator(f"article a[href^='{BLOG_PREFIX}']")
    first_card = cards.first
    href = first_card.get_attribute("href")
    assert href is not None
    first_card.click()
    expect(page).to_have_url(static_site + href)
    articles = page.locator("article[data-post-slug]")
    expect(articles).to_have_count(1)
    expect(articles.first.get_by_role("heading", level=1)).to_be_visible()
    # Scroll until the next older post has been appended. A short post appended under a viewport
    # left at the old bottom may bring the one after it too, so "at least the second", not "two".
    for _ in range(40):
        if articles.count() >= 2:
            break
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        page.wait_for_timeout(250)
    expect(articles.nth(1)).to_be_attached()
    expect(articles.nth(1).get_by_role("heading", level=2)).to_be_visible()
    save_screenshot(page, f"static-export-post-{width}")
    assert errors == []
    assert failed == []


def test_a_post_loaded_directly_hydrates_with_exported_variants(page: Page,
                                                                static_site: str) -> None:
    errors = collect_console_errors(page)
    failed = failed_requests(page)
    page.goto(static_site + BLOG_INDEX)
    ready(page)
    image = page.locator("main img[srcset]").first
    expect(image).to_have_attribute("srcset", re.compile(r"^/(?:app-)?media-variants/320/"))
    image.scroll_into_view_if_needed()
    page.wait_for_function("img => img.complete && img.naturalWidth > 0",
                           arg=image.element_handle())
    assert errors == [] and failed == []


def test_an_unknown_post_reads_blog_post_not_found(page: Page, static_site: str) -> None:
    errors = collect_console_errors(page)
    page.goto(static_site + post_address("no-such-post"))
    ready(page)
    expect(page.get_by_text("Blog Post Not Found")).to_be_visible()
    # The one failed request is the post's data, which the export does not have.
    assert [e for e in errors if "404" not in e] == []



@pytest.mark.parametrize("path", ["/insurance/vehicle-insurance/auto-insurance/", "/about/",
                                  BLOG_PREFIX])
def test_a_page_opened_at_its_address_with_a_final_slash_hydrates(
        page: Page, static_site: str, path: str) -> None:
    """The export writes each page for its address with a final slash too (a link in older
    content was written so): the page there hydrates as at its own address."""
    errors = collect_console_errors(page)
    failed = failed_requests(page)
    page.goto(static_site + path)
    ready(page)
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    expect(page.get_by_text("Page Not Found")).to_have_count(0)
    assert errors == [] and failed == []
