"""The quote intake in Chromium against the real service, with a local SMTP sink, at 375 and
1280 px: a visitor who stops after the contact details is a "Started" request in the inbox (no
mail yet); a full auto intake with two drivers and two vehicles arrives complete, its sensitive
answers masked to staff and absent from the office's mail; axe finds nothing on any step.

Runs on the merged tree: it needs the intake API of the intake-service part (POST /api/requests
with `intake`, /api/intake, its send) and the staff request's `intake`.
"""

import re
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from service.requests.intake.form import INTAKE_FORM
from tests.browser import test_requests as requests_suite
from tests.browser.conftest import instance_with_staff
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    save_screenshot,
    set_width,
)
from tests.browser.test_requests import new_address, start_filling
from tests.servers import free_port, running_service
from tests.service.test_requests_mail import OFFICE, Mailbox, start_smtp

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

staff = requests_suite.staff  # signed in on this module's own service (its `site`)

INTAKE_CHUNK = re.compile(r"/assets/quote-intake-[\w-]+\.js$")
DRIVERS = [{"name": "Ann Lee", "dateOfBirth": "1980-04-12", "licenceNumber": "A1234567",
            "yearsLicensed": "25"},
           {"name": "Bo Lee", "dateOfBirth": "2007-09-30", "licenceNumber": "B7654321",
            "yearsLicensed": "1"}]
VEHICLES = [{"year": "2019", "make": "Honda", "model": "Accord", "vin": "1HGCM82633A004352"},
            {"year": "2021", "make": "Subaru", "model": "Outback", "vin": "1M8GDM9AXKP042788"}]
SECRETS = [value for person in DRIVERS for value in (person["dateOfBirth"],
                                                     person["licenceNumber"])] + [
    car["vin"] for car in VEHICLES]


@pytest.fixture(scope="module")
def sink() -> Iterator[tuple[Mailbox, int]]:
    port = free_port()
    controller, box = start_smtp(port)
    yield box, port
    controller.stop()


@pytest.fixture(scope="module")
def mailbox(sink: tuple[Mailbox, int]) -> Mailbox:
    return sink[0]


@pytest.fixture(scope="module")
def instance(tmp_path_factory: pytest.TempPathFactory,
             staff_credentials: tuple[str, str]) -> Path:
    return instance_with_staff(tmp_path_factory.mktemp("intake"), staff_credentials)


@pytest.fixture(scope="module")
def site(served_content: Path, instance: Path, sink: tuple[Mailbox, int]) -> Iterator[str]:
    with running_service(served_content, instance, server_rendering=True,
                         AGENCY_TRUSTED_PROXIES="127.0.0.1", AGENCY_SMTP_HOST="127.0.0.1",
                         AGENCY_SMTP_PORT=str(sink[1]),
                         AGENCY_SMTP_STARTTLS="0", AGENCY_NOTIFY_TO=OFFICE,
                         AGENCY_PUBLIC_URL="https://www.harborpoint.example",
                         AGENCY_REQUEST_DIGEST="0") as url:
        yield url


@pytest.fixture
def visitor(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
    yield context.new_page()
    context.close()


# Helpers -----------------------------------------------------------------------------------------


def start_intake(page: Page, site: str, name: str, width: int) -> Locator:
    """The short quote form with Auto, then "Add details": the first step's "what you'll need"."""
    chunks: list[str] = []
    page.on("request", lambda request: chunks.append(request.url)
            if INTAKE_CHUNK.search(request.url) else None)
    set_width(page, width)
    page.goto(site + "/request-quote")
    form = page.get_by_test_id("quote-request-form")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    expect(form.get_by_test_id("consent-sentence")).to_have_text(INTAKE_FORM.consent)
    start_filling(form, name)
    form.get_by_label("E-mail", exact=True).fill(f"{name.split()[0].lower()}@example.com")
    form.get_by_label("Auto", exact=True).check()
    form.get_by_label("ZIP code").fill("06460")
    # The steps are a chunk of their own, not even part of the form's.
    assert chunks == []
    form.get_by_role("button", name=INTAKE_FORM.offer.start).click()
    heading = page.get_by_role("heading", level=2, name="Drivers: what you\u2019ll need")
    expect(heading).to_be_focused()
    assert len(chunks) == 1
    return page.get_by_test_id("quote-intake")


def check_screen(page: Page, name: str) -> None:
    """axe finds nothing, nothing scrolls sideways; a screenshot for the eye."""
    assert_accessible(page)
    assert_no_horizontal_scroll(page)
    save_screenshot(page, name)


def start_step(page: Page, title: str, progress: str, shot: str) -> None:
    """On a step's "what you'll need": check it, start, and check its questions."""
    expect(page.get_by_text(progress, exact=True)).to_be_visible()
    needed = page.get_by_role("heading", level=2, name=f"{title}: what you\u2019ll need")
    expect(needed).to_be_focused()
    check_screen(page, f"{shot}-needed")
    page.get_by_role("button", name=f"Start: {title}").click()
    expect(page.get_by_role("heading", level=2, name=title, exact=True)).to_be_focused()
    check_screen(page, f"{shot}-questions")


def item(page: Page, noun: str, number: int) -> Locator:
    return page.get_by_role("region", name=re.compile(rf"^{noun} {number}\b"))


def fill_items(page: Page, noun: str, add: str, rows: list[dict[str, str]],
               labels: dict[str, str]) -> None:
    for number, row in enumerate(rows, start=1):
        if number > 1:
            page.get_by_role("button", name=add).click()
        block = item(page, noun, number)
        for field, value in row.items():
            block.get_by_label(labels[field], exact=True).fill(value)


def labels_of(step_id: str) -> dict[str, str]:
    step = INTAKE_FORM.step(step_id)
    assert step is not None
    return {field.name: field.label for field in step.fields}


def office_mails_of(box: Mailbox, name: str) -> list[EmailMessage]:
    """The office's mails about the request of that name."""
    return [mail for mail in box.office()
            if name in (mail.get_body(("plain",)) or mail).get_content()]


def wait_for_office_mail(box: Mailbox, name: str) -> EmailMessage:
    """The office's one mail about that request, once the outbox has sent it."""
    deadline = time.monotonic() + 30
    while not office_mails_of(box, name):
        assert time.monotonic() < deadline, f"no office mail about {name}"
        time.sleep(0.1)
    mails = office_mails_of(box, name)
    assert len(mails) == 1
    return mails[0]


def request_of(staff_page: Page, site: str, name: str) -> dict[str, Any]:
    answer = staff_page.request.get(site + "/api/admin/requests")
    assert answer.ok, answer.text()
    found = [row for row in answer.json()["requests"] if row["name"] == name]
    assert len(found) == 1, found
    detail = staff_page.request.get(f"{site}/api/admin/requests/{found[0]['id']}")
    assert detail.ok, detail.text()
    result: dict[str, Any] = detail.json()
    return result


# The visitor who stops -----------------------------------------------------------------------


@pytest.mark.parametrize("width", [WIDTHS["mobile"], WIDTHS["desktop"]])
def test_a_visitor_who_stops_after_the_contact_details_is_started_in_the_inbox(
        visitor: Page, staff: Page, site: str, mailbox: Mailbox, width: int) -> None:
    name = f"Stella Stopped {width}"
    errors = collect_console_errors(visitor)
    start_intake(visitor, site, name, width)
    check_screen(visitor, f"intake-offer-taken-{width}")
    visitor.close()
    assert errors == []

    assert request_of(staff, site, name)["status"] == "started"
    set_width(staff, width)
    staff.goto(site + "/admin/requests?status=started")
    row = staff.get_by_test_id("request-row").filter(
        has=staff.get_by_role("link", name=name, exact=True))
    expect(row).to_have_count(1)
    expect(row.get_by_text("Started", exact=True)).to_be_visible()
    # Nothing is mailed until the visitor sends.
    assert office_mails_of(mailbox, name) == []


# The full auto intake ------------------------------------------------------------------------


def drive_the_steps(page: Page, width: int) -> None:
    """Drivers, vehicles, the current policy and the declarations page, each saved."""
    start_step(page, "Drivers", "Step 1 of 4", f"intake-drivers-{width}")
    fill_items(page, "Driver", "Add another driver", DRIVERS, labels_of("drivers"))
    expect(page.get_by_role("heading", level=3, name="Driver 2 \u2014 Bo Lee")).to_be_visible()
    page.get_by_role("button", name="Save and continue").click()

    start_step(page, "Vehicles", "Step 2 of 4", f"intake-vehicles-{width}")
    fill_items(page, "Vehicle", "Add another vehicle", VEHICLES, labels_of("vehicles"))
    page.get_by_role("button", name="Save and continue").click()

    start_step(page, "Your current auto policy", "Step 3 of 4", f"intake-policy-{width}")
    policy = labels_of("autoPolicy")
    page.get_by_label(policy["currentInsurer"], exact=True).fill("Travelers")
    expiry = (datetime.now(UTC).date() + timedelta(days=60)).isoformat()
    page.get_by_label(policy["expiryDate"], exact=True).fill(expiry)
    page.get_by_role("button", name="Save and continue").click()

    start_step(page, "Your current declarations page", "Step 4 of 4",
               f"intake-documents-{width}")
    page.get_by_role("button", name="Save and continue").click()


@pytest.mark.parametrize("width", [WIDTHS["mobile"], WIDTHS["desktop"]])
def test_a_full_auto_intake_with_two_drivers_and_two_vehicles_arrives_complete(
        visitor: Page, staff: Page, site: str, mailbox: Mailbox, width: int) -> None:
    name = f"Ann Intake {width}"
    errors = collect_console_errors(visitor)
    start_intake(visitor, site, name, width)
    drive_the_steps(visitor, width)

    review = visitor.get_by_test_id("intake-review")
    expect(visitor.get_by_role("heading", level=2, name="Check your answers")).to_be_focused()
    for shown in ("Driver 1 \u2014 Ann Lee", "Driver 2 \u2014 Bo Lee", "Vehicle 1 \u2014 Honda",
                  "Vehicle 2 \u2014 Subaru", "Travelers", "\u2022\u2022\u2022\u2022 4567"):
        expect(review).to_contain_text(shown)
    for secret in SECRETS:
        expect(review).not_to_contain_text(secret)
    check_screen(visitor, f"intake-review-{width}")
    visitor.get_by_role("button", name=INTAKE_FORM.send).click()
    heading = visitor.get_by_role("heading", name="Thank you, we received your quote request")
    expect(heading).to_be_focused()
    check_screen(visitor, f"intake-sent-{width}")
    assert errors == []

    stored = request_of(staff, site, name)
    assert stored["status"] == "new"
    answers = stored["intake"]["answers"]
    assert [driver["name"] for driver in answers["drivers"]] == ["Ann Lee", "Bo Lee"]
    assert [car["make"] for car in answers["vehicles"]] == ["Honda", "Subaru"]
    assert answers["drivers"][0]["licenceNumber"]["masked"].endswith("4567")
    assert answers["vehicles"][1]["vin"]["masked"].endswith("2788")
    assert answers["autoPolicy"]["currentInsurer"] == "Travelers"

    # The office's mail and the visitor's confirmation, both queued by the send.
    office = wait_for_office_mail(mailbox, name)
    for secret in SECRETS:
        assert secret not in office.as_string()
