"""What the schemathesis run found where the API and its document disagreed, pinned here."""

from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from tests.service.conftest import StaffClient
from tests.service.test_requests_api import quote

POST = "/api/admin/blog-posts/boat-season-launch-checklist-for-long-island-sound"
CHANGE = {"title": "Umbrella policies", "excerpt": "", "content": "<p>Text</p>", "imageUrl": None}


async def test_an_empty_if_match_is_refused_not_taken_as_absent(client: StaffClient) -> None:
    for method in ("PATCH", "DELETE"):
        response = await client.open(POST, method=method, json=CHANGE, headers={"If-Match": ""})
        assert response.status_code == 400, method
        assert "If-Match" in (await response.get_json())["message"]
    assert (await client.get(POST)).status_code == 200


async def test_a_request_id_beyond_sqlite_integers_is_404(client: StaffClient) -> None:
    huge = 2**63
    assert (await client.get(f"/api/admin/requests/{huge}")).status_code == 404
    response = await client.patch(f"/api/admin/requests/{huge}", json={"status": "contacted"})
    assert response.status_code == 404


async def test_a_post_date_given_as_a_number_is_refused(client: StaffClient) -> None:
    response = await client.post("/api/admin/blog-posts", json={"title": "Dated", "date": 0})
    assert response.status_code == 422
    assert (await response.get_json())["errors"][0]["field"] == "date"
    ok = await client.post("/api/admin/blog-posts", json={"title": "Dated", "date": "2026-01-05"})
    assert ok.status_code == 201


async def test_a_known_form_field_of_another_kind_must_still_be_text(
        app: Quart, anonymous: QuartClient) -> None:
    response = await anonymous.post("/api/requests", json=quote(app, policyNumber={}))
    assert response.status_code == 422
    assert "policyNumber" in (await response.get_json())["errors"]
