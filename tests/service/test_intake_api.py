"""The visitor's quote intake through the real app: started with the short form, saved step by
step with the intake token, refused whole when wrong, and sent."""

import json
from typing import Any

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.api.public_intake import MAX_BODY_BYTES
from service.requests.intake.form import INTAKE_FORM
from service.requests.intake.sealing import is_sealed
from tests.service.test_requests_api import desk_of, policy_change, quote

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

LICENCE = "D98765432"
BORN = "1984-06-02"
VIN = "1HGCM82633A004352"


async def start(app: Quart, client: QuartClient, **changes: Any) -> tuple[int, dict[str, str]]:
    answer = await client.post("/api/requests", json=quote(app, intake=True, **changes))
    assert answer.status_code == 201, await answer.get_data(as_text=True)
    body = await answer.get_json()
    return body["id"], {"Authorization": f"Intake {body['intake']['token']}"}


def stored(app: Quart, request_id: int) -> tuple[dict[str, Any], str]:
    with desk_of(app).store.reading() as db:
        answers, step = db.execute("SELECT answers, step FROM intakes WHERE request_id = ?",
                                   (request_id,)).fetchone()
    return json.loads(answers), step


def drivers(**second: Any) -> list[dict[str, Any]]:
    return [{"id": "d1", "name": "Ann Lee", "dateOfBirth": BORN, "licenceNumber": LICENCE,
             "licenceState": "CT"},
            {"id": "d2", "name": "Bo Lee", "yearsLicensed": "3", **second}]


async def test_a_quote_sent_with_intake_is_started_without_mail_and_records_consent(
        app: Quart, anonymous: QuartClient) -> None:
    request_id, _ = await start(app, anonymous, sourcePage="/quote")
    desk = desk_of(app)
    request = desk.store.get(request_id)
    assert request["status"] == "started"
    assert request["mail"]["state"] == "off" and request["confirmation"] is None
    with desk.store.reading() as db:
        assert db.execute("SELECT COUNT(*) FROM mails WHERE request_id = ?",
                          (request_id,)).fetchone()[0] == 0
    consent = [event["data"] for event in request["timeline"] if event["type"] == "consent"]
    assert consent == [{"text": INTAKE_FORM.consent, "page": "/quote"}]


async def test_every_request_sent_records_the_consent_sentence(app: Quart,
                                                               anonymous: QuartClient) -> None:
    answer = await anonymous.post("/api/requests", json=policy_change(app))
    assert answer.status_code == 201
    body = await answer.get_json()
    assert "intake" not in body
    timeline = desk_of(app).store.get(body["id"])["timeline"]
    assert [e["data"]["text"] for e in timeline if e["type"] == "consent"] == [INTAKE_FORM.consent]


async def test_only_a_quote_goes_on_to_an_intake(app: Quart, anonymous: QuartClient) -> None:
    answer = await anonymous.post("/api/requests", json=policy_change(app, intake=True))
    assert answer.status_code == 422
    assert "intake" in (await answer.get_json())["errors"]


async def test_the_intake_opens_only_with_its_token(app: Quart, anonymous: QuartClient) -> None:
    request_id, token = await start(app, anonymous)
    assert (await anonymous.get("/api/intake")).status_code == 401
    wrong = {"Authorization": "Intake " + "x" * 43}
    assert (await anonymous.get("/api/intake", headers=wrong)).status_code == 401
    bearer = {"Authorization": token["Authorization"].replace("Intake", "Bearer")}
    assert (await anonymous.get("/api/intake", headers=bearer)).status_code == 401
    answer = await anonymous.get("/api/intake", headers=token)
    assert answer.status_code == 200
    view = await answer.get_json()
    assert view["lines"] == ["auto", "home"]
    assert view["steps"] == ["drivers", "vehicles", "autoPolicy", "property", "documents"]
    assert view["step"] == "drivers" and view["answers"] == {} and view["files"] == []
    assert view["sentAt"] is None and view["email"] == "j•••@example.com"
    assert view["reference"] == desk_of(app).store.get(request_id)["reference"]


async def test_a_step_is_stored_sealed_and_read_back_masked(app: Quart,
                                                            anonymous: QuartClient) -> None:
    request_id, token = await start(app, anonymous)
    answer = await anonymous.put("/api/intake/steps/drivers", headers=token,
                                 json={"answers": drivers(), "next": "vehicles"})
    assert answer.status_code == 200, await answer.get_data(as_text=True)
    view = await answer.get_json()
    assert view["step"] == "vehicles"
    first = view["answers"]["drivers"][0]
    assert first["dateOfBirth"] == {"masked": "••/••/••••", "set": True}
    assert first["licenceNumber"] == {"masked": "•••• 5432", "set": True}
    assert LICENCE not in json.dumps(view) and BORN not in json.dumps(view)
    kept, step = stored(app, request_id)
    assert step == "vehicles"
    assert is_sealed(kept["drivers"][0]["licenceNumber"]) and is_sealed(
        kept["drivers"][0]["dateOfBirth"])
    assert desk_of(app).keys.unseal(kept["drivers"][0]["licenceNumber"], request_id) == LICENCE


async def test_masked_answers_sent_back_keep_the_stored_values_and_empty_ones_clear(
        app: Quart, anonymous: QuartClient) -> None:
    request_id, token = await start(app, anonymous)
    await anonymous.put("/api/intake/steps/drivers", headers=token, json={"answers": drivers()})
    shown = (await (await anonymous.get("/api/intake", headers=token)).get_json())["answers"]
    reordered = [shown["drivers"][1], {**shown["drivers"][0], "dateOfBirth": ""}]
    answer = await anonymous.put("/api/intake/steps/drivers", headers=token,
                                 json={"answers": reordered})
    assert answer.status_code == 200
    kept, _ = stored(app, request_id)
    ann = kept["drivers"][1]
    assert ann["id"] == "d1" and "dateOfBirth" not in ann
    assert desk_of(app).keys.unseal(ann["licenceNumber"], request_id) == LICENCE


async def test_a_refused_step_names_step_driver_and_field_and_stores_nothing(
        app: Quart, anonymous: QuartClient) -> None:
    request_id, token = await start(app, anonymous)
    await anonymous.put("/api/intake/steps/drivers", headers=token, json={"answers": drivers()})
    before = stored(app, request_id)
    bad = drivers(dateOfBirth="1990-02-30")
    bad[0]["licenceNumber"] = "NEW12345"
    answer = await anonymous.put("/api/intake/steps/drivers", headers=token,
                                 json={"answers": bad, "next": "vehicles"})
    assert answer.status_code == 422
    body = await answer.get_json()
    assert body["errors"] == {"drivers.d2.dateOfBirth": "Driver 2 (Bo Lee): Date of birth: "
                                                        "Enter a real date, as month, day and "
                                                        "year."}
    assert body["message"].startswith("Check the Drivers step: Driver 2 (Bo Lee): Date of birth")
    assert stored(app, request_id) == before


@pytest.mark.parametrize(("path", "body", "status"), [
    ("/api/intake/steps/business", {"answers": {"legalName": "X"}}, 404),
    ("/api/intake/steps/nosuch", {"answers": {}}, 404),
    ("/api/intake/steps/autoPolicy", {"answers": {}, "next": "business"}, 422),
    ("/api/intake/steps/autoPolicy", {"answers": {}, "extra": 1}, 400),
    ("/api/intake/steps/autoPolicy", {"next": "review"}, 400),
    ("/api/intake/steps/vehicles", {"answers": [{"id": "v1", "vin": VIN[:-1] + "9"}]}, 422),
])
async def test_unknown_steps_and_fields_are_refused_without_a_trace(
        app: Quart, anonymous: QuartClient, path: str, body: dict[str, Any], status: int) -> None:
    request_id, token = await start(app, anonymous)
    answer = await anonymous.put(path, headers=token, json=body)
    assert answer.status_code == status
    assert stored(app, request_id) == ({}, "")


async def test_a_huge_or_malformed_body_is_refused_whole(app: Quart,
                                                         anonymous: QuartClient) -> None:
    request_id, token = await start(app, anonymous)
    huge = json.dumps({"answers": {"currentInsurer": "x" * MAX_BODY_BYTES}})
    answer = await anonymous.put("/api/intake/steps/autoPolicy", data=huge,
                                 headers={**token, "Content-Type": "application/json"})
    assert answer.status_code == 413
    for broken in ('{"answers": {', '["answers"]', b'{"answers": "\xff"}'):
        answer = await anonymous.put("/api/intake/steps/autoPolicy", data=broken,
                                     headers={**token, "Content-Type": "application/json"})
        assert answer.status_code == 400
    assert stored(app, request_id) == ({}, "")


async def test_sending_makes_the_request_new_with_its_mails_and_only_once(
        app: Quart, anonymous: QuartClient) -> None:
    request_id, token = await start(app, anonymous)
    await anonymous.put("/api/intake/steps/drivers", headers=token, json={"answers": drivers()})
    answer = await anonymous.post("/api/intake/send", headers=token)
    assert answer.status_code == 200
    sent = await answer.get_json()
    assert sent["sentAt"] and sent["message"].startswith("Thank you")
    request = desk_of(app).store.get(request_id)
    assert request["status"] == "new"
    assert [e["type"] for e in request["timeline"]][-1] == "intake-sent"
    with desk_of(app).store.reading() as db:
        purposes = [row[0] for row in db.execute(
            "SELECT purpose FROM mails WHERE request_id = ?", (request_id,))]
    assert "office" in purposes
    assert (await anonymous.post("/api/intake/send", headers=token)).status_code == 409
    again = await anonymous.put("/api/intake/steps/drivers", headers=token,
                                json={"answers": []})
    assert again.status_code == 409
    assert len(stored(app, request_id)[0]["drivers"]) == 2
