"""The staff editors in a real browser, signed in: the admin blog editor (list, ?slug=, save,
upload, conflict, toasts) and the inline editor on the post page behind the site's feature flag."""

import io
import json
import re
import subprocess
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from playwright.sync_api import Locator, Page, Request, Route, expect

from service.html.paragraphs import html_to_text
from tests.addresses import post_address
from tests.browser.conftest import sign_in, source_map_sources
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    resized,
    save_screenshot,
    set_width,
)

Post = dict[str, Any]

# The browser logs every non-2xx answer as a console error: the ones these tests provoke on purpose.
EXPECTED_STATUS = re.compile(
    r"Failed to load resource: the server responded with a status of (401|412|415)\b"
)


def unexpected(errors: list[str]) -> list[str]:
    return [error for error in errors if not EXPECTED_STATUS.search(error)]


def get_json(url: str) -> Any:
    with urllib.request.urlopen(url) as answer:
        return json.load(answer)


@pytest.fixture(scope="module")
def posts(base_url: str) -> list[Post]:
    """Every post, newest first. The tests edit old posts, away from those other pages feature."""
    data: list[Post] = get_json(base_url + "/api/blog-posts")
    return data


@pytest.fixture
def restore_posts(staff_page: Page, base_url: str) -> Iterator[list[Post]]:
    """Posts appended here are put back as they were (through the API) after the test."""
    originals: list[Post] = []
    yield originals
    token = staff_page.request.get(base_url + "/api/auth/session").json()["csrfToken"]
    for post in originals:
        answer = staff_page.request.patch(
            f"{base_url}/api/admin/blog-posts/{post['slug']}",
            data={key: post[key] for key in ("title", "excerpt", "content", "imageUrl")},
            headers={"X-CSRF-Token": token, "Origin": base_url, "If-Match": "*"},
        )
        assert answer.ok, answer.text()


def body(form: Locator) -> Locator:
    """The post body: the rich editor's content-editable region, named by its Content label."""
    return form.get_by_role("textbox", name="Content", exact=True)


def replace_body(form: Locator, text: str) -> None:
    """Type `text` over the body as staff would: Enter between paragraphs, Shift+Enter for a
    line break."""
    region = body(form)
    region.click()
    region.press("ControlOrMeta+a")
    region.press("Delete")
    for number, paragraph in enumerate(text.split("\n\n")):
        if number:
            region.press("Enter")
        for index, line in enumerate(paragraph.split("\n")):
            if index:
                region.press("Shift+Enter")
            region.press_sequentially(line)


def expect_body_text(form: Locator, text: str) -> None:
    """The body reads as `text` (paragraphs apart by a blank line, as innerText gives them)."""
    expect(body(form)).to_have_js_property("innerText", text)


def post_list(page: Page) -> Locator:
    return page.get_by_role("list", name="Posts")


def editor(page: Page) -> Locator:
    return page.get_by_test_id("post-editor")


def open_editor(page: Page, base_url: str, slug: str | None = None) -> None:
    page.goto(base_url + "/admin/blog-editor" + (f"?slug={slug}" if slug else ""))
    expect(page.get_by_role("heading", level=1, name="Blog Post Editor")).to_be_visible()


def toast_region(page: Page) -> Locator:
    return page.get_by_role("region", name="Notifications (F8)")


def checklist(page: Page) -> Locator:
    """The wording checklist: it opens only when a risk finding needs acknowledging."""
    return page.get_by_role("dialog", name="Check the wording before it goes public")


def expect_no_review(page: Page) -> None:
    """A text with no risky wording goes out in one click: no checklist opens."""
    expect(checklist(page)).to_have_count(0)


def update_post(page: Page, form: Locator) -> None:
    """Update a public post whose wording needs no review: one click."""
    form.get_by_role("button", name="Update", exact=True).click()
    expect_no_review(page)


def hold(page: Page, pattern: str, method: str) -> list[Route]:
    """Hold matching requests until the test lets them go (release), to see pending states."""
    held: list[Route] = []

    def keep(route: Route) -> None:
        if route.request.method == method:
            held.append(route)
        else:
            route.continue_()

    page.route(pattern, keep)
    return held


def release(page: Page, held: list[Route]) -> None:
    deadline = time.monotonic() + 10
    while not held and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert held, "the request never came"
    for route in held:
        route.continue_()


def git_log(folder: Path, path: str) -> list[str]:
    result = subprocess.run(
        ["git", "-C", str(folder), "log", "--format=%s", "--", path],
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.splitlines()


def png_bytes() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 40), (14, 132, 117)).save(buffer, format="PNG")
    return buffer.getvalue()


def test_list_loading_then_pick_edit_and_save(
    staff_page: Page,
    base_url: str,
    posts: list[Post],
    served_content: Path,
    restore_posts: list[Post],
) -> None:
    page = staff_page
    errors = collect_console_errors(page)
    post = posts[-1]
    restore_posts.append(post)
    commits_before = git_log(served_content, f"posts/{post['slug']}.json")

    held_list = hold(page, "**/api/admin/blog-posts", "GET")
    open_editor(page, base_url)
    expect(page.get_by_text("Select a post to edit")).to_be_visible()
    posts_column = page.get_by_role("region", name="Posts")
    expect(posts_column.get_by_role("status").filter(has_text="Loading...")).to_be_visible()
    release(page, held_list)
    page.unroute("**/api/admin/blog-posts")

    item = post_list(page).get_by_role("button", name=re.compile(re.escape(post["title"])))
    item.scroll_into_view_if_needed()
    item.click()
    expect(page).to_have_url(f"{base_url}/admin/blog-editor?slug={post['slug']}")
    expect(item).to_have_attribute("aria-current", "true")

    form = editor(page)
    expect(form.get_by_label("Title")).to_have_value(post["title"])
    expect_body_text(form, html_to_text(post["content"]))
    expect(body(form)).to_have_attribute("aria-multiline", "true")
    expect(form.get_by_label("Excerpt")).to_have_attribute("rows", "2")
    # The address box shows addresses as stored: no host name, not even in its example.
    expect(form.get_by_label("Image URL")).to_have_attribute(
        "placeholder", "/media/uploads/photo.webp"
    )
    # The kinds the service takes, a phone's HEIC photos among them (image_types.json).
    expect(form.get_by_label("Upload an image")).to_have_attribute(
        "accept", re.compile(r"^image/jpeg,.*image/heic,image/heif,\.heic,\.heif$"))

    new_title = post["title"] + " (updated)"
    form.get_by_label("Title").fill(new_title)
    replace_body(form, "First paragraph, edited.\n\nSecond one\nwith a break & <b>no tag</b>.")

    held_save = hold(page, f"**/api/admin/blog-posts/{post['slug']}", "PATCH")
    update_post(page, form)
    saving = form.get_by_role("button", name="Saving...")
    expect(saving).to_be_visible()
    expect(saving).to_be_disabled()
    release(page, held_save)
    page.unroute(f"**/api/admin/blog-posts/{post['slug']}")

    toast = toast_region(page).get_by_role("listitem")
    expect(toast).to_contain_text("Success")
    expect(toast).to_contain_text("Blog post updated successfully")
    expect(
        post_list(page).get_by_role("button", name=re.compile(re.escape(new_title)))
    ).to_be_visible()
    expect(form.get_by_role("button", name="Update", exact=True)).to_be_enabled()

    stored = json.loads((served_content / "posts" / f"{post['slug']}.json").read_text())
    assert stored["title"] == new_title
    assert stored["content"] == (
        "<p>First paragraph, edited.</p>\n"
        "<p>Second one<br>with a break &amp; &lt;b&gt;no tag&lt;/b&gt;.</p>"
    )
    commits = git_log(served_content, f"posts/{post['slug']}.json")
    assert len(commits) == len(commits_before) + 1
    assert commits[0] == f"Edit post '{post['slug']}'"

    page.goto(f"{base_url}{post_address(post['slug'])}")
    expect(page.get_by_role("heading", level=1)).to_have_text(new_title)
    article = page.locator(f"article[data-post-slug='{post['slug']}']")
    expect(article.get_by_text("First paragraph, edited.")).to_be_visible()
    expect(article.get_by_text("with a break & <b>no tag</b>.")).to_be_visible()
    assert unexpected(errors) == []


def test_slug_parameter_preselects_and_switching_asks_first(
    staff_page: Page, base_url: str, posts: list[Post]
) -> None:
    page = staff_page
    first, second = posts[-2], posts[-3]
    open_editor(page, base_url, first["slug"])
    form = editor(page)
    expect(form.get_by_label("Title")).to_have_value(first["title"])
    expect(post_list(page).locator("[aria-current='true']")).to_contain_text(first["title"])

    # Unsaved text: picking another post asks, and "no" keeps everything.
    form.get_by_label("Excerpt").fill("Typed but not saved")
    questions: list[str] = []
    page.once("dialog", lambda dialog: (questions.append(dialog.message), dialog.dismiss()))
    post_list(page).get_by_role("button", name=re.compile(re.escape(second["title"]))).click()
    expect(form.get_by_label("Excerpt")).to_have_value("Typed but not saved")
    expect(page).to_have_url(f"{base_url}/admin/blog-editor?slug={first['slug']}")
    assert questions and "unsaved changes" in questions[0]

    page.once("dialog", lambda dialog: dialog.accept())
    post_list(page).get_by_role("button", name=re.compile(re.escape(second["title"]))).click()
    expect(page).to_have_url(f"{base_url}/admin/blog-editor?slug={second['slug']}")
    expect(editor(page).get_by_label("Title")).to_have_value(second["title"])

    # Close without saving clears the selection and the form.
    editor(page).get_by_role("button", name="Close without saving").click()
    expect(page).to_have_url(base_url + "/admin/blog-editor")
    expect(editor(page)).to_have_count(0)
    expect(page.get_by_text("Select a post to edit")).to_be_visible()

    # The workspace links back to the website's home page.
    expect(page.get_by_role("link", name="View the website")).to_have_attribute("href", "/")


def test_unsaved_changes_warn_before_the_page_is_left(
    staff_page: Page, base_url: str, posts: list[Post]
) -> None:
    page = staff_page
    open_editor(page, base_url, posts[-2]["slug"])
    editor(page).get_by_label("Title").fill("Something new")
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.type), dialog.dismiss()))
    page.evaluate("setTimeout(() => location.reload(), 0)")
    deadline = time.monotonic() + 10
    while not dialogs and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert dialogs == ["beforeunload"]
    expect(editor(page).get_by_label("Title")).to_have_value("Something new")


def test_upload_fills_the_url_and_shows_the_preview(
    staff_page: Page, base_url: str, posts: list[Post], served_content: Path
) -> None:
    page = staff_page
    errors = collect_console_errors(page)
    open_editor(page, base_url, posts[-2]["slug"])
    form = editor(page)
    upload = form.get_by_label("Upload an image")

    held = hold(page, "**/api/admin/images", "POST")
    upload.set_input_files(
        files=[{"name": "porch.png", "mimeType": "image/png", "buffer": png_bytes()}]
    )
    expect(form.get_by_text("Uploading image...")).to_be_visible()
    expect(upload).to_be_disabled()
    release(page, held)
    page.unroute("**/api/admin/images")

    expect(toast_region(page)).to_contain_text("Image uploaded successfully")
    expect(toast_region(page)).to_contain_text("Success")
    url_field = form.get_by_label("Image URL")
    expect(url_field).to_have_value(re.compile(r"^/media/uploads/[\w-]+\.png$"))
    image_url = url_field.input_value()
    assert (served_content / image_url.removeprefix("/")).is_file()

    preview = form.get_by_role("img", name="Preview of the post image")
    expect(preview).to_be_visible()
    expect(preview).to_have_attribute("src", re.compile(re.escape(image_url) + r"\?v=\d{13}$"))
    page.wait_for_function(
        "img => img.complete && img.naturalWidth > 0", arg=preview.element_handle()
    )
    expect(upload).to_be_enabled()

    # An address that does not load hides the preview.
    url_field.fill("/media/uploads/missing-image.png")
    expect(preview).to_have_count(0)
    assert [e for e in unexpected(errors) if "404" not in e] == []


def test_failed_upload_shows_red_text_and_an_error_toast(
    staff_page: Page, base_url: str, posts: list[Post]
) -> None:
    page = staff_page
    errors = collect_console_errors(page)
    open_editor(page, base_url, posts[-2]["slug"])
    form = editor(page)
    form.get_by_label("Upload an image").set_input_files(
        files=[{"name": "notes.txt", "mimeType": "text/plain", "buffer": b"not an image"}]
    )

    message = "Failed to upload image: Only JPEG, PNG, WebP, GIF and HEIC images can be uploaded"
    red = form.get_by_text(message)
    expect(red).to_be_visible()
    assert "text-red-700" in (red.get_attribute("class") or "")
    toast = toast_region(page).locator("[data-variant='destructive']")
    expect(toast).to_contain_text("Error")
    expect(toast).to_contain_text(message)
    expect(form.get_by_label("Image URL")).to_have_value(posts[-2]["imageUrl"] or "")
    assert unexpected(errors) == []


def test_conflict_keeps_the_typed_text_and_reloads_on_request(
    staff_page: Page, base_url: str, posts: list[Post], restore_posts: list[Post]
) -> None:
    post = posts[-4]
    restore_posts.append(post)
    first = staff_page
    second = first.context.new_page()
    errors = collect_console_errors(second)
    open_editor(first, base_url, post["slug"])
    open_editor(second, base_url, post["slug"])
    expect(editor(first).get_by_label("Title")).to_have_value(post["title"])
    expect(editor(second).get_by_label("Title")).to_have_value(post["title"])

    editor(first).get_by_label("Title").fill("Saved first")
    update_post(first, editor(first))
    expect(toast_region(first)).to_contain_text("Blog post updated successfully")

    typed = "My own paragraph.\n\nAnd a second one."
    replace_body(editor(second), typed)
    update_post(second, editor(second))
    notice = editor(second).get_by_role("alert").filter(has_text="This post was changed elsewhere")
    expect(notice).to_be_visible()
    expect_body_text(editor(second), typed)
    expect(toast_region(second).locator("[data-variant='destructive']")).to_contain_text(
        "Failed to update blog post: The post was changed elsewhere since it was loaded"
    )

    # Load the latest saved version asks before discarding the typed text; "no" keeps it.
    second.once("dialog", lambda dialog: dialog.dismiss())
    notice.get_by_role("button", name="Load the latest saved version").click()
    expect_body_text(editor(second), typed)
    second.once("dialog", lambda dialog: dialog.accept())
    notice.get_by_role("button", name="Load the latest saved version").click()
    expect(editor(second).get_by_label("Title")).to_have_value("Saved first")
    expect_body_text(editor(second), html_to_text(post["content"]))
    expect(notice).to_have_count(0)
    assert unexpected(errors) == []


def run_clock_until(page: Page, done: Callable[[], bool]) -> None:
    """Run the page's paused clock in small steps until `done` (at most two seconds of it)."""
    for _ in range(400):
        page.clock.run_for(5)
        if done():
            return


def test_toast_lasts_5000_ms_and_f8_focuses_the_region(
    staff_page: Page, base_url: str, posts: list[Post]
) -> None:
    page = staff_page
    page.clock.install()
    open_editor(page, base_url, posts[-2]["slug"])
    form = editor(page)
    expect(form.get_by_label("Title")).to_have_value(posts[-2]["title"])

    now = page.evaluate("Date.now()")
    page.clock.pause_at(now + 1000)
    form.get_by_role("button", name="Update", exact=True).click()
    toast = toast_region(page).get_by_text("Blog post updated successfully")
    run_clock_until(page, toast.is_visible)
    expect(toast).to_be_visible()

    page.clock.run_for(4890)
    expect(toast).to_be_visible()
    page.clock.run_for(110)
    expect(toast).to_have_count(0)

    # F8 moves focus to the notification region.
    page.clock.resume()
    update_post(page, form)
    expect(toast).to_be_visible()
    page.keyboard.press("F8")
    focused_region = page.evaluate(
        "document.activeElement.closest('[role=region]')?.getAttribute('aria-label')"
    )
    assert focused_region == "Notifications (F8)"


def test_tooltips_name_the_icon_buttons(staff_page: Page, base_url: str, posts: list[Post]) -> None:
    page = staff_page
    page.clock.install()
    open_editor(page, base_url, posts[-2]["slug"])
    expect(editor(page).get_by_label("Title")).to_have_value(posts[-2]["title"])
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)
    tooltip = page.get_by_role("tooltip")

    page.get_by_role("button", name="Load the latest saved version").hover()
    page.clock.run_for(690)
    expect(tooltip).to_have_count(0)
    page.clock.run_for(20)
    expect(tooltip).to_have_text("Load the post as last saved, by you or anyone else")

    # Moving to the next button within 300 ms opens its tooltip at once (skip delay).
    box = page.get_by_role("link", name="View post (opens in a new tab)").bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=20)
    page.clock.run_for(5)
    expect(tooltip).to_have_text("View this post on the site (new tab)")


EDITOR_WIDTHS = ("mobile", "tablet", "desktop")


def test_editor_is_accessible_and_fits(
    staff_page: Page, base_url: str, posts: list[Post]
) -> None:
    """The list and a post open in it, each loaded once on a phone's width and checked there and
    resized to a tablet's and a computer's (it was a test per width, each loading both again)."""
    page = staff_page
    errors = collect_console_errors(page)
    set_width(page, WIDTHS[EDITOR_WIDTHS[0]])
    open_editor(page, base_url)
    expect(post_list(page)).to_be_visible()
    first = post_list(page).get_by_role("button").first
    for _name in resized(page, EDITOR_WIDTHS):
        assert_accessible(page)
        assert_no_horizontal_scroll(page)
    for name in resized(page, EDITOR_WIDTHS):
        # From the keyboard: a post opens with Enter, and the focused control shows a ring.
        first.focus()
        page.keyboard.press("Enter")
        expect(editor(page).get_by_label("Title")).to_have_value(posts[0]["title"])
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Tab")
        expect(first).to_be_focused()
        assert first.evaluate("el => getComputedStyle(el).outlineStyle") != "none", name

    open_editor(page, base_url, posts[-2]["slug"])
    expect(editor(page).get_by_label("Title")).to_have_value(posts[-2]["title"])
    # The image preview follows the field after a short pause: there (and loaded) or not, as the
    # post's image is, before axe and the layout look at the editor.
    preview = editor(page).get_by_role("img", name="Preview of the post image")
    if posts[-2]["imageUrl"]:
        expect(preview).to_be_visible()
        page.wait_for_function("img => img.complete", arg=preview.element_handle())
    else:
        expect(preview).to_have_count(0)
    assert page.get_by_role("heading", level=1).count() == 1
    for name in resized(page, EDITOR_WIDTHS):
        assert_accessible(page)
        assert_no_horizontal_scroll(page)
        page.evaluate("window.scrollTo(0, 0)")
        save_screenshot(page, f"admin-{name}")
    assert unexpected(errors) == []


def test_swiping_a_toast_right_past_50_px_dismisses_it(
    staff_page: Page, base_url: str, posts: list[Post]
) -> None:
    """And one toast at a time (once a test of its own, opening the same editor): a second
    replaces the first."""
    page = staff_page
    open_editor(page, base_url, posts[-2]["slug"])
    form = editor(page)
    update_post(page, form)
    expect(toast_region(page)).to_contain_text("Blog post updated successfully")
    form.get_by_label("Upload an image").set_input_files(
        files=[{"name": "notes.txt", "mimeType": "text/plain", "buffer": b"x"}]
    )
    expect(toast_region(page)).to_contain_text("Failed to upload image")
    expect(toast_region(page).locator("li")).to_have_count(1)

    update_post(page, form)
    toast = toast_region(page).get_by_role("listitem")
    expect(toast).to_contain_text("Blog post updated successfully")

    def swipe(distance: int) -> None:
        box = toast.bounding_box()
        assert box is not None
        x, y = box["x"] + 40, box["y"] + box["height"] / 2
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x + distance, y, steps=10)
        page.mouse.up()

    swipe(30)
    expect(toast).to_be_visible()
    swipe(90)
    expect(toast).to_have_count(0)


# Inline editing on the post page --------------------------------------------------------------

EDITOR_SOURCES = (
    "/features/post-editor/",
    "/features/admin-editor/",
    "/components/ui/toast",
    "@radix-ui",
)
# With the flag off, not even the session check is loaded.
STAFF_SOURCES = (*EDITOR_SOURCES, "/features/auth/", "/app/routes/blog-post-inline-editing")


def editor_code_loaded(scripts: list[str], markers: tuple[str, ...] = EDITOR_SOURCES) -> list[str]:
    """The loaded scripts whose source maps (read from the build: the site never serves them)
    name any of the given modules."""
    found = []
    for url in scripts:
        sources = source_map_sources(url)
        if any(marker in source for source in sources for marker in markers):
            found.append(url)
    return found


def record_scripts(page: Page) -> list[str]:
    scripts: list[str] = []

    def keep(request: Request) -> None:
        if request.resource_type == "script" or request.url.endswith(".js"):
            scripts.append(request.url)

    page.on("request", keep)
    return scripts


def set_inline_flag(served_content: Path, base_url: str, value: bool) -> None:
    site_file = served_content / "site.json"
    facts = json.loads(site_file.read_text())
    facts["features"]["inlinePostEditing"] = value
    site_file.write_text(json.dumps(facts, indent=2, ensure_ascii=False) + "\n")
    deadline = time.monotonic() + 10
    while get_json(base_url + "/api/site")["features"]["inlinePostEditing"] is not value:
        assert time.monotonic() < deadline, "the service did not notice site.json"
        time.sleep(0.1)


@pytest.fixture
def inline_flag_on(served_content: Path, base_url: str) -> Iterator[None]:
    original = (served_content / "site.json").read_bytes()
    set_inline_flag(served_content, base_url, True)
    try:
        yield
    finally:
        (served_content / "site.json").write_bytes(original)
        deadline = time.monotonic() + 10
        while get_json(base_url + "/api/site")["features"]["inlinePostEditing"]:
            assert time.monotonic() < deadline
            time.sleep(0.1)


def test_inline_editing_is_absent_while_the_flag_is_off(
    staff_page: Page, base_url: str, posts: list[Post]
) -> None:
    page = staff_page
    assert get_json(base_url + "/api/site")["features"]["inlinePostEditing"] is False
    scripts = record_scripts(page)
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.goto(f"{base_url}{post_address(posts[-2]['slug'])}")
    expect(page.get_by_role("heading", level=1)).to_have_text(posts[-2]["title"])
    page.wait_for_load_state("networkidle")

    expect(page.get_by_role("button", name="Edit post")).to_have_count(0)
    assert not [url for url in asked if "/api/auth/" in url]
    assert scripts, "no script was recorded"
    assert editor_code_loaded(scripts, STAFF_SOURCES) == []


def test_inline_editing_with_the_flag_on(
    page: Page,
    base_url: str,
    posts: list[Post],
    staff_credentials: tuple[str, str],
    inline_flag_on: None,
) -> None:
    """Near 11 s: in Chromium a visitor's load of the post page, waited to network idle so that no
    editor code can still come, then the staff's load, the editor opened and saved, and axe."""
    post = posts[-5]
    errors = collect_console_errors(page)

    # A visitor: the session check says no one is signed in, and no editor code loads.
    scripts = record_scripts(page)
    page.goto(f"{base_url}{post_address(post['slug'])}")
    expect(page.get_by_role("heading", level=1)).to_have_text(post["title"])
    page.wait_for_load_state("networkidle")
    expect(page.get_by_role("button", name="Edit post")).to_have_count(0)
    assert editor_code_loaded(scripts) == []

    sign_in(page, base_url, staff_credentials)
    token = page.request.get(base_url + "/api/auth/session").json()["csrfToken"]
    try:
        page.goto(f"{base_url}{post_address(post['slug'])}")
        toggle = page.get_by_role("button", name="Edit post")
        expect(toggle).to_have_attribute("aria-pressed", "false")
        toggle.click()
        expect(toggle).to_have_attribute("aria-pressed", "true")

        form = editor(page)
        expect(page.get_by_role("heading", level=1, name="Edit post")).to_be_visible()
        expect(form.get_by_label("Title")).to_have_value(post["title"])
        expect_body_text(form, html_to_text(post["content"]))
        expect(form.get_by_label("Excerpt")).to_have_attribute("rows", "3")
        # The same check finds the editor once staff open it: the absence above means something.
        assert editor_code_loaded(scripts) != []
        save_screenshot(page, "inline-editor-desktop")

        form.get_by_label("Title").fill("Edited in place")
        replace_body(form, "Inline paragraph one.\n\nInline paragraph two.")
        form.get_by_role("button", name="Save", exact=True).click()
        expect_no_review(page)

        expect(toast_region(page)).to_contain_text("Blog post updated successfully")
        expect(editor(page)).to_have_count(0)
        expect(toggle).to_have_attribute("aria-pressed", "false")
        expect(page.get_by_role("heading", level=1)).to_have_text("Edited in place")
        first = page.locator("article[data-post-slug]").first
        expect(first.get_by_text("Inline paragraph two.")).to_be_visible()
        assert page.get_by_role("heading", level=1).count() == 1
        assert_accessible(page)
        assert unexpected(errors) == []
    finally:
        answer = page.request.patch(
            f"{base_url}/api/admin/blog-posts/{post['slug']}",
            data={key: post[key] for key in ("title", "excerpt", "content", "imageUrl")},
            headers={"X-CSRF-Token": token, "Origin": base_url, "If-Match": "*"},
        )
        assert answer.ok, answer.text()
