"""Restoring a page's earlier version in a real browser goes through the wording review as saving
it does: a version promising "the lowest price and complete coverage" comes back from History only
once staff tick each finding in the checklist; the page then shows it, the reviews kept with it."""

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from service.documents.writes import change_document
from service.store.content_store import ContentStore
from tests.browser.conftest import instance_with_staff, sign_in
from tests.browser.helpers import assert_accessible
from tests.conftest import git, make_content_copy
from tests.servers import running_service

PAGE = "pages/about"
TITLE = "About Harbor Point Insurance Agency"
SENTENCE = "We guarantee the lowest price and complete coverage."
PHRASES = ("guarantee", "lowest price", "complete coverage")
CLEAN = "We compare quotes from several companies for you."


def with_content(content: Path, text: str) -> dict[str, Any]:
    stored = json.loads((content / f"{PAGE}.json").read_text("utf-8"))
    return {**stored, "content": f"<p>{text}</p>"}


@pytest.fixture(scope="module")
def restore_site(tmp_path_factory: pytest.TempPathFactory,
                 staff_credentials: tuple[str, str]) -> Iterator[tuple[str, Path]]:
    """The service on a content copy of its own whose About page once said SENTENCE, nobody
    having reviewed it (written as the CLI writes), and now says CLEAN: its address and folder."""
    folder = tmp_path_factory.mktemp("document-restore")
    content = make_content_copy(folder / "content")
    store = ContentStore(content)
    change_document(store, PAGE, with_content(content, SENTENCE), author="Old Hand")
    change_document(store, PAGE, with_content(content, CLEAN), author="Old Hand")
    instance = instance_with_staff(folder / "instance", staff_credentials)
    with running_service(content, instance, server_rendering=False) as url:
        yield url, content


def test_restoring_a_risky_version_goes_through_the_checklist(
        page: Page, restore_site: tuple[str, Path], staff_credentials: tuple[str, str]) -> None:
    url, content = restore_site
    sign_in(page, url, staff_credentials)
    page.goto(url + "/admin/site?document=pages%2Fabout")
    text = page.get_by_role("textbox", name="Text")
    expect(text).to_contain_text(CLEAN)
    page.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name=f"History of {TITLE}")
    # The versions by their author (each version's own changes are items of a list inside it).
    older = history.get_by_role("listitem").filter(has_text="Old Hand").nth(1)
    expect(older).to_contain_text("Text:")
    older.get_by_role("button", name="Restore this version").click()
    head = git(content, "rev-parse", "HEAD")
    page.get_by_role("alertdialog", name="Restore this version?") \
        .get_by_role("button", name="Restore version").click()

    # The server kept the restore back: the checklist names the three findings, nothing written.
    checklist = page.get_by_role("dialog", name="Check the wording before it goes public")
    boxes = checklist.get_by_role("checkbox", name="I've reviewed this wording")
    expect(boxes).to_have_count(3)
    for phrase in PHRASES:
        expect(checklist.locator("mark", has_text=phrase)).to_have_count(1)
    assert git(content, "rev-parse", "HEAD") == head
    assert CLEAN in json.loads((content / f"{PAGE}.json").read_text("utf-8"))["content"]
    assert_accessible(page)
    go = checklist.get_by_role("button", name="Restore", exact=True)
    boxes.nth(0).check()
    boxes.nth(1).check()
    expect(go).to_be_disabled()
    boxes.nth(2).check()
    with page.expect_request(lambda r: r.method == "POST" and r.url.endswith("/restore")) as sent:
        go.click()
    body = sent.value.post_data_json
    assert body is not None
    assert sorted(item["phrase"] for item in body["acknowledge"]) == sorted(PHRASES)

    expect(page.get_by_text(f"{TITLE} is back as it was on").first).to_be_visible()
    expect(checklist).to_have_count(0)
    expect(history).to_have_count(0)
    expect(page.get_by_role("textbox", name="Text")).to_contain_text(SENTENCE)
    kept = json.loads((content / "wording-reviews.json").read_text("utf-8"))
    assert sorted(r["phrase"] for r in kept["documents"][PAGE]) == sorted(PHRASES)
    assert sorted(git(content, "show", "--name-only", "--format=", "HEAD").split()) == \
        [f"{PAGE}.json", "wording-reviews.json"]
    assert f'Wording reviewed by {staff_credentials[0]}: price-claim "lowest price"' in \
        git(content, "log", "-1", "--format=%B")

    page.goto(url + "/about")
    expect(page.get_by_text(SENTENCE)).to_be_visible()
