"""The site shell in a real browser: drop-downs, mobile menu, scroll-to-top, focus, routing."""

import re
import time
from datetime import datetime

from playwright.sync_api import Locator, Page, expect

from tests.addresses import BLOG_INDEX
from tests.browser.helpers import assert_no_horizontal_scroll, collect_console_errors, set_width

ABOUT_LINKS = {
    "Our Team": "/about/our-team",
    "Companies We Represent": "/about/companies-we-represent",
    "Why an Independent Agent": "/about/why-an-independent-agent",
    "News & Blog": BLOG_INDEX,
}


HOME_HEADING = re.compile("^Insurance that fits your life")
MOBILE_MENU_LINKS = (
    "About Us", "Our Team", "Companies We Represent", "Why an Independent Agent", "News & Blog",
    "Insurance Services", "All Insurance Services", "Vehicle Insurance", "Property Insurance",
    "Business Insurance", "Online Services", "FAQs", "Request a Quote", "Request a Policy Change",
)


def wait_until(page: Page, script: str, timeout_s: float = 5) -> None:
    """Poll a JS expression from the test (the site's CSP blocks wait_for_function's eval)."""
    deadline = time.monotonic() + timeout_s
    while not page.evaluate(script):
        assert time.monotonic() < deadline, f"still false after {timeout_s}s: {script}"
        page.wait_for_timeout(50)


def main_nav(page: Page) -> Locator:
    return page.get_by_role("navigation", name="Main")


def pause_clock(page: Page) -> None:
    """Stop the page's (installed) clock where it is: from now on timers fire only on run_for."""
    now = page.evaluate("Date.now()")
    page.clock.pause_at(datetime.fromtimestamp(now / 1000 + 1))


def test_desktop_drop_down_closes_150_ms_after_the_pointer_leaves_unless_it_comes_back(
        page: Page, base_url: str) -> None:
    """One load, Playwright's clock in it: About's menu opens on hover and closes 150 ms after the
    pointer leaves; then Insurance's stays open when the pointer comes back within 150 ms."""
    set_width(page, 1280)
    page.clock.install()
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    pause_clock(page)
    toggle = main_nav(page).get_by_role("button", name="About Us menu")
    panel = page.locator("#main-nav-about")
    expect(panel).to_be_hidden()

    main_nav(page).get_by_role("link", name="About Us", exact=True).hover()
    expect(panel).to_be_visible()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    for label, href in ABOUT_LINKS.items():
        expect(panel.get_by_role("link", name=label, exact=True)).to_have_attribute("href", href)

    page.mouse.move(640, 700)
    page.clock.run_for(100)
    expect(panel).to_be_visible()
    page.clock.run_for(100)
    expect(panel).to_be_hidden()
    expect(toggle).to_have_attribute("aria-expanded", "false")

    # Coming back within 150 ms keeps a drop-down open.
    heading_link = main_nav(page).get_by_role("link", name="Insurance Services", exact=True)
    panel = page.locator("#main-nav-insurance")
    heading_link.hover()
    expect(panel).to_be_visible()
    page.mouse.move(640, 700)
    page.clock.run_for(100)
    panel.get_by_role("link", name="Vehicle Insurance").hover()
    page.clock.run_for(500)
    expect(panel).to_be_visible()
    expect(panel.get_by_role("link")).to_have_count(4)


def test_escape_closes_a_hovered_drop_down_and_a_click_on_the_arrow_keeps_one_open(
        page: Page, base_url: str) -> None:
    """One load: Escape closes a drop-down hovering opened; a click on the arrow keeps open what
    hovering opened, and the next click closes it."""
    set_width(page, 1280)
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    main_nav(page).get_by_role("link", name="Contact Us", exact=True).hover()
    contact = page.locator("#main-nav-contact")
    expect(contact).to_be_visible()
    page.keyboard.press("Escape")
    expect(contact).to_be_hidden()

    toggle = main_nav(page).get_by_role("button", name="About Us menu")
    panel = page.locator("#main-nav-about")
    # The pointer comes over the arrow (hovering opens the menu), then clicks it.
    toggle.hover()
    expect(panel).to_be_visible()
    toggle.click()
    expect(panel).to_be_visible()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    # The next click closes it, and one more opens it again.
    toggle.click()
    expect(panel).to_be_hidden()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    toggle.click()
    expect(panel).to_be_visible()
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    # A click with the pointer already resting there (no hover to open it) opens it too.
    toggle.click()
    expect(panel).to_be_visible()
    page.mouse.click(640, 700)
    expect(panel).to_be_hidden()


def test_drop_down_works_from_the_keyboard_and_its_toggle_shows_a_focus_ring(
        page: Page, base_url: str) -> None:
    set_width(page, 1280)
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    toggle = main_nav(page).get_by_role("button", name="About Us menu")
    panel = page.locator("#main-nav-about")
    expect(toggle).to_have_attribute("aria-controls", "main-nav-about")

    # Tab from About Us reaches the toggle, which shows a visible focus ring.
    main_nav(page).get_by_role("link", name="About Us", exact=True).focus()
    page.keyboard.press("Tab")
    expect(toggle).to_be_focused()
    outline = toggle.evaluate(
        "el => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth]")
    assert outline[0] != "none" and outline[1] != "0px", outline

    # Enter opens (focus stays on the toggle), Escape closes and keeps focus on the toggle.
    page.keyboard.press("Enter")
    expect(panel).to_be_visible()
    expect(toggle).to_be_focused()
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(toggle).to_be_focused()

    # Space opens too.
    page.keyboard.press("Space")
    expect(panel).to_be_visible()
    page.keyboard.press("Space")
    expect(panel).to_be_hidden()

    # ArrowDown opens and enters the menu, arrows move between links, Escape returns to the toggle.
    page.keyboard.press("ArrowDown")
    expect(panel.get_by_role("link", name="Our Team")).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(panel.get_by_role("link", name="Companies We Represent")).to_be_focused()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    expect(panel.get_by_role("link", name="News & Blog")).to_be_focused()
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(toggle).to_be_focused()

    # Tabbing out of the last link closes the menu.
    page.keyboard.press("ArrowDown")
    page.keyboard.press("End")
    expect(panel.get_by_role("link", name="News & Blog")).to_be_focused()
    page.keyboard.press("Tab")
    expect(panel).to_be_hidden()
    next_link = main_nav(page).get_by_role("link", name="Insurance Services", exact=True)
    expect(next_link).to_be_focused()


def test_drop_down_link_navigates_and_moves_focus_to_the_new_page(page: Page,
                                                                  base_url: str) -> None:
    set_width(page, 1280)
    errors = collect_console_errors(page)
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    page.mouse.wheel(0, 600)
    wait_until(page, "window.scrollY > 0")
    main_nav(page).get_by_role("link", name="About Us", exact=True).hover()
    page.locator("#main-nav-about").get_by_role("link", name="Companies We Represent").click()

    expect(page).to_have_url(base_url + "/about/companies-we-represent")
    heading = page.get_by_role("heading", level=1)
    expect(heading).not_to_have_text("404 Page Not Found")
    expect(heading).to_be_focused()
    assert page.evaluate("window.scrollY") == 0
    expect(page.locator("#main-nav-about")).to_be_hidden()
    assert errors == []


def test_first_load_leaves_focus_alone(page: Page, base_url: str) -> None:
    page.goto(base_url + "/faqs")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    assert page.evaluate("document.activeElement === document.body")


def test_header_shows_phone_and_get_a_quote_whose_ctrl_click_and_plain_click_work_on_desktop(
        page: Page, base_url: str) -> None:
    """One load: the header's phone, Get a Quote and menu; a Ctrl-click on Get a Quote is left to
    the browser (a new tab, this page stays), a plain click navigates in the app (no reload)."""
    set_width(page, 1280)
    site = page.request.get(base_url + "/api/site").json()
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    header = page.get_by_role("banner")
    phone = header.get_by_role("link", name=f"Call us at {site['phone']}")
    expect(phone).to_be_visible()
    expect(phone).to_contain_text(site["phone"])
    expect(phone).to_have_attribute("href", "tel:+1" + re.sub(r"\D", "", site["phone"]))
    quote = header.get_by_role("link", name="Get a Quote")
    expect(quote).to_have_attribute("href", "/request-quote")
    expect(header.get_by_role("button", name="Open menu")).to_be_hidden()
    for label in ("About Us", "Insurance Services", "Online Services", "FAQs", "Contact Us"):
        expect(main_nav(page).get_by_role("link", name=label, exact=True)).to_be_visible()

    with page.context.expect_page() as new_tab:
        quote.click(modifiers=["Control"])
    expect(new_tab.value).to_have_url(base_url + "/request-quote")
    assert page.url == base_url + "/"
    expect(page.get_by_role("heading", level=1)).to_have_text(HOME_HEADING)
    new_tab.value.close()

    page.evaluate("window.__sameDocument = true")
    quote.click()
    expect(page).to_have_url(base_url + "/request-quote")
    assert page.evaluate("window.__sameDocument") is True


def test_mobile_menu_opens_navigates_and_closes(page: Page, base_url: str) -> None:
    set_width(page, 375)
    errors = collect_console_errors(page)
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    header = page.get_by_role("banner")
    expect(header.get_by_role("link", name="Get a Quote")).to_be_visible()
    expect(header.get_by_role("link", name=re.compile("^Call us at"))).to_be_visible()
    expect(page.locator("#main-nav-about")).to_be_hidden()
    assert_no_horizontal_scroll(page)

    toggle = header.get_by_role("button", name="Open menu")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(toggle).to_have_attribute("aria-controls", "mobile-menu")
    toggle.click()
    menu = page.locator("#mobile-menu")
    expect(menu).to_be_visible()
    expect(header.get_by_role("button", name="Close menu")).to_have_attribute("aria-expanded",
                                                                              "true")
    for label in MOBILE_MENU_LINKS:
        expect(menu.get_by_role("link", name=label, exact=True)).to_be_visible()
    expect(menu.get_by_role("link", name="Contact Us", exact=True)).to_have_count(2)
    assert_no_horizontal_scroll(page)

    menu.get_by_role("link", name="Why an Independent Agent").click()
    expect(page).to_have_url(base_url + "/about/why-an-independent-agent")
    expect(menu).to_be_hidden()
    expect(header.get_by_role("button", name="Open menu")).to_have_attribute("aria-expanded",
                                                                             "false")
    expect(page.get_by_role("heading", level=1)).to_be_focused()
    assert_no_horizontal_scroll(page)
    assert errors == []


def test_mobile_menu_closes_on_escape_outside_press_and_navigation(page: Page,
                                                                   base_url: str) -> None:
    set_width(page, 375)
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    header = page.get_by_role("banner")
    menu = page.locator("#mobile-menu")

    header.get_by_role("button", name="Open menu").click()
    expect(menu).to_be_visible()
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    expect(header.get_by_role("button", name="Open menu")).to_be_focused()

    # A press outside the header closes it (a tall screen leaves room below the menu).
    set_width(page, 375, height=1600)
    header.get_by_role("button", name="Open menu").click()
    expect(menu).to_be_visible()
    assert menu.bounding_box()["height"] < 1400  # type: ignore[index]
    page.mouse.click(4, 1500)  # the page margin: no link there
    expect(menu).to_be_hidden()
    expect(page).to_have_url(base_url + "/")
    set_width(page, 375)

    # So does any navigation, here the browser's Back button.
    header.get_by_role("link", name="Get a Quote").click()
    expect(page).to_have_url(base_url + "/request-quote")
    header.get_by_role("button", name="Open menu").click()
    expect(menu).to_be_visible()
    page.go_back()
    expect(page).to_have_url(base_url + "/")
    expect(menu).to_be_hidden()


def test_scroll_to_top_appears_past_300_px_and_returns_to_the_top(page: Page,
                                                                   base_url: str) -> None:
    """On a phone, then the same page widened to 1280 px; there, at once with reduced motion."""
    set_width(page, 375)
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    button = page.get_by_role("button", name="Scroll to top")
    expect(button).to_be_hidden()
    for width in (375, 1280):
        set_width(page, width)
        page.evaluate("window.scrollTo(0, 250)")
        wait_until(page, "window.scrollY === 250")
        # Its code comes at the first scroll; mounted late, it could not see the moves before it.
        page.locator("button[aria-label='Scroll to top']").wait_for(state="attached")
        expect(button).to_be_hidden()
        page.evaluate("window.scrollTo(0, 301)")
        wait_until(page, "window.scrollY === 301")
        if width >= 1024:
            expect(button).to_be_visible()
        else:
            # Where text runs edge to edge it waits while the reader scrolls down, and comes back
            # on the way up.
            page.evaluate("window.scrollTo(0, 900)")
            wait_until(page, "window.scrollY === 900")
            # Scroll events come once a frame: two moves in one frame would be one move.
            page.evaluate("() => new Promise(done => requestAnimationFrame(() => "
                          "requestAnimationFrame(done)))")
            expect(button).to_be_hidden()
            page.evaluate("window.scrollTo(0, 860)")
            expect(button).to_be_visible()

        button.click()
        wait_until(page, "window.scrollY === 0")
        expect(button).to_be_hidden()
        assert page.evaluate("document.activeElement.id") == "page-top", width
    expect_scroll_to_top_is_instant_with_reduced_motion(page)


def expect_scroll_to_top_is_instant_with_reduced_motion(page: Page) -> None:
    """On the page as it stands, once the reader asks for reduced motion."""
    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.scrollTo(0, 2000)")
    button = page.get_by_role("button", name="Scroll to top")
    expect(button).to_be_visible()
    button.click()
    assert page.evaluate("window.scrollY") == 0


def test_paths_match_case_insensitively(page: Page, base_url: str) -> None:
    """The addresses one after another in one context (its cache warm), each loaded afresh."""
    for path in [BLOG_INDEX.upper(), "/About/Our-Team", "/FAQS/", "/Insurance/Vehicle"]:
        page.goto(base_url + path)
        page.locator("html[data-page-ready]").wait_for(state="attached")
        heading = page.get_by_role("heading", level=1)
        expect(heading).to_be_visible()
        expect(heading).not_to_have_text("404 Page Not Found")
        expect(page.get_by_text("Did you forget to add the page to the router?")).to_have_count(0)


def test_pages_have_distinct_titles(page: Page, base_url: str) -> None:
    titles = []
    for path in ("/", BLOG_INDEX, "/no-such-page"):
        page.goto(base_url + path)
        page.locator("html[data-page-ready]").wait_for(state="attached")
        expect(page.get_by_role("heading", level=1)).to_be_visible()
        expect(page).to_have_title(re.compile(r" \| Harbor Point Insurance"))
        titles.append(page.title())
    assert len(set(titles)) == len(titles), titles


def test_other_modified_clicks_do_not_navigate_in_the_app(page: Page, base_url: str) -> None:
    """Each modifier in turn on one page load: a click the app left alone leaves it as it was."""
    set_width(page, 1280)
    page.goto(base_url + "/")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    # Keep the browser's own handling (new window, download) out: only the app's reaction counts.
    page.evaluate("document.addEventListener('click', (event) => event.preventDefault())")
    quote = page.get_by_role("banner").get_by_role("link", name="Get a Quote")
    for modifier in ("Meta", "Shift", "Alt"):
        quote.click(modifiers=[modifier])
        assert page.url == base_url + "/", modifier
        expect(page.get_by_role("heading", level=1)).to_have_text(HOME_HEADING)
