"""One founding year on every page, and team cards with people's initials, never drawings.

The agency's year is kept once, as `founded` in the site facts; copy writes {founded} and
{yearsInBusiness} (web/src/lib/agency-years.ts). Every public page, as the server renders it and
as Chromium draws it, names that year wherever it says when the agency opened or has served
since, counts the years in business from it, and never leaves a placeholder unfilled. What
Chromium draws is checked on the link crawl's visit to every page (test_links.py), which loads
each page anyway.
"""

import json
import re
import urllib.request
from html.parser import HTMLParser
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from service.routes import fixed_paths
from tests.browser.helpers import (
    PLACEHOLDERS,
    WIDTHS,
    api,
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    save_screenshot,
    set_width,
    years_in_business,
    years_named,
)
from tests.browser.test_links import sitemap_paths

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

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
