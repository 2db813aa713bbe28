"""The blog in a real browser: list pages, illustrations and placeholders, post reader, infinite
scroll, sidebar. The list's page from the address, the unknown post and which post carries the
quote form are checked in vitest (blog-post-list, post-reader and blog-post tests in web/src)."""

import json
import re
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, Request, Route, expect

from tests.addresses import BLOG_INDEX, post_address
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    at_each_width,
    collect_console_errors,
    save_screenshot,
    set_width,
)

Post = dict[str, Any]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


@pytest.fixture(scope="module")
def posts(base_url: str) -> list[Post]:
    """Every post, newest first, as the API serves them (21 in tests/fixtures/content)."""
    with urllib.request.urlopen(base_url + "/api/blog-posts") as answer:
        data: list[Post] = json.load(answer)
    return sorted(data, key=lambda post: post["date"], reverse=True)


@pytest.fixture(scope="module")
def quote_post_slug(base_url: str) -> str:
    with urllib.request.urlopen(base_url + "/api/site") as answer:
        slug: str = json.load(answer)["quotePostSlug"]
    return slug


def long_date(date: str) -> str:
    year, month, day = (int(part) for part in date.split("-"))
    return f"{MONTHS[month - 1]} {day}, {year}"


def cards(page: Page) -> Locator:
    return page.get_by_role("main").get_by_role("listitem").filter(has=page.locator("article"))


def card_for(page: Page, title: str) -> Locator:
    return cards(page).filter(has=page.get_by_role("link", name=title, exact=True))


def articles(page: Page) -> Locator:
    return page.locator("article[data-post-slug]")


def scroll_to_bottom(page: Page) -> None:
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")


def wait_for_images(page: Page) -> None:
    """Scroll through the page so lazy images load, and wait until every image has loaded."""
    page.evaluate("""async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
    }""")
    page.wait_for_function("() => [...document.images].every(image => image.complete)")


def open_post_with_paused_clock(page: Page, url: str, title: str) -> None:
    """Open a post with Playwright's clock installed; pause it once the post and sidebar show."""
    page.clock.install()
    # Every request of the page stays in its resource timing (the default buffer of 250 fills up,
    # and wait_for_reading_code reads it to learn whether the reader's code came already).
    page.add_init_script("performance.setResourceTimingBufferSize(100000)")
    page.goto(url)
    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(page.get_by_role("complementary").get_by_role("listitem")).to_have_count(5)
    # pause_at takes seconds; one second ahead lets the timers already queued run first.
    page.clock.pause_at(page.evaluate("Date.now()") / 1000 + 1)


# The blog list --------------------------------------------------------------------------------


def test_list_shows_nine_cards_a_page_with_previous_and_next(
        page: Page, base_url: str, posts: list[Post]) -> None:
    """First, from the keyboard: a card shows its focus, and Enter opens its post."""
    set_width(page, WIDTHS["desktop"])
    assert len(posts) == 21
    page.goto(base_url + BLOG_INDEX)
    # Before any pointer moves (a focus after a click shows no ring): then back to the list.
    expect(cards(page)).to_have_count(9)
    expect_the_list_works_from_the_keyboard(page, posts[0])
    page.go_back()

    expect(page.get_by_role("heading", level=1, name="News & Blog")).to_be_visible()
    expect(cards(page)).to_have_count(9)
    expect(page.get_by_text("Page 1 of 3", exact=True)).to_be_visible()
    previous = page.get_by_role("button", name="Previous")
    following = page.get_by_role("button", name="Next")
    expect(previous).to_be_disabled()
    expect(following).to_be_enabled()

    newest = posts[0]
    first_card = cards(page).first
    expect(first_card.get_by_role("link")).to_have_text(newest["title"])
    expect(first_card.get_by_role("link")).to_have_attribute("href", post_address(newest['slug']))
    expect(first_card.locator("time")).to_have_text(long_date(newest["date"]))
    expect(page.get_by_role("main").get_by_role("link", name=posts[8]["title"])).to_be_visible()
    expect(page.get_by_role("main").get_by_role("link", name=posts[9]["title"])).to_have_count(0)

    # Next goes to page 2 and scrolls back to the top of the list.
    scroll_to_bottom(page)
    following.click()
    expect(page.get_by_text("Page 2 of 3", exact=True)).to_be_visible()
    expect(page).to_have_url(re.compile(rf"{BLOG_INDEX}\?page=2$"))
    expect(cards(page)).to_have_count(9)
    expect(cards(page).first.get_by_role("link")).to_have_text(posts[9]["title"])
    list_top = page.get_by_role("region", name=re.compile("Blog posts"))
    top = list_top.evaluate("element => element.getBoundingClientRect().top")
    assert 0 <= top <= 40, f"the list starts {top}px from the top of the window"
    expect(previous).to_be_enabled()

    # The last page holds the remaining 3 posts, with Next disabled.
    following.click()
    expect(page.get_by_text("Page 3 of 3", exact=True)).to_be_visible()
    expect(cards(page)).to_have_count(3)
    expect(following).to_be_disabled()
    expect(cards(page).last.get_by_role("link")).to_have_text(posts[20]["title"])

    previous.click()
    expect(page.get_by_text("Page 2 of 3", exact=True)).to_be_visible()
    # The browser's Back button returns to the page before.
    page.go_back()
    expect(page.get_by_text("Page 3 of 3", exact=True)).to_be_visible()


def expect_the_list_works_from_the_keyboard(page: Page, first: Post) -> None:
    """The list's first card (first, the post it leads to) shows its focus, and Enter opens it."""
    first_link = cards(page).first.get_by_role("link")
    first_link.focus()
    # The focused card shows a visible outline.
    outline = cards(page).first.locator("article").evaluate(
        "element => getComputedStyle(element).outlineStyle")
    assert outline == "solid"
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", level=1)).to_have_text(first["title"])


def expect_changing_page_on_a_phone_shows_the_list_below_the_header(page: Page) -> None:
    """On the list's first page, at 375 px."""
    set_width(page, WIDTHS["mobile"])
    expect(cards(page)).to_have_count(9)
    scroll_to_bottom(page)
    page.get_by_role("button", name="Next").click()
    expect(page.get_by_text("Page 2 of 3", exact=True)).to_be_visible()
    header_bottom = page.get_by_role("banner").evaluate(
        "element => Math.max(0, element.getBoundingClientRect().bottom)")
    top = page.get_by_role("region", name=re.compile("Blog posts")).evaluate(
        "element => element.getBoundingClientRect().top")
    assert header_bottom <= top <= header_bottom + 60, (header_bottom, top)


ILLUSTRATION = re.compile(r"^/app-media/illustrations/[a-z]+-\d+\.webp$")


def expect_loaded_illustration(image: Locator) -> None:
    """image is a drawn illustration with its size set, loaded and shown."""
    expect(image).to_have_attribute("data-kind", "illustration")
    expect(image).to_have_attribute("src", ILLUSTRATION)
    expect(image).to_have_attribute("width", "1200")
    expect(image).to_have_attribute("height", "675")
    expect(image).to_be_visible()
    image.page.wait_for_function("image => image.complete && image.naturalWidth > 0",
                                 arg=image.element_handle())


def expect_a_card_without_image_shows_its_illustration(page: Page, posts: list[Post]) -> None:
    """On the first page of the list (test_blog_list_is_accessible_and_fits loads it)."""
    without = next(post for post in posts[:9] if post["imageUrl"] is None)
    with_image = next(post for post in posts[:9] if post["imageUrl"])
    card = card_for(page, without["title"])
    expect(card.locator("img")).to_have_count(1)
    expect_loaded_illustration(card.locator("img"))
    expect(card.locator("[data-slot=image-placeholder]")).to_have_count(0)

    # A card with an image shows it, requested with the cache-busting v parameter.
    image = card_for(page, with_image["title"]).locator("img")
    src = re.compile(re.escape(with_image["imageUrl"]) + r"\?v=\d{13}$")
    expect(image).to_have_attribute("src", src)
    expect(image).to_be_visible()
    page.wait_for_function("image => image.complete && image.naturalWidth > 0",
                           arg=image.element_handle())
    placeholder = card_for(page, with_image["title"]).locator("[data-slot=image-placeholder]")
    expect(placeholder).to_have_count(0)


def test_broken_image_shows_the_illustration_then_the_placeholder(
        page: Page, base_url: str, posts: list[Post]) -> None:
    broken = next(post for post in posts[:9] if post["imageUrl"])

    def not_found(route: Route) -> None:
        route.fulfill(status=404, body="missing")

    # Every address of the image fails: src and the srcset's width variants (?w=…&v=…).
    page.route(re.compile(re.escape(broken["imageUrl"]) + r"\?"), not_found)
    page.goto(base_url + BLOG_INDEX)
    card = card_for(page, broken["title"])
    expect_loaded_illustration(card.locator("img"))

    # When the illustrations cannot be had either, the placeholder graphic shows.
    page.route("**/app-media/illustrations/**", not_found)
    page.reload()
    card = card_for(page, broken["title"])
    expect(card.locator("[data-slot=image-placeholder] svg")).to_be_visible()
    expect(card.locator("img")).to_have_count(0)
    # The placeholder takes the image's box: every card image area has the same height.
    heights = cards(page).evaluate_all(
        "items => items.map(item => "
        "item.querySelector('article > div').getBoundingClientRect().height)")
    assert len(set(round(height) for height in heights)) == 1, heights


# The post reader ------------------------------------------------------------------------------


def test_post_shows_its_date_title_image_and_paragraphs(
        page: Page, base_url: str, posts: list[Post]) -> None:
    """And the sidebar beside it lists the five newest posts, whose links open them."""
    post = next(post for post in posts if post["imageUrl"])
    errors = collect_console_errors(page)
    page.goto(f"{base_url}{post_address(post['slug'])}")

    article = articles(page).first
    expect(article.get_by_role("heading", level=1)).to_have_text(post["title"])
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    expect(article.locator("time")).to_have_text(long_date(post["date"]))
    expect(article.locator("img")).to_have_attribute("src", re.compile(r"\?v=\d{13}$"))
    # The body's paragraphs, not the byline's under the title.
    paragraphs = article.locator(".stored-html > p")
    assert paragraphs.count() >= 3
    first_paragraph = re.sub(r"<[^>]+>", "", post["content"].split("</p>")[0])
    expect(paragraphs.first).to_have_text(first_paragraph.strip())
    expect(page).to_have_title(re.compile("^" + re.escape(post["title"])))
    expect_the_sidebar_lists_the_five_newest_posts(page, posts, post)
    assert errors == []


def test_post_without_image_shows_its_illustration(page: Page, base_url: str,
                                                   posts: list[Post]) -> None:
    post = next(post for post in posts if post["imageUrl"] is None)
    page.goto(f"{base_url}{post_address(post['slug'])}")
    article = articles(page).first
    expect(article.get_by_role("heading", level=1)).to_have_text(post["title"])
    expect_loaded_illustration(article.locator("img"))
    # Shared with the same picture.
    expect(page.locator("meta[property='og:image']")).to_have_attribute(
        "content", re.compile(r"/app-media/illustrations/[a-z]+-\d+\.webp$"))


def test_post_with_a_failing_image_shows_its_illustration_else_nothing(
        page: Page, base_url: str, posts: list[Post]) -> None:
    post = next(post for post in posts if post["imageUrl"])
    page.route(re.compile(re.escape(post["imageUrl"]) + r"\?"),
               lambda route: route.fulfill(status=404, body="missing"))
    page.goto(f"{base_url}{post_address(post['slug'])}")
    article = articles(page).first
    expect(article.get_by_role("heading", level=1)).to_have_text(post["title"])
    expect_loaded_illustration(article.locator("img"))

    page.route("**/app-media/illustrations/**", lambda route: route.fulfill(status=404, body="x"))
    page.reload()
    article = articles(page).first
    expect(article.get_by_role("heading", level=1)).to_have_text(post["title"])
    expect(article.locator("img")).to_have_count(0)


def test_scrolling_to_the_end_appends_the_next_older_post(
        page: Page, base_url: str, posts: list[Post]) -> None:
    set_width(page, WIDTHS["desktop"])
    first, second, third = posts[3], posts[4], posts[5]
    open_post_with_paused_clock(page, f"{base_url}{post_address(first['slug'])}", first["title"])
    history_length = page.evaluate("history.length")
    loading = page.get_by_text("Loading next post...")

    # Halfway down nothing happens.
    wait_for_reading_code(page)
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight * 0.3)")
    page.clock.run_for(1000)
    expect(loading).to_have_count(0)

    scroll_to_bottom(page)
    expect(loading).to_be_visible()
    page.clock.run_for(299)
    expect(articles(page)).to_have_count(1)
    expect(loading).to_be_visible()
    page.clock.run_for(1)
    expect(articles(page)).to_have_count(2)
    expect(loading).to_have_count(0)

    appended = articles(page).nth(1)
    title = appended.get_by_role("heading", level=2, name=second["title"])
    expect(title).to_be_visible()
    expect(title.get_by_role("link")).to_have_attribute("href", post_address(second['slug']))
    expect(appended.locator("time")).to_have_text(long_date(second["date"]))
    expect(page.get_by_role("heading", level=1)).to_have_count(1)

    # Never twice: staying at the end loads nothing more.
    page.clock.run_for(2000)
    expect(articles(page)).to_have_count(2)

    # Reading the appended post puts its address in the bar (replacing the history entry).
    appended.evaluate("element => element.scrollIntoView()")
    expect(page).to_have_url(f"{base_url}{post_address(second['slug'])}")
    expect(page).to_have_title(re.compile("^" + re.escape(second["title"])))
    page.evaluate("window.scrollTo(0, 0)")
    expect(page).to_have_url(f"{base_url}{post_address(first['slug'])}")
    assert page.evaluate("history.length") == history_length
    expect(page.get_by_role("heading", level=1)).to_have_text(first["title"])

    # The next crossing of the threshold appends the following post.
    scroll_to_bottom(page)
    expect(loading).to_be_visible()
    page.clock.run_for(300)
    expect(articles(page)).to_have_count(3)
    expect(articles(page).nth(2).get_by_role("heading", level=2)).to_have_text(third["title"])


READING_CODE = "/assets/reading-progress-"
# How many slow scroll steps the code may take to come, each moving the paused clock 50 ms on (a
# wait, not a measure: the loop ends at once). Counted in steps, not seconds: what the page does
# before it fetches the code waits on its clock, which moves only as the steps do, and a loaded
# machine takes fewer steps in a given time (30 s of it once fell short).
READING_CODE_STEPS = 600


def wait_for_reading_code(page: Page) -> None:
    """The reader's scrolling code comes at the first scroll: scroll slowly until it has loaded
    (seen as a finished request), unless a scroll during the page's load (a late layout moving
    it) fetched it already (seen in the page's resource timing)."""
    if page.evaluate("window.__readingCodeLoaded === true"):
        return
    fetched = f"""() => performance.getEntriesByType('resource')
        .some((entry) => entry.name.includes('{READING_CODE}'))"""
    finished: list[str] = []

    def note(request: Request) -> None:
        if READING_CODE in request.url:
            finished.append(request.url)

    # Listening before looking: a fetch ending between the two is seen by one of them. Both are
    # looked at after each step: a chunk the browser answers from its cache may show in the
    # resource timing and never as a finished request.
    page.on("requestfinished", note)
    # Moving the paused clock on, so that React's scheduled work runs.
    for _ in range(READING_CODE_STEPS):
        if finished or page.evaluate(fetched):
            break
        page.evaluate("window.scrollBy(0, 1)")  # a reader starting to scroll, slowly
        page.clock.run_for(50)
        page.wait_for_timeout(100)
    else:
        raise AssertionError("the reader's scrolling code never loaded")
    page.remove_listener("requestfinished", note)
    page.evaluate("window.__readingCodeLoaded = true")
    for _ in range(4):  # the chunk evaluated and its component mounted
        page.wait_for_timeout(50)
        page.clock.run_for(50)


def read_down_until_the_next_post_loads(page: Page, loading: Locator, ahead: Locator) -> None:
    """Scroll down as a reader does, a little at a time, until the next post starts loading;
    `ahead` (what follows the posts) must still lie below the screen then.

    The reader's scrolling code is no part of the page's first load: it comes at the first
    scroll. A reader takes longer than a frame to scroll a post, so it is in place before they
    near the end; this loop scrolls faster than anyone reads, so it lets the code come first."""
    wait_for_reading_code(page)
    for _ in range(200):
        # 200 px a step, each waiting for its scroll event (wheel input may arrive late, in bursts).
        page.evaluate("""() => new Promise((resolve) => {
            window.addEventListener('scroll', resolve, { once: true });
            window.scrollBy(0, 200);
        })""")
        page.clock.run_for(50)
        if loading.is_visible():
            break
    else:
        raise AssertionError("the next post never started loading")
    box = ahead.bounding_box()
    assert box is not None and box["y"] > page.viewport_size["height"], \
        "the reader had reached what follows the posts before the next post loaded"


@pytest.mark.parametrize("served", ["browser-rendered", "server-rendered"])
@pytest.mark.parametrize("width", ["mobile", "desktop"])
def test_reading_on_loads_posts_2_and_3_below_the_one_being_read(
        page: Page, request: pytest.FixtureRequest, posts: list[Post], width: str,
        served: str) -> None:
    url = request.getfixturevalue(
        "base_url" if served == "browser-rendered" else "rendered_base_url")
    set_width(page, WIDTHS[width], 800)
    first, second, third = posts[3], posts[4], posts[5]
    open_post_with_paused_clock(page, f"{url}{post_address(first['slug'])}", first["title"])
    loading = page.get_by_text("Loading next post...")
    sidebar = page.get_by_role("complementary")
    # On a phone Recent Posts follows the posts; on a desktop it stands beside them, the footer
    # follows.
    ahead = sidebar if width == "mobile" else page.get_by_role("contentinfo")

    for count, post in ((2, second), (3, third)):
        read_down_until_the_next_post_loads(page, loading, ahead)
        page.clock.run_for(300)
        expect(articles(page)).to_have_count(count)
        appended = articles(page).nth(count - 1)
        expect(appended.get_by_role("heading", level=2)).to_have_text(post["title"])
        above, box, side = (articles(page).nth(count - 2).bounding_box(),
                            appended.bounding_box(), sidebar.bounding_box())
        assert above and box and side
        # Directly below the post before it, in the same column, and in reach: less than a
        # screen further down.
        assert above["y"] + above["height"] - 1 <= box["y"] < 2 * 800
        assert box["x"] == above["x"]
        if width == "mobile":
            assert box["y"] + box["height"] <= side["y"], "the post went below Recent Posts"
        else:
            assert box["x"] + box["width"] <= side["x"], "the post went beside or under the sidebar"


@pytest.mark.parametrize("width", ["mobile", "desktop"])
def test_recent_posts_stay_listed_when_the_address_follows_the_next_post(
        page: Page, rendered_base_url: str, posts: list[Post], width: str) -> None:
    """Server-rendered, the sidebar's list waits for a touch to hydrate; the address changing
    under it (the reader naming the next post) must not leave a pulsing skeleton in its place."""
    first, second = posts[0], posts[1]
    set_width(page, WIDTHS[width], 800)
    page.goto(f"{rendered_base_url}{post_address(first['slug'])}")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    sidebar = page.get_by_role("complementary")
    appended = articles(page).nth(1)
    for _ in range(100):
        page.mouse.wheel(0, 600)
        if appended.count():
            break
        page.wait_for_timeout(100)
    expect(appended.get_by_role("heading", level=2)).to_have_text(second["title"])
    appended.evaluate("element => element.scrollIntoView()")
    expect(page).to_have_url(f"{rendered_base_url}{post_address(second['slug'])}")
    expect(sidebar.get_by_test_id("recent-posts-skeleton")).to_have_count(0)
    expect(sidebar.get_by_role("listitem")).to_have_count(5)
    for item, post in zip(sidebar.get_by_role("listitem").all(), posts[:5], strict=True):
        expect(item.get_by_role("link")).to_have_text(post["title"])


def test_back_and_forward_still_work_after_the_address_followed_the_scroll(
        page: Page, base_url: str, posts: list[Post]) -> None:
    first, second = posts[0], posts[1]
    page.goto(base_url + BLOG_INDEX)
    page.get_by_role("link", name=first["title"], exact=True).first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text(first["title"])
    expect(page.get_by_role("complementary").get_by_role("listitem")).to_have_count(5)
    scroll_to_bottom(page)
    appended = articles(page).nth(1)
    expect(appended.get_by_role("heading", level=2)).to_have_text(second["title"])
    appended.evaluate("element => element.scrollIntoView()")
    expect(page).to_have_url(f"{base_url}{post_address(second['slug'])}")

    page.go_back()
    expect(page).to_have_url(f"{base_url}{BLOG_INDEX}")
    expect(page.get_by_role("heading", level=1, name="News & Blog")).to_be_visible()
    page.go_forward()
    expect(page).to_have_url(f"{base_url}{post_address(second['slug'])}")
    # The address now names the second post: it opens as the page's post.
    expect(page.get_by_role("heading", level=1)).to_have_text(second["title"])


def test_the_oldest_post_appends_nothing(page: Page, base_url: str, posts: list[Post]) -> None:
    oldest = posts[-1]
    open_post_with_paused_clock(page, f"{base_url}{post_address(oldest['slug'])}", oldest["title"])
    scroll_to_bottom(page)
    page.clock.run_for(2000)
    expect(page.get_by_text("Loading next post...")).to_have_count(0)
    expect(articles(page)).to_have_count(1)
    expect(page.get_by_text("reached our oldest article")).to_be_visible()


def expect_the_sidebar_lists_the_five_newest_posts(page: Page, posts: list[Post],
                                                   shown: Post) -> None:
    """On the page of the post shown: Recent Posts, whose links open their posts."""
    sidebar = page.get_by_role("complementary")
    expect(sidebar.get_by_role("heading", level=2, name="Recent Posts")).to_be_visible()
    items = sidebar.get_by_role("listitem")
    expect(items).to_have_count(5)
    for item, post in zip(items.all(), posts[:5], strict=True):
        expect(item.get_by_role("link")).to_have_text(post["title"])
        expect(item.get_by_role("link")).to_have_attribute("href", post_address(post['slug']))
        expect(item.locator("time")).to_have_text(long_date(post["date"]))
        # Its image, or else its illustration; never the placeholder.
        expect(item.locator("img")).to_have_attribute(
            "data-kind", "post-image" if post["imageUrl"] else "illustration")
        expect(item.locator("[data-slot=image-placeholder]")).to_have_count(0)

    # Its links open the post (one other than the post shown).
    index = next(index for index in (1, 2) if posts[index]["slug"] != shown["slug"])
    items.nth(index).get_by_role("link").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(posts[index]["title"])


# Quality bar: axe, console, overflow, screenshots ---------------------------------------------


# One load for both widths: the phone's first render, then the same page widened (at_each_width).
FIT_WIDTHS = ("mobile", "desktop")


def test_blog_list_is_accessible_and_fits(page: Page, base_url: str, posts: list[Post]) -> None:
    """Also, at its end, changing page on a phone shows the list below the header."""
    errors = collect_console_errors(page)
    for width in at_each_width(page, base_url + BLOG_INDEX, FIT_WIDTHS):
        expect(cards(page)).to_have_count(9)
        wait_for_images(page)
        assert_accessible(page)
        save_screenshot(page, f"blog-{width}")
    for name in ("mobile", "tablet", "desktop"):
        set_width(page, WIDTHS[name])
        assert_no_horizontal_scroll(page)
    expect_a_card_without_image_shows_its_illustration(page, posts)
    expect_changing_page_on_a_phone_shows_the_list_below_the_header(page)
    assert errors == []


def test_post_is_accessible_and_fits(page: Page, base_url: str, quote_post_slug: str) -> None:
    errors = collect_console_errors(page)
    for width in at_each_width(page, f"{base_url}{post_address(quote_post_slug)}", FIT_WIDTHS):
        expect(page.get_by_role("heading", name="Get Your Free Quote Today")).to_be_visible()
        expect(page.get_by_role("complementary").get_by_role("listitem")).to_have_count(5)
        page.wait_for_load_state("networkidle")
        assert_accessible(page)
        save_screenshot(page, f"post-{width}")
    for name in ("mobile", "tablet", "desktop"):
        set_width(page, WIDTHS[name])
        assert_no_horizontal_scroll(page)
    assert errors == []
