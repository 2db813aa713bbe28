"""The wording review in a real browser (issue 32): a draft promising "the lowest price and
complete coverage" lists its three risk findings with suggestions beside the editor; Publish
opens the checklist, which goes on only once each is ticked; the post is then public, and History
names who reviewed which wording. The API refuses the same publish without `acknowledge`. Update
of a published post with nothing to review is one click, no dialog (issue 45); one with risky
wording (in the admin and the inline editor) is kept back by the server, nothing written, and the
checklist opens with the findings it named. A page of the site saves such wording only once it
is reviewed too."""

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, expect

from tests.addresses import post_address
from tests.browser.helpers import assert_accessible
from tests.browser.test_admin import (  # noqa: F401  (inline_flag_on: a fixture)
    editor,
    inline_flag_on,
    open_editor,
    replace_body,
    toast_region,
)
from tests.browser.test_publishing import (  # noqa: F401  (made, visitor(s): fixtures)
    csrf,
    made,
    unique,
    visitor,
    visitors,
)
from tests.browser.test_site_editor import put_caret_at_the_end

Post = dict[str, Any]
SENTENCE = "We guarantee the lowest price and complete coverage."
PHRASES = ("guarantee", "lowest price", "complete coverage")
RISKY_LINE = "We guarantee the lowest price."
CLEAN_LINE = "Clear the gutters before the first snow."


def go_on_having_reviewed(page: Page, action: str, *, check_accessible: bool = False) -> None:
    """In the open checklist: tick each of the sentence's three findings, then go on."""
    checklist = page.get_by_role("dialog", name="Check the wording before it goes public")
    boxes = checklist.get_by_role("checkbox", name="I've reviewed this wording")
    expect(boxes).to_have_count(3)
    if check_accessible:
        assert_accessible(page)
    for index in range(3):
        boxes.nth(index).check()
    checklist.get_by_role("button", name=action, exact=True).click()


def publish_without_acknowledging(page: Page, base_url: str, post: Post) -> Any:
    headers = {"X-CSRF-Token": csrf(page, base_url), "Origin": base_url, "If-Match": "*"}
    body = {"title": post["title"], "excerpt": post["excerpt"], "content": post["content"],
            "imageUrl": None, "status": "published"}
    return page.request.patch(f"{base_url}/api/admin/blog-posts/{post['slug']}", data=body,
                              headers=headers)


def test_a_post_goes_public_only_once_its_wording_is_reviewed(
    staff_page: Page, base_url: str, made: Callable[..., Post],  # noqa: F811
    staff_credentials: tuple[str, str],
) -> None:
    page = staff_page
    post = made(title=unique("Shopping for Home Insurance"), excerpt="What to compare.",
                content="<p>Start with the dwelling limit.</p>")
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    panel = form.get_by_test_id("wording-findings")
    expect(panel).to_contain_text("No wording to review")

    # Typed, the draft's wording is checked once typing pauses.
    replace_body(form, SENTENCE)
    risks = panel.get_by_role("listitem").filter(has_text="Wording to review")
    expect(risks).to_have_count(3)
    for phrase in PHRASES:
        expect(risks.locator("mark", has_text=phrase)).to_have_count(1)
    expect(risks.filter(has_text="Instead:")).to_have_count(3)
    expect(panel).to_contain_text("we compare quotes from several companies")
    form.get_by_role("button", name="Save draft").click()
    expect(toast_region(page)).to_contain_text("Draft saved")

    # The API keeps the post back without acknowledge, naming the three findings.
    saved = page.request.get(f"{base_url}/api/admin/blog-posts/{post['slug']}").json()
    refused = publish_without_acknowledging(page, base_url, saved)
    assert refused.status == 409
    assert refused.json()["message"] == "This post has wording to review before it goes public."
    assert sorted(f["phrase"] for f in refused.json()["findings"]) == sorted(PHRASES)

    # Publish opens the checklist: its Publish waits for every finding to be ticked.
    form.get_by_role("button", name="Publish", exact=True).click()
    checklist = page.get_by_role("dialog", name="Check the wording before it goes public")
    boxes = checklist.get_by_role("checkbox", name="I've reviewed this wording")
    expect(boxes).to_have_count(3)
    go = checklist.get_by_role("button", name="Publish", exact=True)
    expect(go).to_be_disabled()
    expect(checklist.locator("mark", has_text="lowest price")).to_be_visible()
    assert_accessible(page)
    boxes.nth(0).check()
    boxes.nth(1).check()
    expect(go).to_be_disabled()
    boxes.nth(2).check()
    expect(go).to_be_enabled()
    with page.expect_request(lambda r: r.method == "PATCH") as request:
        go.click()
    sent = request.value.post_data_json
    assert sorted(item["phrase"] for item in sent["acknowledge"]) == sorted(PHRASES)
    expect(toast_region(page)).to_contain_text("Post published")
    expect(checklist).to_have_count(0)
    public = page.request.get(f"{base_url}/api/blog-posts/{post['slug']}")
    assert public.ok and SENTENCE in public.json()["content"]

    # History names who reviewed which wording.
    form.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name="History")
    newest = history.get_by_role("listitem").first
    expect(newest).to_contain_text("wording reviewed (3)")
    reviewed = history.get_by_role("list", name="Wording reviewed")
    user = staff_credentials[0]
    expect(reviewed).to_contain_text(f"Wording reviewed by {user}: price-claim “lowest price”")
    expect(reviewed.get_by_role("listitem")).to_have_count(3)
    assert_accessible(page)


def stored_post(page: Page, base_url: str, slug: str) -> tuple[Post, Post, int]:
    """The post as staff and visitors are served it, and how many versions its history holds."""
    staff = page.request.get(f"{base_url}/api/admin/blog-posts/{slug}").json()
    public = page.request.get(f"{base_url}/api/blog-posts/{slug}").json()
    history = page.request.get(f"{base_url}/api/admin/blog-posts/{slug}/history").json()
    return staff, public, len(history["versions"])


def add_to_body(page: Page, text: str) -> None:
    """Type `text` as a paragraph of its own at the end of the post's body."""
    put_caret_at_the_end(editor(page).get_by_role("textbox", name="Content", exact=True))
    page.keyboard.press("Enter")
    page.keyboard.type(text)


def post_as_visitors_see_it(reader: Page, base_url: str, slug: str) -> Locator:
    """The post's article on its page, opened in a visitor's browser."""
    reader.goto(f"{base_url}{post_address(slug)}")
    return reader.locator(f"article[data-post-slug='{slug}']")


def test_an_update_with_risky_wording_still_asks_and_nothing_is_written_until_reviewed(
    staff_page: Page, base_url: str, made: Callable[..., Post],  # noqa: F811
    staff_credentials: tuple[str, str], visitor: Page,  # noqa: F811
) -> None:
    page = staff_page
    post = made(title=unique("Flood Cover Basics"), excerpt="Where flood cover comes from.",
                content="<p>Flood cover is a policy of its own.</p>", status="published")
    before = stored_post(page, base_url, post["slug"])
    patches: list[str] = []
    page.on("request", lambda r: patches.append(r.url) if r.method == "PATCH" else None)
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    add_to_body(page, RISKY_LINE)
    panel = form.get_by_test_id("wording-findings")
    expect(panel.get_by_role("listitem").filter(has_text="Wording to review")).to_have_count(2)

    form.get_by_role("button", name="Update", exact=True).click()
    checklist = page.get_by_role("dialog", name="Check the wording before it goes public")
    boxes = checklist.get_by_role("checkbox", name="I've reviewed this wording")
    expect(boxes).to_have_count(2)
    go = checklist.get_by_role("button", name="Update", exact=True)
    expect(go).to_be_disabled()
    # The one save sent was kept back: staff, visitors and history still see the post as it was.
    assert len(patches) == 1
    assert stored_post(page, base_url, post["slug"]) == before
    article = post_as_visitors_see_it(visitor, base_url, post["slug"])
    expect(article.get_by_text("Flood cover is a policy of its own.")).to_be_visible()
    expect(article.get_by_text(RISKY_LINE)).to_have_count(0)
    assert_accessible(page)

    boxes.nth(0).check()
    expect(go).to_be_disabled()
    boxes.nth(1).check()
    with page.expect_request(lambda r: r.method == "PATCH") as request:
        go.click()
    sent = request.value.post_data_json
    assert sorted(item["phrase"] for item in sent["acknowledge"]) == ["guarantee", "lowest price"]
    assert "status" not in sent
    expect(toast_region(page)).to_contain_text("Blog post updated successfully")
    expect(checklist).to_have_count(0)
    staff, public, versions = stored_post(page, base_url, post["slug"])
    assert RISKY_LINE in staff["content"] and RISKY_LINE in public["content"]
    assert staff["status"] == "published" and versions == before[2] + 1
    article = post_as_visitors_see_it(visitor, base_url, post["slug"])
    expect(article.get_by_text(RISKY_LINE)).to_be_visible()
    assert sorted(r["phrase"] for r in staff["wordingReviews"]) == ["guarantee", "lowest price"]

    form.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name="History")
    expect(history.get_by_role("listitem").first).to_contain_text("wording reviewed (2)")
    reviewed = history.get_by_role("list", name="Wording reviewed")
    user = staff_credentials[0]
    expect(reviewed).to_contain_text(f"Wording reviewed by {user}: price-claim “lowest price”")
    expect(reviewed.get_by_role("listitem")).to_have_count(2)


def test_an_update_of_a_published_post_with_nothing_to_review_is_one_click(
    staff_page: Page, base_url: str, made: Callable[..., Post],  # noqa: F811
) -> None:
    page = staff_page
    post = made(title=unique("Ice Dams"), excerpt="Why they form on a roof.",
                content="<p>Heat escaping the attic melts the snow.</p>", status="published")
    before = stored_post(page, base_url, post["slug"])
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    add_to_body(page, CLEAN_LINE)

    with page.expect_response(lambda r: r.request.method == "PATCH") as saved:
        form.get_by_role("button", name="Update", exact=True).click()
    assert saved.value.status == 200
    expect(toast_region(page)).to_contain_text("Blog post updated successfully")
    expect(page.get_by_role("dialog", name="Check the wording before it goes public")) \
        .to_have_count(0)
    expect(page.get_by_text("No wording to review.")).to_have_count(1)  # the side panel only
    staff, public, versions = stored_post(page, base_url, post["slug"])
    assert CLEAN_LINE in staff["content"] and CLEAN_LINE in public["content"]
    assert versions == before[2] + 1 and staff["wordingReviews"] == []


def test_an_update_the_server_keeps_back_opens_the_checklist_with_its_findings(
    staff_page: Page, base_url: str, made: Callable[..., Post],  # noqa: F811
) -> None:
    page = staff_page
    post = made(title=unique("Sump Pumps"), excerpt="Backup cover for a wet basement.",
                content="<p>A sump pump keeps the basement dry.</p>", status="published")
    # Even when the browser cannot check the wording, the server does.
    page.route("**/api/admin/blog-posts/checks", lambda route: route.abort())
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    add_to_body(page, RISKY_LINE)
    with page.expect_response(lambda r: r.request.method == "PATCH") as refused:
        form.get_by_role("button", name="Update", exact=True).click()
    assert refused.value.status == 409
    checklist = page.get_by_role("dialog", name="Check the wording before it goes public")

    # Kept back, nothing written: the checklist opens again with the findings the server named.
    boxes = checklist.get_by_role("checkbox", name="I've reviewed this wording")
    expect(boxes).to_have_count(2)
    expect(checklist.locator("mark", has_text="lowest price")).to_be_visible()
    assert RISKY_LINE not in stored_post(page, base_url, post["slug"])[0]["content"]
    go = checklist.get_by_role("button", name="Update", exact=True)
    expect(go).to_be_disabled()
    boxes.nth(0).check()
    boxes.nth(1).check()
    go.click()
    expect(toast_region(page)).to_contain_text("Blog post updated successfully")
    staff = stored_post(page, base_url, post["slug"])[0]
    assert RISKY_LINE in staff["content"] and len(staff["wordingReviews"]) == 2


def test_a_page_saves_its_risky_wording_once_reviewed(
    staff_page: Page, base_url: str, served_content: Path,
) -> None:
    page = staff_page
    original = page.request.get(f"{base_url}/api/admin/documents/pages/contact").json()["value"]
    try:
        page.goto(base_url + "/admin/site?document=pages%2Fcontact")
        text = page.get_by_role("textbox", name="Text")
        put_caret_at_the_end(text)
        page.keyboard.press("Enter")
        page.keyboard.type(SENTENCE)
        panel = page.get_by_test_id("wording-findings")
        expect(panel.get_by_role("listitem").filter(has_text="Wording to review")).to_have_count(3)

        page.get_by_role("button", name="Save", exact=True).click()
        go_on_having_reviewed(page, "Save")
        expect(page.get_by_text(re.compile("is saved and shows on the website now")).first) \
            .to_be_visible()
        assert SENTENCE in page.request.get(f"{base_url}/api/pages/contact").json()["content"]
        kept = json.loads((served_content / "wording-reviews.json").read_text("utf-8"))
        assert sorted(r["phrase"] for r in kept["documents"]["pages/contact"]) == sorted(PHRASES)
    finally:
        headers = {"X-CSRF-Token": csrf(page, base_url), "Origin": base_url, "If-Match": "*"}
        page.request.put(f"{base_url}/api/admin/documents/pages/contact", data=original,
                         headers=headers)


def test_restoring_a_risky_version_of_a_public_post_goes_through_the_checklist(
    staff_page: Page, base_url: str, made: Callable[..., Post],  # noqa: F811
) -> None:
    page = staff_page
    post = made(title=unique("Renters Cover"), excerpt="What a renters policy is for.",
                content=f"<p>{SENTENCE}</p>")
    headers = {"X-CSRF-Token": csrf(page, base_url), "Origin": base_url, "If-Match": "*"}
    calm = {"title": post["title"], "excerpt": post["excerpt"], "imageUrl": None,
            "content": "<p>We compare quotes from several companies.</p>", "status": "published"}
    assert page.request.patch(f"{base_url}/api/admin/blog-posts/{post['slug']}", data=calm,
                              headers=headers).ok
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    form.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name="History")
    history.get_by_role("list", name="2 versions").get_by_role("button").nth(1).click()
    history.get_by_role("button", name="Restore this version").click()
    page.get_by_role("alertdialog", name="Restore this version?") \
        .get_by_role("button", name="Restore version").click()

    go_on_having_reviewed(page, "Restore")
    expect(toast_region(page)).to_contain_text("Version restored")
    restored = page.request.get(f"{base_url}/api/admin/blog-posts/{post['slug']}").json()
    assert SENTENCE in restored["content"] and len(restored["wordingReviews"]) == 3


def test_an_inline_save_of_a_published_post_with_risky_wording_asks_first(
    staff_page: Page, base_url: str, made: Callable[..., Post],  # noqa: F811
    inline_flag_on: None,  # noqa: F811
) -> None:
    page = staff_page
    post = made(title=unique("Boat Cover"), excerpt="Before the season.", status="published",
                content="<p>Check the navigation limits.</p>")
    patches: list[str] = []
    page.on("request", lambda r: patches.append(r.url) if r.method == "PATCH" else None)
    page.goto(f"{base_url}{post_address(post['slug'])}")
    page.get_by_role("button", name="Edit post").click()
    form = editor(page)
    replace_body(form, SENTENCE)
    form.get_by_role("button", name="Save", exact=True).click()
    checklist = page.get_by_role("dialog", name="Check the wording before it goes public")
    expect(checklist.get_by_role("checkbox")).to_have_count(3)
    # The save the server kept back wrote nothing.
    assert len(patches) == 1
    assert SENTENCE not in stored_post(page, base_url, post["slug"])[1]["content"]
    go_on_having_reviewed(page, "Update", check_accessible=True)
    expect(toast_region(page)).to_contain_text("Blog post updated successfully")
    expect(page.locator("article[data-post-slug]").first.get_by_text(SENTENCE)).to_be_visible()
