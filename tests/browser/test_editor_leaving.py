"""Leaving the post editor with unsaved changes asks first, whichever way staff leave: the
workspace's navigation, its link to the website, the browser's back button; cancelling stays with
the changes."""

import re
from collections.abc import Callable

from playwright.sync_api import Dialog, Locator, Page, expect

from tests.addresses import BLOG_INDEX
from tests.browser.test_admin import editor, open_editor

Post = dict[str, object]
QUESTION = "You have unsaved changes to this post. Discard them?"


def answer_with(page: Page, accept: bool) -> list[str]:
    """Answer the next dialog (and note what it asked)."""
    asked: list[str] = []

    def answer(dialog: Dialog) -> None:
        asked.append(f"{dialog.type}: {dialog.message}")
        if accept:
            dialog.accept()
        else:
            dialog.dismiss()

    page.once("dialog", answer)
    return asked


def edit_title(page: Page, base_url: str, slug: str) -> Locator:
    open_editor(page, base_url, slug)
    title = editor(page).get_by_label("Title")
    expect(title).not_to_have_value("")
    title.fill("Typed but not saved")
    expect(editor(page).get_by_text("Unsaved changes")).to_be_visible()
    return title


def check_link_asks(page: Page, base_url: str, slug: str, link: Callable[[Page], Locator]) -> None:
    title = edit_title(page, base_url, slug)
    here = page.url

    asked = answer_with(page, accept=False)
    link(page).click()
    expect(title).to_have_value("Typed but not saved")
    assert asked == [f"confirm: {QUESTION}"]
    assert page.url == here

    asked = answer_with(page, accept=True)
    target = link(page).get_attribute("href")
    link(page).click()
    expect(page).to_have_url(f"{base_url}{target}")
    expect(editor(page)).to_have_count(0)
    assert asked == [f"confirm: {QUESTION}"]


def back_from_script(page: Page) -> None:
    """History back as a script would go: unlike page.go_back() it waits for no navigation (the
    guard may cancel it); queued, so a navigation that does happen cannot cut the call short."""
    page.evaluate("setTimeout(() => history.back())")


def requests_link(page: Page) -> Locator:
    return page.get_by_role("navigation", name="Staff").get_by_role(
        "link", name=re.compile(r"^Requests"))


def test_a_workspace_navigation_link_asks_first(staff_page: Page, base_url: str) -> None:
    posts = staff_page.request.get(base_url + "/api/blog-posts").json()
    check_link_asks(staff_page, base_url, posts[-2]["slug"], requests_link)


def test_the_link_to_the_website_asks_first(staff_page: Page, base_url: str) -> None:
    posts = staff_page.request.get(base_url + "/api/blog-posts").json()
    check_link_asks(
        staff_page,
        base_url,
        posts[-2]["slug"],
        lambda page: page.get_by_role("banner").get_by_role("link", name="View the website"),
    )


def test_the_back_button_asks_first(staff_page: Page, base_url: str) -> None:
    page = staff_page
    posts = page.request.get(base_url + "/api/blog-posts").json()
    page.goto(base_url + BLOG_INDEX)
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    title = edit_title(page, base_url, posts[-2]["slug"])
    here = page.url

    asked = answer_with(page, accept=False)
    back_from_script(page)
    expect(title).to_have_value("Typed but not saved")
    page.wait_for_timeout(300)
    assert asked == [f"confirm: {QUESTION}"]
    assert page.url == here

    # Still guarded after staying: the second Back asks again, and yes leaves.
    asked = answer_with(page, accept=True)
    back_from_script(page)
    expect(page).to_have_url(base_url + BLOG_INDEX)
    assert asked == [f"confirm: {QUESTION}"]


def test_links_and_back_do_not_ask_without_changes(staff_page: Page, base_url: str) -> None:
    page = staff_page
    posts = page.request.get(base_url + "/api/blog-posts").json()
    asked: list[str] = []
    page.on("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    page.goto(base_url + BLOG_INDEX)
    open_editor(page, base_url, posts[-2]["slug"])
    expect(editor(page).get_by_label("Title")).to_have_value(posts[-2]["title"])
    requests_link(page).click()
    expect(page).to_have_url(base_url + "/admin/requests")
    page.go_back()
    expect(editor(page).get_by_label("Title")).to_have_value(posts[-2]["title"])
    back_from_script(page)
    expect(page).to_have_url(base_url + BLOG_INDEX)
    assert asked == []


def test_signing_out_asks_first(staff_page: Page, base_url: str) -> None:
    page = staff_page
    posts = page.request.get(base_url + "/api/blog-posts").json()
    title = edit_title(page, base_url, posts[-2]["slug"])

    asked = answer_with(page, accept=False)
    page.get_by_role("button", name="Sign out").click()
    expect(title).to_have_value("Typed but not saved")
    assert asked == [f"confirm: {QUESTION}"]
    assert page.request.get(base_url + "/api/auth/session").ok

    asked = answer_with(page, accept=True)
    page.get_by_role("button", name="Sign out").click()
    expect(page).to_have_url(base_url + "/admin/login")
    assert asked == [f"confirm: {QUESTION}"]
