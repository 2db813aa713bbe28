"""GET /api/admin/requests/export.csv: every matching request in the office's time and in words."""

import csv
import io

import pytest

from service.config import Settings
from tests.addresses import post_address
from tests.service.conftest import STAFF_USER, StaffClient
from tests.service.request_rows import (
    NOW,
    at_now,  # noqa: F401 (a fixture)
    rows,
    write_event,
    write_request,
)

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)


async def exported(client: StaffClient, query: str = "") -> list[dict[str, str]]:
    response = await client.get(f"/api/admin/requests/export.csv{query}")
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("text/csv")
    return list(csv.DictReader(io.StringIO((await response.get_data()).decode())))


@pytest.mark.usefixtures("at_now")
async def test_a_row_holds_words_local_times_reference_source_owner_and_notes(
        client: StaffClient, settings: Settings) -> None:
    with rows(settings) as db:
        request_id = write_request(
            db, reference="HP-4K7Q2", kind="policy-change", status="in-progress",
            contact_preference="text", assignee=STAFF_USER, created_at=NOW,
            details={"changeKind": "address", "policyNumber": "PA-1", "insurer": "Travelers"},
            source={"utmSource": "newsletter", "page": post_address("flood")},
            message="=HYPERLINK(\"http://evil.example\")")
        write_event(db, request_id, "note", {"text": "Called."})
    [row] = await exported(client)
    assert row["id"] == str(request_id) and row["reference"] == "HP-4K7Q2"
    assert row["kind"] == "Policy change request" and row["status"] == "In progress"
    assert row["contactPreference"] == "A text message"
    assert row["changeKind"] == "Change of address" and row["insurer"] == "Travelers"
    assert row["createdAt"] == "Wednesday, November 18, 2026, 6:06 AM EST"
    assert row["dueAt"] == "Thursday, November 19, 2026, 6:06 AM EST"
    assert row["firstContactAt"] == "" and row["statusChangedAt"] == ""
    assert (row["source"], row["sourcePage"]) == ("newsletter", post_address("flood"))
    assert row["assignee"] == STAFF_USER and row["notesCount"] == "1"
    assert row["message"] == "'=HYPERLINK(\"http://evil.example\")"


@pytest.mark.usefixtures("at_now")
async def test_every_page_of_the_filtered_inbox_and_no_forgotten_person(
        client: StaffClient, settings: Settings) -> None:
    with rows(settings) as db:
        quotes = [write_request(db, details={"coverages": ["auto", "flood"]}, source={})
                  for _ in range(60)]
        write_request(db, kind="policy-change", details={"changeKind": "vehicle"})
        write_request(db, forgotten_at=NOW, name="", email="", phone="")
    found = await exported(client, "?kind=quote")
    assert [int(row["id"]) for row in found] == quotes[::-1]
    assert found[0]["coverages"] == "Auto, Flood" and found[0]["source"] == "Direct"
    assert [row["id"] for row in await exported(client, "?q=hp-nothing")] == []
