"""Quote and policy-change requests end to end, in the browser against the real service: a visitor
sends each form (with JavaScript, the quote on a phone and the policy change on a computer, each
screen checked at 375 and 1280 px; without JavaScript the policy change here, the quote in
test_visitor_details.py), staff find the request in /admin/requests and change its status;
problems are named by their fields and hostile text stays text; the honeypot, the rate limit and
a failed office mail show in plain words.

These tests run their own service (server rendering on, as `make run` serves it) with its own
instance folder, behind a trusted proxy hop: each browser context sends its own X-Forwarded-For,
so every test is its own client address and the per-address limit of one test never touches
another's.
"""

import csv
import io
import itertools
import re
import sqlite3
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from service.requests.tokens import MINIMUM_SECONDS
from tests.browser.conftest import instance_with_staff, running_service, signed_in_again
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    check_at_widths,
    collect_console_errors,
    e164,
    save_screenshot,
    set_width,
)

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

HOSTILE = "<img src=x onerror=alert(1)>"
FORM_PATHS = {"quote": "/request-quote", "policy-change": "/request-policy-change"}
FORM_CHUNK = re.compile(r"/assets/kind-request-form-[\w-]+\.js$")

_addresses = itertools.count(1)


def new_address() -> str:
    """A client address of its own (documentation range), for one browser context."""
    number = next(_addresses)
    return f"198.51.{100 + number // 250}.{number % 250 + 1}"


@pytest.fixture(scope="module")
def request_instance(tmp_path_factory: pytest.TempPathFactory,
                     staff_credentials: tuple[str, str]) -> Path:
    return instance_with_staff(tmp_path_factory.mktemp("requests-instance"), staff_credentials)


@pytest.fixture(scope="module")
def site(served_content: Path, request_instance: Path) -> Iterator[str]:
    with running_service(served_content, request_instance, server_rendering=True,
                         AGENCY_TRUSTED_PROXIES="127.0.0.1") as url:
        yield url


@pytest.fixture
def visitor(browser: Browser) -> Iterator[Page]:
    """A visitor's page, from a client address no other test uses."""
    context = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
    yield context.new_page()
    context.close()


@pytest.fixture
def staff(browser: Browser, site: str, staff_credentials: tuple[str, str]) -> Iterator[Page]:
    """A signed-in staff member's page: the session of an earlier test on this service, where it
    still holds (conftest's `signed_in_again`), not a sign-in of its own each test."""
    context = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
    page = context.new_page()
    signed_in_again(page, site, staff_credentials)
    yield page
    context.close()


# Helpers -----------------------------------------------------------------------------------------


def form_of(page: Page, kind: str) -> Locator:
    return page.get_by_test_id(f"{kind}-request-form")


def start_filling(form: Locator, name: str) -> None:
    """The first field: focusing it loads the form's code; wait until the form runs it. What was
    typed before stays (the server's HTML is kept, not rendered anew)."""
    form.get_by_label("Your name").fill(name)
    expect(form).to_have_attribute("data-enhanced", "")
    expect(form.get_by_label("Your name")).to_have_value(name)


def fill_quote(form: Locator, name: str) -> None:
    form.get_by_label("Your name").fill(name)
    form.get_by_label("Phone", exact=True).fill("(203) 555-0199")
    form.get_by_label("E-mail", exact=True).fill("jane@example.com")
    form.get_by_label("A text message").check()
    form.get_by_label("Auto", exact=True).check()
    form.get_by_label("Home", exact=True).check()
    form.get_by_label("ZIP code").fill("06460")
    form.get_by_label("Anything we should know?").fill(
        "Two cars, one teen driver.\nRenews in March.")


def fill_policy_change(form: Locator, name: str) -> None:
    form.get_by_label("Your name").fill(name)
    form.get_by_label("E-mail", exact=True).fill("sam@example.com")
    form.get_by_label("Policy number").fill("PA-12345")
    form.get_by_label("Insurance company").select_option("Travelers")
    form.get_by_label("Add or remove a driver").check()
    form.get_by_label("Date the change should take effect").fill(
        datetime.now(UTC).date().isoformat())
    form.get_by_label("Tell us about the change").fill("Our daughter got her license.")


FILL = {"quote": fill_quote, "policy-change": fill_policy_change}
HEADINGS = {"quote": "Thank you, we received your quote request",
            "policy-change": "Thank you, we received your policy change request"}
ASKED = {"quote": "Auto, Home", "policy-change": "Add or remove a driver"}
LABELS = {"quote": "Quote request", "policy-change": "Policy change request"}


def send(form: Locator, kind: str) -> None:
    label = "Send my quote request" if kind == "quote" else "Send my change request"
    form.get_by_role("button", name=label).click()


def wait_until_token_is_old_enough(token: str) -> None:
    """The service takes a token 3 s after it issued it (its time is in the token, and the
    service runs on this machine's clock)."""
    issued = int(token.split(".")[0]) / 1000
    remaining = issued + MINIMUM_SECONDS + 0.2 - time.time()
    if remaining > 0:
        time.sleep(remaining)


def aged_tokens(page: Page, site: str, count: int) -> list[str]:
    """`count` tokens for the page's address, old enough to send (each is taken once)."""
    tokens: list[str] = [page.request.get(site + "/api/requests/form-token").json()["token"]
                         for _ in range(count)]
    wait_until_token_is_old_enough(tokens[-1])
    return tokens


def aged_token(page: Page, site: str) -> str:
    return aged_tokens(page, site, 1)[0]


def quote_body(name: str, token: str, **changes: Any) -> dict[str, Any]:
    return {"kind": "quote", "name": name, "phone": "203-555-0100", "coverages": ["flood"],
            "formToken": token, **changes}


def staff_requests(page: Page, site: str) -> list[dict[str, Any]]:
    answer = page.request.get(site + "/api/admin/requests")
    assert answer.ok, answer.text()
    found: list[dict[str, Any]] = answer.json()["requests"]
    return found


def new_count(page: Page) -> int:
    badge = page.get_by_role("navigation", name="Staff").get_by_test_id("new-request-count")
    if not badge.count():
        return 0
    return int(re.sub(r"\D", "", badge.inner_text()))


def row_of(page: Page, name: str) -> Locator:
    return page.get_by_test_id("request-row").filter(
        has=page.get_by_role("link", name=name, exact=True))


def open_in_admin(page: Page, site: str, name: str, kind: str) -> None:
    """Find the request in /admin/requests (new, newest first) and open it."""
    page.goto(site + "/admin/requests")
    expect(page.get_by_role("heading", level=1, name="Requests")).to_be_visible()
    row = row_of(page, name)
    expect(row).to_have_count(1)
    expect(row).to_contain_text(LABELS[kind])
    expect(row).to_contain_text(ASKED[kind])
    expect(row.get_by_text("New", exact=True)).to_be_visible()
    row.get_by_role("link", name=name, exact=True).click()
    expect(page).to_have_url(re.compile(r"/admin/requests/\d+$"))
    expect(page.get_by_role("heading", level=2, name=f"{LABELS[kind]} from {name}")).to_be_visible()


# A visitor with JavaScript -----------------------------------------------------------------------


# Each kind's journey runs once, on a phone or a computer; each of its screens is checked at both
# widths where it stands (the journey was run again per width, which those checks now cover).
BOTH_WIDTHS = (WIDTHS["mobile"], WIDTHS["desktop"])


@pytest.mark.parametrize(("kind", "width"), [("quote", WIDTHS["mobile"]),
                                             ("policy-change", WIDTHS["desktop"])])
def test_a_visitor_sends_a_request_and_staff_mark_it_contacted(
        visitor: Page, staff: Page, site: str, staff_credentials: tuple[str, str],
        kind: str, width: int) -> None:
    """Near 12 s, to 16 s on a loaded machine, for each kind: a visitor's request and a staff
    member's handling of it in Chromium, three of its screens each checked by axe at two widths."""
    page, name = visitor, f"Pat {kind.title()} {width}"
    errors = collect_console_errors(page)
    chunks: list[str] = []
    page.on("request", lambda request: chunks.append(request.url)
            if FORM_CHUNK.search(request.url) else None)
    set_width(page, width)
    page.goto(site + FORM_PATHS[kind])
    form = form_of(page, kind)
    expect(form).to_be_visible()
    page.locator("html[data-page-ready]").wait_for(state="attached")
    # The form's code is not part of the page's first load: it comes when the visitor starts.
    assert chunks == []
    check_at_widths(page, BOTH_WIDTHS)

    start_filling(form, name)
    assert len(chunks) == 1
    FILL[kind](form, name)
    save_screenshot(page, f"{kind}-form-filled-{width}")
    send(form, kind)

    heading = page.get_by_role("heading", name=HEADINGS[kind])
    expect(heading).to_be_visible()
    expect(heading).to_be_focused()
    confirmation = page.get_by_test_id("request-confirmation")
    expect(confirmation).to_contain_text("An agent will contact you within one business day.")
    expect(confirmation).to_contain_text("Monday \u2013 Friday")
    expect(form).to_have_count(0)
    check_at_widths(page, BOTH_WIDTHS, f"{kind}-confirmation-{{width}}")
    assert errors == []

    # Staff find it, new, and mark it contacted.
    set_width(staff, width)
    open_in_admin(staff, site, name, kind)
    before = new_count(staff)
    assert before >= 1
    detail = staff.get_by_role("article")
    if kind == "quote":
        expect(detail).to_contain_text("Auto, Home")
        expect(detail).to_contain_text("06460")
        expect(detail).to_contain_text("A text message")
        expect(detail.get_by_role("link", name="(203) 555-0199", exact=True)).to_have_attribute(
            "href", f"tel:{e164('(203) 555-0199')}")
        # Asked to be texted: the text link beside the call link.
        expect(detail.get_by_role("link", name="Send a text to (203) 555-0199")).to_have_attribute(
            "href", f"sms:{e164('(203) 555-0199')}")
    else:
        expect(detail).to_contain_text("Travelers")
        expect(detail).to_contain_text("PA-12345")
        expect(detail).to_contain_text("Our daughter got her license.")
    check_at_widths(staff, BOTH_WIDTHS, f"admin-{kind}-request-{{width}}")

    # The quote's steps and the policy change's differ: each offers only its own.
    status = staff.get_by_label("Status", exact=True)
    offered = status.locator("option").all_inner_texts()
    assert offered == (["New", "Started", "Contacted", "Ready to quote", "Quoted", "Won", "Lost",
                        "Spam"] if kind == "quote"
                       else ["New", "In progress", "Done", "Spam"])
    moved_to = "Contacted" if kind == "quote" else "In progress"
    status.select_option(label=moved_to)
    username = staff_credentials[0]
    timeline = staff.get_by_role("list", name="Timeline, oldest first")
    expect(timeline).to_contain_text(f"Status changed from New to {moved_to} by {username}")
    expect(staff.get_by_role("navigation", name="Staff").get_by_role("link", name="Requests")
           ).to_have_text(f"Requests{before - 1} new" if before > 1 else "Requests")

    staff.get_by_role("link", name="All requests").click()
    for each in BOTH_WIDTHS:
        set_width(staff, each)
        expect(row_of(staff, name).get_by_text(moved_to, exact=True)).to_be_visible()
    save_screenshot(staff, f"admin-requests-{WIDTHS['desktop']}")


def test_problems_are_named_beside_the_fields_then_hostile_text_is_shown_as_text(
        visitor: Page, staff: Page, site: str) -> None:
    """One load of the quote form: sent empty, its problems named; then filled with markup and
    sent, the markup reaches staff as text."""
    dialogs: list[str] = []
    for page in (visitor, staff):
        page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    errors = collect_console_errors(visitor)
    visitor.goto(site + FORM_PATHS["quote"])
    form = form_of(visitor, "quote")
    expect_problems_named_beside_the_fields_before_sending(visitor, form)
    assert errors == []
    expect_hostile_text_shown_as_text(visitor, form, staff, site)
    assert dialogs == []


def expect_problems_named_beside_the_fields_before_sending(page: Page, form: Locator) -> None:
    start_filling(form, "")
    form.get_by_label("ZIP code").fill("646")
    send(form, "quote")

    name = form.get_by_label("Your name")
    expect(name).to_be_focused()
    expect(name).to_have_attribute("aria-invalid", "true")
    expect(form.get_by_text("Tell us your name.")).to_be_visible()
    expect(form.get_by_text("Add a phone number or an e-mail address so we can reach you.")
           ).to_be_visible()
    expect(form.get_by_text("Choose at least one kind of insurance.")).to_be_visible()
    expect(form.get_by_text("Enter a 5-digit ZIP code.")).to_be_visible()
    expect(form.get_by_role("alert")).to_contain_text("Please check the highlighted fields.")
    assert_accessible(page)
    save_screenshot(page, "quote-form-problems")

    name.fill("Jane")
    expect(form.get_by_text("Tell us your name.")).to_have_count(0)
    expect(form.get_by_text("Enter a 5-digit ZIP code.")).to_be_visible()


def expect_hostile_text_shown_as_text(form_page: Page, form: Locator, staff: Page,
                                      site: str) -> None:
    fill_quote(form, HOSTILE)
    form.get_by_label("Anything we should know?").fill("<script>alert(2)</script> <b>bold</b>")
    send(form, "quote")
    expect(form_page.get_by_role("heading", name=HEADINGS["quote"])).to_be_visible()

    staff.goto(site + "/admin/requests")
    row = row_of(staff, HOSTILE)
    expect(row).to_have_count(1)
    expect(row.get_by_role("link", name=HOSTILE, exact=True)).to_have_text(HOSTILE)
    row.get_by_role("link", name=HOSTILE, exact=True).click()
    expect(staff.get_by_role("heading", level=2, name=f"Quote request from {HOSTILE}")
           ).to_be_visible()
    expect(staff.get_by_text("<script>alert(2)</script> <b>bold</b>")).to_be_visible()
    assert staff.locator("main img, main b, main script").count() == 0


def test_the_honeypot_refuses_in_plain_words_and_keeps_nothing(
        visitor: Page, staff: Page, site: str) -> None:
    page, name = visitor, "Robot Honeypot"
    page.goto(site + FORM_PATHS["quote"])
    form = form_of(page, "quote")
    start_filling(form, name)
    fill_quote(form, name)
    # What only a robot does: fill the field people never see.
    honeypot = form.locator('input[name="website"]')
    expect(honeypot).not_to_be_in_viewport()
    honeypot.evaluate("(field) => { field.value = 'https://spam.example' }")
    send(form, "quote")

    alert = form.get_by_role("alert")
    expect(alert).to_contain_text("Your request could not be sent. Please call us.")
    expect(alert.get_by_role("link", name="(203) 555-0142")).to_have_attribute(
        "href", f"tel:{e164('(203) 555-0142')}")
    expect(form).to_be_visible()
    assert name not in [request["name"] for request in staff_requests(staff, site)]


def test_the_rate_limit_answers_in_plain_words(visitor: Page, staff: Page, site: str) -> None:
    page, name = visitor, "Sixth Request"
    tokens = [page.request.get(site + "/api/requests/form-token").json()["token"]
              for _ in range(5)]
    # The form is opened and filled while the tokens age, not after.
    page.goto(site + FORM_PATHS["quote"])
    form = form_of(page, "quote")
    start_filling(form, name)
    fill_quote(form, name)
    wait_until_token_is_old_enough(tokens[-1])
    for number, token in enumerate(tokens):
        answer = page.request.post(site + "/api/requests",
                                   data=quote_body(f"Earlier Request {number}", token))
        assert answer.status == 201, answer.text()

    send(form, "quote")
    alert = form.get_by_role("alert")
    expect(alert).to_have_text(
        "You've sent several requests in a short time. Please wait a few minutes, or call us at "
        "(203) 555-0142.")
    expect(form).to_be_visible()
    save_screenshot(page, "quote-form-rate-limited")
    assert name not in [request["name"] for request in staff_requests(staff, site)]


# A visitor without JavaScript --------------------------------------------------------------------


def test_without_javascript_the_form_posts_and_the_server_confirms(
        browser: Browser, staff: Page, site: str) -> None:
    """The policy change's form; the quote's, on the same server code, is sent without JavaScript
    in test_visitor_details.py (refused, fixed, confirmed and stored)."""
    kind = "policy-change"
    context = browser.new_context(java_script_enabled=False,
                                  extra_http_headers={"X-Forwarded-For": new_address()})
    page = context.new_page()
    name = f"No Script {kind.title()}"
    try:
        page.goto(site + FORM_PATHS[kind])
        form = form_of(page, kind)
        token_field = form.locator('input[name="formToken"]')
        assert re.fullmatch(r"\d+\.[\w-]+\.[\w-]+", token_field.input_value())

        # A problem only the service sees: the form comes back in the site's page, with what was
        # typed and the problem beside its field.
        FILL[kind](form, name)
        form.get_by_label("Phone", exact=True).fill("555-0199")
        wait_until_token_is_old_enough(token_field.input_value())
        send(form, kind)
        form = form_of(page, kind)
        expect(form.get_by_role("heading", name="Please check your request")).to_be_visible()
        expect(form.get_by_role("listitem")).to_have_text(
            "Enter a 10-digit phone number, like (203) 555-0142.")
        expect(form.get_by_label("Your name")).to_have_value(name)
        expect(form.get_by_label("Phone", exact=True)).to_have_value("555-0199")
        expect(page.get_by_role("banner")).to_be_visible()

        form.get_by_label("Phone", exact=True).fill("203-555-0111")
        wait_until_token_is_old_enough(form.locator('input[name="formToken"]').input_value())
        send(form, kind)

        expect(page).to_have_url(re.compile(
            re.escape(f"{site}/request-received?kind={kind}&reference=") + r"[A-Z]{2}-\w{5}$"))
        expect(page.get_by_role("heading", level=1)).to_have_text("Request Received")
        expect(page.get_by_role("main").get_by_role("heading", level=2).first
               ).to_have_text(HEADINGS[kind])
        # Then the offer to book a call instead, which works without JavaScript as a link.
        expect(page.get_by_role("main").get_by_role("link", name="See all open times")
               ).to_have_attribute("href", "/book")
        expect(page.get_by_text("An agent will contact you within one business day.")
               ).to_be_visible()
        expect(page.locator('meta[name="robots"]')).to_have_attribute("content", "noindex")
        assert_no_horizontal_scroll(page)
        save_screenshot(page, f"request-received-{kind}")
    finally:
        context.close()

    open_in_admin(staff, site, name, kind)
    expect(staff.get_by_role("article")).to_contain_text("203-555-0111")


def test_the_confirmation_page_is_server_rendered_for_each_kind(visitor: Page, site: str) -> None:
    for kind, line in (("quote", HEADINGS["quote"]),
                       ("policy-change", "Your policy does not change until"),
                       ("anything", "Thank you, we received your request")):
        answer = visitor.request.get(f"{site}/request-received?kind={kind}")
        assert answer.ok
        assert line in answer.text()


# Staff -------------------------------------------------------------------------------------------


def test_signed_out_visitors_are_sent_to_sign_in(visitor: Page, site: str) -> None:
    visitor.goto(site + "/admin/requests?status=new")
    expect(visitor).to_have_url(f"{site}/admin/login?next=%2Fadmin%2Frequests%3Fstatus%3Dnew")
    assert visitor.request.get(site + "/api/admin/requests").status == 401


def test_staff_filter_by_kind_and_status_and_export_what_they_see(
        visitor: Page, staff: Page, site: str) -> None:
    first, second = aged_tokens(visitor, site, 2)
    for body in (quote_body("Filter Quote", first),
                 {"kind": "policy-change", "name": "Filter Change", "email": "f@example.com",
                  "changeKind": "address", "formToken": second}):
        assert visitor.request.post(site + "/api/requests", data=body).status == 201

    staff.goto(site + "/admin/requests")
    expect(row_of(staff, "Filter Quote")).to_have_count(1)
    staff.get_by_label("Kind").select_option("policy-change")
    expect(staff).to_have_url(f"{site}/admin/requests?kind=policy-change")
    expect(row_of(staff, "Filter Quote")).to_have_count(0)
    expect(row_of(staff, "Filter Change")).to_have_count(1)
    for text in staff.get_by_test_id("request-row").all_inner_texts():
        assert "Policy change request" in text
    staff.get_by_label("Status").select_option("done")
    expect(staff).to_have_url(f"{site}/admin/requests?kind=policy-change&status=done")
    expect(row_of(staff, "Filter Change")).to_have_count(0)
    staff.get_by_label("Status").select_option("new")
    expect(row_of(staff, "Filter Change")).to_have_count(1)

    with staff.expect_download() as download:
        staff.get_by_role("link", name="Export CSV").click()
    assert download.value.url == (f"{site}/api/admin/requests/export.csv"
                                  "?kind=policy-change&status=new")
    rows = list(csv.DictReader(io.StringIO(Path(download.value.path()).read_text("utf-8"))))
    assert "Filter Change" in [row["name"] for row in rows]
    assert {row["kind"] for row in rows} == {"Policy change request"}  # words, not codes
    assert {row["status"] for row in rows} == {"New"}


def test_a_request_whose_mail_failed_says_so(
        visitor: Page, staff: Page, site: str, request_instance: Path) -> None:
    token = aged_token(visitor, site)
    name = "Postbox Trouble"
    answer = visitor.request.post(site + "/api/requests", data=quote_body(name, token))
    request_id = answer.json()["id"]
    # What the outbox records after a day of failed attempts.
    with sqlite3.connect(request_instance / "requests.sqlite3") as db:
        db.execute("UPDATE mails SET state = 'failed', attempts = 9, "
                   "last_error = 'Connection refused' WHERE request_id = ? "
                   "AND purpose = 'office'", (request_id,))

    staff.goto(site + "/admin/requests")
    expect(row_of(staff, name).get_by_text("Mail failed", exact=True)).to_be_visible()
    row_of(staff, name).get_by_role("link", name=name).click()
    expect(staff.get_by_role("alert")).to_have_text(
        "The e-mail to the office could not be sent after 9 tries (Connection refused). "
        "Follow this request up from here.")
