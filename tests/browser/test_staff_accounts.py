"""Staff accounts in a real browser: an owner adds a member, whose temporary password is shown
once and must be changed at first sign-in before anything else; disabling ends the member's
sessions at once, enabling lets them back, a reset hands over a new temporary password; a member
who is not an owner sees no account list; the screens pass axe and work by keyboard at 375 px.

The served instance is shared by the whole browser session, so each test adds members of its own
(unique names) and leaves the test account the only owner who can sign in."""

import re
import uuid
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from tests.browser.conftest import sign_in
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    set_width,
)
from tests.browser.shared_context import SharedContext, lent_contexts

NEW_PASSWORD = "a-password-of-my-own"
# The browser logs every refused answer as a console error; a signed-out member expects these.
REFUSED = re.compile(r"status of (401|403)\b")


def unique(name: str) -> str:
    return f"{name}-{uuid.uuid4().hex[:6]}"


@pytest.fixture(scope="module")
def members_browser(browser: Browser) -> Iterator[SharedContext]:
    """The members' browser context, lent to each test in turn and emptied between them (as the
    worker's own: shared_context.py), so that its cache holds the app after the first test."""
    yield from lent_contexts(browser, {})


@pytest.fixture
def other_context(members_browser: SharedContext) -> Iterator[BrowserContext]:
    """A second browser, for the member the owner manages: no cookie, storage or page of the
    test before."""
    yield members_browser.lend()
    members_browser.take_back()


def row(page: Page, username: str) -> Locator:
    return page.get_by_test_id("staff-account").filter(
        has=page.get_by_text(username, exact=True))


def add_member(page: Page, base_url: str, username: str) -> str:
    """Add a staff member through the Staff screen; answers the temporary password it shows once."""
    page.goto(base_url + "/admin/staff")
    page.get_by_role("button", name="Add staff").click()
    form = page.get_by_role("dialog", name="Add staff")
    form.get_by_label("User name").fill(username)
    form.get_by_role("button", name="Add with a temporary password").click()
    shown = page.get_by_role("dialog", name=f"Temporary password for {username}")
    expect(shown.get_by_text("This password will not be shown again")).to_be_visible()
    password = shown.get_by_test_id("temporary-password").inner_text()
    assert len(password) >= 10
    shown.get_by_role("button", name="Done").click()
    expect(shown).to_have_count(0)
    expect(page.get_by_text(password)).to_have_count(0)  # gone once the dialog is closed
    expect(row(page, username).get_by_text("Must change password")).to_be_visible()
    return password


def sign_in_with_form(page: Page, base_url: str, username: str, password: str,
                      here: bool = False) -> None:
    """Sign in on the sign-in page (`here`: the one the page is on, with its `next`)."""
    if not here:
        page.goto(base_url + "/admin/login")
    page.get_by_label("User name").fill(username)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()


def confirm(page: Page, username: str, action: str, answer: str) -> None:
    row(page, username).get_by_role("button", name=f"{action} {username}").click()
    page.get_by_role("alertdialog").get_by_role("button", name=answer).click()
    expect(page.get_by_role("alertdialog")).to_have_count(0)


def member_with_own_password(owner: Page, member: Page, base_url: str) -> str:
    """A member the owner added who has changed the temporary password (through the API)."""
    username = unique("member")
    temporary = add_member(owner, base_url, username)
    token = sign_in(member, base_url, (username, temporary))
    answer = member.request.post(base_url + "/api/auth/password",
                                 data={"current": temporary, "new": NEW_PASSWORD},
                                 headers={"Origin": base_url, "X-CSRF-Token": token})
    assert answer.status == 204, answer.text()
    return username


def test_a_new_member_changes_the_temporary_password_before_anything_else(
        staff_page: Page, other_context: BrowserContext, base_url: str) -> None:
    """At 375 px, by keyboard, the password screen passing axe (once a test of its own, which
    added and signed in a member of its own to see the same screen)."""
    owner = staff_page
    username = unique("new")
    temporary = add_member(owner, base_url, username)

    member = other_context.new_page()
    set_width(member, WIDTHS["mobile"])
    errors = collect_console_errors(member)
    sign_in_with_form(member, base_url, username, temporary)
    expect(member).to_have_url(base_url + "/admin/staff")
    expect(member.get_by_role("heading", level=1, name="Choose Your Password")).to_be_visible()
    expect(member.get_by_role("note")).to_contain_text("nothing else in the workspace works")
    assert_accessible(member)
    assert_no_horizontal_scroll(member)
    # Any other screen sends them back; the service refuses it too.
    member.goto(base_url + "/admin/requests")
    expect(member).to_have_url(base_url + "/admin/staff")
    assert member.request.get(base_url + "/api/admin/requests").status == 403

    member.get_by_label("Temporary password").fill(temporary)
    member.get_by_label("New password", exact=True).fill("short")
    member.get_by_label("New password again").fill("short")
    member.get_by_role("button", name="Change password").click()
    expect(member.get_by_text("Use at least 10 characters (this one has 5).")).to_be_visible()

    # By keyboard: each field in turn, Enter sends; the two new passwords must agree.
    for label in ("Temporary password", "New password", "New password again"):
        member.get_by_label(label, exact=True).fill("")
    tab_to(member, member.get_by_label("Temporary password"))
    member.keyboard.type(temporary)
    member.keyboard.press("Tab")
    expect(member.get_by_label("New password", exact=True)).to_be_focused()
    member.keyboard.type(NEW_PASSWORD)
    member.keyboard.press("Tab")
    member.keyboard.type("not-the-same-one")
    member.keyboard.press("Enter")
    expect(member.get_by_text("The two new passwords are not the same.")).to_be_visible()
    assert_accessible(member)

    member.get_by_label("New password again").fill("")
    member.get_by_label("New password again").focus()
    member.keyboard.type(NEW_PASSWORD)
    member.keyboard.press("Enter")
    expect(member).to_have_url(base_url + "/admin")
    expect(member.get_by_role("heading", level=1, name="Overview")).to_be_visible()
    assert member.request.get(base_url + "/api/admin/requests").ok
    assert [error for error in errors if not REFUSED.search(error)] == []

    owner.reload()
    expect(row(owner, username).get_by_text("Active")).to_be_visible()
    expect(row(owner, username).get_by_text("Must change password")).to_have_count(0)


def test_disabling_ends_the_members_sessions_and_enabling_lets_them_back(
        staff_page: Page, other_context: BrowserContext, base_url: str) -> None:
    """Near 17 s: a member added and given a password of their own (argon2 in the service for each
    password set or tried), then the owner's and the member's pages in Chromium through a disable
    and an enable."""
    owner, member = staff_page, other_context.new_page()
    username = member_with_own_password(owner, member, base_url)
    # A member who is not an owner sees no account list (once a test of its own, with a member
    # of its own): the screen never asks for it, the service refuses it.
    errors = collect_console_errors(member)
    member.goto(base_url + "/admin/staff")
    expect(member.get_by_text("Only an owner of the agency adds staff")).to_be_visible()
    expect(member.get_by_role("list", name="Staff accounts")).to_have_count(0)
    expect(member.get_by_role("button", name="Add staff")).to_have_count(0)
    yours = member.get_by_role("region", name="Your account")
    expect(yours.get_by_text(username, exact=True)).to_be_visible()
    expect(yours.get_by_label("Current password")).to_be_visible()
    assert member.request.get(base_url + "/api/admin/staff").status == 403
    assert errors == []  # the screen never asked for the list

    member.goto(base_url + "/admin")
    expect(member.get_by_role("heading", level=1, name="Overview")).to_be_visible()

    owner.reload()
    confirm(owner, username, "Disable", "Disable account")
    expect(row(owner, username).get_by_text("Disabled")).to_be_visible()

    # The member's next request is refused, and their next navigation ends on the sign-in page.
    assert member.request.get(base_url + "/api/auth/session").status == 401
    assert member.request.get(base_url + "/api/admin/requests").status == 401
    member.get_by_role("navigation", name="Staff").get_by_role(
        "link", name=re.compile("^Requests")).click()
    expect(member).to_have_url(re.compile(re.escape(base_url + "/admin/login?next=")))
    answer = member.request.post(base_url + "/api/auth/login",
                                 data={"username": username, "password": NEW_PASSWORD},
                                 headers={"Origin": base_url})
    assert answer.status in (401, 403)

    confirm(owner, username, "Enable", "Enable account")
    expect(row(owner, username).get_by_text("Active")).to_be_visible()
    sign_in_with_form(member, base_url, username, NEW_PASSWORD, here=True)
    expect(member).to_have_url(base_url + "/admin/requests")
    expect(member.get_by_role("heading", level=1, name="Requests")).to_be_visible()


def test_a_reset_password_is_shown_once_and_must_be_changed(
        staff_page: Page, other_context: BrowserContext, base_url: str) -> None:
    """Near 10 s, 11 s in a loaded run: a member is added and chooses a password in a second
    browser context, then the reset, and a sign-in with the temporary one: each password set or
    tried is an argon2 hash or check at its real cost."""
    owner, member = staff_page, other_context.new_page()
    username = member_with_own_password(owner, member, base_url)

    owner.reload()
    confirm(owner, username, "Reset password", "Reset password")
    shown = owner.get_by_role("dialog", name=f"Temporary password for {username}")
    expect(shown.get_by_text("This password will not be shown again")).to_be_visible()
    temporary = shown.get_by_test_id("temporary-password").inner_text()
    shown.get_by_role("button", name="Done").click()
    expect(row(owner, username).get_by_text("Must change password")).to_be_visible()

    # The old password no longer opens the account, and the member's session has ended.
    assert member.request.get(base_url + "/api/auth/session").status == 401
    sign_in_with_form(member, base_url, username, temporary)
    expect(member.get_by_role("heading", level=1, name="Choose Your Password")).to_be_visible()


def test_roles_change_but_the_last_owner_stays(
        staff_page: Page, base_url: str, staff_credentials: tuple[str, str]) -> None:
    owner = staff_page
    me = staff_credentials[0]
    username = unique("role")
    add_member(owner, base_url, username)

    confirm(owner, username, "Make owner", "Make owner")
    expect(row(owner, username).get_by_text("Owner", exact=True)).to_be_visible()
    confirm(owner, username, "Make staff", "Make staff")
    expect(row(owner, username).get_by_text("Staff", exact=True)).to_be_visible()

    owners = [account for account in owner.request.get(base_url + "/api/admin/staff").json()
              if account["role"] == "owner" and not account["disabled"]]
    assert [account["username"] for account in owners] == [me]  # else the step below would work
    row(owner, me).get_by_role("button", name=f"Make staff {me}").click()
    question = owner.get_by_role("alertdialog", name="Make yourself staff?")
    question.get_by_role("button", name="Make staff").click()
    expect(question.get_by_role("alert")).to_have_text(
        "This is the last owner who can sign in: make another staff member an owner first")
    question.get_by_role("button", name="Cancel").click()
    expect(row(owner, me).get_by_text("Owner", exact=True)).to_be_visible()


def tab_to(page: Page, target: Locator, most: int = 40) -> None:
    """Press Tab until `target` has the focus."""
    for _ in range(most):
        if target.evaluate("element => element === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {target}")


def test_the_staff_screen_works_by_keyboard_and_passes_axe_at_375_px(
        staff_page: Page, base_url: str) -> None:
    page = staff_page
    errors = collect_console_errors(page)
    set_width(page, WIDTHS["mobile"])
    page.goto(base_url + "/admin/staff")
    expect(page.get_by_role("list", name="Staff accounts")).to_be_visible()
    assert_accessible(page)
    assert_no_horizontal_scroll(page)

    username = unique("keys")
    tab_to(page, page.get_by_role("button", name="Add staff"))
    page.keyboard.press("Enter")
    form = page.get_by_role("dialog", name="Add staff")
    expect(form.get_by_label("User name")).to_be_focused()
    assert_accessible(page)
    page.keyboard.type(username)
    page.keyboard.press("Enter")
    shown = page.get_by_role("dialog", name=f"Temporary password for {username}")
    expect(shown).to_be_visible()
    assert_accessible(page)
    assert_no_horizontal_scroll(page)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    tab_to(page, shown.get_by_role("button", name="Copy password"))
    page.keyboard.press("Enter")
    expect(shown.get_by_role("status")).to_have_text("Copied.")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == shown.get_by_test_id("temporary-password").inner_text()
    tab_to(page, shown.get_by_role("button", name="Done"))
    page.keyboard.press("Enter")
    expect(shown).to_have_count(0)

    disable = row(page, username).get_by_role("button", name=f"Disable {username}")
    tab_to(page, disable)
    page.keyboard.press("Enter")
    question = page.get_by_role("alertdialog", name=f"Disable {username}?")
    expect(question.get_by_role("button", name="Cancel")).to_be_focused()
    assert_accessible(page)
    page.keyboard.press("Escape")
    expect(question).to_have_count(0)
    expect(disable).to_be_focused()
    assert errors == []
