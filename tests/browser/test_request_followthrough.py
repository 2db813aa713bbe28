"""A request followed through, in real Chromium against the real service and a local SMTP server
(aiosmtpd): a visitor who lands on the home page from a newsletter (utm tags, another site's
referrer) reads the quote post through the blog and sends its "Get a Quote" form, which shows its
reference; the stored request names the post, the landing page, the referring site and the tags;
the landing page shows a reference of the right shape, without JavaScript (the server's HTML) and
once its code runs; the visitor's mail
holds the reference and none of what they wrote; the office mail links to the request and tells
the office's local time; staff see the post it came from, assign it, note it and move it on, and
the timeline shows each; search finds it by phone in two formats and by reference, and nothing
else; a week later it is overdue, first in the inbox and in the digest; /admin/reports names the
post; deleting the person's data leaves nothing of them in the database files."""

import html
import re
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from email.message import EmailMessage
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from service.requests.fields import RULES
from tests.addresses import post_address
from tests.browser import test_requests as requests_suite
from tests.browser.conftest import instance_with_staff, running_service
from tests.browser.helpers import (
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    save_screenshot,
)
from tests.browser.test_requests import new_address, send, start_filling
from tests.conftest import PROJECT_ROOT
from tests.servers import free_port, service_env
from tests.service.test_requests_mail import Mailbox

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

# The requests suite's visitor and staff, on this module's own service (its `site`).
staff = requests_suite.staff
visitor = requests_suite.visitor

PUBLIC_URL = "https://www.harborpoint.example"
OFFICE = "office@harborpoint.example"
REFERENCE = re.compile(RULES["patterns"]["reference"])
LOCAL_TIME = re.compile(
    r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}, "
    r"\d{1,2}:\d\d (AM|PM) (EST|EDT)")
VISITOR = {"name": "Quinn Followthrough", "email": "quinn.follow@example.com",
           "phone": "(203) 555-0161",
           "message": "Two cars and a teen driver; our renewal is in March, ask for Pat."}
POST_TITLE = "How to Keep Your Monthly Insurance Bill From Changing"
QUOTE_POST = "how-to-keep-your-monthly-insurance-bill-from-changing"  # tests/fixtures/content
NEWSLETTER = "https://news.example.org/issue-12"
WEEK = 7 * 24 * 60 * 60


@pytest.fixture(scope="module")
def mailbox(sink: tuple[Mailbox, int]) -> tuple[Mailbox, int]:
    return sink


@pytest.fixture(scope="module")
def instance(tmp_path_factory: pytest.TempPathFactory,
             staff_credentials: tuple[str, str]) -> Path:
    return instance_with_staff(tmp_path_factory.mktemp("followthrough"), staff_credentials)


@pytest.fixture(scope="module")
def mail_settings(mailbox: tuple[Mailbox, int]) -> dict[str, str]:
    return {"AGENCY_SMTP_HOST": "127.0.0.1", "AGENCY_SMTP_PORT": str(mailbox[1]),
            "AGENCY_SMTP_STARTTLS": "0", "AGENCY_NOTIFY_TO": OFFICE,
            "AGENCY_PUBLIC_URL": PUBLIC_URL, "AGENCY_REQUEST_DIGEST": "0"}


@pytest.fixture(scope="module")
def site(served_content: Path, instance: Path, mail_settings: dict[str, str]) -> Iterator[str]:
    """The real service, rendering on the server and mailing to the local SMTP server; its start is
    part of the module's near 14 s set-up, with `story`."""
    with running_service(served_content, instance, server_rendering=True,
                         AGENCY_TRUSTED_PROXIES="127.0.0.1", **mail_settings) as url:
        yield url


def wait_until_ready(page: Page) -> None:
    """The page's code runs (a click before would be a plain link's, or nothing)."""
    page.locator("html[data-page-ready]").wait_for(state="attached")


def open_quote_post_from_home(page: Page, site: str) -> None:
    """Land on the home page from the newsletter, then reach the quote post through the blog."""
    page.goto(site + "/?utm_source=newsletter&utm_campaign=winter", referer=NEWSLETTER)
    wait_until_ready(page)
    page.locator("[data-home-section=posts]").scroll_into_view_if_needed()
    page.get_by_role("link", name="View all posts").click()
    expect(page.get_by_role("heading", level=1, name="News & Blog")).to_be_visible()
    expect(page.get_by_text("Page 1 of 3", exact=True)).to_be_visible()
    wait_until_ready(page)
    page.get_by_role("button", name="Next").click()
    expect(page.get_by_text("Page 2 of 3", exact=True)).to_be_visible()
    page.get_by_role("main").locator(f"a[href='{post_address(QUOTE_POST)}']").first.click()
    expect(page).to_have_url(f"{site}{post_address(QUOTE_POST)}")


@pytest.fixture(scope="module")
def story(browser: Browser, site: str, mailbox: tuple[Mailbox, int]) -> dict[str, str]:
    """The visitor's part, once for the module: the quote sent from the post, and its reference.
    Most of the module's set-up: in Chromium, home, two blog pages and the post, each waited for
    until its code runs, the form filled and sent, then both mails waited for."""
    context = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
    page = context.new_page()
    try:
        open_quote_post_from_home(page, site)
        section = page.locator("section").filter(
            has=page.get_by_role("heading", name="Get Your Free Quote Today"))
        form = section.get_by_test_id("quote-request-form")
        start_filling(form, VISITOR["name"])
        form.get_by_label("Phone", exact=True).fill(VISITOR["phone"])
        form.get_by_label("E-mail", exact=True).fill(VISITOR["email"])
        form.get_by_label("Auto", exact=True).check()
        form.get_by_label("ZIP code").fill("06460")
        form.get_by_label("Anything we should know?").fill(VISITOR["message"])
        send(form, "quote")
        shown = page.get_by_test_id("request-reference")
        expect(shown).to_contain_text("Your reference:")
        expect(shown).to_contain_text("quote it if you call")
        reference = shown.locator("strong").inner_text()
        save_screenshot(page, "followthrough-confirmation")
    finally:
        context.close()
    assert REFERENCE.fullmatch(reference), reference
    wait_for_mail(mailbox[0], 2)  # the office's and the visitor's
    return {"reference": reference}


def wait_for_mail(box: Mailbox, count: int, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while len(box.messages) < count:
        assert time.monotonic() < deadline, f"{len(box.messages)} of {count} mails arrived"
        time.sleep(0.1)


def mail_to(box: Mailbox, address: str) -> EmailMessage:
    found = [message for message, to in zip(box.messages, box.recipients, strict=True)
             if to == [address]]
    assert len(found) == 1, [str(message["Subject"]) for message in box.messages]
    return found[0]


def text_of(message: EmailMessage) -> str:
    part = message.get_body(("plain",))
    assert part is not None
    content: str = part.get_content()
    return content


def request_id_of(story: dict[str, str], box: Mailbox) -> int:
    office = text_of(mail_to(box, OFFICE))
    link = re.search(re.escape(PUBLIC_URL) + r"/admin/requests/(\d+)", office)
    assert link, "the office mail links to the request"
    return int(link.group(1))


def test_the_visitor_mail_holds_the_reference_and_nothing_they_wrote(
        story: dict[str, str], mailbox: tuple[Mailbox, int]) -> None:
    """Quick itself; near 14 s for its module's set-up when it comes first (`site`, `story`)."""
    box = mailbox[0]
    confirmation = mail_to(box, VISITOR["email"])
    body = text_of(confirmation)
    assert story["reference"] in body and story["reference"] in str(confirmation["Subject"])
    assert f"{PUBLIC_URL}/privacy" in body
    assert "(203) 555-0142" in body  # the office's phone, from the agency facts
    raw = b"".join(raw for raw, to in zip(box.raw, box.recipients, strict=True)
                   if to == [VISITOR["email"]]).decode("utf-8", "replace")
    for own_words in ("Quinn", "Followthrough", "teen driver", "ask for Pat", "06460"):
        assert own_words not in raw


def test_the_office_mail_names_the_request_links_to_it_and_tells_local_time(
        story: dict[str, str], mailbox: tuple[Mailbox, int]) -> None:
    office = mail_to(mailbox[0], OFFICE)
    subject = str(office["Subject"])
    assert "Quote request" in subject and VISITOR["name"] in subject
    assert story["reference"] in subject
    assert office["Reply-To"] == VISITOR["email"]
    body = text_of(office)
    assert re.search(r"Received: " + LOCAL_TIME.pattern, body), body
    assert "Auto" in body and "auto" not in body.replace("Auto", "")
    assert ": -" not in body  # empty answers are left out, not written as a dash


def test_staff_see_where_it_came_from_assign_note_and_move_it_on(
        story: dict[str, str], mailbox: tuple[Mailbox, int], staff: Page, site: str,
        staff_credentials: tuple[str, str]) -> None:
    request_id = request_id_of(story, mailbox[0])
    staff.goto(f"{site}/admin/requests/{request_id}")
    expect(staff.get_by_text(story["reference"]).first).to_be_visible()
    came_from = staff.get_by_role("region", name="Where it came from")
    expect(came_from.get_by_role("link", name=POST_TITLE)).to_have_attribute(
        "href", post_address(QUOTE_POST))
    expect(came_from).to_contain_text("newsletter")

    username = staff_credentials[0]
    handling = staff.get_by_role("region", name=re.compile("Handling|Status", re.I)).first
    staff.get_by_label("Assigned to").select_option(username)
    timeline = staff.get_by_role("list", name="Timeline, oldest first")
    expect(timeline).to_contain_text("Assigned to")
    staff.get_by_label("Note", exact=True).fill("Called, left a message; will try again at 4.")
    staff.get_by_role("button", name="Add note").click()
    expect(timeline).to_contain_text("Called, left a message; will try again at 4.")
    staff.get_by_label("Status").select_option("contacted")
    expect(timeline).to_contain_text("Status changed from New to Contacted")
    expect(timeline).to_contain_text("The e-mail to the office was sent")
    expect(timeline).to_contain_text("The confirmation e-mail to the visitor was sent")
    expect(handling).to_be_visible()
    assert_accessible(staff)
    assert_no_horizontal_scroll(staff)
    save_screenshot(staff, "followthrough-request")

    detail = staff.request.get(f"{site}/api/admin/requests/{request_id}").json()
    kinds = [event["type"] for event in detail["timeline"]]
    for kind in ("received", "assigned", "note", "status", "mail-sent"):
        assert kind in kinds
    assert detail["assignee"] == username and detail["status"] == "contacted"
    assert detail["reference"] == story["reference"]
    assert detail["source"] == {
        "page": post_address(QUOTE_POST),
        "landing": "/",
        "referrerHost": "news.example.org",
        "utmSource": "newsletter",
        "utmCampaign": "winter",
    }


def test_search_finds_it_by_phone_in_two_formats_and_by_reference_and_nothing_else(
        story: dict[str, str], staff: Page, site: str) -> None:
    staff.goto(site + "/admin/requests")
    search = staff.get_by_label("Search by name, e-mail, phone or reference")
    for words in ("203-555-0161", "2035550161", story["reference"].lower()):
        search.fill(words)
        search.press("Enter")
        rows = staff.get_by_test_id("request-row")
        expect(rows).to_have_count(1)
        expect(rows).to_contain_text(VISITOR["name"])
    search.fill("HP-ZZZZZ")
    search.press("Enter")
    expect(staff.get_by_test_id("request-row")).to_have_count(0)


def move_back_a_week(instance: Path, reference: str) -> None:
    with sqlite3.connect(instance / "requests.sqlite3") as db:
        db.execute("UPDATE requests SET created_at = created_at - ?, due_at = due_at - ?, "
                   "status = 'new' WHERE reference = ?", (WEEK, WEEK, reference))


def digest(served_content: Path, instance: Path, mail_settings: dict[str, str]) -> str:
    env = service_env(served_content, instance, free_port(), False, **mail_settings)
    done = subprocess.run([sys.executable, "-c", "from cli.main import app; app()", "requests",
                           "digest"], cwd=PROJECT_ROOT, env=env, capture_output=True,
                          text=True, timeout=60, check=True)
    return done.stdout


def test_a_week_later_it_is_overdue_first_in_the_inbox_and_in_the_digest(
        story: dict[str, str], staff: Page, site: str, served_content: Path, instance: Path,
        mail_settings: dict[str, str]) -> None:
    move_back_a_week(instance, story["reference"])
    staff.goto(site + "/admin/requests")
    first = staff.get_by_test_id("request-row").first
    expect(first).to_contain_text(VISITOR["name"])
    expect(first.get_by_text("Overdue", exact=True)).to_be_visible()
    save_screenshot(staff, "followthrough-inbox-overdue")
    text = digest(served_content, instance, mail_settings)
    assert story["reference"] in text
    assert re.search(re.escape(PUBLIC_URL) + r"/admin/requests/\d+", text)
    assert "overdue" in text.lower()


def test_reports_name_the_post_it_came_from(story: dict[str, str], staff: Page,
                                            site: str) -> None:
    staff.goto(site + "/admin/reports")
    pages = staff.get_by_role("table", name="Pages the requests were sent from")
    expect(pages.get_by_role("link", name=POST_TITLE)).to_have_attribute(
        "href", post_address(QUOTE_POST))
    sources = staff.get_by_role("table", name="Where requests came from")
    expect(sources).to_contain_text("newsletter")
    assert_accessible(staff)
    save_screenshot(staff, "followthrough-reports")


def test_forgetting_the_person_leaves_nothing_of_them_in_the_database(
        story: dict[str, str], mailbox: tuple[Mailbox, int], staff: Page, site: str,
        instance: Path) -> None:
    request_id = request_id_of(story, mailbox[0])
    staff.goto(f"{site}/admin/requests/{request_id}")
    staff.get_by_role("button", name="Delete this person's data").click()
    dialog = staff.get_by_role("alertdialog")
    expect(dialog).to_contain_text(VISITOR["email"])
    dialog.get_by_role("button", name="Delete their data").click()
    expect(staff).to_have_url(re.compile(r"/admin/requests(\?.*)?$"))
    stored = b"".join(path.read_bytes() for path in instance.glob("requests.sqlite3*"))
    for personal in (VISITOR["name"], VISITOR["email"], "555-0161", "5550161", "teen driver",
                     "will try again at 4"):
        assert personal.encode() not in stored, personal
    detail = staff.request.get(f"{site}/api/admin/requests/{request_id}")
    if detail.ok:  # kept as a record that a deletion happened, without the person
        assert detail.json()["timeline"][-1]["type"] == "forgotten"


# The page a request lands on -----------------------------------------------------------------


def server_html(page: Page, address: str) -> str:
    """The server-rendered app of the page at address, as a visitor without JavaScript gets it."""
    answer = page.request.get(address)
    assert answer.ok, answer.status
    root = re.search(r'<div id="root">(.*)</div>\s*<script id="query-state"', answer.text(), re.S)
    assert root, "the answer has no server-rendered app"
    return root.group(1)


def text_of_markup(markup: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]*>", "", markup)))


def test_the_landing_page_without_javascript_shows_a_reference_of_the_right_shape(
        visitor: Page, site: str) -> None:
    """What the server's HTML holds, read over HTTP: no browser runs it."""
    shown = server_html(visitor, site + "/request-received?kind=quote&reference=HP-4K7Q2")
    assert re.search(r"<h\d[^>]*>Thank you, we received your quote request</h\d>", shown), shown
    reference = re.search(r'<div data-testid="request-reference"[^>]*>(.*?)</div>', shown, re.S)
    assert reference, shown
    assert "Your reference: HP-4K7Q2" in text_of_markup(reference.group(1))

    shown = server_html(visitor, site + "/request-received?kind=quote&reference=HP-4K7Q1")
    assert 'data-testid="request-confirmation"' in shown
    assert 'data-testid="request-reference"' not in shown


def test_the_landing_page_keeps_the_reference_once_its_code_runs(visitor: Page, site: str) -> None:
    errors = collect_console_errors(visitor)
    visitor.goto(site + "/request-received?kind=policy-change&reference=HP-4K7Q2")
    wait_until_ready(visitor)
    expect(visitor.get_by_test_id("request-reference")).to_contain_text("Your reference: HP-4K7Q2")
    assert_accessible(visitor)
    save_screenshot(visitor, "request-received-reference")
    assert errors == []
