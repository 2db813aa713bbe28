"""The client service centre's data: each insurer's bill, claim and claims-line links and the
after-a-loss steps, refused with the field named when unsafe or malformed; nothing is written."""

from pathlib import Path

import pytest

from tests.conftest import commit_count
from tests.service.conftest import StaffClient
from tests.service.test_document_edits import DOCUMENTS, refusal, stored

HTTPS_ONLY = "Use an https:// address, like https://www.example.com"


@pytest.mark.parametrize("field", ["payBillUrl", "claimUrl"])
@pytest.mark.parametrize("address", [
    "javascript:alert(1)", "data:text/html,<b>pay</b>", "http://www.travelers.com",
    "//www.travelers.com", "https://", "https://www.travelers.com/pay here"])
async def test_a_bill_or_claim_link_that_is_not_https_is_refused_with_its_field(
        client: StaffClient, content_dir: Path, field: str, address: str) -> None:
    companies, before = stored(content_dir, "companies"), commit_count(content_dir)
    companies[1] = companies[1] | {field: address}
    [error] = await refusal(client, "companies", companies)
    assert error == {"field": f"1.{field}", "message": HTTPS_ONLY}
    assert commit_count(content_dir) == before
    public = await (await client.get("/api/companies")).get_json()
    assert public[1][field] == "https://www.travelers.com"


@pytest.mark.parametrize("number", ["555-0199", "call us", "(800) 555-01999", "tel:8005550199"])
async def test_a_claims_phone_is_held_to_the_phone_rule(
        client: StaffClient, content_dir: Path, number: str) -> None:
    companies = stored(content_dir, "companies")
    companies[0] = companies[0] | {"claimsPhone": number}
    [error] = await refusal(client, "companies", companies)
    assert error == {"field": "0.claimsPhone",
                     "message": "Enter a 10-digit phone number, like (203) 555-0142."}


async def test_a_company_may_have_none_of_the_links(client: StaffClient, content_dir: Path) -> None:
    companies = stored(content_dir, "companies")
    for field in ("payBillUrl", "claimUrl", "claimsPhone"):
        companies[0].pop(field)
    response = await client.put(f"{DOCUMENTS}/companies", json=companies)
    assert response.status_code == 200, await response.get_data()
    public = await (await client.get("/api/companies")).get_json()
    assert (public[0]["payBillUrl"], public[0]["claimUrl"], public[0]["claimsPhone"]) == (
        None, None, None)


async def test_the_after_a_loss_steps_fill_in_only_the_agency_phone(
        client: StaffClient, content_dir: Path) -> None:
    copy = stored(content_dir, "copy/online-services")
    assert any("{phone}" in step for step in copy["afterLoss"]["steps"])
    wrong = copy | {"afterLoss": copy["afterLoss"] | {"steps": ["Call {agent} at {phone}."]}}
    [error] = await refusal(client, "copy/online-services", wrong)
    assert error["field"] == "afterLoss.steps.0" and "{phone}" in error["message"]
    empty = copy | {"afterLoss": copy["afterLoss"] | {"steps": []}}
    assert [e["field"] for e in await refusal(client, "copy/online-services", empty)] == [
        "afterLoss.steps"]
    missing = {key: value for key, value in copy.items() if key != "serviceCentre"}
    assert [e["field"] for e in await refusal(client, "copy/online-services", missing)] == [
        "serviceCentre"]
