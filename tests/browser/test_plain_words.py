"""Issue 45 items 4-8 in a real browser, at 375 and 1280 px: a bad team id is answered in words;
a special date's notice reads as written, with a live preview, its date as "Thursday, December
3" and its times off when closed all day; the overview's activity in plain words; an invite by
e-mail (a real SMTP server) sets a password once and not twice; the wording rules are edited in
the Site screen like any document (a pattern the checks cannot use refused with its field named, a
good one saved, a coverage's own name kept among a rule's names that are not claims); axe on
every new screen.

The service here is one of this module's own (a content copy and an instance of its own, with a
mail server and a public address), so its saves and accounts reach no other test."""

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from aiosmtpd.controller import Controller
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import instance_with_staff, signed_in_again
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    check_at_widths,
    save_screenshot,
    set_width,
)
from tests.browser.test_special_hours import agency_today
from tests.conftest import make_content_copy
from tests.servers import running_service
from tests.service.test_requests_mail import Mailbox, free_port

PUBLIC_URL = "https://harborpoint.example"
LINK = re.compile(re.escape(PUBLIC_URL) + r"(/admin/welcome#[A-Za-z0-9_-]+)")
REGEX_TEXT = re.compile(r"\^|\[a-z|\(\?|\$'|should match pattern")
SIZES = [WIDTHS["mobile"], WIDTHS["desktop"]]
NOTICE = "We close at noon today for our staff party. Claims: call your insurer's 24-hour line."


@pytest.fixture(scope="module")
def mailbox() -> Iterator[tuple[Mailbox, int]]:
    port, box = free_port(), Mailbox()
    controller = Controller(box, hostname="127.0.0.1", port=port)
    controller.start()
    yield box, port
    controller.stop()


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_content_copy(tmp_path_factory.mktemp("plain-words") / "content")


@pytest.fixture(scope="module")
def site(content: Path, mailbox: tuple[Mailbox, int], tmp_path_factory: pytest.TempPathFactory,
         staff_credentials: tuple[str, str]) -> Iterator[str]:
    instance = instance_with_staff(tmp_path_factory.mktemp("plain-words-instance"),
                                   staff_credentials)
    with running_service(content, instance, server_rendering=False,
                         AGENCY_SMTP_HOST="127.0.0.1", AGENCY_SMTP_PORT=str(mailbox[1]),
                         AGENCY_SMTP_STARTTLS="0", AGENCY_NOTIFY_TO="office@harborpoint.example",
                         AGENCY_PUBLIC_URL=PUBLIC_URL) as url:
        yield url


@pytest.fixture
def owner(page: Page, site: str, staff_credentials: tuple[str, str]) -> Page:
    """Signed in once per worker, not once per test (conftest.signed_in_again)."""
    signed_in_again(page, site, staff_credentials)
    return page


def save_document(page: Page) -> None:
    page.get_by_role("button", name="Save", exact=True).click()


def test_a_bad_team_id_gets_a_message_without_a_pattern(owner: Page, site: str) -> None:
    """Refused on a phone, then the same page widened: the message stands at both widths."""
    set_width(owner, SIZES[0])
    # The first member, opened on its own at its address in the list.
    owner.goto(site + "/admin/site?document=copy%2Fteam&item=agents.0")
    expect(owner.get_by_role("heading", level=1, name="Team members")).to_be_visible()
    owner.get_by_role("textbox", name="Id", exact=True).fill("Anna K.")
    save_document(owner)
    message = owner.get_by_text("Use lowercase letters, numbers and single dashes").first
    for width in SIZES:
        set_width(owner, width)
        expect(message).to_be_visible()
        body = owner.locator("body").inner_text()
        assert not REGEX_TEXT.search(body), REGEX_TEXT.search(body)
        save_screenshot(owner, f"plain-words-team-id-{width}")


def test_the_site_list_has_one_our_team(owner: Page, site: str) -> None:
    owner.goto(site + "/admin/site")
    expect(owner.get_by_role("link", name="Team members", exact=True)).to_have_count(1)
    expect(owner.get_by_role("link", name=re.compile("^our team$", re.IGNORECASE))) \
        .to_have_count(1)


def test_a_closure_notice_reads_as_written(owner: Page, site: str) -> None:
    """Written on a phone; the filled-in day checked at both widths (the same page resized)."""
    set_width(owner, SIZES[0])
    owner.goto(site + "/admin/site?document=site")
    special = owner.get_by_role("group", name="Special dates")
    special.get_by_role("button", name="Add to Special dates").click()
    # The new day opens on its own: its fieldset (its times are a fieldset of their own in it).
    day = owner.locator("fieldset").filter(has=owner.get_by_test_id("notice-preview")).last
    day.get_by_label("Date", exact=True).fill("2026-12-03")
    expect(day.locator("legend").first).to_have_text("Thursday, December 3")
    day.get_by_label("Notice", exact=True).fill(NOTICE)
    expect(day.get_by_test_id("notice-preview")).to_have_text(NOTICE)
    opens = day.get_by_label("Opens", exact=True)
    opens.fill("09:00")
    day.get_by_label("Closes", exact=True).fill("12:00")
    day.get_by_label("Closed all day", exact=True).check()
    expect(opens).to_be_disabled()
    expect(opens).to_have_value("")
    day.get_by_label("Closed all day", exact=True).uncheck()
    expect(opens).to_be_enabled()
    opens.fill("09:00")
    day.get_by_label("Closes", exact=True).fill("12:00")
    check_at_widths(owner, SIZES, "plain-words-special-date-{width}")

    today = agency_today().isoformat()
    day.get_by_label("Date", exact=True).fill(today)
    save_document(owner)
    expect(owner.get_by_text(re.compile("is saved and shows on the website now")).first) \
        .to_be_visible()
    # Stored and served word for word (tests/browser/test_special_hours.py shows visitors read
    # a notice exactly as written, atop every page).
    served = owner.request.get(f"{site}/api/site").json()["specialHours"]
    assert [day["notice"] for day in served] == [NOTICE]
    _remove_special_dates(owner, site)


def _remove_special_dates(page: Page, site: str) -> None:
    stored = page.request.get(f"{site}/api/admin/documents/site").json()["value"]
    csrf = page.request.get(f"{site}/api/auth/session").json()["csrfToken"]
    answer = page.request.put(f"{site}/api/admin/documents/site",
                              data=json.dumps(stored | {"specialHours": []}),
                              headers={"Origin": site, "X-CSRF-Token": csrf, "If-Match": "*",
                                       "Content-Type": "application/json"})
    assert answer.ok, answer.text()


def test_the_overview_says_who_changed_what_in_plain_words(owner: Page, site: str) -> None:
    """Opened on a phone, checked by axe at both widths (the same page resized)."""
    set_width(owner, SIZES[0])
    owner.goto(site + "/admin")
    rows = owner.get_by_test_id("change-row")
    expect(rows.first).to_be_visible()
    for text in rows.all_inner_texts():
        assert not re.search(r"\b[0-9a-f]{7,40}\b|\.json|\.webp|uploads/", text), text
    for width in SIZES:
        set_width(owner, width)
        assert_accessible(owner)
        save_screenshot(owner, f"plain-words-overview-{width}")


def test_the_sign_in_page_says_more_than_posts(page: Page, site: str) -> None:
    page.goto(site + "/admin/login")
    expect(page.get_by_text("Sign in to edit the website")).to_be_visible()
    expect(page.get_by_text("news and blog posts")).to_have_count(0)


def test_an_invite_link_sets_a_password_once_and_not_twice(
        owner: Page, site: str, browser: Browser, mailbox: tuple[Mailbox, int]) -> None:
    """Run once on a phone; its dialog and pages are checked at both widths (each resized)."""
    box, width = mailbox[0], SIZES[0]
    username, email = "dana", "dana@example.com"
    set_width(owner, width)
    owner.goto(site + "/admin/staff")
    owner.get_by_role("button", name="Add staff").click()
    form = owner.get_by_role("dialog", name="Add staff")
    form.get_by_label("User name").fill(username.capitalize())
    form.get_by_label("E-mail address").fill(email)
    for each in SIZES:
        set_width(owner, each)
        assert_accessible(owner)
        save_screenshot(owner, f"plain-words-invite-{each}", full_page=False)
    form.get_by_role("button", name="Send invite").click()
    expect(owner.get_by_text(f"Invite sent to {email}", exact=True)).to_be_visible()

    [message] = box.to(email)
    match = LINK.search(message.get_content())
    assert match is not None, message.get_content()
    colleague = browser.new_page()
    try:
        set_width(colleague, width)
        colleague.goto(site + match.group(1))
        expect(colleague.get_by_text(f"as {username}")).to_be_visible()
        check_at_widths(colleague, SIZES, "plain-words-welcome-{width}")
        colleague.get_by_label("Password", exact=True).fill("my own long password")
        colleague.get_by_label("Password again", exact=True).fill("my own long password")
        colleague.get_by_role("button", name="Set my password").click()
        expect(colleague.get_by_text(f"Your password is set. Sign in as {username}.")) \
            .to_be_visible()
        signed = colleague.request.post(site + "/api/auth/login", headers={"Origin": site},
                                        data={"username": username,
                                              "password": "my own long password"})
        assert signed.ok, signed.text()

        colleague.goto(site + match.group(1).replace("#", "?again#"))
        expect(colleague.get_by_text("This invite link is not valid any more")).to_be_visible()
        for each in SIZES:
            set_width(colleague, each)
            assert_accessible(colleague)
    finally:
        colleague.close()


def test_a_bad_pattern_is_refused_by_field_and_a_good_one_saved(
        owner: Page, site: str, content: Path) -> None:
    """Moved from test_wording_rules_editor.py, whose service was one more of its own."""
    page, rules_url, rules_content = owner, site, content
    page.goto(rules_url + "/admin/site")
    agency = page.get_by_role("region", name="Agency", exact=True)
    agency.get_by_role("link", name="Wording rules", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Wording rules")).to_be_visible()
    page.get_by_role("link", name="Price claim", exact=True).click()
    expect(page.get_by_label("Why it matters")).to_contain_text("38a-816")
    page.get_by_role("group", name="Patterns").get_by_role("link").first.click()
    pattern = page.get_by_role("textbox", name="Patterns", exact=True)
    pattern.fill("save (?=now)")
    page.get_by_role("button", name="Save").click()
    expect(pattern).to_be_focused()
    expect(pattern).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_role("alert")).to_contain_text("not a pattern the checks can use")

    pattern.fill(r"save\s+now")
    # A coverage's own name is kept beside the rule's phrases, as data staff edit.
    page.get_by_role("link", name="Wording rules", exact=True).click()
    page.get_by_role("link", name="Promise of an outcome", exact=True).click()
    page.get_by_role("button", name="Add to Names that are not claims").click()
    page.get_by_role("textbox", name="Names that are not claims", exact=True).fill(
        "guaranteed issue")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.get_by_text(re.compile("is saved")).first).to_be_visible()
    stored = json.loads((rules_content / "copy" / "wording-rules.json").read_text("utf-8"))
    assert stored["rules"][1]["patterns"][0] == r"save\s+now"
    assert stored["rules"][0]["exempt"] == ["guaranteed issue"]


def test_the_rules_form_fits_a_phone_and_passes_axe(owner: Page, site: str) -> None:
    page, rules_url = owner, site
    set_width(page, WIDTHS["mobile"])
    page.goto(rules_url + "/admin/site?document=copy%2Fwording-rules")
    expect(page.get_by_role("heading", level=1, name="Wording rules")).to_be_visible()
    expect(page.get_by_role("button", name="Save")).to_be_visible()
    assert_no_horizontal_scroll(page)
    assert_accessible(page)
