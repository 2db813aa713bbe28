"""`agency requests intake ID --format csv|json [--sensitive]`: the rater rows of a request's
quote intake, sensitive answers in clear only when asked, each export on the timeline."""

import csv
import io
import json
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli.main import app
from service.requests.fields import Submission
from service.requests.intake.rater_csv import COLUMNS
from service.requests.intake.sealing import load_ring
from service.requests.storage import RequestStore
from tests.cli.conftest import assert_one_red_line
from tests.service.intake_rows import (
    ANN_LICENCE,
    BO_LICENCE,
    CIVIC_VIN,
    two_drivers_two_vehicles,
    write_intake,
)


@pytest.fixture
def instance(tmp_path: Path) -> Path:
    return tmp_path / "instance"


@pytest.fixture
def store(instance: Path) -> RequestStore:
    """Request 1 with a two-driver, two-vehicle intake sealed with the instance's keys; request
    2 without one."""
    store = RequestStore(instance / "requests.sqlite3")
    store.set_up()
    for name in ("Ann Lee", "No Intake"):
        store.add(Submission("quote", name, "ann@example.com", "", "email", "",
                             {"coverages": ["auto"], "zip": "06460"}), time.time())
    ring = load_ring(instance / "intake-keys.json")
    with store.transaction() as db:
        write_intake(db, 1, two_drivers_two_vehicles(ring, 1), time.time())
    return store


@pytest.fixture
def run(instance: Path, content_dir: Path) -> CliRunner:
    return CliRunner(env={"COLUMNS": "200", "AGENCY_INSTANCE_DIR": str(instance),
                          "AGENCY_CONTENT_DIR": str(content_dir)})


def exports(store: RequestStore) -> list[dict[str, object]]:
    return [event["data"] for event in store.get(1)["timeline"]
            if event["type"] == "intake-exported"]


def test_csv_has_a_row_per_driver_and_vehicle_masked_unless_sensitive(
        run: CliRunner, store: RequestStore) -> None:
    result = run.invoke(app, ["requests", "intake", "1"])
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert [row["row_type"] for row in rows] == ["driver", "driver", "vehicle", "vehicle"]
    assert list(rows[0]) == [name for name, _ in COLUMNS]
    assert ANN_LICENCE not in result.stdout and CIVIC_VIN not in result.stdout
    assert rows[0]["driver_licence_number"] == "•••• 5678"
    assert rows[0]["marital_status"] == "Not asked"  # the content's defaults
    clear = run.invoke(app, ["requests", "intake", "1", "--sensitive"])
    assert clear.exit_code == 0, clear.output
    rows = list(csv.DictReader(io.StringIO(clear.stdout)))
    assert [row["driver_licence_number"] for row in rows[:2]] == [ANN_LICENCE, BO_LICENCE]
    assert exports(store) == [{"sensitive": False, "format": "csv"},
                              {"sensitive": True, "format": "csv"}]
    assert all("(command line)" in (event["actor"] or "") for event in store.get(1)["timeline"]
               if event["type"] == "intake-exported")


def test_json_gives_the_same_rows(run: CliRunner, store: RequestStore) -> None:
    result = run.invoke(app, ["requests", "intake", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [(row["row_type"], row["driver_name"] or row["vehicle_make"]) for row in rows] == [
        ("driver", "Ann Lee"), ("driver", "Bo Lee"), ("vehicle", "Honda"), ("vehicle", "Ford")]
    assert rows[2]["vehicle_vin"] == "•••• 4352"
    assert exports(store) == [{"sensitive": False, "format": "json"}]


def test_a_request_without_intake_or_a_bad_format_is_one_red_line(
        run: CliRunner, store: RequestStore) -> None:
    assert "no intake" in assert_one_red_line(run.invoke(app, ["requests", "intake", "2"]))
    assert_one_red_line(run.invoke(app, ["requests", "intake", "99"]))
    assert run.invoke(app, ["requests", "intake", "1", "--format", "xml"]).exit_code == 2
    assert exports(store) == []
