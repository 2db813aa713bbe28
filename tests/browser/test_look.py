"""The site as a visitor sees it at 375 and 1280 px: varied pictures, no stand-ins for missing
logos or images, team members by their initials in a circle until a photo comes (the cards'
details are read from the rendered HTML in tests/service/test_team_page_html.py), the contact
e-mail on one line, a back-to-top button that keeps clear of the text; and screenshots of home,
blog, a post, companies and team (written to .screenshots/look/) for a person to look at."""

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.addresses import BLOG_INDEX, post_address
from tests.browser.helpers import (
    SCREENSHOTS,
    WIDTHS,
    api,
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    save_screenshot,
    set_width,
)

PAGES = {"home": "/", "blog": BLOG_INDEX, "companies": "/about/companies-we-represent",
         "team": "/about/our-team"}
# The post screenshotted and read: one without an image of its own, so it shows its illustration.
READ_POST = "how-much-life-insurance-do-you-need"


# A phone's first render, then the same page widened: the layout at each is the style sheet's.
LOOK_WIDTHS = (375, 1280)


# Scrolls to the end half a screen at a time, a frame and 50 ms at each step; gives the height.
SCROLL_THROUGH = """async () => {
    const step = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await step();
    }
    return document.documentElement.scrollHeight;
}"""


def open_page(page: Page, url: str, images_of: str = "img") -> None:
    """Open url and settle it (settle_page)."""
    page.goto(url)
    page.locator("html[data-page-ready]").wait_for(state="attached")
    settle_page(page, images_of)


def settle_page(page: Page, images_of: str = "img") -> None:
    """Scroll through the page so lazy sections render, then bring each image (of the selector)
    into view and wait until it has loaded or failed (a width changed may ask for another size of
    it); back at the top at the end."""
    # Again while the page grows: the post reader may add the next post after a pass has ended,
    # and its lazy sections only load once scrolled near (a machine under load makes that likely).
    for _ in range(4):
        height = page.evaluate(SCROLL_THROUGH)
        page.wait_for_load_state("networkidle")
        if page.evaluate("() => document.documentElement.scrollHeight") == height:
            break
    # Lazy sections show pulsing skeletons until their code and data have come: wait them out.
    page.wait_for_function("""() => ![...document.querySelectorAll('main *')].some(
        (element) => element.classList.contains('motion-safe:animate-pulse'))""")
    images = page.locator(images_of)
    for index in range(images.count()):
        image = images.nth(index)
        if image.is_visible():
            # Brought into view again while it loads: the page may still move under it (the post
            # reader adding the next post below), leaving a lazy image out of view, never loading.
            page.wait_for_function("""image => {
                if (!image.complete) image.scrollIntoView({ block: 'center' });
                return image.complete;
            }""", arg=image.element_handle(), polling=250)
    page.evaluate("() => window.scrollTo(0, 0)")


def blog_first_nine_cards_show_at_least_six_different_pictures(page: Page, _url: str) -> None:
    pictures = page.locator("main ul li article img").evaluate_all(
        """images => images.map(image => ({
            path: new URL(image.currentSrc || image.src).pathname,
            loaded: image.complete && image.naturalWidth > 0,
            shown: image.getBoundingClientRect().width > 0 }))""")
    assert len(pictures) == 9
    assert all(picture["loaded"] and picture["shown"] for picture in pictures), pictures
    assert len({picture["path"] for picture in pictures}) >= 6, pictures


def insurer_logos_are_wordmarks_on_a_clear_ground(page: Page, url: str) -> None:
    for company in api(page, url, "/api/companies"):
        logo = page.get_by_role("img", name=f"{company['name']} logo")
        expect(logo).to_be_visible()
        # Drawn on a canvas: clear corners, and every solid pixel dark ink (a box of light grey
        # behind initials, as the old stand-ins had, would be mostly light solid pixels).
        ink = logo.evaluate("""image => {
            const canvas = document.createElement('canvas');
            canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
            let solid = 0, light = 0;
            for (let i = 0; i < data.length; i += 4) {
                if (data[i + 3] < 200) continue;
                solid++;
                if (0.3 * data[i] + 0.59 * data[i + 1] + 0.11 * data[i + 2] > 180) light++;
            }
            const corners = [0, width - 1, (height - 1) * width, height * width - 1]
                .map(i => data[i * 4 + 3]);
            return { corners, solid, light };
        }""")
        assert ink["corners"] == [0, 0, 0, 0], company["name"]
        assert ink["solid"] > 500 and ink["light"] / ink["solid"] < 0.02, (company["name"], ink)


def team_shows_initials_in_a_circle_not_drawings(page: Page, url: str) -> None:
    """Also each member's card and its details, the page's fit and axe (once in
    test_one_founding_year.py, which loaded the same page at the same widths)."""
    team_cards_show_each_member_by_initials_and_details_never_a_drawing(page, url)
    for agent in api(page, url, "/api/copy/team")["agents"]:
        card = page.locator("article").filter(has=page.get_by_role("heading", name=agent["name"]))
        expect(card.locator("img")).to_have_count(0)
        initials = "".join(part[0] for part in agent["name"].split())
        monogram = card.get_by_text(initials, exact=True)
        expect(monogram).to_be_visible()
        box = monogram.bounding_box()
        assert box and abs(box["width"] - box["height"]) < 1, box
        radius = monogram.evaluate("el => getComputedStyle(el).borderTopLeftRadius")
        assert radius.endswith("px") and float(radius[:-2]) >= box["width"] / 2, radius


def team_cards_show_each_member_by_initials_and_details_never_a_drawing(
        page: Page, url: str) -> None:
    """What each card says (name, title, license, languages, links, the monogram's letters) is
    read from the rendered HTML (tests/service/test_team_page_html.py); here, that the cards show
    and the page fits and passes axe at this width, and at a tablet's (the check test_pages.py
    made on a load of its own)."""
    team = api(page, url, "/api/copy/team")["agents"]
    agents = page.get_by_role("region", name="Meet Our Agents")
    cards = agents.get_by_role("article")
    expect(cards).to_have_count(len(team))
    expect(agents.locator("img")).to_have_count(0)
    for card in cards.all():
        expect(card.locator("[data-kind=monogram]")).to_be_visible()
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    assert_no_horizontal_scroll(page)
    assert_accessible(page)
    width = page.viewport_size["width"] if page.viewport_size else 0
    save_screenshot(page, f"our-team-cards-{width}")
    if width == WIDTHS["desktop"]:
        set_width(page, WIDTHS["tablet"])
        assert_no_horizontal_scroll(page)
        set_width(page, width)


# What is checked on one page besides its pictures, once it is open and every image has loaded.
PAGE_CHECKS: dict[str, Callable[[Page, str], None]] = {
    "blog": blog_first_nine_cards_show_at_least_six_different_pictures,
    "companies": insurer_logos_are_wordmarks_on_a_clear_ground,
    "team": team_shows_initials_in_a_circle_not_drawings,
}


@pytest.mark.parametrize("name", [*PAGES, "post"])
def test_main_pages_show_no_stand_in_for_a_missing_image_and_are_screenshotted(
        page: Page, rendered_base_url: str, name: str) -> None:
    """Each page opened once (as `make run` serves it) for all that is checked on it, at 375 px
    and then widened to 1280."""
    path = PAGES.get(name, post_address(READ_POST))
    errors = collect_console_errors(page)
    for number, width in enumerate(LOOK_WIDTHS):
        set_width(page, width)
        if number == 0:
            open_page(page, rendered_base_url + path)
        else:
            settle_page(page)
        look_at(page, rendered_base_url, name, width)
    assert errors == []


def look_at(page: Page, url: str, name: str, width: int) -> None:
    """The page as it stands at width: no stand-in, every image shown loaded, the page's own
    checks, and its screenshot in .screenshots/look/."""
    expect(page.locator("[data-slot=image-placeholder]")).to_have_count(0)
    # On a post, its own picture and the sidebar's (reading on appends older posts without end).
    selector = "main article:first-of-type img, main aside img" if name == "post" else "main img"
    images = page.locator(selector).evaluate_all(
        """images => images.filter(image => image.offsetParent !== null).map(image => ({
            src: image.currentSrc, loaded: image.complete && image.naturalWidth > 0 }))""")
    assert images and [image for image in images if not image["loaded"]] == [], (width, images)
    if name in PAGE_CHECKS:
        PAGE_CHECKS[name](page, url)
    target = SCREENSHOTS / "look" / f"{name}-{width}.png"
    target.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(target), full_page=True)
    assert target.stat().st_size > 20_000


def test_contact_email_sits_on_one_line_at_375(page: Page, base_url: str) -> None:
    set_width(page, 375)
    site = api(page, base_url, "/api/site")
    page.goto(base_url + "/contact")
    link = page.locator("main").get_by_role("link", name=site["email"])
    expect(link).to_be_visible()
    lines = link.evaluate("""link => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const rects = [...range.getClientRects()].filter(r => r.width > 0);
        return new Set(rects.map(r => Math.round(r.top))).size;
    }""")
    assert lines == 1
    inside = link.evaluate("""link => link.getBoundingClientRect().right
        <= link.closest('li').getBoundingClientRect().right""")
    assert inside
    size = float(link.evaluate("link => getComputedStyle(link).fontSize").removesuffix("px"))
    assert size >= 13


def test_back_to_top_never_covers_a_paragraph_while_a_post_is_read_at_375(page: Page,
                                                                         base_url: str) -> None:
    set_width(page, 375, 760)
    page.goto(f"{base_url}{post_address(READ_POST)}")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    # Hidden, it leaves the accessibility tree: found by its label instead of its role.
    button = page.locator("button[aria-label='Scroll to top']")
    page.mouse.move(187, 400)
    # Its code comes at the first scroll; mounted late, it could not see the moves before it.
    page.mouse.wheel(0, 1)
    button.wait_for(state="attached")
    for _ in range(14):
        before = page.evaluate("window.scrollY")
        page.mouse.wheel(0, 240)
        page.wait_for_function("y => window.scrollY > y", arg=before)
        covered = button.evaluate("""button => {
            const style = getComputedStyle(button);
            if (style.visibility === 'hidden' || Number(style.opacity) === 0) return [];
            const b = button.getBoundingClientRect();
            return [...document.querySelectorAll('main p')].filter(p => {
                const r = p.getBoundingClientRect();
                return r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
            }).map(p => p.textContent.slice(0, 40));
        }""")
        assert covered == [], covered
    # Scrolling back up brings the button back, where a reader looks for a way to the top.
    page.mouse.wheel(0, -200)
    expect(button).to_be_visible()
