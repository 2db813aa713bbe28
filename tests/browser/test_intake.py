"""The quote intake as one journey in Chromium against the real service, with a local SMTP sink:
a visitor who stops after the contact details is a "Started" request in the inbox (no mail yet); a
full auto intake with two drivers and two vehicles, begun on a phone (375 px) and left midway with
"Finish later" (the code read from its dialog), is finished on a computer (1280 px, another
browser context) from the e-mailed resume link, with a declarations page uploaded, and arrives
complete; staff see the license number and birth date masked, "Reveal" shows one and the timeline
says so; the database file holds none of them in plain. Every screen of the journey (each step,
the dialog, the resume page, the staff's view) is checked at both 375 and 1280 px where it stands:
axe finds nothing, nothing scrolls sideways, and a screenshot of each width is kept. The journey
itself runs once: it was run again at each width, which its screens' checks now cover."""

import re
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, FilePayload, Locator, Page, expect

from service.requests.intake.form import INTAKE_FORM
from tests.browser import test_requests as requests_suite
from tests.browser.conftest import instance_with_staff
from tests.browser.helpers import (
    WIDTHS,
    check_at_widths,
    collect_console_errors,
    set_width,
)
from tests.browser.test_requests import (  # noqa: F401 (visitor: the suite's fixture)
    new_address,
    start_filling,
    visitor,
)
from tests.servers import running_service
from tests.service.test_requests_mail import OFFICE, Mailbox

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

staff = requests_suite.staff  # signed in on this module's own service (its `site`)

PHONE, COMPUTER = WIDTHS["mobile"], WIDTHS["desktop"]
SCREEN_WIDTHS = (PHONE, COMPUTER)
INTAKE_CHUNK = re.compile(r"/assets/quote-intake-[\w-]+\.js$")
DRIVERS = [{"name": "Ann Lee", "dateOfBirth": "1980-04-12", "licenceNumber": "A1234567",
            "yearsLicensed": "25"},
           {"name": "Bo Lee", "dateOfBirth": "2007-09-30", "licenceNumber": "B7654321",
            "yearsLicensed": "1"}]
VEHICLES = [{"year": "2019", "make": "Honda", "model": "Accord", "vin": "1HGCM82633A004352"},
            {"year": "2021", "make": "Subaru", "model": "Outback", "vin": "1M8GDM9AXKP042788"}]
DECLARATIONS = "declarations-page.pdf"
DECLARATIONS_PDF: FilePayload = {"name": DECLARATIONS, "mimeType": "application/pdf",
                                 "buffer": b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"}
SECRETS = [value for person in DRIVERS for value in (person["dateOfBirth"],
                                                     person["licenceNumber"])] + [
    car["vin"] for car in VEHICLES]


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


# Helpers -----------------------------------------------------------------------------------------


def start_intake(page: Page, site: str, name: str, email: str, width: int) -> Locator:
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
    form.get_by_label("E-mail", exact=True).fill(email)
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
    """At both widths: axe finds nothing, nothing scrolls sideways; a screenshot for the eye."""
    check_at_widths(page, SCREEN_WIDTHS, name)


def start_step(page: Page, title: str, progress: str, shot: str) -> None:
    """On a step's "what you'll need": check it, start, and check its questions."""
    expect(page.get_by_text(progress, exact=True)).to_be_visible()
    needed = page.get_by_role("heading", level=2, name=f"{title}: what you\u2019ll need")
    expect(needed).to_be_focused()
    check_screen(page, shot + "-needed")
    page.get_by_role("button", name=f"Start: {title}").click()
    expect(page.get_by_role("heading", level=2, name=title, exact=True)).to_be_focused()
    check_screen(page, shot + "-questions")


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


def request_of(staff_page: Page, site: str, name: str) -> dict[str, Any]:
    answer = staff_page.request.get(site + "/api/admin/requests")
    assert answer.ok, answer.text()
    found = [row for row in answer.json()["requests"] if row["name"] == name]
    assert len(found) == 1, found
    detail = staff_page.request.get(f"{site}/api/admin/requests/{found[0]['id']}")
    assert detail.ok, detail.text()
    result: dict[str, Any] = detail.json()
    return result


def wait_for(found: Callable[[], list[EmailMessage]], what: str) -> EmailMessage:
    """The one mail `found` lists, once the outbox has sent it."""
    deadline = time.monotonic() + 30
    while not found():
        assert time.monotonic() < deadline, f"no {what}"
        time.sleep(0.1)
    mails = found()
    assert len(mails) == 1, [mail["Subject"] for mail in mails]
    return mails[0]


def resume_mails(box: Mailbox, email: str) -> list[EmailMessage]:
    return [mail for mail in box.to(email) if "Finish your quote" in str(mail["Subject"])]


def database_bytes(instance: Path) -> bytes:
    """The requests database as it lies on disk: the file and its write-ahead log."""
    return b"".join(path.read_bytes() for path in sorted(instance.glob("requests.sqlite3*")))


# The journey -----------------------------------------------------------------------------------


def drivers_then_finish_later(page: Page) -> str:
    """Two drivers saved, two vehicles typed, then "Finish later": the code its dialog shows."""
    start_step(page, "Drivers", "Step 1 of 4", "intake-drivers-{width}")
    fill_items(page, "Driver", "Add another driver", DRIVERS, labels_of("drivers"))
    expect(page.get_by_role("heading", level=3, name="Driver 2 \u2014 Bo Lee")).to_be_visible()
    page.get_by_role("button", name="Save and continue").click()

    start_step(page, "Vehicles", "Step 2 of 4", "intake-vehicles-{width}")
    fill_items(page, "Vehicle", "Add another vehicle", VEHICLES, labels_of("vehicles"))
    page.get_by_role("button", name=INTAKE_FORM.finishLater.button).click()
    dialog = page.get_by_role("dialog", name=INTAKE_FORM.finishLater.button)
    code = dialog.get_by_test_id("finish-later-code")
    expect(code).to_have_text(re.compile(r"^\d{3} \d{3}$"))
    check_screen(page, "intake-finish-later-{width}")
    shown = code.inner_text().replace(" ", "")
    dialog.get_by_role("button", name="I have the code").click()
    expect(dialog).to_have_count(0)
    return shown


def resume_on_another_device(page: Page, site: str, address: str, code: str) -> None:
    """The mailed link opened in a new context: the code asked for, then the step left."""
    set_width(page, COMPUTER)
    page.goto(site + address)
    page.locator("html[data-page-ready]").wait_for(state="attached")
    check_screen(page, "intake-resume-{width}")
    page.get_by_label("6-digit code").fill(code)
    page.get_by_role("button", name="Continue").click()
    expect(page.get_by_test_id("resume-welcome")).to_have_attribute("data-step", "vehicles")
    expect(page.get_by_role("heading", level=2, name="Vehicles: what you\u2019ll need")
           ).to_be_visible()


def finish_the_steps(page: Page) -> None:
    """The vehicles as kept, the current policy, the declarations page uploaded, then sent."""
    start_step(page, "Vehicles", "Step 2 of 4", "intake-vehicles-resumed-{width}")
    for number, car in enumerate(VEHICLES, start=1):
        expect(item(page, "Vehicle", number).get_by_label("Make", exact=True)
               ).to_have_value(car["make"])
    page.get_by_role("button", name="Save and continue").click()

    start_step(page, "Your current auto policy", "Step 3 of 4", "intake-policy-{width}")
    policy = labels_of("autoPolicy")
    page.get_by_label(policy["currentInsurer"], exact=True).fill("Travelers")
    expiry = (datetime.now(UTC).date() + timedelta(days=60)).isoformat()
    page.get_by_label(policy["expiryDate"], exact=True).fill(expiry)
    page.get_by_role("button", name="Save and continue").click()

    start_step(page, "Your current declarations page", "Step 4 of 4",
               "intake-documents-{width}")
    page.get_by_label("Declarations page", exact=True).set_input_files(files=[DECLARATIONS_PDF])
    expect(page.get_by_text(f"{DECLARATIONS} is attached.")).to_be_visible()
    check_screen(page, "intake-documents-attached-{width}")
    page.get_by_role("button", name="Save and continue").click()

    review = page.get_by_test_id("intake-review")
    expect(page.get_by_role("heading", level=2, name="Check your answers")).to_be_focused()
    for shown in ("Driver 1 \u2014 Ann Lee", "Driver 2 \u2014 Bo Lee", "Vehicle 1 \u2014 Honda",
                  "Vehicle 2 \u2014 Subaru", "Travelers", "\u2022\u2022\u2022\u2022 4567"):
        expect(review).to_contain_text(shown)
    for secret in SECRETS:
        expect(review).not_to_contain_text(secret)
    check_screen(page, "intake-review-{width}")
    page.get_by_role("button", name=INTAKE_FORM.send).click()
    heading = page.get_by_role("heading", name="Thank you, we received your quote request")
    expect(heading).to_be_focused()
    check_screen(page, "intake-sent-{width}")


def staff_see_it_complete_and_masked(staff: Page, site: str, request_id: int) -> None:
    """Both drivers and vehicles, masked; the declarations page listed; a reveal in the timeline."""
    set_width(staff, COMPUTER)
    staff.goto(f"{site}/admin/requests/{request_id}")
    application = staff.get_by_role("region", name="Application")
    drivers = application.get_by_role("region", name="Drivers")
    vehicles = application.get_by_role("region", name="Vehicles")
    for width in (PHONE, COMPUTER):
        set_width(staff, width)
        for heading in ("Driver 1 (Ann Lee)", "Driver 2 (Bo Lee)"):
            expect(drivers.get_by_role("heading", name=heading)).to_be_visible()
        for heading in ("Vehicle 1 (Honda)", "Vehicle 2 (Subaru)"):
            expect(vehicles.get_by_role("heading", name=heading)).to_be_visible()
        expect(drivers.get_by_text("\u2022\u2022\u2022\u2022 4567")).to_be_visible()
        expect(drivers.get_by_text("\u2022\u2022/\u2022\u2022/\u2022\u2022\u2022\u2022")
               ).to_have_count(2)
        expect(application.get_by_role("link", name=DECLARATIONS)).to_be_visible()
    html = staff.content()
    for secret in SECRETS:
        assert secret not in html
    check_screen(staff, "intake-staff-{width}")

    staff.get_by_role("button", name="Reveal Driver 1 (Ann Lee): License number").click()
    expect(drivers.get_by_text(DRIVERS[0]["licenceNumber"], exact=True)).to_be_visible()
    timeline = staff.get_by_role("region", name="Notes and timeline")
    expect(timeline.get_by_text("Revealed Driver 1 (Ann Lee): License number")).to_have_count(1)
    assert DRIVERS[1]["licenceNumber"] not in staff.content()  # the others stay masked


@pytest.mark.long  # started first: tests/browser/scheduling.py
def test_an_auto_intake_left_midway_on_a_phone_is_finished_on_a_computer_and_arrives_complete(
        browser: Browser, visitor: Page, staff: Page, site: str, instance: Path,  # noqa: F811
        mailbox: Mailbox) -> None:
    """Over 10 s: one whole intake, from the short form to the staff's masked view, every screen
    checked at two widths."""
    name, email = "Ann Resumer", "ann.resumer@example.com"
    errors = collect_console_errors(visitor)
    start_intake(visitor, site, name, email, PHONE)
    check_screen(visitor, "intake-offer-taken-{width}")

    # Stopped after the contact details: a Started request in the inbox, nothing mailed yet.
    started = request_of(staff, site, name)
    assert started["status"] == "started"
    staff.goto(site + "/admin/requests?status=started")
    row = staff.get_by_test_id("request-row").filter(
        has=staff.get_by_role("link", name=name, exact=True))
    for width in (PHONE, COMPUTER):
        set_width(staff, width)
        expect(row.get_by_text("Started", exact=True)).to_be_visible()
    assert office_mails_of(mailbox, name) == []

    code = drivers_then_finish_later(visitor)
    mail = wait_for(lambda: resume_mails(mailbox, email), "resume mail")
    body = (mail.get_body(("plain",)) or mail).get_content()
    assert code not in body
    address = re.search(r"https://www\.harborpoint\.example(/\S+#link=\S+)", body)
    assert address, body
    visitor.context.close()
    assert errors == []

    device = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
    other = device.new_page()
    other_errors = collect_console_errors(other)
    resume_on_another_device(other, site, address.group(1), code)
    finish_the_steps(other)
    device.close()
    assert other_errors == []

    stored = request_of(staff, site, name)
    assert stored["status"] == "new"
    answers = stored["intake"]["answers"]
    assert [driver["name"] for driver in answers["drivers"]] == ["Ann Lee", "Bo Lee"]
    assert [car["model"] for car in answers["vehicles"]] == ["Accord", "Outback"]
    assert answers["vehicles"][1]["vin"]["masked"].endswith("2788")
    assert [file["name"] for file in stored["intake"]["files"]] == [DECLARATIONS]
    office = wait_for(lambda: office_mails_of(mailbox, name), "office mail")
    for secret in SECRETS:
        assert secret not in office.as_string()

    staff_see_it_complete_and_masked(staff, site, stored["id"])
    on_disk = database_bytes(instance)
    # Counted, not `in`: a failing `in` on megabytes would have pytest explain them.
    assert on_disk.count(name.encode()) > 0  # the bytes read are the database's
    assert [secret for secret in SECRETS if on_disk.count(secret.encode())] == []
