"""Authors in a real browser: a post's page shows "By Name, Role" under its title, linking to the
member's card on Our Team, its structured data names the author as a Person, and both come with the
page's own data; a new post in the editor starts with the signed-in account's team member."""

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.addresses import post_address
from tests.browser.conftest import instance_with_staff, sign_in
from tests.browser.test_admin import editor
from tests.browser.test_seo import json_ld
from tests.conftest import PROJECT_ROOT, make_content_copy
from tests.servers import running_service

CREDENTIALS = ("tom", "harbor-point-author-2024")
POST = "a-contractors-guide-to-surety-bonds"  # by eleanor-whitcomb in the test content
BYLINE = "By Eleanor Whitcomb, Principal Agent"


@pytest.fixture(scope="module")
def author_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The site rendered on the server; its staff account linked to Thomas Whitcomb by the CLI.
    Near 20 s on a loaded machine: the real CLI, seconds to start, run once or twice (the account,
    unless this process made it already, then the link), then the service's start."""
    content = make_content_copy(tmp_path_factory.mktemp("authors") / "content")
    instance = instance_with_staff(tmp_path_factory.mktemp("authors-instance"), CREDENTIALS)
    subprocess.run([sys.executable, "-c", "from cli.main import app; app()", "--content",
                    str(content), "staff", "member", CREDENTIALS[0], "thomas-whitcomb"],
                   cwd=PROJECT_ROOT, check=True, capture_output=True,
                   env={**os.environ, "AGENCY_INSTANCE_DIR": str(instance)})
    with running_service(content, instance, server_rendering=True) as url:
        yield url, content


def test_the_post_page_names_its_author_and_links_to_their_card(
        page: Page, author_site: tuple[str, Path]) -> None:
    """Quick itself; near 20 s for its module's set-up when it comes first (`author_site`)."""
    url, _ = author_site
    asked_for_authors: list[str] = []
    page.on("request", lambda request: asked_for_authors.append(request.url)
            if "/api/authors" in request.url else None)
    answer = page.goto(f"{url}{post_address(POST)}")
    assert answer is not None and answer.ok
    served = answer.text()
    article = page.get_by_role("article").first
    byline = article.get_by_text(BYLINE, exact=True)
    expect(byline).to_be_visible()
    link = byline.get_by_role("link", name="Eleanor Whitcomb")
    expect(link).to_have_attribute("href", "/about/our-team#eleanor-whitcomb")
    # The server's page carries the byline, and the authors come with the page's data.
    assert "Eleanor Whitcomb</a>, Principal Agent" in served.replace("<!-- -->", "")
    page.wait_for_load_state("networkidle")
    assert asked_for_authors == []

    posting = next(block for block in json_ld(served) if block.get("@type") == "BlogPosting")
    assert posting["author"] == {
        "@type": "Person", "name": "Eleanor Whitcomb", "jobTitle": "Principal Agent",
        "url": f"{url}/about/our-team#eleanor-whitcomb"}

    link.click()
    expect(page).to_have_url(f"{url}/about/our-team#eleanor-whitcomb")
    expect_card_in_view(page, "eleanor-whitcomb", "Eleanor Whitcomb")


def test_the_team_page_opened_at_a_members_address_shows_their_card(
        page: Page, author_site: tuple[str, Path]) -> None:
    url, _ = author_site
    page.goto(f"{url}/about/our-team#thomas-whitcomb")
    expect_card_in_view(page, "thomas-whitcomb", "Thomas Whitcomb")


def test_a_renamed_member_reaches_the_post_pages_rendered_before(
        page: Page, author_site: tuple[str, Path]) -> None:
    url, content = author_site
    team_file = content / "copy" / "team.json"
    before = team_file.read_text("utf-8")
    page.goto(f"{url}{post_address(POST)}")  # rendered and cached with the name as it was
    expect(page.get_by_text(BYLINE, exact=True)).to_be_visible()
    team_file.write_text(before.replace('"name": "Eleanor Whitcomb"', '"name": "Eleanor Hale"'),
                         "utf-8")
    try:
        renamed = "By Eleanor Hale, Principal Agent"
        for _ in range(40):  # the service follows the file within a second or two
            served = page.request.get(f"{url}{post_address(POST)}").text().replace("<!-- -->", "")
            if "Eleanor Hale</a>, Principal Agent" in served:
                break
            page.wait_for_timeout(250)
        assert "Eleanor Hale</a>, Principal Agent" in served
        page.goto(f"{url}{post_address(POST)}")
        expect(page.get_by_text(renamed, exact=True)).to_be_visible()
    finally:
        team_file.write_text(before, "utf-8")


def expect_card_in_view(page: Page, member_id: str, name: str) -> None:
    """The member's card on Our Team, the element of their id, is in the window."""
    card = page.locator(f"article#{member_id}")
    expect(card.get_by_role("heading", name=name)).to_be_visible()
    expect(card).to_be_in_viewport()


def test_a_new_post_starts_with_the_signed_in_members_byline(
        page: Page, author_site: tuple[str, Path]) -> None:
    url, content = author_site
    sign_in(page, url, CREDENTIALS)
    page.goto(f"{url}/admin/blog-editor?new=1")
    form = editor(page)
    author = form.get_by_label("Author")
    expect(author).to_have_value("thomas-whitcomb")
    expect(author).to_have_accessible_description(
        "Shown under the title as “By name, role”, linking to their profile on Our Team.")
    form.get_by_label("Title").fill("Adding a teen driver to your policy")
    form.get_by_role("button", name="Save draft").click()
    expect(page.get_by_role("heading", level=2, name="Edit post")).to_be_visible()
    saved = json.loads((content / "posts" / "adding-a-teen-driver-to-your-policy.json")
                       .read_text("utf-8"))
    assert saved["author"] == "thomas-whitcomb"

    form.get_by_label("Author").select_option(label="No byline")
    with page.expect_response(lambda response: response.request.method == "PATCH") as saving:
        form.get_by_role("button", name="Save draft").click()
    assert saving.value.ok and saving.value.json()["author"] is None
    saved = json.loads((content / "posts" / "adding-a-teen-driver-to-your-policy.json")
                       .read_text("utf-8"))
    assert "author" not in saved  # no byline: stored without the field
