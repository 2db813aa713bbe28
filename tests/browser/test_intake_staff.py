"""The quote intake in the staff inbox, in real Chromium at 375 and 1280 px against the real
service: the request's page lays the intake out as an application with license numbers, dates of
birth and VINs masked (never in the page until revealed); "Reveal" shows one and the timeline
records who revealed which answer; the printable application reads the same. axe finds nothing.
The intake is written into the instance's database (sealed with its key file) before the service
starts, as the visitor's steps store it."""

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from service.requests.fields import Submission
from service.requests.intake.sealing import load_ring
from service.requests.storage import RequestStore
from tests.browser.conftest import instance_with_staff, running_service, sign_in
from tests.browser.helpers import (
    assert_accessible,
    assert_no_horizontal_scroll,
    save_screenshot,
    set_width,
)
from tests.browser.test_requests import new_address
from tests.service.intake_rows import (
    ANN_BIRTH,
    ANN_LICENCE,
    BO_LICENCE,
    CIVIC_VIN,
    two_drivers_two_vehicles,
    write_intake,
)

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

WIDTHS = (375, 1280)


def seeded_instance(folder: Path, credentials: tuple[str, str]) -> Path:
    """An instance with the staff account and one quote whose intake has two drivers and two
    vehicles, sealed with the instance's own key file."""
    instance = instance_with_staff(folder, credentials)
    store = RequestStore(instance / "requests.sqlite3")
    store.set_up()
    received = store.add(Submission("quote", "Ann Lee", "ann@example.com", "(203) 555-0150",
                                    "email", "Two cars.", {"coverages": ["auto"],
                                                           "zip": "06460"}), time.time())
    ring = load_ring(instance / "intake-keys.json")
    with store.transaction() as db:
        write_intake(db, received.id, two_drivers_two_vehicles(ring, received.id), time.time())
    return instance


@pytest.fixture(scope="module")
def site(served_content: Path, tmp_path_factory: pytest.TempPathFactory,
         staff_credentials: tuple[str, str]) -> Iterator[str]:
    instance = seeded_instance(tmp_path_factory.mktemp("intake-staff"), staff_credentials)
    with running_service(served_content, instance, server_rendering=False) as url:
        yield url


@pytest.fixture(scope="module")
def staff(browser: Browser, site: str, staff_credentials: tuple[str, str]) -> Iterator[Page]:
    context = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
    page = context.new_page()
    sign_in(page, site, staff_credentials)
    yield page
    context.close()


def assert_nothing_sensitive_shown(page: Page) -> None:
    html = page.content()
    for secret in (ANN_LICENCE, BO_LICENCE, ANN_BIRTH, CIVIC_VIN):
        assert secret not in html


@pytest.mark.parametrize("width", WIDTHS)
def test_staff_see_masked_answers_and_reveal_one_which_the_timeline_records(
        staff: Page, site: str, width: int) -> None:
    set_width(staff, width)
    staff.goto(site + "/admin/requests/1")
    application = staff.get_by_role("region", name="Application")
    drivers = application.get_by_role("region", name="Drivers")
    expect(drivers.get_by_role("heading", name="Driver 1 (Ann Lee)")).to_be_visible()
    expect(drivers.get_by_role("heading", name="Driver 2 (Bo Lee)")).to_be_visible()
    expect(drivers.get_by_text("•••• 5678")).to_be_visible()
    expect(application.get_by_role("region", name="Vehicles").get_by_text("•••• 4352")
           ).to_be_visible()
    assert_nothing_sensitive_shown(staff)
    assert_accessible(staff)
    assert_no_horizontal_scroll(staff)
    save_screenshot(staff, f"intake-application-{width}")

    revealed_before = staff.get_by_text("Revealed Driver 1 (Ann Lee): License number").count()
    staff.get_by_role("button", name="Reveal Driver 1 (Ann Lee): License number").click()
    expect(drivers.get_by_text(ANN_LICENCE, exact=True)).to_be_visible()
    timeline = staff.get_by_role("region", name="Notes and timeline")
    expect(timeline.get_by_text("Revealed Driver 1 (Ann Lee): License number")).to_have_count(
        revealed_before + 1)
    expect(drivers.get_by_text("•••• 5432")).to_be_visible()  # the others stay masked
    assert BO_LICENCE not in staff.content()
    assert_accessible(staff)


@pytest.mark.parametrize("width", WIDTHS)
def test_the_printable_application_is_masked_until_revealed(staff: Page, site: str,
                                                            width: int) -> None:
    set_width(staff, width)
    staff.goto(site + "/admin/requests/1/intake")
    expect(staff.get_by_role("heading", level=1, name="Quote Application")).to_be_visible()
    expect(staff.get_by_role("button", name="Print")).to_be_visible()
    expect(staff.get_by_role("region", name="Vehicles").get_by_role(
        "heading", name="Vehicle 2 (Ford)")).to_be_visible()
    assert_nothing_sensitive_shown(staff)
    expect(staff.get_by_role("button", name="Edit Drivers")).to_have_count(0)
    assert_accessible(staff)
    assert_no_horizontal_scroll(staff)
    staff.emulate_media(media="print")
    expect(staff.get_by_role("button", name="Print")).to_be_hidden()
    save_screenshot(staff, f"intake-printable-{width}")
    staff.emulate_media(media="screen")
