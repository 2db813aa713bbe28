"""`agency bookings list --day` on a real requests database in the instance folder."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli.main import app
from service.bookings.booking_db import BookingDraft, reserve, set_booking_status
from service.bookings.setting import BookingSetting
from service.requests.storage import RequestStore
from tests.cli.conftest import assert_one_red_line
from tests.clock import epoch
from tests.service.booking_fixtures import booking_setting

NOW = epoch("2026-12-07 08:00")


@pytest.fixture
def instance(tmp_path: Path) -> Path:
    return tmp_path / "instance"


@pytest.fixture
def setting() -> BookingSetting:
    return booking_setting()


@pytest.fixture
def store(instance: Path, setting: BookingSetting) -> RequestStore:
    """Three bookings of Monday, December 7 (one cancelled) and one of the next day."""
    store = RequestStore(instance / "requests.sqlite3")
    with store.transaction() as db:
        for name, clock in (("[bold]Ann", "2026-12-07 10:00"), ("Bo Lee", "2026-12-07 09:00"),
                            ("Cy Dunn", "2026-12-07 11:00"), ("Di Park", "2026-12-08 09:00")):
            draft = BookingDraft("quote-call", epoch(clock), "phone", name, "a@example.com",
                                 "(203) 555-0199", setting=setting)
            reserve(db, draft, NOW, store.give_reference)
        set_booking_status(db, 3, "cancelled", NOW, "staff", setting)
    return store


@pytest.fixture
def run(instance: Path) -> CliRunner:
    return CliRunner(env={"COLUMNS": "200", "AGENCY_INSTANCE_DIR": str(instance)})


def test_the_days_bookings_in_a_table_earliest_first(run: CliRunner, store: RequestStore) -> None:
    result = run.invoke(app, ["bookings", "list", "--day", "2026-12-07"])
    assert result.exit_code == 0, result.output
    lines = [line for line in result.output.splitlines() if "Quote call" in line]
    assert ["Bo Lee" in lines[0], "[bold]Ann" in lines[1], "Cy Dunn" in lines[2]] == [True] * 3
    assert "09:00 EST" in lines[0] and "cancelled" in lines[2] and "eleanor-whitcomb" in lines[0]
    assert "Di Park" not in result.output


def test_json_and_one_members_bookings(run: CliRunner, store: RequestStore) -> None:
    found = json.loads(run.invoke(app, ["bookings", "list", "--day", "2026-12-08",
                                        "--json"]).stdout)
    assert [(booking["name"], booking["start"], booking["title"]) for booking in found] == [
        ("Di Park", "2026-12-08T14:00:00Z", "Quote call")]
    other = run.invoke(app, ["bookings", "list", "--day", "2026-12-07", "--member",
                             "thomas-whitcomb"])
    assert other.exit_code == 0 and "No bookings on 2026-12-07." in other.output


def test_a_day_that_is_not_one_is_refused(run: CliRunner, store: RequestStore) -> None:
    assert "--day must be a day" in assert_one_red_line(
        run.invoke(app, ["bookings", "list", "--day", "07/12/2026"]))
