"""Staff read the content folder's last changes (GET /api/admin/changes): newest first, each
commit once with who made it, why and which files."""

from pathlib import Path
from typing import Any

import pytest
from quart.typing import TestClientProtocol as QuartClient

from tests.conftest import git
from tests.service.conftest import STAFF_USER, StaffClient

CHANGES = "/api/admin/changes"


async def change_site(client: StaffClient, **fields: str) -> None:
    site = await (await client.get("/api/admin/documents/site")).get_json()
    response = await client.put("/api/admin/documents/site", json=site["value"] | fields)
    assert response.status_code == 200, await response.get_data()


async def changes(client: StaffClient, query: str = "") -> list[dict[str, Any]]:
    response = await client.get(CHANGES + query)
    assert response.status_code == 200, await response.get_data()
    answer: list[dict[str, Any]] = (await response.get_json())["changes"]
    return answer


async def test_the_last_changes_come_newest_first_with_who_made_them(client: StaffClient,
                                                                     content_dir: Path) -> None:
    await change_site(client, phone="(203) 555-0199")
    await change_site(client, fax="(203) 555-0100")
    newest, older, initial = await changes(client)
    assert newest["rev"] == git(content_dir, "rev-parse", "HEAD").strip()
    assert newest["author"] == older["author"] == STAFF_USER
    assert newest["files"] == older["files"] == ["site.json"]
    assert newest["rev"] != older["rev"] and newest["message"]
    assert str(newest["at"]).endswith("Z") and newest["at"] >= older["at"]
    assert initial["author"] == "Test Runner" and initial["message"] == "Initial content"
    assert "site.json" in initial["files"] and len(initial["files"]) > 5


async def test_limit_says_how_many(client: StaffClient) -> None:
    await change_site(client, phone="(203) 555-0199")
    await change_site(client, fax="(203) 555-0100")
    two = await changes(client, "?limit=2")
    assert [c["files"] for c in two] == [["site.json"], ["site.json"]]
    assert len(await changes(client, "?limit=1")) == 1


@pytest.mark.parametrize("limit", ["0", "101", "-1", "ten", ""])
async def test_a_limit_out_of_range_is_refused(client: StaffClient, limit: str) -> None:
    response = await client.get(f"{CHANGES}?limit={limit}")
    assert response.status_code == 400
    assert "limit" in (await response.get_json())["message"]


async def test_visitors_are_not_told_what_changed(anonymous: QuartClient) -> None:
    assert (await anonymous.get(CHANGES)).status_code == 401
