"""About, Contact and the generic service page in a real browser, at 1280 and 375 px (Our Team's
text is read from the rendered HTML in tests/service/test_team_page_html.py; its fit and axe at
375, 768 and 1280 px are test_look.py's, on the load that test makes anyway).
Their loading and not-found states and the service lookup are checked in vitest
(web/src/app/routes/server-pages.test.tsx).

The map host of the contact page cannot be reached from these machines, and tests must never reach
the internet: every test routes it to a local 404 (`block_map_host`). The 404 answer loads inside
the map frame; messages about it (the frame's own console, or a failed load of that host) are not
app errors and are left out of the console check, which counts everything else.
"""

import json
import re
import urllib.request
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import ConsoleMessage, Page, Route, expect

from tests.browser.helpers import (
    OFFICE_HOURS_NOTE,
    OFFICE_HOURS_ROWS,
    WIDTHS,
    api,
    assert_accessible,
    assert_no_horizontal_scroll,
    at_each_width,
    e164,
    save_screenshot,
    set_width,
)

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

# A phone first: its first render is checked, then the same page widened (at_each_width).
TEST_WIDTHS = [WIDTHS["mobile"], WIDTHS["desktop"]]


@pytest.fixture(scope="module")
def site(base_url: str) -> dict[str, Any]:
    with urllib.request.urlopen(base_url + "/api/site") as answer:
        facts: dict[str, Any] = json.load(answer)
    return facts


def map_host(site: dict[str, Any]) -> str:
    return urlsplit(site["map"]["embedUrl"] or site["map"]["linkUrl"]).netloc


@pytest.fixture
def app_errors(page: Page, site: dict[str, Any]) -> Iterator[list[str]]:
    """Console errors and uncaught exceptions of the app, without those of the blocked map host."""
    host = map_host(site)
    errors: list[str] = []

    def keep(message: ConsoleMessage) -> None:
        source = message.location.get("url", "") if message.location else ""
        if message.type == "error" and host not in source and host not in message.text:
            errors.append(message.text)

    page.on("console", keep)
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield errors


@pytest.fixture(autouse=True)
def block_map_host(page: Page, site: dict[str, Any]) -> None:
    host = re.escape(map_host(site))
    page.route(re.compile(rf"^https?://{host}/"),
               lambda route: route.fulfill(status=404, content_type="text/plain",
                                           body="Map blocked in tests"))


def check_quality(page: Page, errors: list[str]) -> None:
    """One h1, axe clean, no sideways scrolling, no app console errors."""
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    assert_accessible(page)
    assert_no_horizontal_scroll(page)
    assert errors == []


def fits_a_tablet_too(page: Page) -> None:
    """The page as it stands, resized to a tablet: no sideways scrolling there either (checked on
    the test's own load rather than on one of its own)."""
    set_width(page, WIDTHS["tablet"])
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    assert_no_horizontal_scroll(page)


def expect_sidebar(page: Page) -> None:
    sidebar = page.get_by_role("complementary")
    expect(sidebar.get_by_role("heading", name="Recent Posts")).to_be_visible()
    expect(sidebar.get_by_role("link").first).to_be_visible()


# About -------------------------------------------------------------------------------------------


def test_about_shows_the_server_page_and_ways_to_reach_us(
        page: Page, base_url: str, site: dict[str, Any], app_errors: list[str]) -> None:
    about = api(page, base_url, "/api/pages/about")
    for width in at_each_width(page, base_url + "/about", TEST_WIDTHS):
        expect(page.get_by_role("heading", level=1)).to_have_text(about["title"])
        main = page.get_by_role("main")
        opened = f"We opened our doors in {site['founded']}"
        expect(main.get_by_text(opened, exact=False)).to_be_visible()
        # The server's paragraphs are rendered as paragraphs of text, not as raw HTML.
        expect(main.get_by_text("<p>")).to_have_count(0)
        paragraphs = re.findall(r"<p>(.*?)</p>", about["content"], re.S)
        for text in paragraphs:
            expect(main.locator("p", has_text=text[:60])).to_have_count(1)

        expect(main.locator(f'a[href="tel:{e164(site["phone"])}"]')).to_be_visible()
        expect(main.locator(f'a[href="mailto:{site["email"]}"]')).to_be_visible()
        expect(main.get_by_role("link", name="Request a Quote")).to_have_attribute(
            "href", "/request-quote")
        expect_sidebar(page)
        check_quality(page, app_errors)
        if width == WIDTHS["mobile"]:
            save_screenshot(page, "about-mobile")
    fits_a_tablet_too(page)


# Contact -----------------------------------------------------------------------------------------


def test_contact_lists_every_way_to_reach_the_agency(
        page: Page, base_url: str, site: dict[str, Any], app_errors: list[str]) -> None:
    contact = api(page, base_url, "/api/pages/contact")
    for width in at_each_width(page, base_url + "/contact", TEST_WIDTHS):
        expect(page.get_by_role("heading", level=1)).to_have_text(contact["title"])
        main = page.get_by_role("main")
        expect(main.get_by_text("We would love to hear from you", exact=False)).to_be_visible()
        expect(main.locator(f'a[href="tel:{e164(site["phone"])}"]')).to_have_text(site["phone"])
        expect(main.locator(f'a[href="sms:{e164(site["text"])}"]')).to_have_text(site["text"])
        expect(main.get_by_text(site["fax"], exact=True)).to_be_visible()
        expect(main.locator(f'a[href="mailto:{site["email"]}"]')).to_have_text(site["email"])
        expect(main.locator("form")).to_have_count(0)

        hours = main.get_by_role("region", name="Office Hours")
        for days, times in OFFICE_HOURS_ROWS:
            expect(hours.get_by_text(days, exact=True)).to_be_visible()
            expect(hours.get_by_text(times, exact=True).first).to_be_visible()
        expect(hours.get_by_text(OFFICE_HOURS_NOTE, exact=True)).to_be_visible()

        address = main.locator("address")
        expect(address).to_contain_text(site["address"]["street"])
        expect(address).to_contain_text(f'{site["address"]["city"]}, {site["address"]["state"]} '
                                         f'{site["address"]["zip"]}')

        frame = main.locator("iframe")
        expect(frame).to_have_attribute("src", site["map"]["embedUrl"])
        expect(frame).to_have_attribute("loading", "lazy")
        expect(frame).to_have_attribute("title", re.compile("Map"))
        box = frame.bounding_box()
        assert box is not None and box["height"] > 150, box

        map_link = main.get_by_role("link", name="Open in map")
        expect(map_link).to_have_attribute("href", site["map"]["linkUrl"])
        expect(map_link).to_have_attribute("target", "_blank")
        expect(map_link).to_have_attribute("rel", "noopener noreferrer")
        check_quality(page, app_errors)
        save_screenshot(page, "contact-desktop" if width == WIDTHS["desktop"] else "contact-mobile")
    fits_a_tablet_too(page)
    set_width(page, WIDTHS["desktop"])
    expect_the_map_link_is_reachable_with_a_visible_focus(page)


def expect_the_map_link_is_reachable_with_a_visible_focus(page: Page) -> None:
    """Tabbing from the start of the page reaches Open in map, which shows its focus."""
    link = page.get_by_role("link", name="Open in map")
    expect(link).to_be_visible()
    page.evaluate("() => document.activeElement instanceof HTMLElement"
                  " && document.activeElement.blur()")
    for _ in range(60):
        page.keyboard.press("Tab")
        if link.evaluate("element => element === document.activeElement"):
            break
    else:
        pytest.fail("Open in map cannot be reached with the Tab key")
    outline = link.evaluate("element => getComputedStyle(element).outlineStyle")
    assert outline != "none"


def test_contact_without_a_map_embed_shows_only_the_map_card(
        page: Page, base_url: str, site: dict[str, Any], app_errors: list[str]) -> None:
    """The page's facts say embedUrl is null: no frame, never an empty box, still a map link."""
    tag = re.compile(r'(<script id="site-facts" type="application/json">)(.*?)(</script>)', re.S)

    def without_embed(route: Route) -> None:
        answer = route.fetch()
        html = answer.text()
        found = tag.search(html)
        assert found, "the page carries no site-facts tag"
        facts = json.loads(found.group(2))
        facts["map"]["embedUrl"] = None
        body = json.dumps(facts).replace("<", "\\u003c")
        route.fulfill(response=answer, body=html[:found.start(2)] + body + html[found.end(2):])

    page.route(base_url + "/contact", without_embed)
    page.goto(base_url + "/contact")

    card = page.get_by_test_id("map-card")
    expect(card.locator("address")).to_contain_text(site["address"]["street"])
    expect(card.get_by_role("link", name="Open in map")).to_have_attribute(
        "href", site["map"]["linkUrl"])
    expect(page.locator("iframe")).to_have_count(0)
    assert_no_horizontal_scroll(page)
    assert app_errors == []


# Service detail ----------------------------------------------------------------------------------


def expect_service_frame(page: Page, site: dict[str, Any], name: str) -> None:
    """What every found service shows: name as h1, quote block, four Why Choose points, way back."""
    main = page.get_by_role("main")
    expect(page.get_by_role("heading", level=1)).to_have_text(name)
    quote = main.get_by_role("region", name="Get a Quote Today")
    expect(quote.get_by_role("link", name="Request Quote")).to_have_attribute(
        "href", "/request-quote")
    expect(quote.get_by_role("link", name="Contact Us")).to_have_attribute("href", "/contact")
    expect(quote.locator(f'a[href="tel:{e164(site["phone"])}"]')).to_be_visible()

    why = main.get_by_role("region", name=re.compile("^Why Choose"))
    expect(why.get_by_role("heading", level=3)).to_have_text(
        ["Local Expertise", "Multiple Options", "Personal Service", "Competitive Rates"])
    expect(why.get_by_role("listitem").first).to_contain_text(f'since {site["founded"]}')
    expect(main.get_by_role("link", name="Back to All Insurance Services")).to_have_attribute(
        "href", "/insurance")
    expect_sidebar(page)


def test_auto_insurance_shows_its_fixed_long_copy(
        page: Page, base_url: str, site: dict[str, Any], app_errors: list[str]) -> None:
    details = api(page, base_url, "/api/copy/service-details")["details"]
    detail = details["vehicle-insurance/auto-insurance"]
    auto = base_url + "/insurance/vehicle-insurance/auto-insurance"
    for width in at_each_width(page, auto, TEST_WIDTHS):
        expect_service_frame(page, site, "Auto Insurance")
        main = page.get_by_role("main")
        expect(main.get_by_text(detail["intro"][0])).to_be_visible()
        for section in detail["sections"]:
            expect(main.get_by_role("heading", level=2, name=section["heading"])).to_be_visible()
        check_quality(page, app_errors)
        if width == WIDTHS["mobile"]:
            save_screenshot(page, "service-auto-mobile")
        else:
            save_screenshot(page, "service-auto-desktop")
    fits_a_tablet_too(page)


@pytest.mark.parametrize("path", [
    "/insurance/vehicle-insurance/atv-motorsport-insurance",
    "/insurance/life-health-umbrella/personal-umbrella-insurance/",
])
def test_other_services_show_their_description(
        page: Page, base_url: str, site: dict[str, Any], app_errors: list[str],
        path: str) -> None:
    slug = path.removeprefix("/insurance/").strip("/")
    service = next(s for s in api(page, base_url, "/api/services") if s["slug"] == slug)
    for _width in at_each_width(page, base_url + path, TEST_WIDTHS):
        expect_service_frame(page, site, service["name"])
        expect(page.get_by_role("main").get_by_text(service["description"])).to_be_visible()
        check_quality(page, app_errors)


def test_unknown_service_says_not_found(
        page: Page, base_url: str, app_errors: list[str]) -> None:
    for _width in at_each_width(page, base_url + "/insurance/nothing/here", TEST_WIDTHS):
        expect(page.get_by_role("heading", level=1)).to_have_text("Service Not Found")
        expect(page.get_by_text("The requested insurance service could not be found.")
               ).to_be_visible()
        expect(page.get_by_role("link", name="View All Services")).to_have_attribute(
            "href", "/insurance")
        check_quality(page, app_errors)
