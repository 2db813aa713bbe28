"""The quote intake for staff: masked in the request's detail, one answer revealed (and the
reveal on the timeline, never the value), a step edited on the visitor's behalf, the attached
files downloaded, all behind the staff sign-in."""

import json
from typing import Any

import pytest
from quart import Quart

from service.config import Settings
from service.requests.intake.intake_db import read_intake
from service.requests.intake.sealing import is_sealed
from tests.service.conftest import STAFF_USER, StaffClient
from tests.service.intake_rows import (
    ANN_BIRTH,
    ANN_LICENCE,
    BO_LICENCE,
    CIVIC_VIN,
    seeded_intake,
)
from tests.service.request_rows import NOW, at_now, rows, write_request  # noqa: F401
from tests.service.test_requests_api import desk_of

pytestmark = pytest.mark.clock


@pytest.fixture
def with_intake(app: Quart, settings: Settings) -> int:
    return seeded_intake(app, settings)


async def detail(client: StaffClient, request_id: int) -> dict[str, Any]:
    response = await client.get(f"/api/admin/requests/{request_id}")
    assert response.status_code == 200, await response.get_data()
    found: dict[str, Any] = await response.get_json()
    return found


def events(found: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [event for event in found["timeline"] if event["type"] == kind]


@pytest.mark.usefixtures("at_now")
async def test_staff_read_the_intake_with_sensitive_answers_masked(
        client: StaffClient, with_intake: int) -> None:
    response = await client.get(f"/api/admin/requests/{with_intake}")
    text = (await response.get_data()).decode()
    for secret in (ANN_LICENCE, BO_LICENCE, ANN_BIRTH, CIVIC_VIN, "sealed:v1"):
        assert secret not in text
    intake = json.loads(text)["intake"]
    ann, bo = intake["answers"]["drivers"]
    assert bo["licenceNumber"]["masked"] == "•••• 5432"
    assert ann["name"] == "Ann Lee" and ann["yearsLicensed"] == "25"
    assert ann["licenceNumber"] == {"masked": "•••• 5678", "set": True}
    assert ann["dateOfBirth"] == {"masked": "••/••/••••", "set": True}
    assert intake["answers"]["vehicles"][0]["vin"] == {"masked": "•••• 4352", "set": True}
    assert intake["sentAt"] is not None and intake["files"] == []


@pytest.mark.usefixtures("at_now")
async def test_a_request_without_an_intake_says_so(client: StaffClient,
                                                   settings: Settings) -> None:
    with rows(settings) as db:
        plain = write_request(db)
    assert (await detail(client, plain))["intake"] is None
    refused = await client.post(f"/api/admin/requests/{plain}/intake/reveal",
                                json={"step": "drivers", "item": "d1", "field": "licenceNumber"})
    assert refused.status_code == 404


@pytest.mark.usefixtures("at_now")
async def test_reveal_answers_the_value_and_the_timeline_names_the_answer_and_who(
        client: StaffClient, with_intake: int) -> None:
    response = await client.post(f"/api/admin/requests/{with_intake}/intake/reveal",
                                 json={"step": "drivers", "item": "d2", "field": "licenceNumber"})
    assert response.status_code == 200, await response.get_data()
    assert await response.get_json() == {"value": BO_LICENCE}
    assert response.headers["Cache-Control"] == "no-store"
    found = await detail(client, with_intake)
    [revealed] = events(found, "intake-revealed")
    assert revealed["actor"] == STAFF_USER
    assert revealed["data"]["label"] == "Driver 2 (Bo Lee): License number"
    assert BO_LICENCE not in json.dumps(found["timeline"])
    # Still masked in the detail afterwards: a reveal shows one value to one reader, once.
    assert found["intake"]["answers"]["drivers"][1]["licenceNumber"]["masked"] == "•••• 5432"


@pytest.mark.usefixtures("at_now")
@pytest.mark.parametrize(("body", "status"), [
    ({"step": "drivers", "item": "d1", "field": "name"}, 422),  # never hidden
    ({"step": "drivers", "item": "d9", "field": "licenceNumber"}, 404),
    ({"step": "pets", "item": "d1", "field": "licenceNumber"}, 404),
    ({"step": "vehicles", "item": "v2", "field": "vin"}, 200),
])
async def test_reveal_of_what_is_not_a_stored_sensitive_answer_is_refused(
        client: StaffClient, with_intake: int, body: dict[str, str], status: int) -> None:
    response = await client.post(f"/api/admin/requests/{with_intake}/intake/reveal", json=body)
    assert response.status_code == status, await response.get_data()
    revealed = events(await detail(client, with_intake), "intake-revealed")
    assert len(revealed) == (status == 200)


@pytest.mark.usefixtures("at_now")
async def test_signed_out_nobody_reveals_or_downloads(app: Quart, with_intake: int) -> None:
    visitor = app.test_client()
    assert (await visitor.get(f"/api/admin/requests/{with_intake}/intake.csv")).status_code \
        == 401
    assert (await visitor.get(f"/api/admin/requests/{with_intake}/intake/files/1")).status_code \
        == 401
    refused = await visitor.post(f"/api/admin/requests/{with_intake}/intake/reveal",
                                 json={"step": "drivers", "item": "d1",
                                       "field": "licenceNumber"})
    assert refused.status_code in (401, 403)


@pytest.mark.usefixtures("at_now")
async def test_a_staff_edit_is_stored_sealed_and_named_on_the_timeline_without_values(
        app: Quart, client: StaffClient, settings: Settings, with_intake: int) -> None:
    drivers = (await detail(client, with_intake))["intake"]["answers"]["drivers"]
    drivers[0] = {**drivers[0], "yearsLicensed": "26", "licenceNumber": "S55554444"}
    response = await client.patch(f"/api/admin/requests/{with_intake}/intake",
                                  json={"step": "drivers", "answers": drivers})
    assert response.status_code == 200, await response.get_data()
    edited = await response.get_json()
    assert edited["answers"]["drivers"][0]["licenceNumber"]["masked"] == "•••• 4444"
    # The masked answers sent back keep what is stored: Bo's license is unchanged.
    assert edited["answers"]["drivers"][1]["licenceNumber"]["masked"] == "•••• 5432"
    with rows(settings) as db:
        stored = read_intake(db, with_intake)
    assert stored is not None
    ann = stored.answers["drivers"][0]
    assert is_sealed(ann["licenceNumber"]) and ann["yearsLicensed"] == "26"
    assert desk_of(app).keys.unseal(ann["licenceNumber"], with_intake) == "S55554444"
    found = await detail(client, with_intake)
    [event] = events(found, "intake-edited")
    assert event["actor"] == STAFF_USER
    assert event["data"] == {"step": "drivers", "fields": [
        "Driver 1 (Ann Lee): License number", "Driver 1 (Ann Lee): Years licensed"]}
    assert "S55554444" not in json.dumps(found["timeline"])


@pytest.mark.usefixtures("at_now")
async def test_a_bad_answer_names_the_step_and_field_and_nothing_is_stored(
        client: StaffClient, settings: Settings, with_intake: int) -> None:
    vehicles = (await detail(client, with_intake))["intake"]["answers"]["vehicles"]
    vehicles[0] = {**vehicles[0], "vin": "1HGCM82633A004353", "year": "1900"}
    response = await client.patch(f"/api/admin/requests/{with_intake}/intake",
                                  json={"step": "vehicles", "answers": vehicles})
    assert response.status_code == 422
    refusal = await response.get_json()
    assert refusal["message"].startswith("Check the Vehicles step: ")
    assert refusal["errors"]["vehicles.v1.vin"].startswith("Vehicle 1 (Honda): VIN (optional): ")
    assert "vehicles.v1.year" in refusal["errors"]
    with rows(settings) as db:
        stored = read_intake(db, with_intake)
    assert stored is not None and stored.answers["vehicles"][0]["year"] == "2019"
    assert events(await detail(client, with_intake), "intake-edited") == []
    for body in ({"step": "vehicles", "answers": {"nope": 1}}, {"step": "drivers"},
                 {"step": "drivers", "answers": [{"id": "d1", "shoeSize": "9"}]},
                 {"step": "drivers", "answers": [{"id": "a b"}]}):
        refused = await client.patch(f"/api/admin/requests/{with_intake}/intake", json=body)
        assert refused.status_code == 422, body


@pytest.mark.usefixtures("at_now")
async def test_an_attached_file_downloads_as_an_attachment_for_staff_only(
        client: StaffClient, settings: Settings, with_intake: int) -> None:
    settings.intake_files.mkdir(parents=True)
    (settings.intake_files / "abc123.pdf").write_bytes(b"%PDF-1.4 declarations")
    with rows(settings) as db:
        file_id = db.execute(
            "INSERT INTO intake_files (request_id, stored_name, name, media_type, size, "
            "uploaded_at) VALUES (?, 'abc123.pdf', 'Déclarations \"page\".pdf', "
            "'application/pdf', 21, ?)", (with_intake, NOW)).lastrowid
        other = write_request(db)
    response = await client.get(f"/api/admin/requests/{with_intake}/intake/files/{file_id}")
    assert response.status_code == 200
    assert await response.get_data() == b"%PDF-1.4 declarations"
    assert response.headers["Content-Type"] == "application/pdf"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Cache-Control"] == "no-store"
    disposition = response.headers["Content-Disposition"]
    assert disposition.startswith('attachment; filename="D_clarations _page_.pdf"')
    assert "filename*=UTF-8''D%C3%A9clarations%20%22page%22.pdf" in disposition
    assert (await detail(client, with_intake))["intake"]["files"][0]["name"].startswith("Déc")
    wrong = await client.get(f"/api/admin/requests/{other}/intake/files/{file_id}")
    assert wrong.status_code == 404
    for path in (f"{2**63}/intake/files/{file_id}", f"{with_intake}/intake/files/{2**63}",
                 f"{with_intake}/intake/files/0", f"{2**63}/intake.csv"):
        assert (await client.get(f"/api/admin/requests/{path}")).status_code == 404, path
    for method in (client.post, client.patch):
        huge = await method(f"/api/admin/requests/{2**63}/intake" + (
            "/reveal" if method == client.post else ""),
            json={"step": "drivers", "item": "d1", "field": "licenceNumber", "answers": []})
        assert huge.status_code == 404
