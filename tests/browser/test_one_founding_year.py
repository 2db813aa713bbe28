"""One founding year on every page (team cards with people's initials: test_look.py).

The agency's year is kept once, as `founded` in the site facts; copy writes {founded} and
{yearsInBusiness} (web/src/lib/agency-years.ts). Every public page, as the server renders it and
as Chromium draws it, names that year wherever it says when the agency opened or has served
since, counts the years in business from it, and never leaves a placeholder unfilled. What
Chromium draws is checked on the link crawl's visit to every page (test_links.py), which loads
each page anyway.
"""

import json
import re
import urllib.error
import urllib.request
from html.parser import HTMLParser
from typing import Any

import pytest

from service.routes import fixed_paths
from tests.addresses import BLOG_PREFIX
from tests.browser.helpers import (
    PLACEHOLDERS,
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


def served_html(rendered_base_url: str, path: str) -> str | None:
    """The page the server renders at path, or None for a post the sitemap no longer lists: this
    service shares its content with the worker's other one, and sees a post another test deleted
    there only when its watcher does, on a loaded machine perhaps after its sitemap was read."""
    try:
        with urllib.request.urlopen(rendered_base_url + path) as answer:
            html: str = answer.read().decode("utf-8")
            return html
    except urllib.error.HTTPError as error:
        if (error.code == 404 and path.startswith(BLOG_PREFIX)
                and path not in sitemap_paths(rendered_base_url)):
            return None
        raise


def test_every_server_rendered_page_names_the_one_founding_year(
        rendered_base_url: str, founded: int) -> None:
    paths = sitemap_paths(rendered_base_url) + fixed_paths("unlisted")
    named: dict[str, dict[str, set[int]]] = {}
    for path in list(paths):
        html = served_html(rendered_base_url, path)
        if html is None:
            paths.remove(path)
            continue
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
