"""The rich post editor in a real browser: formatting survives a title-only save byte for byte,
each toolbar button (and its shortcut) gives its element in the saved HTML, links refuse unsafe
addresses in plain words, and plain text pasted in follows the paragraph rules."""

import json
import time
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, Request, expect

from tests.addresses import BLOG_INDEX, post_address
from tests.browser.test_admin import body, editor, open_editor, toast_region, update_post

FORMATTED = (
    '<p>Read <a href="https://www.floodsmart.gov/">FloodSmart</a> and <strong>call us</strong>'
    " at <em>any</em> time.</p>\n"
    "<ul><li>Flood</li><li>Wind &amp; hail</li></ul>\n"
    "<ol><li>First</li><li>Second</li></ol>"
)


def write_post(served_content: Path, base_url: str, content: str) -> dict[str, Any]:
    """A new post file in the served content, as an import or a text editor would leave it;
    answered once the service serves it."""
    posts = served_content / "posts"
    ids = [json.loads(path.read_text())["id"] for path in posts.glob("*.json")]
    slug = f"editor-test-{uuid.uuid4().hex[:10]}"
    post = {
        "id": max(ids) + 1000 + len(ids),
        "slug": slug,
        "title": "Formatting Test Post",
        "date": "2020-01-02",
        "excerpt": "A post the editor tests change.",
        "content": content,
        "imageUrl": None,
    }
    (posts / f"{slug}.json").write_text(json.dumps(post, indent=2) + "\n")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{base_url}/api/blog-posts/{slug}"):
                return post
        except OSError:
            time.sleep(0.1)
    raise AssertionError("the service never served the new post")


@pytest.fixture
def new_post(served_content: Path, base_url: str) -> Iterator[Any]:
    """Makes posts with the given content; their files are removed afterwards."""
    made: list[dict[str, Any]] = []

    def make(content: str) -> dict[str, Any]:
        made.append(write_post(served_content, base_url, content))
        return made[-1]

    yield make
    for post in made:
        (served_content / "posts" / f"{post['slug']}.json").unlink(missing_ok=True)


def stored(served_content: Path, slug: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((served_content / "posts" / f"{slug}.json").read_text())
    return data


def save(page: Page, form: Locator) -> dict[str, Any]:
    """Update the (published) post through its wording checklist and answer the PATCH body the
    page sent."""
    with page.expect_request(lambda r: r.method == "PATCH") as request:
        update_post(page, form)
    expect(toast_region(page)).to_contain_text("Blog post updated successfully")
    sent: Request = request.value
    data = sent.post_data_json
    assert isinstance(data, dict)
    return data


SET_SELECTION = """(el, [text, collapse]) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.data.indexOf(text);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, collapse ? at : at + text.length);
        getSelection().removeAllRanges();
        getSelection().addRange(range);
        // ProseMirror reads the selection on selectionchange: tell it now rather than later.
        document.dispatchEvent(new Event('selectionchange'));
        return;
    }
    throw new Error('not in the body: ' + text);
}"""

SELECTION_IS = """(el, [text, collapse]) => {
    const selection = getSelection();
    if (!el.contains(selection.anchorNode)) return false;
    if (!collapse) return selection.toString() === text;
    return selection.isCollapsed
        && selection.anchorNode.data.startsWith(text, selection.anchorOffset);
}"""


PASTE = """(el, items) => {
    const data = new DataTransfer();
    for (const [type, value] of Object.entries(items)) data.setData(type, value);
    el.dispatchEvent(new ClipboardEvent(
        'paste', { clipboardData: data, bubbles: true, cancelable: true }));
}"""


def paste(region: Locator, items: dict[str, str]) -> None:
    """Paste into the body as a browser does: a paste event carrying the clipboard's items
    (type to text, as text/plain and text/html)."""
    region.evaluate(PASTE, items)


def empty_body(region: Locator) -> None:
    """Select everything in the body and delete it, as staff would."""
    region.click()
    region.press("ControlOrMeta+a")
    region.press("Delete")


def select_text(region: Locator, text: str, collapse: bool = False) -> None:
    """Select `text` in the body (or put the caret before it), as a mouse drag would."""
    region.focus()
    # ProseMirror puts its own selection back shortly after it gains focus: set ours after that.
    region.page.wait_for_timeout(100)
    for _ in range(10):
        region.evaluate(SET_SELECTION, [text, collapse])
        region.page.wait_for_timeout(60)
        if region.evaluate(SELECTION_IS, [text, collapse]):
            return
    raise AssertionError(f"could not select {text!r}")


def test_a_title_only_save_keeps_the_body_byte_for_byte(
    staff_page: Page, base_url: str, served_content: Path, new_post: Any
) -> None:
    page = staff_page
    post = new_post(FORMATTED)
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    expect(form.get_by_label("Title")).to_have_value(post["title"])
    # The formatting shows as formatting, not as tags or flattened text.
    expect(body(form).locator("a[href='https://www.floodsmart.gov/']")).to_have_text("FloodSmart")
    expect(body(form).locator("strong")).to_have_text("call us")
    expect(body(form).locator("ul li")).to_have_count(2)

    served = page.request.get(f"{base_url}/api/blog-posts/{post['slug']}").json()["content"]
    form.get_by_label("Title").fill("Formatting Test Post, Renamed")
    sent = save(page, form)

    # The editor sends the body it was given, untouched; the store keeps it as it was written.
    assert sent["content"] == served
    assert served == FORMATTED
    saved = stored(served_content, post["slug"])
    assert saved["title"] == "Formatting Test Post, Renamed"
    assert saved["content"] == FORMATTED


def test_each_toolbar_button_gives_its_element(
    staff_page: Page, base_url: str, served_content: Path, new_post: Any
) -> None:
    page = staff_page
    post = new_post("<p>Alpha beta gamma delta.</p>\n<p>One</p>\n<p>Two</p>")
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    region = body(form)
    expect(region).to_contain_text("Alpha beta")
    toolbar = form.get_by_role("toolbar", name="Formatting")

    select_text(region, "beta")
    toolbar.get_by_role("button", name="Bold").click()
    expect(toolbar.get_by_role("button", name="Bold")).to_have_attribute("aria-pressed", "true")

    select_text(region, "gamma")
    toolbar.get_by_role("button", name="Italic").click()
    expect(toolbar.get_by_role("button", name="Italic")).to_have_attribute("aria-pressed", "true")

    select_text(region, "delta")
    toolbar.get_by_role("button", name="Link").click()
    box = form.get_by_role("dialog", name="Link address")
    address = box.get_by_label("Link address")
    expect(address).to_be_focused()
    address.fill("javascript:alert(1)")
    address.press("Enter")
    expect(box).to_contain_text("Links cannot open that kind of address.")
    expect(region.locator("a")).to_have_count(0)
    address.fill("floodsmart.gov")
    box.get_by_role("button", name="Apply link").click()
    expect(box).to_have_count(0)
    expect(region.locator("a")).to_have_attribute("href", "https://floodsmart.gov")

    select_text(region, "One", collapse=True)
    toolbar.get_by_role("button", name="Bulleted list").click()
    expect(toolbar.get_by_role("button", name="Bulleted list")).to_have_attribute(
        "aria-pressed", "true"
    )
    select_text(region, "Two", collapse=True)
    toolbar.get_by_role("button", name="Numbered list").click()

    expected = (
        '<p>Alpha <strong>beta</strong> <em>gamma</em> <a href="https://floodsmart.gov">delta</a>.</p>\n'
        "<ul><li>One</li></ul>\n"
        "<ol><li>Two</li></ol>"
    )
    assert save(page, form)["content"] == expected
    assert stored(served_content, post["slug"])["content"] == expected

    # Readers get the link opening in a new tab: rel and target are decided when shown.
    page.goto(f"{base_url}{post_address(post['slug'])}")
    article = page.locator(f"article[data-post-slug='{post['slug']}']")
    link = article.get_by_role("link", name="delta")
    expect(link).to_have_attribute("target", "_blank")
    expect(link).to_have_attribute("rel", "noopener noreferrer")


def test_keyboard_shortcuts_format_too(
    staff_page: Page, base_url: str, served_content: Path, new_post: Any
) -> None:
    page = staff_page
    post = new_post("<p>Alpha beta gamma.</p>\n<p>One</p>\n<p>Two</p>")
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    region = body(form)
    expect(region).to_contain_text("Alpha beta")

    select_text(region, "Alpha")
    region.press("ControlOrMeta+b")
    select_text(region, "beta")
    region.press("ControlOrMeta+i")
    select_text(region, "gamma")
    region.press("ControlOrMeta+k")
    address = form.get_by_role("dialog", name="Link address").get_by_label("Link address")
    expect(address).to_be_focused()
    address.fill(BLOG_INDEX)
    address.press("Enter")
    select_text(region, "One", collapse=True)
    region.press("ControlOrMeta+Shift+8")
    select_text(region, "Two", collapse=True)
    region.press("ControlOrMeta+Shift+7")

    assert save(page, form)["content"] == (
        f'<p><strong>Alpha</strong> <em>beta</em> <a href="{BLOG_INDEX}">gamma</a>.</p>\n'
        "<ul><li>One</li></ul>\n"
        "<ol><li>Two</li></ol>"
    )


def test_plain_text_pasted_in_follows_the_paragraph_rules(
    staff_page: Page, base_url: str, served_content: Path, new_post: Any
) -> None:
    page = staff_page
    post = new_post("<p>Old text.</p>")
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    region = body(form)
    expect(region).to_contain_text("Old text.")
    empty_body(region)
    paste(region, {"text/plain": "Flood is separate.\n\nCall us:\n(203) 555-0142 & <ask>"})
    assert save(page, form)["content"] == (
        "<p>Flood is separate.</p>\n<p>Call us:<br>(203) 555-0142 &amp; &lt;ask&gt;</p>"
    )
