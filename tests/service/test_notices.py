"""The privacy notice and the accessibility statement: public pages of the route table, copy
documents staff edit (their {placeholders} checked against the list the web fills in), and the
retention setting the notice states, as the service answers it."""

import json
from pathlib import Path
from typing import Any

import pytest
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.content.notice import FILLED_IN, PLACEHOLDERS
from service.routes import fixed_paths
from tests.service.conftest import StaffClient

NOTICES = {"privacy": ("/privacy", "Privacy Notice"),
           "accessibility": ("/accessibility", "Accessibility Statement")}


def notice_text(document: dict[str, Any]) -> str:
    """Every line of a notice, joined."""
    parts = [document["title"], *document["intro"]]
    for section in document["sections"]:
        parts += [section["heading"], *section.get("paragraphs", []), *section.get("bullets", [])]
    return "\n".join(parts)


def test_both_notices_are_public_pages_of_the_route_table() -> None:
    assert {path for path, _ in NOTICES.values()} <= set(fixed_paths("pages"))


@pytest.mark.parametrize("name", NOTICES)
async def test_each_notice_is_served_with_its_title(anonymous: QuartClient, name: str) -> None:
    response = await anonymous.get(f"/api/copy/{name}")
    assert response.status_code == 200
    document = await response.get_json()
    assert document["title"] == NOTICES[name][1]
    assert document["sections"]


async def test_the_privacy_notice_names_the_retention_and_the_connecticut_rights(
        anonymous: QuartClient) -> None:
    text = notice_text(await (await anonymous.get("/api/copy/privacy")).get_json())
    assert "{retentionDays} days old" in text
    assert "Connecticut Data Privacy Act" in text and "45 days" in text
    assert "Gramm-Leach-Bliley Act" in text
    for contact in ("{email}", "{phone}", "{address}", "{thirdParties}"):
        assert contact in text


async def test_the_forms_settings_answer_the_retention_the_service_was_started_with(
        settings: Settings) -> None:
    app = create_app(settings.replace(request_retention_days=47))
    async with app.test_app():
        answer = await (await app.test_client().get("/api/requests/settings")).get_json()
    assert answer["retentionDays"] == 47


async def test_staff_find_the_notices_among_the_documents(client: StaffClient) -> None:
    listed = {item["name"]: item["title"]
              for item in await (await client.get("/api/admin/documents")).get_json()}
    assert listed["copy/privacy"] == "Privacy notice"
    assert listed["copy/accessibility"] == "Accessibility statement"


async def test_a_placeholder_the_page_cannot_fill_is_refused_and_a_known_one_kept(
        client: StaffClient, content_dir: Path) -> None:
    path = "/api/admin/documents/copy/privacy"
    read = await client.get(path)
    document, etag = (await read.get_json())["value"], read.headers["ETag"]
    unknown = document | {"intro": ["Ask {manager} anything."]}
    refused = await client.put(path, json=unknown, headers={"If-Match": etag})
    assert refused.status_code == 422
    assert "{manager} is not a fact the page can fill in" in (await refused.get_data(True))
    known = document | {"intro": ["Finished requests go after {retentionDays} days."]}
    saved = await client.put(path, json=known, headers={"If-Match": etag})
    assert saved.status_code == 200, await saved.get_data()
    stored = json.loads((content_dir / "copy" / "privacy.json").read_text("utf-8"))
    assert stored["intro"] == ["Finished requests go after {retentionDays} days."]


def test_the_staff_form_lists_every_placeholder() -> None:
    assert all(f"{{{name}}}" in FILLED_IN for name in PLACEHOLDERS)
