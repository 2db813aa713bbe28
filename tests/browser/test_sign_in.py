"""Staff sign-in in a real browser: the redirect to /admin/login, the server's message, `next`,
sign-out, and that an old session cookie no longer writes. What the form alone decides (empty
fields not sent; throttled and unreachable sign-ins) is checked in vitest:
web/src/app/routes/admin-login.test.tsx."""

import json
import re
import urllib.request
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.conftest import sign_in
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    at_each_width,
    collect_console_errors,
    save_screenshot,
)

# The browser logs every non-2xx answer as a console error; a sign-in flow expects these.
EXPECTED_STATUS = re.compile(
    r"Failed to load resource: the server responded with a status of (401|429)\b"
)


def unexpected(errors: list[str]) -> list[str]:
    return [error for error in errors if not EXPECTED_STATUS.search(error)]


@pytest.fixture(scope="module")
def some_slug(base_url: str) -> str:
    with urllib.request.urlopen(base_url + "/api/blog-posts?view=summary") as answer:
        slug: str = json.load(answer)[-1]["slug"]
    return slug


def fill_sign_in(page: Page, username: str, password: str) -> None:
    page.get_by_label("User name").fill(username)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()


def test_editor_sends_visitors_to_sign_in_with_next(page: Page, base_url: str) -> None:
    errors = collect_console_errors(page)
    page.goto(base_url + "/admin/blog-editor?slug=abc")

    expect(page).to_have_url(
        base_url + "/admin/login?next=" + quote("/admin/blog-editor?slug=abc", safe="")
    )
    expect(page.get_by_role("heading", level=1, name="Staff Sign In")).to_be_visible()
    expect(page.get_by_label("User name")).to_be_visible()
    # Visitors never see edit controls.
    expect(page.get_by_role("button", name="Save")).to_have_count(0)
    assert unexpected(errors) == []


def test_wrong_password_shows_the_server_message(
    page: Page, base_url: str, staff_credentials: tuple[str, str]
) -> None:
    errors = collect_console_errors(page)
    page.goto(base_url + "/admin/login")
    fill_sign_in(page, staff_credentials[0], "not-the-password")

    expect(page.get_by_role("alert")).to_have_text("Wrong user name or password")
    expect(page).to_have_url(base_url + "/admin/login")
    assert unexpected(errors) == []


def test_sign_in_lands_on_the_editor_and_sign_out_closes_it(
    page: Page, base_url: str, staff_credentials: tuple[str, str], some_slug: str
) -> None:
    errors = collect_console_errors(page)
    page.goto(base_url + "/admin/blog-editor")
    expect(page).to_have_url(re.compile(r"/admin/login\?next="))
    fill_sign_in(page, *staff_credentials)

    expect(page).to_have_url(base_url + "/admin/blog-editor")
    expect(page.get_by_role("heading", level=1, name="Blog Post Editor")).to_be_visible()
    expect(page.get_by_text(f"Signed in as {staff_credentials[0]}")).to_be_visible()

    # Keep what a stolen cookie would carry, then sign out.
    session = page.request.get(base_url + "/api/auth/session").json()
    cookie = next(c for c in page.context.cookies() if c["name"] == "agency_session")
    page.get_by_role("button", name="Sign out").click()
    expect(page).to_have_url(base_url + "/admin/login")
    expect(page.get_by_label("User name")).to_be_visible()

    page.goto(base_url + "/admin/blog-editor")
    expect(page).to_have_url(base_url + "/admin/login?next=%2Fadmin%2Fblog-editor")

    answer = page.request.patch(
        f"{base_url}/api/admin/blog-posts/{some_slug}",
        data={"title": "Hijacked", "excerpt": "", "content": "", "imageUrl": None},
        headers={
            "Cookie": f"agency_session={cookie['value']}",
            "X-CSRF-Token": session["csrfToken"],
            "Origin": base_url,
        },
    )
    assert answer.status == 401
    assert unexpected(errors) == []


def test_next_is_followed_only_within_the_site(
    page: Page, base_url: str, staff_credentials: tuple[str, str], some_slug: str
) -> None:
    page.goto(base_url + "/admin/login?next=" + quote("//evil.example/phish", safe=""))
    fill_sign_in(page, *staff_credentials)
    expect(page).to_have_url(base_url + "/admin")  # the overview: where a sign-in lands by default

    page.context.clear_cookies()
    page.goto(
        base_url + "/admin/login?next=" + quote(f"/admin/blog-editor?slug={some_slug}", safe="")
    )
    fill_sign_in(page, *staff_credentials)
    expect(page).to_have_url(f"{base_url}/admin/blog-editor?slug={some_slug}")
    expect(page.get_by_role("heading", name="Edit post")).to_be_visible()


def test_signed_in_staff_are_offered_to_continue(
    page: Page, base_url: str, staff_credentials: tuple[str, str]
) -> None:
    sign_in(page, base_url, staff_credentials)
    page.goto(base_url + "/admin/login")

    expect(page.get_by_text(f"You are signed in as {staff_credentials[0]}.")).to_be_visible()
    page.get_by_role("link", name="Continue to the workspace").click()
    expect(page).to_have_url(base_url + "/admin")


def test_sign_in_page_is_accessible(page: Page, base_url: str) -> None:
    errors = collect_console_errors(page)
    for width in at_each_width(page, base_url + "/admin/login",
                               [WIDTHS["mobile"], WIDTHS["desktop"]]):
        expect(page.get_by_label("User name")).to_be_visible()

        assert_accessible(page)
        assert_no_horizontal_scroll(page)
        assert page.get_by_role("heading", level=1).count() == 1
        # Keyboard: Tab reaches the fields and the button, each with a visible focus.
        page.get_by_label("User name").focus()
        page.keyboard.press("Tab")
        expect(page.get_by_label("Password")).to_be_focused()
        page.keyboard.press("Tab")
        expect(page.get_by_role("button", name="Sign in")).to_be_focused()
        outline = page.get_by_role("button", name="Sign in").evaluate(
            "el => getComputedStyle(el).outlineStyle"
        )
        assert outline != "none"
        save_screenshot(page, f"admin-login-{width}")
        assert unexpected(errors) == []


# A visitor's first visit, in a context of its own: in the worker's shared context the page was
# once seen to ask twice (react-query asks again when a window gains focus).
@pytest.mark.own_context
def test_visitor_session_check_answers_401_and_shows_the_form(page: Page, base_url: str) -> None:
    """A visitor's sign-in page asks who is signed in, gets 401 and shows the form."""
    seen: list[int] = []

    def record(route: Route) -> None:
        answer = route.fetch()
        seen.append(answer.status)
        route.fulfill(response=answer)

    page.route("**/api/auth/session", record)
    page.goto(base_url + "/admin/login")
    expect(page.get_by_label("Password")).to_be_visible()
    assert seen == [401]
