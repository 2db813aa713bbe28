"""The rater CSV: one row per driver and per vehicle, the policy answers and the agency's
defaults on each, license numbers in clear only when asked for, and the timeline saying so."""

import csv
import io
from typing import Any

import pytest
from quart import Quart

from service.config import Settings
from service.requests.intake.rater_csv import COLUMNS
from tests.service.conftest import STAFF_USER, StaffClient
from tests.service.intake_rows import (
    ANN_LICENCE,
    BO_LICENCE,
    CIVIC_VIN,
    seeded_intake,
    write_intake,
)
from tests.service.request_rows import NOW, at_now, rows, write_request  # noqa: F401

pytestmark = pytest.mark.clock


@pytest.fixture
def with_intake(app: Quart, settings: Settings) -> int:
    return seeded_intake(app, settings, reference="HP-RATER")


async def exported(client: StaffClient, request_id: int,
                   query: str = "") -> tuple[list[dict[str, str]], Any]:
    response = await client.get(f"/api/admin/requests/{request_id}/intake.csv{query}")
    assert response.status_code == 200, await response.get_data()
    text = (await response.get_data()).decode()
    reader = csv.DictReader(io.StringIO(text))
    assert reader.fieldnames == [name for name, _ in COLUMNS]
    return list(reader), response


async def export_events(client: StaffClient, request_id: int) -> list[dict[str, Any]]:
    found = await (await client.get(f"/api/admin/requests/{request_id}")).get_json()
    return [event for event in found["timeline"] if event["type"] == "intake-exported"]


@pytest.mark.usefixtures("at_now")
async def test_two_drivers_and_two_vehicles_make_four_rows_masked_by_default(
        client: StaffClient, with_intake: int) -> None:
    found, response = await exported(client, with_intake)
    assert response.headers["Content-Disposition"] == \
        'attachment; filename="intake-HP-RATER.csv"'
    assert response.headers["Cache-Control"] == "no-store"
    assert [(row["row_type"], row["row_number"]) for row in found] == [
        ("driver", "1"), ("driver", "2"), ("vehicle", "1"), ("vehicle", "2")]
    assert [row["driver_name"] for row in found] == ["Ann Lee", "Bo Lee", "", ""]
    assert [row["vehicle_make"] for row in found] == ["", "", "Honda", "Ford"]
    for row in found:  # the policy's answers and the defaults on every row
        assert row["reference"] == "HP-RATER" and row["policy_current_insurer"] == "Nutmeg Mutual"
        assert row["prior_bi_limits"] == "100/300"  # from the current limits given
        assert row["marital_status"] == "Not asked" and row["lines"] == "auto"
    assert found[0]["driver_licence_number"] == "•••• 5678"
    assert found[0]["driver_date_of_birth"] == "••/••/••••"
    text = repr(found)
    assert ANN_LICENCE not in text and BO_LICENCE not in text and CIVIC_VIN not in text
    [event] = await export_events(client, with_intake)
    assert event["actor"] == STAFF_USER
    assert event["data"] == {"sensitive": False, "format": "csv"}


@pytest.mark.usefixtures("at_now")
async def test_sensitive_1_gives_the_licence_in_clear_and_the_timeline_says_so(
        client: StaffClient, with_intake: int) -> None:
    found, _ = await exported(client, with_intake, "?sensitive=1")
    assert [row["driver_licence_number"] for row in found[:2]] == [ANN_LICENCE, BO_LICENCE]
    assert found[0]["driver_date_of_birth"] == "1980-04-12"
    assert found[2]["vehicle_vin"] == CIVIC_VIN
    [event] = await export_events(client, with_intake)
    assert event["actor"] == STAFF_USER and event["data"]["sensitive"] is True


@pytest.mark.usefixtures("at_now")
async def test_the_defaults_come_from_the_content_document(
        client: StaffClient, settings: Settings, with_intake: int) -> None:
    (settings.content_dir / "copy" / "intake-defaults.json").write_text(
        '{"priorBiLimits": "50/100", "maritalStatus": "Single", "residenceType": "Rent"}',
        "utf-8")
    with rows(settings) as db:
        db.execute("UPDATE intakes SET answers = '{}' WHERE request_id = ?", (with_intake,))
    found, _ = await exported(client, with_intake)
    assert len(found) == 1 and found[0]["row_type"] == "policy"
    assert (found[0]["prior_bi_limits"], found[0]["marital_status"],
            found[0]["residence_type"]) == ("50/100", "Single", "Rent")


@pytest.mark.usefixtures("at_now")
async def test_a_bad_flag_or_a_request_without_intake_is_refused(
        client: StaffClient, settings: Settings, with_intake: int) -> None:
    with rows(settings) as db:
        plain = write_request(db)
    assert (await client.get(f"/api/admin/requests/{with_intake}/intake.csv?sensitive=yes")
            ).status_code == 400
    assert (await client.get(f"/api/admin/requests/{plain}/intake.csv")).status_code == 404
    assert await export_events(client, with_intake) == []


async def test_staff_edit_the_defaults_on_the_site_screen_and_the_csv_follows(
        client: StaffClient, app: Quart, settings: Settings) -> None:
    listed = await (await client.get("/api/admin/documents")).get_json()
    [entry] = [item for item in listed if item["name"] == "copy/intake-defaults"]
    assert entry["title"] == "Quote intake defaults" and entry["group"] == "Agency"
    changed = await client.put("/api/admin/documents/copy/intake-defaults", json={
        "priorBiLimits": "50/100", "maritalStatus": "Married", "residenceType": "Own home"})
    assert changed.status_code == 200, await changed.get_data()
    refused = await client.put("/api/admin/documents/copy/intake-defaults",
                               json={"priorBiLimits": "", "maritalStatus": "x"})
    assert refused.status_code == 422
    with rows(settings) as db:
        request_id = write_request(db, details={"coverages": ["auto"], "zip": "06460"})
        write_intake(db, request_id, {"drivers": [{"id": "d1", "name": "Cy Day"}]}, NOW)
    found, _ = await exported(client, request_id)
    assert (found[0]["prior_bi_limits"], found[0]["marital_status"],
            found[0]["residence_type"]) == ("50/100", "Married", "Own home")


@pytest.mark.usefixtures("at_now")
async def test_the_inbox_csv_export_holds_no_sensitive_answer(
        client: StaffClient, with_intake: int) -> None:
    response = await client.get("/api/admin/requests/export.csv")
    assert response.status_code == 200
    text = (await response.get_data()).decode()
    assert "HP-RATER" in text
    for secret in (ANN_LICENCE, BO_LICENCE, CIVIC_VIN, "1980-04-12", "sealed:v1"):
        assert secret not in text
