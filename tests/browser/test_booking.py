"""Booking a call as one journey in Chromium against the real service, with a local SMTP sink, at
375 and 1280 px: a visitor picks the quote call on /book, a day and a time in office hours, gives
their details and books; the confirmation names the day, time, place and reference; the visitor's
and the office's mails carry a calendar invitation; the manage link from the visitor's mail opens
the booking after "#" (the link never sent in an address); a visitor whose time as many others
as the type has members booked meanwhile is told it was just taken and books one of the next free
times;
axe finds nothing and nothing scrolls sideways on each screen."""

import json
import re
import time
from collections.abc import Callable, Iterator
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, Route, expect

from tests.browser.conftest import instance_with_staff
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    check_at_widths,
    collect_console_errors,
    save_screenshot,
    set_width,
)
from tests.browser.test_requests import (  # noqa: F401 (visitor: the suite's fixture)
    new_address,
    visitor,
    wait_until_token_is_old_enough,
)
from tests.servers import running_service
from tests.service.test_requests_mail import OFFICE, Mailbox

pytestmark = pytest.mark.clock  # open times follow the real clock (README, Tests)

PUBLIC = "https://www.harborpoint.example"
MANAGE_LINK = re.compile(rf"{re.escape(PUBLIC)}(/book/manage#link=[A-Za-z0-9_-]+)")
REFERENCE = re.compile(r"^[A-Z]{2}-\w{5}$")


@pytest.fixture(scope="module")
def site(served_content: Path, tmp_path_factory: pytest.TempPathFactory,
         staff_credentials: tuple[str, str], sink: tuple[Mailbox, int]) -> Iterator[str]:
    instance = instance_with_staff(tmp_path_factory.mktemp("booking"), staff_credentials)
    with running_service(served_content, instance, server_rendering=True,
                         AGENCY_TRUSTED_PROXIES="127.0.0.1", AGENCY_SMTP_HOST="127.0.0.1",
                         AGENCY_SMTP_PORT=str(sink[1]), AGENCY_SMTP_STARTTLS="0",
                         AGENCY_NOTIFY_TO=OFFICE, AGENCY_PUBLIC_URL=PUBLIC,
                         AGENCY_REQUEST_DIGEST="0") as url:
        yield url


def check_screen(page: Page, name: str) -> None:
    """axe finds nothing, nothing scrolls sideways; a screenshot for the eye."""
    assert_accessible(page)
    assert_no_horizontal_scroll(page)
    save_screenshot(page, name)


def open_quote_call(page: Page, site: str, width: int, last: bool = False) -> Locator:
    """/book, then the quote call: its open times, the first day chosen. Answers the first time
    (or the day's last: one no other test of the module books)."""
    set_width(page, width)
    page.goto(site + "/book")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    kinds = page.get_by_role("navigation", name="Kinds of call")
    kinds.get_by_role("link", name=re.compile("^Quote call")).click()
    expect(page).to_have_url(site + "/book/quote-call")
    picker = page.get_by_test_id("slot-picker")
    expect(picker.get_by_test_id("zone-note")).to_contain_text("Milford, Connecticut time")
    days = picker.get_by_role("list", name="Choose a day").get_by_role("button")
    expect(days.first).to_have_attribute("aria-pressed", "true")
    times = picker.get_by_role("list", name=re.compile("^Times on ")).get_by_role("button")
    return times.last if last else times.first


def book_as(page: Page, name: str, email: str) -> None:
    form = page.get_by_role("form", name="Your details")
    form.get_by_label("Your name").fill(name)
    form.get_by_label("E-mail").fill(email)
    form.get_by_label("Phone").fill("203-555-0148")
    form.get_by_label("What would you like to insure?").fill("Two cars and a boat")
    form.get_by_role("button", name="Book this time").click()


def wait_for(found: Callable[[], list[EmailMessage]], what: str) -> list[EmailMessage]:
    """The mails `found` answers, once there are any (the outbox sends them in the background)."""
    for _ in range(300):
        mails = found()
        if mails:
            return mails
        time.sleep(0.1)
    raise AssertionError(f"no {what} arrived")


def calendar_of(mail: EmailMessage) -> str:
    """The mail's text/calendar part (the invitation), as text."""
    parts = [part for part in mail.walk() if part.get_content_type() == "text/calendar"]
    assert parts, f"no invitation in {mail['Subject']!r}"
    content = parts[0].get_content()
    return content if isinstance(content, str) else bytes(content).decode()


# The journey runs once, on a phone; each of its screens is checked at both widths where it stands
# (the journey was run again per width, which those checks now cover).
BOTH_WIDTHS = (WIDTHS["mobile"], WIDTHS["desktop"])


def test_a_visitor_books_a_call_and_opens_it_from_the_mailed_link(
        visitor: Page, site: str, sink: tuple[Mailbox, int]) -> None:  # noqa: F811
    """Near 13 s: a whole booking in Chromium, four screens each checked by axe and shot at two
    widths, and two mails with invitations waited for from the real outbox, then the mailed link."""
    box, width = sink[0], WIDTHS["mobile"]
    name, email = "Robin Booker", "robin@example.com"
    errors = collect_console_errors(visitor)
    first = open_quote_call(visitor, site, width)
    check_at_widths(visitor, BOTH_WIDTHS, "book-picker-{width}")
    when = first.inner_text().splitlines()[0]
    first.click()
    expect(first).to_have_attribute("aria-pressed", "true")
    expect(visitor.get_by_test_id("chosen-time")).to_contain_text(when)
    check_at_widths(visitor, BOTH_WIDTHS, "book-form-{width}")
    book_as(visitor, name, email)

    confirmation = visitor.get_by_test_id("booking-confirmation")
    expect(confirmation.get_by_role("heading", name="You\u2019re booked")).to_be_focused()
    expect(visitor.get_by_test_id("booked-when")).to_contain_text(when)
    expect(confirmation).to_contain_text("By phone")
    expect(confirmation).to_contain_text("We e-mailed you a calendar invitation")
    reference = visitor.get_by_test_id("booked-reference").inner_text().strip()
    assert REFERENCE.match(reference), reference
    check_at_widths(visitor, BOTH_WIDTHS, "book-confirmed-{width}")

    mine = wait_for(lambda: [m for m in box.messages if email in str(m["To"])], "visitor mail")
    office = wait_for(lambda: [m for m in box.messages if email not in str(m["To"])
                               and name in (m.get_body(("plain",)) or m).get_content()],
                      "staff mail")
    for mail in (mine[0], office[0]):
        calendar = calendar_of(mail)
        assert "BEGIN:VEVENT" in calendar and "UID:" in calendar
        assert "TZID=America/New_York" in calendar
    body = (mine[0].get_body(("plain",)) or mine[0]).get_content()
    link = MANAGE_LINK.search(body)
    assert link, body

    # The manage page from the mail: the link stays after "#", never in a request's address.
    token = link.group(1).split("#link=", 1)[1]
    sent: list[str] = []
    visitor.on("request", lambda request: sent.append(request.url))
    visitor.goto(site + link.group(1))
    expect(visitor.get_by_test_id("managed-when")).to_contain_text(when)
    expect(visitor.get_by_test_id("managed-booking")).to_contain_text(reference)
    assert not [url for url in sent if token in url]
    check_at_widths(visitor, BOTH_WIDTHS, "book-manage-{width}")
    assert errors == []


def test_a_time_taken_meanwhile_offers_the_next_free_times(browser: Browser, site: str,
                                                           served_content: Path) -> None:
    """A time stays open while any member of the type is free: a visitor in Chromium chooses a
    quote call; before their booking reaches the service, as many other visitors as the type has
    members book that same time (each from an address of its own, with the body the form posts:
    their own journey is the test above); the visitor is told it was just taken."""
    booking = json.loads((served_content / "copy" / "booking.json").read_text())
    members = next(kind for kind in booking["types"] if kind["id"] == "quote-call")["members"]
    contexts = [browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
                for _ in range(len(members) + 1)]
    others, last = [context.request for context in contexts[:-1]], contexts[-1].new_page()
    tokens = [other.get(site + "/api/requests/form-token").json()["token"] for other in others]
    # The day's last time: the journey's bookings take the first, and with one member less free
    # the race would be lost a visitor early.
    open_quote_call(last, site, WIDTHS["desktop"], last=True).click()
    answers = []

    def meanwhile(route: Route) -> None:
        body: dict[str, Any] = route.request.post_data_json or {}
        wait_until_token_is_old_enough(tokens[-1])
        for number, (other, token) in enumerate(zip(others, tokens, strict=True)):
            answers.append(other.post(site + "/api/bookings", data={
                **body, "name": f"Kim Early {number}", "email": f"kim.early.{number}@example.com",
                "formToken": token}).status)
        route.continue_()

    last.route("**/api/bookings", meanwhile, times=1)
    book_as(last, "Lee Late", "lee.late@example.com")

    taken = last.get_by_test_id("slot-taken")
    expect(taken.get_by_role("heading", name="That time was just taken")).to_be_focused()
    assert answers == [201] * len(members)
    offered = taken.get_by_role("button")
    expect(offered).to_have_count(3)
    check_screen(last, "book-taken")
    offered.first.click()
    book_as(last, "Lee Late", "lee.late@example.com")
    expect(last.get_by_test_id("booking-confirmation")).to_be_visible()
    for context in contexts:
        context.close()


def test_a_forged_manage_link_gets_its_own_page(visitor: Page, site: str) -> None:  # noqa: F811
    visitor.goto(site + "/book/manage#link=forged-link-0123456789abcdefghijklmnop")
    refused = visitor.get_by_test_id("link-refused")
    expect(refused).to_have_attribute("data-problem", "unknown")
    expect(refused.get_by_role("heading", name="We don\u2019t recognise this link")).to_be_focused()
    expect(visitor.get_by_role("button", name="Cancel this booking")).to_have_count(0)
    check_screen(visitor, "book-manage-forged")
