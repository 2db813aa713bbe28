"""The newsletter from the staff's side, in real Chromium against the real service and a local
SMTP server (aiosmtpd): a staff member opens a published post in the editor, sends a test to
themselves (it arrives, "[Test] " before the subject), sends the post to a topic with one confirmed
and one unconfirmed subscriber (made through the public API and the confirmation mail), and sees
the send's figures on /admin/newsletter; only the confirmed subscriber gets it, with both parts
and the unsubscribe headers. The new screen passes axe and does not scroll sideways at 375 and
1280 px."""

import re
import time
from collections.abc import Iterator
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from service.auth.accounts import StaffDirectory
from tests.addresses import post_address
from tests.browser.conftest import instance_with_staff, signed_in_again
from tests.browser.helpers import (
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    save_screenshot,
)
from tests.browser.test_requests import aged_token, new_address
from tests.servers import running_service
from tests.service.test_requests_mail import Mailbox

PUBLIC_URL = "https://www.harborpoint.example"
OFFICE = "office@harborpoint.example"
POST = "how-to-keep-your-monthly-insurance-bill-from-changing"  # tests/fixtures/content
MEMBER, MEMBER_ADDRESS = "eleanor-whitcomb", "eleanor@harborpointinsurance.example"
CONFIRMED = "newsletter.reader@example.com"
UNCONFIRMED = "never.clicked@example.com"
CONFIRM_LINK = re.compile(r"/newsletter/confirm#([A-Za-z0-9._~-]+)")
WIDTHS = (375, 1280)


@pytest.fixture(scope="module")
def mailbox(sink: tuple[Mailbox, int]) -> Mailbox:
    return sink[0]


@pytest.fixture(scope="module")
def instance(tmp_path_factory: pytest.TempPathFactory,
             staff_credentials: tuple[str, str]) -> Path:
    """The test account, linked to a team member with an e-mail address: its own for a test."""
    folder = instance_with_staff(tmp_path_factory.mktemp("newsletter-staff"), staff_credentials)
    directory = StaffDirectory(folder / "staff.sqlite3")
    directory.set_up()
    directory.set_member(staff_credentials[0], MEMBER)
    return folder


@pytest.fixture(scope="module")
def site(served_content: Path, instance: Path, sink: tuple[Mailbox, int]) -> Iterator[str]:
    """The real service, mailing to the local SMTP server; its start is in the module's set-up."""
    with running_service(served_content, instance, server_rendering=False,
                         AGENCY_TRUSTED_PROXIES="127.0.0.1", AGENCY_SMTP_HOST="127.0.0.1",
                         AGENCY_SMTP_PORT=str(sink[1]), AGENCY_SMTP_STARTTLS="0",
                         AGENCY_NOTIFY_TO=OFFICE, AGENCY_PUBLIC_URL=PUBLIC_URL) as url:
        yield url


@pytest.fixture(scope="module")
def topic(browser: Browser, site: str) -> dict[str, str]:
    """The first topic of the newsletter copy."""
    context = browser.new_context()
    try:
        answer = context.request.get(site + "/api/newsletter/topics")
        assert answer.ok, answer.text()
        first: dict[str, str] = answer.json()["topics"][0]
    finally:
        context.close()
    return first


@pytest.fixture(scope="module")
def subscribers(browser: Browser, site: str, mailbox: Mailbox, topic: dict[str, str]) -> None:
    """Two sign-ups to the topic through the public API; only the first clicks its link. With the
    service's start, over 12 s: each sign-up waits out its form token's 3 s minimum age (the
    service's rule against bots, kept here) and then for its confirmation mail."""
    context = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
    page = context.new_page()
    try:
        for address in (CONFIRMED, UNCONFIRMED):
            answer = page.request.post(site + "/api/newsletter/subscribe", data={
                "email": address, "name": "Newsletter Reader", "topics": [topic["id"]],
                "page": post_address(POST), "formToken": aged_token(page, site), "website": ""})
            assert answer.status == 202, answer.text()
        token = confirmation_token(wait_for(mailbox, CONFIRMED, 1)[0])
        confirmed = page.request.post(site + "/api/newsletter/confirm", data={"token": token})
        assert confirmed.ok, confirmed.text()
        wait_for(mailbox, UNCONFIRMED, 1)
    finally:
        context.close()


@pytest.fixture
def staff(browser: Browser, site: str, staff_credentials: tuple[str, str]) -> Iterator[Page]:
    context = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
    page = context.new_page()
    signed_in_again(page, site, staff_credentials)  # the first test's session, on the second
    yield page
    context.close()


def test_a_post_sent_from_the_editor_reaches_confirmed_subscribers_and_shows_its_figures(
        staff: Page, site: str, mailbox: Mailbox, topic: dict[str, str],
        subscribers: None) -> None:
    """Over 13 s, and as much again for its module's set-up (`subscribers`): in Chromium the send
    dialog checked by axe, a test mail and the real send, each waited for at the local SMTP server,
    then the figures followed on two screens."""
    errors = collect_console_errors(staff)
    staff.goto(f"{site}/admin/blog-editor?slug={POST}")
    staff.get_by_role("button", name="Send as newsletter").click()
    dialog = staff.get_by_role("dialog", name="Send as newsletter")
    shown = dialog.get_by_role("document", name="The e-mail as subscribers will see it")
    expect(shown).to_be_visible()
    # The mail's own colours and spacing show under the page's CSP (style-src 'self'), set
    # through the CSSOM.
    styles = shown.evaluate("""host => {
        const root = host.shadowRoot;
        const styled = [...root.querySelectorAll('*')].filter(e => e.style.cssText);
        const shows = e => !e.style.color || getComputedStyle(e).color === e.style.color;
        return {styled: styled.length, scripts: root.querySelectorAll('script').length,
                applied: styled.every(shows)};
    }""")
    assert styles["styled"] > 3 and styles["applied"] and styles["scripts"] == 0, styles
    title = dialog.get_by_label("Subject").input_value()
    assert title
    assert_accessible(staff)
    save_screenshot(staff, "newsletter-send-dialog", full_page=False)

    dialog.get_by_role("button", name="Send a test to me").click()
    expect(dialog.get_by_text("Test sent to your address")).to_be_visible()
    test_mail = wait_for(mailbox, MEMBER_ADDRESS, 1)[0]
    assert str(test_mail["Subject"]) == f"[Test] {title}"

    dialog.get_by_role("checkbox", name=topic["title"]).check()
    acknowledge_every_finding(dialog)
    dialog.get_by_role("button", name="Send now").click()
    expect(staff.get_by_role("heading", name="Newsletter on its way")).to_be_visible()
    staff.get_by_role("link", name="Follow this send on the Newsletter screen").click()
    expect(staff).to_have_url(re.compile(r"/admin/newsletter\?view=sends&send=\d+$"))

    issue = wait_for(mailbox, CONFIRMED, 2)[1]
    assert str(issue["Subject"]) == title
    assert issue.get_body(("plain",)) is not None and issue.get_body(("html",)) is not None
    assert issue["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert f"<{PUBLIC_URL}/api/newsletter/unsubscribe/" in str(issue["List-Unsubscribe"])
    # The figures move on screen by themselves while the send runs.
    figures = staff.get_by_role("region", name="Figures")
    expect(figures.locator('[data-figure="sent"]')).to_have_text("1")
    expect(staff.get_by_role("region", name="Each recipient")).to_contain_text(CONFIRMED)
    # Nothing but its confirmation for the one who never clicked.
    assert len(mailbox.to(UNCONFIRMED)) == 1

    staff.get_by_role("link", name="All sends").click()
    row = staff.get_by_test_id("send-row").filter(has_text=title)
    expect(row.locator('[data-figure="sent"]')).to_have_text("1")
    expect(row).to_contain_text("Sent")
    assert not [e for e in errors if "Content Security Policy" in e], "\n".join(errors)


def test_the_newsletter_screen_reads_well_at_each_width(
        staff: Page, site: str, subscribers: None) -> None:
    for view, shot in (("", "subscribers"), ("?view=sends", "sends")):
        staff.goto(f"{site}/admin/newsletter{view}")
        expect(staff.get_by_role("heading", level=1, name="Newsletter")).to_be_visible()
        if not view:
            expect(staff.get_by_test_id("subscriber-row").filter(has_text=CONFIRMED)).to_contain_text(
                "Subscribed")
        for width in WIDTHS:
            staff.set_viewport_size({"width": width, "height": 900})
            assert_no_horizontal_scroll(staff)
            assert_accessible(staff)
            save_screenshot(staff, f"newsletter-{shot}-{width}")
    staff.goto(f"{site}/admin/newsletter")
    staff.get_by_role("button", name="Import CSV").click()
    expect(staff.get_by_role("dialog", name="Import subscribers from a CSV file")).to_be_visible()
    assert_accessible(staff)
    save_screenshot(staff, "newsletter-import-375", full_page=False)


# Helpers -----------------------------------------------------------------------------------------


def acknowledge_every_finding(dialog: Locator) -> None:
    """Tick each risk finding the preview lists (the post's wording checks decide which)."""
    expect(dialog.get_by_role("document", name="The e-mail as subscribers will see it")) \
        .to_be_visible()
    for box in dialog.get_by_role("checkbox", name="Reviewed: keep it in the e-mail").all():
        box.check()


def wait_for(box: Mailbox, address: str, count: int, seconds: float = 60) -> list[EmailMessage]:
    """The mails to address once there are count of them (the sender works at its own pace)."""
    deadline = time.monotonic() + seconds
    while len(box.to(address)) < count:
        assert time.monotonic() < deadline, f"{len(box.to(address))} of {count} mails to {address}"
        time.sleep(0.1)
    return box.to(address)


def confirmation_token(message: EmailMessage) -> str:
    part: Any = message.get_body(("plain",))
    assert part is not None
    found = CONFIRM_LINK.search(part.get_content())
    assert found, part.get_content()
    return found.group(1)
