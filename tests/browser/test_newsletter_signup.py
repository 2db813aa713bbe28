"""Issue 48's sign-up, done when: in real Chromium against the real service and a local SMTP sink
(aiosmtpd), a visitor signs up on /newsletter; exactly one confirmation arrives and nothing else,
a second sign-up from the footer of another page queues none; the confirmation link, opened in
Chromium, says subscribed and the database then holds the subscriber as `subscribed`. Also axe and
the 375 / 1280 px layout of the newsletter's pages (one load, resized)."""

import re
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import instance_with_staff
from tests.browser.helpers import (
    api,
    at_each_width,
    check_at_widths,
    save_screenshot,
    wait_until_element_hydrated,
    wait_until_hydrated,
)
from tests.browser.test_requests import new_address
from tests.servers import running_service
from tests.service.test_requests_mail import Mailbox

pytestmark = pytest.mark.clock  # the form token's age and the confirmation's 24 h: the real clock

PUBLIC_URL = "https://www.harborpoint.example"
VISITOR = "robin.newsletter@example.com"
CONFIRM_LINK = re.compile(re.escape(PUBLIC_URL) + r"/newsletter/confirm#([A-Za-z0-9_.~-]+)")
WIDTHS = (375, 1280)


@pytest.fixture(scope="module")
def instance(tmp_path_factory: pytest.TempPathFactory,
             staff_credentials: tuple[str, str]) -> Path:
    return instance_with_staff(tmp_path_factory.mktemp("newsletter"), staff_credentials)


@pytest.fixture(scope="module")
def site(served_content: Path, instance: Path, sink: tuple[Mailbox, int]) -> Iterator[str]:
    with running_service(served_content, instance, server_rendering=True,
                         AGENCY_TRUSTED_PROXIES="127.0.0.1", AGENCY_SMTP_HOST="127.0.0.1",
                         AGENCY_SMTP_PORT=str(sink[1]), AGENCY_SMTP_STARTTLS="0",
                         AGENCY_NOTIFY_TO="office@harborpoint.example",
                         AGENCY_PUBLIC_URL=PUBLIC_URL, AGENCY_REQUEST_DIGEST="0") as url:
        yield url


def wait_for_mail(box: Mailbox, count: int, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while len(box.messages) < count:
        assert time.monotonic() < deadline, f"{len(box.messages)} of {count} mails arrived"
        time.sleep(0.1)


def subscriber_row(instance: Path, email: str) -> tuple[str, int]:
    """The subscriber's status and how many mails were ever queued for them, from the database."""
    with sqlite3.connect(f"file:{instance / 'requests.sqlite3'}?mode=ro", uri=True) as db:
        status, subscriber_id = db.execute(
            "SELECT status, id FROM subscribers WHERE mailbox = ?", (email.lower(),)).fetchone()
        (mails,) = db.execute("SELECT count(*) FROM newsletter_mails WHERE subscriber_id = ?",
                              (subscriber_id,)).fetchone()
    return status, mails


def sign_up(page: Page, form_test_id: str, email: str, topic: str) -> None:
    """Fill in the first form of that test id and send it; its answer shows in place."""
    form = page.get_by_test_id(form_test_id).get_by_test_id("newsletter-form")
    form.get_by_label("E-mail address").click()  # the footer's form hydrates at a first touch
    wait_until_element_hydrated(form)
    form.get_by_label("E-mail address").fill(email)
    form.get_by_label("Name").fill("Robin")
    form.get_by_label(topic).check()
    form.get_by_role("button", name="Subscribe").click()
    expect(page.get_by_test_id("newsletter-sent")).to_contain_text("Check your inbox")


@pytest.fixture(scope="module")
def topic(browser: Browser, site: str) -> str:
    page = browser.new_page()
    try:
        title: str = api(page, site, "/api/copy/newsletter")["topics"][0]["title"]
    finally:
        page.close()
    return title


def test_sign_up_sends_one_confirmation_and_subscribes_once_clicked(
        browser: Browser, site: str, instance: Path, sink: tuple[Mailbox, int], topic: str) -> None:
    box = sink[0]
    context = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
    page = context.new_page()
    try:
        page.goto(f"{site}/newsletter")
        wait_until_hydrated(page)
        sign_up(page, "newsletter-page", VISITOR, topic)
        save_screenshot(page, "newsletter-sent")
        wait_for_mail(box, 1)
        assert box.recipients == [[VISITOR]], box.recipients
        assert subscriber_row(instance, VISITOR) == ("pending", 1)

        # Signing up again (the footer of another page) answers the same and queues nothing.
        page.goto(f"{site}/about")
        wait_until_hydrated(page)
        footer = page.get_by_test_id("footer-newsletter")
        footer.scroll_into_view_if_needed()
        sign_up(page, "footer-newsletter", VISITOR, topic)
        assert subscriber_row(instance, VISITOR) == ("pending", 1)

        text = box.messages[0].get_body(("plain",))
        assert text is not None
        link = CONFIRM_LINK.search(text.get_content())
        assert link, "the confirmation mail holds the confirm page's link"
        page.goto(f"{site}/newsletter/confirm#{link.group(1)}")
        subscribed = page.get_by_test_id("newsletter-subscribed")
        expect(subscribed).to_contain_text("You\u2019re subscribed")
        expect(subscribed).to_contain_text(topic)
        expect(subscribed).to_contain_text(VISITOR)
        save_screenshot(page, "newsletter-subscribed")
        status, mails = subscriber_row(instance, VISITOR)
        assert (status, mails) == ("subscribed", 1)
        # Nothing but the one confirmation ever reached the sink.
        assert box.recipients == [[VISITOR]], box.recipients
    finally:
        context.close()


def test_the_sign_up_page_at_phone_and_desktop_widths(page: Page, site: str) -> None:
    for width in at_each_width(page, f"{site}/newsletter", WIDTHS):
        if width == WIDTHS[0]:
            wait_until_hydrated(page)
            expect(page.get_by_test_id("newsletter-consent").first).to_be_visible()
        check_at_widths(page, [width], shot="newsletter-{width}")


@pytest.mark.parametrize(("path", "shown"), [
    ("/newsletter/check-your-inbox", "check-your-inbox"),
    ("/newsletter/confirm#not-a-real-token", "newsletter-link-problem"),
    ("/newsletter/preferences#not-a-real-token", "newsletter-link-problem"),
])
def test_the_pages_of_the_mails_links_at_phone_and_desktop_widths(
        page: Page, site: str, path: str, shown: str) -> None:
    name = path.split("/")[-1].split("#")[0]
    for width in at_each_width(page, site + path, WIDTHS):
        expect(page.get_by_test_id(shown)).to_be_visible()
        check_at_widths(page, [width], shot=f"newsletter-{name}-{{width}}")
    if name == "preferences":  # a forged preferences link says so and offers the sign-up
        problem = page.get_by_test_id("newsletter-link-problem")
        expect(problem).to_contain_text("We don\u2019t recognise this link")
        expect(problem.get_by_role("link", name="Go to the newsletter page")).to_have_attribute(
            "href", "/newsletter")
