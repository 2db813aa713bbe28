"""One founding year on every page, and team cards with people's initials, never drawings.

The agency's year is kept once, as `founded` in the site facts; copy writes {founded} and
{yearsInBusiness} (web/src/lib/agency-years.ts). Every public page, as the server renders it and
as Chromium draws it, names that year wherever it says when the agency opened or has served
since, counts the years in business from it, and never leaves a placeholder unfilled.
"""

import json
import re
import urllib.request
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from service.site.routes import fixed_paths
from service.store.agency_years import YEARS_IN_BUSINESS, founding_years
from tests.addresses import post_address
from tests.browser.helpers import (
    WIDTHS,
    api,
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    save_screenshot,
    set_width,
    years_in_business,
)
from tests.browser.test_links import product_paths, sitemap_paths

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

# A member's card says the year they themselves joined (copy/team.json `since`), not the agency's.
MEMBER_JOINED = re.compile(r"With the agency since \d{4}")
PLACEHOLDERS = ("{founded}", "{yearsInBusiness}")


class _Text(HTMLParser):
    """The text a page shows, without its scripts and styles."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style", "template"):
            self._skipping += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style", "template") and self._skipping:
            self._skipping -= 1

    def handle_data(self, data: str) -> None:
        if not self._skipping:
            self.parts.append(data)


def page_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    return " ".join(" ".join(parser.parts).split())


def years_named(text: str) -> dict[str, set[int]]:
    """The founding years and the counts of years in business a page's text names, and the
    placeholders it left unfilled."""
    text = MEMBER_JOINED.sub("", text)
    return {
        "founded": set(founding_years(text)),
        "years": {int(n) for n in YEARS_IN_BUSINESS.findall(text)},
        "unfilled": {i for i, p in enumerate(PLACEHOLDERS) if p in text},
    }


@pytest.fixture(scope="module")
def founded(rendered_base_url: str) -> int:
    with urllib.request.urlopen(rendered_base_url + "/api/site") as answer:
        facts: dict[str, Any] = json.load(answer)
    assert "servingSince" not in facts
    year: int = facts["founded"]
    return year


def expected(founded: int) -> dict[str, set[int]]:
    return {"founded": {founded}, "years": set(), "unfilled": set()}


def test_every_server_rendered_page_names_the_one_founding_year(
        rendered_base_url: str, founded: int) -> None:
    paths = sitemap_paths(rendered_base_url) + fixed_paths("unlisted")
    named: dict[str, dict[str, set[int]]] = {}
    for path in paths:
        with urllib.request.urlopen(rendered_base_url + path) as answer:
            html = answer.read().decode("utf-8")
        named[path] = years_named(page_text(html))
        # The head's tags (description, Open Graph, JSON-LD) are filled too; the query data the
        # page hydrates from keeps the documents as stored.
        head = html.split("</head>")[0]
        assert not [p for p in PLACEHOLDERS if p in head], path
        dates = set(re.findall(r'"foundingDate":\s*"(\d{4})"', html))
        assert dates <= {str(founded)}, (path, dates)
    counts = {count for found in named.values() for count in found["years"]}
    assert counts == {years_in_business(founded)}, counts
    # The header names the year on every page; no page names another or leaves a placeholder.
    assert {path: {**found, "years": set()} for path, found in named.items()} == {
        path: expected(founded) for path in paths}


def test_every_page_of_the_route_table_names_the_same_year_in_chromium(
        page: Page, base_url: str, served_content: Path, founded: int) -> None:
    """Drawn by the browser alone (no server rendering): the route table's public pages and a page
    of each kind its patterns hold (a post, a product page, a service). Over 10 s: every one of
    those pages drawn in Chromium."""
    errors = collect_console_errors(page)
    set_width(page, WIDTHS["desktop"])
    services = api(page, base_url, "/api/services")
    post = api(page, base_url, "/api/blog-posts")[0]
    paths = [*fixed_paths("pages", "unlisted"), post_address(post['slug']),
             product_paths(served_content)[0], f"/insurance/{services[0]['slug']}"]
    named: dict[str, dict[str, set[int]]] = {}
    counts: set[int] = set()
    for path in paths:
        page.goto(base_url + path, wait_until="networkidle")
        expect(page.get_by_role("heading", level=1)).to_be_visible()
        found = years_named(page.locator("body").inner_text())
        counts |= found.pop("years")
        named[path] = {**found, "years": set()}
    assert named == {path: expected(founded) for path in paths}
    # Home, About and Our Team count the years in business: from the founding year, to this year.
    assert counts == {years_in_business(founded)}, counts
    assert errors == []


@pytest.mark.parametrize("width", [WIDTHS["mobile"], WIDTHS["desktop"]])
def test_team_cards_show_each_member_by_initials_and_details_never_a_drawing(
        page: Page, rendered_base_url: str, width: int) -> None:
    errors = collect_console_errors(page)
    team = api(page, rendered_base_url, "/api/copy/team")["agents"]
    domain = api(page, rendered_base_url, "/api/site")["email"].split("@")[1]
    set_width(page, width)
    page.goto(rendered_base_url + "/about/our-team")

    agents = page.get_by_role("region", name="Meet Our Agents")
    cards = agents.get_by_role("article")
    expect(cards).to_have_count(len(team))
    # The test team has no photos: no image at all on the cards, so no drawing either.
    expect(agents.locator("img")).to_have_count(0)
    for member, card in zip(team, cards.all(), strict=True):
        assert card.get_attribute("id") == member["id"]
        first, *_, last = member["name"].split()
        monogram = card.locator("[data-kind=monogram]")
        expect(monogram).to_be_visible()
        expect(monogram).to_have_text((first[0] + last[0]).upper())
        expect(monogram).to_have_attribute("aria-hidden", "true")
        expect(card.get_by_role("heading", level=3)).to_have_text(member["name"])
        expect(card.get_by_text(member["title"], exact=True)).to_be_visible()
        expect(card.get_by_text(member["license"], exact=True)).to_be_visible()
        expect(card.get_by_text(", ".join(member["languages"]), exact=True)).to_be_visible()
        phone = card.get_by_role("link", name=member["phone"])
        expect(phone).to_have_attribute("href", re.compile(r"^tel:\+1\d{3}555\d{4}$"))
        assert member["email"].endswith("@" + domain)
        expect(card.get_by_role("link", name=member["email"])).to_have_attribute(
            "href", f"mailto:{member['email']}")

    assert_no_horizontal_scroll(page)
    assert_accessible(page)
    assert errors == []
    save_screenshot(page, f"our-team-cards-{width}")
