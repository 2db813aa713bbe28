"""What the site loads from elsewhere is the owner's call and the settings': only an owner changes
the form and map embeds and feature flags (403 naming the field for staff), a changed embed must
be of an origin AGENCY_EMBED_ORIGINS allows (422 otherwise, owners too), the CSP is built from
that list alone, and content naming another origin is not served but reported."""

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from quart import Quart

from service.app import create_app
from service.config import Settings
from tests.conftest import commit_count, git
from tests.service.conftest import StaffClient, signed_in_as

SITE = "/api/admin/documents/site"
ALLOWED = "https://forms.example.net"
ATTACKER = "https://evil.example.com"
MAP_ORIGIN = "https://www.openstreetmap.org"  # the test content's map


@pytest.fixture
def settings(settings: Settings) -> Settings:
    """The test settings, allowing one form provider."""
    return settings.replace(embed_origins=(ALLOWED,))


async def site_value(client: StaffClient) -> dict[str, Any]:
    return dict((await (await client.get(SITE)).get_json())["value"])


async def csp(client: StaffClient) -> str:
    return str((await client.get("/")).headers["Content-Security-Policy"])


def with_field(site: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    changed = json.loads(json.dumps(site))
    *parents, last = path.split(".")
    target = changed
    for key in parents:
        target = target[key]
    target[last] = value
    return dict(changed)


def refused_fields(body: dict[str, Any]) -> list[str]:
    return [error["field"] for error in body.get("errors", [])]


async def test_staff_setting_the_form_script_is_refused_and_the_csp_stays(
        clerk: StaffClient, content_dir: Path) -> None:
    """The attack: a staff member points forms.embedScriptUrl at their own https origin (so its
    script would join script-src and run on every page, an owner's included)."""
    site, policy, commits = await site_value(clerk), await csp(clerk), commit_count(content_dir)
    for target in (ATTACKER + "/take-over.js", ALLOWED + "/embed.js"):
        response = await clerk.put(SITE, json=with_field(site, "forms.embedScriptUrl", target))
        assert response.status_code == 403, await response.get_data()
        body = await response.get_json()
        assert "forms.embedScriptUrl" in body["message"]
        assert refused_fields(body) == ["forms.embedScriptUrl"]
    assert await csp(clerk) == policy
    assert ATTACKER not in policy
    assert commit_count(content_dir) == commits
    assert (await (await clerk.get("/api/site")).get_json())["forms"]["embedScriptUrl"] is None


@pytest.mark.parametrize(("field", "value"), [
    ("forms.quoteEmbedUrl", ALLOWED + "/quote"),
    ("forms.policyChangeEmbedUrl", ALLOWED + "/change"),
    ("map.embedUrl", None),  # taking the map away is a change too
    ("features.inlinePostEditing", True),
])
async def test_every_owner_only_field_is_refused_to_staff_by_name(
        clerk: StaffClient, content_dir: Path, field: str, value: Any) -> None:
    site, commits = await site_value(clerk), commit_count(content_dir)
    response = await clerk.put(SITE, json=with_field(site, field, value))
    assert response.status_code == 403
    assert refused_fields(await response.get_json()) == [field]
    assert commit_count(content_dir) == commits


async def test_staff_save_other_facts_with_the_owner_only_ones_sent_back_as_they_were(
        clerk: StaffClient, content_dir: Path) -> None:
    """The map names an origin the settings do not allow: sent back unchanged, it still saves."""
    site = await site_value(clerk)
    assert site["map"]["embedUrl"].startswith(MAP_ORIGIN + "/")
    response = await clerk.put(SITE, json=site | {"phone": "(203) 555-0199"})
    assert response.status_code == 200, await response.get_data()
    stored = json.loads((content_dir / "site.json").read_text("utf-8"))
    assert stored["phone"] == "(203) 555-0199" and stored["map"] == site["map"]
    # A document that leaves a defaulted owner-only field out does not change it either.
    features_left_out = site | {"features": {}, "fax": "(203) 555-0198"}
    assert (await clerk.put(SITE, json=features_left_out)).status_code == 200


async def test_staff_cannot_bring_back_an_embed_through_a_restore(
        client: StaffClient, clerk: StaffClient) -> None:
    site = await site_value(client)
    changed = await client.put(SITE, json=with_field(site, "forms.quoteEmbedUrl",
                                                    ALLOWED + "/quote"))
    assert changed.status_code == 200
    history = await (await client.get(f"{SITE}/history")).get_json()
    before = history["versions"][1]["rev"]
    response = await clerk.post(f"{SITE}/restore", json={"rev": before})
    assert response.status_code == 403
    assert refused_fields(await response.get_json()) == ["forms.quoteEmbedUrl"]
    assert (await site_value(client))["forms"]["quoteEmbedUrl"] == ALLOWED + "/quote"


async def test_an_owner_naming_an_origin_outside_the_list_gets_422(
        client: StaffClient, content_dir: Path) -> None:
    site, commits = await site_value(client), commit_count(content_dir)
    for field, value in (("forms.embedScriptUrl", ATTACKER + "/embed.js"),
                         ("forms.quoteEmbedUrl", "https://forms.example.net.evil.example/q"),
                         ("map.embedUrl", "https://maps.example.org/embed")):
        response = await client.put(SITE, json=with_field(site, field, value))
        assert response.status_code == 422, (field, await response.get_data())
        body = await response.get_json()
        assert refused_fields(body) == [field]
        assert "AGENCY_EMBED_ORIGINS" in body["message"]
    assert commit_count(content_dir) == commits


async def test_an_owner_naming_an_allowed_origin_succeeds_and_the_csp_holds_exactly_it(
        client: StaffClient) -> None:
    site = await site_value(client)
    changed = with_field(with_field(site, "forms.embedScriptUrl", ALLOWED + "/embed.js"),
                         "forms.quoteEmbedUrl", ALLOWED + "/quote")
    response = await client.put(SITE, json=changed)
    assert response.status_code == 200, await response.get_data()
    served = await (await client.get("/api/site")).get_json()
    assert served["forms"]["embedScriptUrl"] == ALLOWED + "/embed.js"
    policy = dict(directive.split(" ", 1) for directive in (await csp(client)).split("; "))
    assert policy["script-src"] == f"'self' {ALLOWED}"
    assert policy["frame-src"] == ALLOWED


async def test_content_naming_an_origin_not_allowed_is_not_served_and_is_reported(
        client: StaffClient) -> None:
    served = await (await client.get("/api/site")).get_json()
    assert served["map"]["embedUrl"] is None  # the test content's map: not in the list
    assert served["map"]["linkUrl"].startswith(MAP_ORIGIN)  # a link is no embed
    page = await (await client.get("/contact")).get_data(as_text=True)
    assert "openstreetmap.org/export/embed" not in page
    health = await (await client.get("/healthz")).get_json()
    assert health["embedsWithheld"] == [{"field": "map.embedUrl", "origin": MAP_ORIGIN}]
    assert health["status"] == "ok"  # the site works without it
    # The stored value stays, for an owner to see and settle.
    assert (await site_value(client))["map"]["embedUrl"].startswith(MAP_ORIGIN)


@pytest.fixture
async def default_app(settings: Settings) -> AsyncIterator[Quart]:
    app = create_app(settings.replace(embed_origins=()))
    async with app.test_app():
        yield app


async def test_by_default_no_origin_is_allowed_and_the_csp_loads_nothing_from_elsewhere(
        default_app: Quart, content_dir: Path) -> None:
    client = await signed_in_as(default_app)
    policy = await csp(client)
    assert "frame-src 'none'" in policy and "script-src 'self';" in policy
    site = await site_value(client)
    response = await client.put(SITE, json=with_field(site, "forms.embedScriptUrl",
                                                     ALLOWED + "/embed.js"))
    assert response.status_code == 422
    assert "AGENCY_EMBED_ORIGINS is empty" in (await response.get_json())["errors"][0]["message"]
    assert git(content_dir, "status", "--porcelain") == ""


@pytest.mark.parametrize("value", ["javascript:alert(1)", "JaVaScRiPt:alert(1)",
                                   "data:text/html,<script>alert(1)</script>",
                                   " https://www.openstreetmap.org/"])
@pytest.mark.parametrize("field", ["map.linkUrl", "forms.quoteEmbedUrl"])
async def test_a_link_of_another_scheme_is_refused_by_the_model_for_owners_too(
        client: StaffClient, content_dir: Path, field: str, value: str) -> None:
    site, commits = await site_value(client), commit_count(content_dir)
    response = await client.put(SITE, json=with_field(site, field, value))
    assert response.status_code == 422
    assert refused_fields(await response.get_json()) == [field]
    assert commit_count(content_dir) == commits


async def test_the_schema_marks_the_owner_only_fields_for_the_form(clerk: StaffClient) -> None:
    """The editor shows these fields read-only to clerk: each path of OWNER_ONLY_FIELDS is
    marked where the form reads it, and no other field is."""
    schema = await (await clerk.get(f"{SITE}/schema")).get_json()
    marked = {name for name, node in schema["properties"].items() if node.get("x-owner-only")}
    assert marked == {"forms", "features"}
    map_fields = schema["$defs"]["MapEmbed"]["properties"]
    assert map_fields["embedUrl"]["x-owner-only"] is True
    assert "x-owner-only" not in map_fields["linkUrl"]
    rules = await (await clerk.get("/api/admin/documents/copy/wording-rules/schema")).get_json()
    assert rules["x-owner-only"] is True
    page = await (await clerk.get("/api/admin/documents/pages/about/schema")).get_json()
    assert "x-owner-only" not in json.dumps(page)
