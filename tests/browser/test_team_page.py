"""Our Team with a member's photo, as an upload through the posts' image pipeline stores one: the
portrait shows as an image named by the member, in a WebP width variant the browser picks, beside
the member's license, languages and direct phone and e-mail links; the members without one show
their initials."""

import io
import json
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image
from playwright.sync_api import Page, expect

from tests.browser.helpers import assert_accessible, collect_console_errors, save_screenshot
from tests.conftest import git, make_content_copy
from tests.servers import running_service

PHOTO = "/media/uploads/5f1c0ffee0ddba11c0ffee00.jpg"
MEMBER: dict[str, Any] = {
    "name": "Rosa Delgado",
    "id": "rosa-delgado",
    "title": "Agent, Commercial Lines",
    "photo": PHOTO,
    "license": "CT-555-0077",
    "languages": ["English", "Spanish"],
    "phone": "(203) 555-0177",
    "email": "rosa@harborpointinsurance.example",
    "bio": ["Rosa joined the agency to look after its business clients."],
}


def portrait_jpeg() -> bytes:
    """A photo as a phone takes one: a JPEG, wider than any width variant the page asks for."""
    out = io.BytesIO()
    Image.new("RGB", (900, 900), (180, 140, 110)).save(out, "JPEG", quality=80)
    return out.getvalue()


@pytest.fixture(scope="module")
def team_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    content = make_content_copy(tmp_path_factory.mktemp("team-photo") / "content")
    photo = content / PHOTO.removeprefix("/")
    photo.parent.mkdir(parents=True, exist_ok=True)
    photo.write_bytes(portrait_jpeg())
    team_file = content / "copy" / "team.json"
    team = json.loads(team_file.read_text("utf-8"))
    team["agents"].append(MEMBER)
    team_file.write_text(json.dumps(team, indent=2) + "\n", "utf-8")
    git(content, "add", "--all")
    git(content, "commit", "--quiet", "-m", "Add Rosa Delgado with her photo")
    with running_service(content, tmp_path_factory.mktemp("team-photo-instance"),
                         server_rendering=True) as url:
        yield url


def test_a_member_with_a_photo_shows_it_named_by_the_member_as_webp(
        page: Page, team_site: str) -> None:
    errors = collect_console_errors(page)
    webp_answers: list[str] = []
    page.on("response", lambda response: webp_answers.append(response.url)
            if response.headers.get("content-type") == "image/webp"
            and "/media/uploads/" in response.url else None)
    page.goto(team_site + "/about/our-team")

    member = page.get_by_role("article").filter(
        has=page.get_by_role("heading", name=MEMBER["name"]))
    portrait = member.get_by_role("img", name=MEMBER["name"], exact=True)
    expect(portrait).to_be_visible()
    expect(portrait).to_have_attribute("alt", MEMBER["name"])
    portrait.scroll_into_view_if_needed()  # loaded lazily, as it nears the window
    page.wait_for_function("img => img.complete && img.naturalWidth > 0",
                           arg=portrait.element_handle())
    shown = portrait.evaluate("img => img.currentSrc")
    assert shown.startswith(team_site + PHOTO + "?w="), shown
    assert shown in webp_answers
    # The photo stands in for the monogram; the others, without photos, show their initials, and
    # no card shows a drawing.
    expect(member.locator("[data-kind=monogram]")).to_have_count(0)
    agents = page.get_by_role("region", name="Meet Our Agents")
    expect(agents.locator("[data-kind=monogram]")).to_have_count(2)
    expect(agents.locator("img")).to_have_count(1)

    expect(member.get_by_text(MEMBER["license"])).to_be_visible()
    expect(member.get_by_text("English, Spanish")).to_be_visible()
    expect(member.get_by_role("link", name=MEMBER["phone"])).to_have_attribute(
        "href", "tel:+12035550177")
    expect(member.get_by_role("link", name=MEMBER["email"])).to_have_attribute(
        "href", f"mailto:{MEMBER['email']}")
    assert_accessible(page)
    assert errors == []
    save_screenshot(page, "our-team-photo")
