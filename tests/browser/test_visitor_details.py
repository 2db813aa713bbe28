"""The details a visitor notices, in a real browser: without JavaScript the phone menu opens and a
refused form comes back in the site's page with what was typed, and once fixed is received and
stored (the quote's journey without JavaScript); the post reader stops after three
posts; the back-to-top button leaves the text at a page's end uncovered; the rate-limit page says
what happened; the blog is linked from the footer and the home page; the inline editor's notice
leaves the header's phone number clear.

One service of its own (server rendering on, behind a trusted proxy hop so each context is its own
client address for the rate limit) on a content copy of its own (the inline editor saves a post,
which the flag for it is on in)."""

import itertools
import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from service.requests.tokens import MINIMUM_SECONDS
from tests.addresses import BLOG_INDEX, post_address
from tests.browser.conftest import instance_with_staff, signed_in_again
from tests.browser.helpers import at_each_width, boxes_at_once, collect_console_errors, set_width
from tests.browser.test_admin import expect_no_review
from tests.conftest import git, make_content_copy
from tests.servers import running_service

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

PHONE, TEXT = "(203) 555-0142", "(203) 555-0143"
HOSTILE_NAME = '<script>alert("name")</script>'
HOSTILE_MESSAGE = '</textarea><script>alert("message")</script><b>bold</b>'
_addresses = itertools.count(1)


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    copy = make_content_copy(tmp_path_factory.mktemp("visitor-details") / "content")
    site = copy / "site.json"
    facts = json.loads(site.read_text("utf-8"))
    facts["features"]["inlinePostEditing"] = True
    site.write_text(json.dumps(facts, indent=2, ensure_ascii=False) + "\n", "utf-8")
    git(copy, "commit", "--quiet", "--all", "-m", "Inline post editing on")
    return copy


@pytest.fixture(scope="module")
def site(content: Path, tmp_path_factory: pytest.TempPathFactory,
         staff_credentials: tuple[str, str]) -> Iterator[str]:
    instance = instance_with_staff(tmp_path_factory.mktemp("visitor-details-instance"),
                                   staff_credentials)
    with running_service(content, instance, server_rendering=True,
                         AGENCY_TRUSTED_PROXIES="127.0.0.1") as url:
        yield url


def new_context(browser: Browser, javascript: bool = True) -> BrowserContext:
    """A context of its own client address (documentation range), so no other test's requests
    count towards its rate limit."""
    number = next(_addresses)
    return browser.new_context(java_script_enabled=javascript, extra_http_headers={
        "X-Forwarded-For": f"192.0.2.{number % 250 + 1}"})


@pytest.fixture
def no_script(browser: Browser) -> Iterator[Page]:
    context = new_context(browser, javascript=False)
    yield context.new_page()
    context.close()


@pytest.fixture
def visitor(browser: Browser) -> Iterator[Page]:
    context = new_context(browser)
    yield context.new_page()
    context.close()


def wait_until_token_is_old_enough(token: str) -> None:
    """The service takes a token MINIMUM_SECONDS after it issued it (its time is in the token)."""
    remaining = int(token.split(".")[0]) / 1000 + MINIMUM_SECONDS + 0.2 - time.time()
    if remaining > 0:
        time.sleep(remaining)


def quote_form(page: Page) -> Locator:
    return page.get_by_test_id("quote-request-form")


def fill_with_a_bad_phone(form: Locator) -> None:
    form.get_by_label("Your name").fill(HOSTILE_NAME)
    form.get_by_label("Phone", exact=True).fill("555-0199")
    form.get_by_label("E-mail", exact=True).fill("ann@example.com")
    form.get_by_label("Auto", exact=True).check()
    form.get_by_label("Flood", exact=True).check()
    form.get_by_label("ZIP code").fill("06460")
    form.get_by_label("Anything we should know?").fill(HOSTILE_MESSAGE)


def send_quote(form: Locator) -> None:
    wait_until_token_is_old_enough(form.locator('input[name="formToken"]').input_value())
    form.get_by_role("button", name="Send my quote request").click()


def expect_what_was_typed(form: Locator) -> None:
    expect(form.get_by_label("Your name")).to_have_value(HOSTILE_NAME)
    expect(form.get_by_label("E-mail", exact=True)).to_have_value("ann@example.com")
    expect(form.get_by_label("Auto", exact=True)).to_be_checked()
    expect(form.get_by_label("Flood", exact=True)).to_be_checked()
    expect(form.get_by_label("Home", exact=True)).not_to_be_checked()
    expect(form.get_by_label("ZIP code")).to_have_value("06460")
    expect(form.get_by_label("Anything we should know?")).to_have_value(HOSTILE_MESSAGE)
    phone = form.get_by_label("Phone", exact=True)
    expect(phone).to_have_value("555-0199")
    expect(phone).to_have_attribute("aria-invalid", "true")
    expect(phone).to_have_accessible_description(
        "Enter a 10-digit phone number, like (203) 555-0142.")


def boxes_overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])


# Without JavaScript -------------------------------------------------------------------------------


def test_without_javascript_the_phone_menu_opens(no_script: Page, site: str) -> None:
    page = no_script
    set_width(page, 375)
    page.goto(site + "/about")
    header = page.get_by_role("banner")
    menu = page.locator("#mobile-menu")
    expect(menu).to_be_hidden()

    header.locator("summary").click()
    expect(menu).to_be_visible()
    expect(menu.get_by_role("link", name=f"Call {PHONE}")).to_have_attribute(
        "href", "tel:+12035550142")
    expect(menu.get_by_role("link", name=f"Text {TEXT}")).to_have_attribute(
        "href", "sms:+12035550143")
    expect(menu.get_by_role("link", name="News & Blog", exact=True)).to_have_attribute(
        "href", BLOG_INDEX)
    menu.get_by_role("link", name="FAQs", exact=True).click()
    expect(page).to_have_url(site + "/faqs")


def test_a_refused_post_without_javascript_comes_back_in_the_site_page_with_what_was_typed(
        no_script: Page, site: str, staff_credentials: tuple[str, str]) -> None:
    """Also the quote's whole journey without JavaScript (test_requests.py runs the policy
    change's): the problem listed, the fix sent, the confirmation page, the request stored."""
    page = no_script
    set_width(page, 375)
    page.goto(site + "/request-quote")
    fill_with_a_bad_phone(quote_form(page))
    with page.expect_response(site + "/api/requests") as answer:
        send_quote(quote_form(page))
    assert answer.value.status == 422
    html = answer.value.text()
    # What was typed is text in the page, never markup: escaped in the fields and in the data.
    assert HOSTILE_NAME not in html and "<script>alert" not in html

    form = quote_form(page)
    expect(form.get_by_role("heading", name="Please check your request")).to_be_visible()
    expect(form.get_by_role("listitem")).to_have_text(
        "Enter a 10-digit phone number, like (203) 555-0142.")
    expect_what_was_typed(form)
    header = page.get_by_role("banner")
    expect(header.get_by_role("link", name=f"Call us at {PHONE}")).to_be_visible()
    expect(page.get_by_role("contentinfo")).to_contain_text("Office hours")

    # Fixed in place and sent again from the same page (a fresh token came with it).
    form.get_by_label("Phone", exact=True).fill("203-555-0111")
    send_quote(form)
    expect(page).to_have_url(re.compile(
        re.escape(f"{site}/request-received?kind=quote&reference=") + r"[A-Z]{2}-\w{5}$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Request Received")
    expect(page.get_by_role("main").get_by_role("heading", level=2).first).to_have_text(
        "Thank you, we received your quote request")
    # Stored with the phone as fixed.
    signed_in_again(page, site, staff_credentials)
    listed = page.request.get(site + "/api/admin/requests").json()["requests"]
    [stored] = [request for request in listed if request["name"] == HOSTILE_NAME]
    detail = page.request.get(f"{site}/api/admin/requests/{stored['id']}").json()
    assert "203-555-0111" in json.dumps(detail), detail


def test_a_refused_plain_post_with_javascript_takes_the_forms_address_back(
        visitor: Page, site: str) -> None:
    """A plain post sent before the form's code ran: the page hydrates at the form's address."""
    page = visitor
    errors = collect_console_errors(page)
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(site + "/request-quote")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    form = quote_form(page)
    fill_with_a_bad_phone(form)
    wait_until_token_is_old_enough(form.locator('input[name="formToken"]').input_value())
    with page.expect_navigation():
        form.evaluate("form => HTMLFormElement.prototype.submit.call(form)")
    page.locator("html[data-page-ready]").wait_for(state="attached")

    expect(page).to_have_url(site + "/request-quote")
    form = quote_form(page)
    expect(form.get_by_role("heading", name="Please check your request")).to_be_visible()
    expect_what_was_typed(form)
    assert dialogs == []
    # The browser logs the page's own 422; nothing else (no hydration mismatch, no script error).
    assert [error for error in errors if "status of 422" not in error] == []


def test_the_rate_limit_page_says_too_many_requests(no_script: Page, site: str) -> None:
    page = no_script
    tokens = [page.request.get(site + "/api/requests/form-token").json()["token"]
              for _ in range(5)]
    wait_until_token_is_old_enough(tokens[-1])
    for number, token in enumerate(tokens):
        answer = page.request.post(site + "/api/requests", data={
            "kind": "quote", "name": f"Earlier {number}", "phone": "203-555-0100",
            "coverages": ["flood"], "formToken": token})
        assert answer.status == 201, answer.text()

    page.goto(site + "/request-quote")
    form = quote_form(page)
    form.get_by_label("Your name").fill("Sixth Request")
    form.get_by_label("Phone", exact=True).fill("203-555-0111")
    form.get_by_label("Auto", exact=True).check()
    with page.expect_response(site + "/api/requests") as answer:
        send_quote(form)
    assert answer.value.status == 429
    form = quote_form(page)
    expect(form.get_by_role("heading", name="Too many requests from this connection")
           ).to_be_visible()
    expect(form.get_by_role("heading", name="Please check your request")).to_have_count(0)
    expect(form).to_contain_text("You've sent several requests in a short time.")
    expect(form.get_by_label("Your name")).to_have_value("Sixth Request")
    expect(page.get_by_role("banner")).to_be_visible()


# Reading and moving about -------------------------------------------------------------------------


def newest_post(page: Page, site: str) -> dict[str, Any]:
    posts: list[dict[str, Any]] = page.request.get(site + "/api/blog-posts?view=summary").json()
    return max(posts, key=lambda post: post["date"])


def test_the_reader_stops_after_three_posts_and_the_footer_is_reached(
        visitor: Page, site: str) -> None:
    page = visitor
    set_width(page, 375, 800)
    page.goto(f"{site}{post_address(newest_post(page, site)['slug'])}")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    articles = page.locator("article[data-post-slug]")
    more = page.get_by_role("link", name="More articles")
    page.mouse.move(187, 400)
    for _ in range(300):
        if more.is_visible():
            break
        page.mouse.wheel(0, 400)
        page.wait_for_timeout(60)
    expect(more).to_have_attribute("href", BLOG_INDEX)
    expect(articles).to_have_count(3)

    footer = page.get_by_role("contentinfo")
    for _ in range(100):
        page.mouse.wheel(0, 800)
        page.wait_for_timeout(60)
        if page.evaluate("innerHeight + scrollY >= document.documentElement.scrollHeight - 1"):
            break
    expect(footer.get_by_role("navigation", name="Privacy and accessibility")).to_be_in_viewport()
    expect(articles).to_have_count(3)
    expect(page.get_by_text("Loading next post...")).to_have_count(0)


TEXT_BOXES = """() => {
    // The text a reader sees: the page's below the sticky header (what scrolls under it is hidden
    // there), and the header's own.
    const header = document.querySelector('header');
    const below = header.getBoundingClientRect().bottom;
    const boxes = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent.trim() || parent.closest('button')) continue;
        if (getComputedStyle(parent).visibility === 'hidden') continue;
        const own = parent.getBoundingClientRect();
        if (own.width <= 1 || own.height <= 1) continue;  // only read out (sr-only)
        const top = header.contains(node) ? 0 : below;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
            const y = Math.max(r.top, top);
            if (r.width && r.bottom > y && y < innerHeight) {
                boxes.push({x: r.x, y, width: r.width, height: r.bottom - y,
                            text: node.textContent.trim().slice(0, 40)});
            }
        }
    }
    return boxes;
}"""


def scroll_to_the_end(page: Page) -> None:
    page.mouse.move(187, 400)
    for _ in range(200):
        page.mouse.wheel(0, 600)
        page.wait_for_timeout(30)
        if page.evaluate("innerHeight + scrollY >= document.documentElement.scrollHeight - 1"):
            break
    page.wait_for_timeout(200)


@pytest.mark.parametrize("path", ["/", BLOG_INDEX])
def test_back_to_top_never_covers_text_at_375(visitor: Page, site: str, path: str) -> None:
    """Over 12 s, to 15 s on a loaded machine, for each page: real wheel scrolls to the end in
    Chromium, then 30 small ones back up, each waited on and checked against every text box."""
    page = visitor
    set_width(page, 375, 760)
    page.goto(site + path)
    page.locator("html[data-page-ready]").wait_for(state="attached")
    button = page.locator("button[aria-label='Scroll to top']")
    scroll_to_the_end(page)
    expect(button).to_be_hidden()  # waiting while the reader scrolls down

    # Back up from the end, past the footer's last lines and into the page's text: wherever the
    # button comes back, no text lies under it.
    shown = 0
    for _ in range(30):
        page.mouse.wheel(0, -90)
        page.wait_for_timeout(120)
        if not button.is_visible():
            continue
        shown += 1
        box = button.bounding_box()
        assert box is not None
        covered = [text["text"] for text in page.evaluate(TEXT_BOXES) if boxes_overlap(box, text)]
        assert covered == [], covered
    assert shown >= 20
    # It sits among the header's buttons there, and still takes the reader to the top.
    page.get_by_role("banner").get_by_role("button", name="Scroll to top").click()
    for _ in range(100):
        if page.evaluate("window.scrollY") == 0:
            break
        page.wait_for_timeout(50)
    assert page.evaluate("window.scrollY") == 0
    assert page.evaluate("document.activeElement.id") == "page-top"


def test_the_blog_is_linked_from_the_footer_and_the_home_page(visitor: Page, site: str) -> None:
    page = visitor
    page.goto(site + "/")
    footer = page.get_by_role("contentinfo")
    expect(footer.get_by_role("link", name="News & Blog", exact=True)).to_have_attribute(
        "href", BLOG_INDEX)
    home_links = page.get_by_role("main").locator(f'a[href="{BLOG_INDEX}"]')
    expect(home_links.first).to_be_visible()
    footer.get_by_role("link", name="News & Blog", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="News & Blog")).to_be_visible()


def test_the_inline_editors_notice_leaves_the_header_phone_clear(
        visitor: Page, site: str, staff_credentials: tuple[str, str]) -> None:
    """One load of the post: saved on a phone, then the same page widened and saved again."""
    page = visitor
    signed_in_again(page, site, staff_credentials)
    posts: list[dict[str, Any]] = page.request.get(site + "/api/blog-posts?view=summary").json()
    post = sorted(posts, key=lambda p: p["date"])[0]
    for width in at_each_width(page, f"{site}{post_address(post['slug'])}", (375, 1280)):
        page.get_by_role("button", name="Edit post").click()
        title = page.get_by_test_id("post-editor").get_by_label("Title")
        title.fill(f"Edited at {width} px")
        page.get_by_test_id("post-editor").get_by_role("button", name="Save", exact=True).click()
        # Nothing to review: one click (issue 45).
        expect_no_review(page)

        notice = page.get_by_role("region", name="Notifications (F8)").locator("li").first
        expect(notice).to_contain_text("Blog post updated successfully")
        page.wait_for_timeout(300)  # where it settles
        phone = page.get_by_role("banner").get_by_role("link", name=f"Call us at {PHONE}")
        expect(phone).to_be_visible()
        notice_box, phone_box = boxes_at_once(notice, phone)
        assert not boxes_overlap(notice_box, phone_box), (width, notice_box, phone_box)
