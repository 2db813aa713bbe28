"""The staff side of bookings, in real Chromium at 375 and 1280 px against the real service: a
staff member linked to a team member opens Bookings from the workspace's navigation, sees today's
booking in their day view, sets their weekly hours (Monday split in two, copied to the week,
saved and still there after a reload) and adds a day off; axe finds nothing, nothing scrolls
sideways."""

import sqlite3
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from service.auth.accounts import StaffDirectory
from service.content import AGENCY_ZONE
from service.requests.storage import RequestStore
from tests.browser.conftest import instance_with_staff, running_service, sign_in
from tests.browser.helpers import (
    assert_accessible,
    assert_no_horizontal_scroll,
    save_screenshot,
    set_width,
)
from tests.service.request_rows import write_request
from tests.service.staff_booking_rows import MEMBER, write_booking

pytestmark = pytest.mark.clock  # today's day view reads the real clock (README, Tests)

WIDTHS = (375, 1280)


@pytest.fixture(scope="module")
def site(served_content: Path, tmp_path_factory: pytest.TempPathFactory,
         staff_credentials: tuple[str, str]) -> Iterator[str]:
    """The service with the test account linked to Eleanor Whitcomb, who has a call at noon
    today (the agency's today)."""
    instance = instance_with_staff(tmp_path_factory.mktemp("booking-staff"), staff_credentials)
    StaffDirectory(instance / "staff.sqlite3").set_member(staff_credentials[0], MEMBER)
    RequestStore(instance / "requests.sqlite3").set_up()
    today = datetime.now(AGENCY_ZONE).date().isoformat()
    with sqlite3.connect(instance / "requests.sqlite3") as db:
        request_id = write_request(db, kind="booking", status="booked", name="Ada Park",
                                   phone="(203) 555-0142", details={})
        write_booking(db, request_id, f"{today} 12:00")
    with running_service(served_content, instance, server_rendering=False) as url:
        yield url


@pytest.fixture(scope="module")
def member(browser: Browser, site: str, staff_credentials: tuple[str, str]) -> Iterator[Page]:
    context = browser.new_context()
    page = context.new_page()
    sign_in(page, site, staff_credentials)
    yield page
    context.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_a_member_sees_their_day_and_sets_their_hours_and_time_off(
        member: Page, site: str, width: int) -> None:
    set_width(member, width)
    member.goto(site + "/admin")
    member.get_by_role("navigation", name="Staff").get_by_role("link", name="Bookings").click()
    expect(member.get_by_role("heading", level=1, name="Bookings")).to_be_visible()
    day = member.get_by_role("list", name="Bookings")
    expect(day.get_by_role("link", name="Ada Park")).to_be_visible()
    expect(day).to_contain_text("12:00 PM\u201312:15 PM")
    # (The type's title comes from copy/booking.json, which booking-core's migration writes.)
    expect(day).to_contain_text("Phone call · (203) 555-0142")

    monday = member.get_by_role("listitem", name="Monday")
    monday.get_by_role("combobox", name="Monday range 1 to").select_option("12:00")
    if width == WIDTHS[0]:  # the first pass adds the afternoon; the second finds it saved
        monday.get_by_role("button", name="Add hours on Monday").click()
    monday.get_by_role("combobox", name="Monday range 2 to").select_option("17:00")
    member.get_by_role("button", name="Copy Monday to Tuesday\u2013Friday").click()
    member.get_by_role("button", name="Save hours").click()
    expect(member.get_by_text("Eleanor Whitcomb's hours are saved.", exact=True)).to_be_visible()
    member.reload()
    expect(member.get_by_role("combobox", name="Thursday range 2 from")).to_have_value("13:00")
    expect(member.get_by_role("combobox", name="Thursday range 2 to")).to_have_value("17:00")
    hours = member.request.get(f"{site}/api/admin/booking-hours/{MEMBER}").json()["week"]
    assert hours["friday"] == [{"from": "09:00", "to": "12:00"}, {"from": "13:00", "to": "17:00"}]

    form = member.get_by_role("form", name="Add time off")
    form.get_by_label("First day").fill("2027-07-05")
    form.get_by_label("Note (optional)").fill(f"Day off {width}")
    form.get_by_role("button", name="Add time off").click()
    expect(member.get_by_role("list", name="Time off")).to_contain_text(f"Day off {width}")

    assert_accessible(member)
    assert_no_horizontal_scroll(member)
    save_screenshot(member, f"booking-staff-day-{width}")
