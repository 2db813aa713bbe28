"""What every browser test checks the same way: console errors, axe, overflow, screenshots, API."""

import datetime as dt
import os
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TypeVar
from zoneinfo import ZoneInfo

from axe_playwright_python.base import AxeResults
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import ConsoleMessage, Locator, Page

from service.documents.agency_years import YEARS_IN_BUSINESS, founding_years
from tests.conftest import PROJECT_ROOT

WIDTHS = {"desktop": 1280, "tablet": 768, "mobile": 375}
# The test content's week (site.json "hours") as every page shows it: days grouped, then the note.
DASH = "\N{EN DASH}"
OFFICE_HOURS_ROWS = [(f"Monday {DASH} Friday", f"9:00 AM {DASH} 5:00 PM"),
                     ("Saturday", f"9:00 AM {DASH} 12:00 PM"), ("Sunday", "Closed")]
OFFICE_HOURS_NOTE = "Evenings by appointment"
SCREENSHOTS = PROJECT_ROOT / ".screenshots"
# A member's card says the year they themselves joined (copy/team.json `since`), not the agency's.
MEMBER_JOINED = re.compile(r"With the agency since \d{4}")
PLACEHOLDERS = ("{founded}", "{yearsInBusiness}")
_axe = Axe()
W = TypeVar("W", int, str)
# Frames are left out: axe checks a frame only where its own script was loaded into it, which is
# never done here, so it only waited on each frame in vain (half a second) before going on without
# it. The frame element itself (its title) is the page's, and still checked.
AXE_RUN = "axe.run({resultTypes: ['violations'], iframes: false}).then(results => results)"


def collect_console_errors(page: Page) -> list[str]:
    """Start recording console errors and uncaught exceptions; the list fills as the page runs."""
    errors: list[str] = []

    def keep(message: ConsoleMessage) -> None:
        if message.type == "error":
            errors.append(message.text)

    page.on("console", keep)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def years_in_business(founded: int) -> int:
    """The whole years since the founding year, counted to this year in Connecticut, as the pages
    count them (web/src/lib/agency-years.ts)."""
    return dt.datetime.now(ZoneInfo("America/New_York")).year - founded


def years_named(text: str) -> dict[str, set[int]]:
    """The founding years and the counts of years in business a page's text names, and the
    placeholders it left unfilled."""
    text = MEMBER_JOINED.sub("", text)
    return {
        "founded": set(founding_years(text)),
        "years": {int(n) for n in YEARS_IN_BUSINESS.findall(text)},
        "unfilled": {i for i, p in enumerate(PLACEHOLDERS) if p in text},
    }


def with_agency_years(text: str, founded: int) -> str:
    """Copy as the pages show it: its {founded} and {yearsInBusiness} filled."""
    return text.replace("{founded}", str(founded)).replace(
        "{yearsInBusiness}", str(years_in_business(founded)))


def wait_until_hydrated(page: Page) -> None:
    """Until the page's code has taken over the server's HTML (lib/render-stamp marks <html>)."""
    page.locator("html[data-page-ready]").wait_for(state="attached")


def wait_until_element_hydrated(locator: Locator) -> None:
    """Until React has taken over this server-rendered element (a deferred section hydrates after
    the page, and a click before that is a plain page load)."""
    locator.scroll_into_view_if_needed()
    locator.page.wait_for_function(
        "element => Object.keys(element).some(key => key.startsWith('__reactFiber'))",
        arg=locator.element_handle())


def set_width(page: Page, width: int, height: int = 900) -> None:
    page.set_viewport_size({"width": width, "height": height})


def tabs_beside(page: Page, count: int) -> list[Page]:
    """The page and count - 1 more tabs in its context, each at the page's size."""
    size = page.viewport_size
    assert size is not None
    tabs = [page, *(page.context.new_page() for _ in range(count - 1))]
    for tab in tabs:
        tab.set_viewport_size(size)
    return tabs


def side_by_side(tabs: list[Page], urls: Iterable[str]) -> Iterator[tuple[str, Page]]:
    """Each url opened in one of tabs, as many loading at once as there are tabs (a load mostly
    waits: on the service, on its data, on the network falling quiet, which the other loads fill);
    yields each url with its tab in turn, its navigation begun, for the caller to wait on and check
    before the tab takes the next url."""
    waiting = list(urls)
    while waiting:
        batch, waiting = waiting[:len(tabs)], waiting[len(tabs):]
        for tab, url in zip(tabs, batch, strict=False):
            tab.goto(url, wait_until="commit")
        yield from zip(batch, tabs, strict=False)


def at_each_width(page: Page, url: str, widths: Iterable[W]) -> Iterator[W]:
    """Open url at the first of widths (pixels, or names in WIDTHS), then resize the same page to
    each next; yields each once the page stands at it. One load serves every width: the layout
    is the style sheet's, which a resize redraws, while a load per width cost a context, the app's
    start and its data each time. The first width gets the first render, so list the phone's first
    where a phone's first render is what matters."""
    for number, width in enumerate(widths):
        set_width(page, WIDTHS[width] if isinstance(width, str) else width)
        if number == 0:
            page.goto(url)
        yield width


def go_in_app(page: Page, base_url: str, path: str, via: str | None = None) -> None:
    """To path as staff go there, by a link of the app already loaded in the page (of the screen
    at `via` first, itself reached so, where the page shows no link to path): a link followed
    changes the address in the app, where a load of each screen cost its renderer ~1.7 CPU-s to
    start the app again. Where no such link is to be had, the page loads path."""
    links = page.locator(f'a[href="{path}"]:visible')
    if page.url.startswith(base_url) and links.count():
        links.first.click()
        page.wait_for_url(lambda url: url == base_url + path)
    elif via is not None and page.url.startswith(base_url):
        go_in_app(page, base_url, via)
        go_in_app(page, base_url, path)
    else:
        page.goto(base_url + path)


def resized(page: Page, widths: Iterable[W]) -> Iterator[W]:
    """The page as it stands, resized to each of widths (pixels, or names in WIDTHS) in turn;
    yields each once the page stands at it, then puts the page back at the size it was. One load
    serves every width: the layout is the style sheet's, which a resize redraws."""
    was = page.viewport_size
    assert was is not None
    for width in widths:
        set_width(page, WIDTHS[width] if isinstance(width, str) else width)
        yield width
    page.set_viewport_size(was)


def boxes_at_once(*locators: Locator) -> list[dict[str, float]]:
    """Each element's box (x, y, width, height, as bounding_box gives it) read in one go: two
    bounding_box calls are two moments, and a scroll or a shift between them (a privacy link seen
    94 px under its button, once) moves one box and not the other."""
    handles = [locator.element_handle() for locator in locators]
    boxes: list[dict[str, float]] = locators[0].page.evaluate(
        """elements => elements.map(element => {
             const box = element.getBoundingClientRect();
             return {x: box.x, y: box.y, width: box.width, height: box.height};
           })""", handles)
    return boxes


def check_at_widths(page: Page, widths: Iterable[int], shot: str | None = None,
                    full_page: bool = True) -> None:
    """The screen as it stands, at each width in turn: axe finds nothing, nothing scrolls
    sideways, and (with shot, its {width} filled) a screenshot. Back to the width it was at. A
    journey run once checks each of its screens at every width this way, where it was run again
    per width."""
    was = page.viewport_size
    assert was is not None
    for width in resized(page, sorted(widths, key=lambda width: width != was["width"])):
        assert_accessible(page)
        assert_no_horizontal_scroll(page)
        if shot is not None:
            save_screenshot(page, shot.format(width=width), full_page)


def assert_accessible(page: Page) -> None:
    """axe finds no violation on the page as it stands; axe's 560 KB script is sent to a document
    once, not on every check of it (a dialog opened, a width changed)."""
    if not page.evaluate("typeof window.axe === 'object' && typeof window.axe.run === 'function'"):
        page.evaluate(_axe.axe_script)
    results = AxeResults(page.evaluate(AXE_RUN))
    assert results.violations_count == 0, results.generate_report()


def assert_no_horizontal_scroll(page: Page) -> None:
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"page scrolls sideways by {overflow}px"


def screenshots_wanted() -> bool:
    """Whether this run keeps screenshots: `BROWSER_SCREENSHOTS=1 make test-browser`. They are for
    a person to look at and nothing compares them, so a run that nobody looks at (CI, the edit
    loop) spares the full-page capture each cost; test_look.py takes its own in every run."""
    return os.environ.get("BROWSER_SCREENSHOTS") == "1"


def save_screenshot(page: Page, name: str, full_page: bool = True) -> Path | None:
    """The page (or, with full_page=False, what the window shows: an open dialog) as a PNG in
    .screenshots/, when the run keeps screenshots (screenshots_wanted)."""
    if not screenshots_wanted():
        return None
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


def api(page: Page, base_url: str, path: str) -> Any:
    """The JSON the service answers at path (which must answer 2xx)."""
    response = page.request.get(base_url + path)
    assert response.ok, f"{path} answered {response.status}"
    return response.json()


def e164(phone: str) -> str:
    """A US phone number as a tel:/sms: link writes it: "(203) 555-0142" -> "+12035550142"."""
    digits = re.sub(r"\D", "", phone)
    return "+1" + digits if len(digits) == 10 else "+" + digits


def tel_link(phone: str) -> str:
    """The tel: address of a phone number: "(203) 555-0142" -> "tel:+12035550142"."""
    return "tel:" + e164(phone)
