"""What Our Team holds, read from the real service's server-rendered HTML: the mission, the four
reasons, the agents' cards and their details (moved from tests/browser/test_pages.py and
tests/browser/test_look.py: the monograms' circles, fit, axe and screenshots stay in
test_look.py)."""

import re

import pytest

from tests.browser.helpers import years_in_business
from tests.service.rendered_page import Element, RenderedSite

pytestmark = pytest.mark.clock  # reads the time (years of experience)


@pytest.fixture(scope="module")
def team_page(rendered_site: RenderedSite) -> Element:
    return rendered_site.page("/about/our-team")


def shows(element: Element, text: str) -> bool:
    """Some element inside shows exactly `text`, as get_by_text(text, exact=True) finds it."""
    return any(inner.text() == text for inner in [element, *element.all()])


def test_our_team_shows_mission_reasons_and_agents(rendered_site: RenderedSite,
                                                   team_page: Element) -> None:
    facts = rendered_site.api("/api/site")
    title = rendered_site.api("/api/pages/our-team")["title"]
    team = rendered_site.api("/api/copy/team")
    assert [h.text() for h in team_page.headings(1)] == [title]
    main = team_page.main()
    assert "Harbor Point Insurance Agency is a small team" in main.text()
    assert main.headings(name="Our Mission")
    assert team["mission"] in main.text()

    reasons = main.region("Why Choose Us").tags("li")
    assert len(reasons) == 4
    experience = f"{years_in_business(facts['founded'])} years of experience"
    for phrase in [experience, "Local and family-owned", "Competitive rates", "Personal service"]:
        assert len([reason for reason in reasons if phrase in reason.text()]) == 1, phrase

    agents = main.tags("article")
    assert len(agents) == 2
    (principal,) = [a for a in agents if a.headings(name=team["agents"][0]["name"])]
    assert f"With the agency since {team['agents'][0]['since']}" in principal.text()
    assert "CPCU (Chartered Property Casualty Underwriter)" in principal.text()
    for agent in agents:
        assert agent.headings(name="Specialties") and agent.headings(name="Credentials")
    (sidebar,) = team_page.tags("aside")
    assert sidebar.headings(name="Recent Posts") and sidebar.links()


def test_team_cards_show_each_member_by_initials_and_details_never_a_drawing(
        rendered_site: RenderedSite, team_page: Element) -> None:
    team = rendered_site.api("/api/copy/team")["agents"]
    domain = rendered_site.api("/api/site")["email"].split("@")[1]
    agents = team_page.region("Meet Our Agents")
    cards = agents.tags("article")
    assert len(cards) == len(team)
    # The test team has no photos: no image at all on the cards, so no drawing either.
    assert agents.tags("img") == []
    for member, card in zip(team, cards, strict=True):
        assert card.attrs["id"] == member["id"]
        first, *_, last = member["name"].split()
        (monogram,) = card.all(lambda element: element.attrs.get("data-kind") == "monogram")
        assert monogram.text() == (first[0] + last[0]).upper()
        assert monogram.attrs.get("aria-hidden") == "true"
        assert [h.text() for h in card.headings(3)] == [member["name"]]
        for detail in (member["title"], member["license"], ", ".join(member["languages"])):
            assert shows(card, detail), detail
        assert re.match(r"^tel:\+1\d{3}555\d{4}$", card.link(member["phone"]).attrs["href"])
        assert member["email"].endswith("@" + domain)
        assert card.link(member["email"]).attrs["href"] == f"mailto:{member['email']}"
