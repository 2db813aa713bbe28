"""The Privacy Notice and the Accessibility Statement as the real service renders them, started
with a retention of its own: the retention it answers and states (in the server's HTML, what a
visitor without JavaScript and a static export get), Connecticut's rights and the agency's
contacts (moved from tests/browser/test_privacy_pages.py: axe, fit, cookies and other hosts, the
footer's links and the forms' links stay in the browser)."""

import re
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest

from tests.browser.helpers import tel_link
from tests.service.rendered_page import Element, RenderedSite, serve_rendered

RETENTION_DAYS = 53  # not the default, so the notice can only have it from the setting
RETENTION_SENTENCE = f"when it is more than {RETENTION_DAYS} days old"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RenderedSite]:
    yield from serve_rendered(tmp_path_factory.mktemp("notice-pages"),
                              AGENCY_REQUEST_RETENTION_DAYS=str(RETENTION_DAYS))


def main_of(site: RenderedSite, path: str, title: str) -> Element:
    page = site.page(path)
    assert [h.text() for h in page.headings(1)] == [title]
    return page.main()


def test_the_service_answers_the_retention_it_was_started_with(site: RenderedSite) -> None:
    assert site.api("/api/requests/settings")["retentionDays"] == RETENTION_DAYS


def test_the_privacy_notice_states_the_retention_days_and_the_connecticut_rights(
        site: RenderedSite) -> None:
    """In the server's own HTML: what a visitor without JavaScript and a static export read."""
    facts = site.api("/api/site")
    main = main_of(site, "/privacy", "Privacy Notice")
    text = main.text()
    assert RETENTION_SENTENCE in text
    assert main.headings(name="Your rights under the Connecticut Data Privacy Act")
    assert "We answer within 45 days." in text
    assert "Gramm-Leach-Bliley Act" in text
    assert "sets no tracking cookies" in text
    # The agency's facts, filled in from site.json: contacts as links, the map's host named.
    assert main.links(facts["email"])[0].attrs["href"] == "mailto:" + facts["email"]
    assert main.links(facts["phone"])[0].attrs["href"] == tel_link(facts["phone"])
    assert facts["address"]["street"] in text
    assert urlsplit(facts["map"]["embedUrl"]).netloc in text
    assert "{" not in text


def test_the_accessibility_statement_names_the_standard_and_other_ways_to_reach_us(
        site: RenderedSite) -> None:
    facts = site.api("/api/site")
    main = main_of(site, "/accessibility", "Accessibility Statement")
    assert "WCAG) 2.1 at level AA" in main.text()
    assert main.headings(name="Reach us another way")
    assert main.headings(name="Report a problem")
    assert re.match(r"^sms:", main.link(facts["text"]).attrs["href"])
    assert "reply within one business day" in main.text()
