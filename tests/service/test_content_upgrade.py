"""Each earlier release's content (tests/fixtures/content-releases) started under this code: one
commit "Migrate content to version N", every file valid, and the public API showing the phone,
address, hours, FAQ questions, team members and insurers the release showed. A model changed
without a migration fails here, as a release's content then no longer validates."""

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

import pytest
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.store.content_store import ContentStore
from service.store.content_validity import invalid_files
from service.store.migrations.runner import migrate_content
from service.store.migrations.steps import CONTENT_VERSION
from service.store.migrations.version_file import read_content_version
from tests.conftest import TEST_CONTENT, commit_count, eventually, git, make_content_copy

RELEASES = Path(__file__).resolve().parents[1] / "fixtures" / "content-releases"
NINE_TO = {"opens": "09:00", "closes": "17:00"}
# What 732fda6's pages showed from its rows (Monday to Friday 9:00 AM to 5:00 PM, Saturday 9:00 AM
# to 12:00 PM, Evenings By appointment, Sunday Closed), written out by hand.
HOURS_AT_732FDA6 = {
    **dict.fromkeys(("monday", "tuesday", "wednesday", "thursday", "friday"), NINE_TO),
    "saturday": {"opens": "09:00", "closes": "12:00"}, "sunday": None,
    "note": "Evenings by appointment"}


def release_facts(folder: Path) -> dict[str, Any]:
    """The facts as the release's own files hold them (hours as its pages showed them)."""
    def read(name: str) -> Any:
        return json.loads((folder / name).read_text("utf-8"))
    site = read("site.json")
    return {"phone": site["phone"], "address": site["address"],
            "hours": site["hours"] if isinstance(site["hours"], dict) else HOURS_AT_732FDA6,
            "faq": [item["question"] for section in read("copy/faq.json")["sections"]
                    for item in section["items"]],
            "team": [(agent["name"], agent["title"]) for agent in read("copy/team.json")["agents"]],
            "insurers": [company["name"] for company in read("companies.json")]}


async def served_facts(client: QuartClient) -> dict[str, Any]:
    async def get(path: str) -> Any:
        response = await client.get(path)
        assert response.status_code == 200, path
        return await response.get_json()
    return facts_from(*[await get(path) for path in FACT_ADDRESSES])


# The answers the facts a visitor sees come from: site facts, FAQ, team, insurers.
FACT_ADDRESSES = ("/api/site", "/api/copy/faq", "/api/copy/team", "/api/companies")


def facts_from(site: Any, faq: Any, team: Any, companies: Any) -> dict[str, Any]:
    """The phone, address, hours, FAQ questions, team and insurers the API's answers show."""
    return {"phone": site["phone"], "address": site["address"],
            "hours": {day: times for day, times in site["hours"].items()
                      if times is not None or day != "note"},
            "faq": [item["question"] for section in faq["sections"] for item in section["items"]],
            "team": [(agent["name"], agent["title"]) for agent in team["agents"]],
            "insurers": [company["name"] for company in companies]}


@pytest.mark.parametrize("release", sorted(path.name for path in RELEASES.iterdir()))
async def test_a_release_s_content_is_migrated_in_one_commit_and_shows_the_same_facts(
        release: str, tmp_path: Path, web_dist: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="service.ops.content_upgrade")
    folder = make_content_copy(tmp_path / "content", RELEASES / release)
    before = release_facts(folder)
    settings = Settings(content_dir=folder, web_dist=web_dist, watch=False,
                        instance_dir=tmp_path / "instance", request_digest=False)
    app = create_app(settings)
    async with app.test_app():
        assert commit_count(folder) == 2
        assert git(folder, "log", "-1", "--format=%s").strip() == (
            f"Migrate content to version {CONTENT_VERSION}")
        assert git(folder, "status", "--porcelain") == ""
        assert invalid_files(ContentStore(folder)) == []
        client = app.test_client()
        assert await served_facts(client) == before
        health = await (await client.get("/healthz")).get_json()
        assert (health["status"], health["problems"], health["degraded"]) == ("ok", [], [])
    assert f"migrated: content version 1 -> {CONTENT_VERSION}" in caplog.text  # none recorded
    async with create_app(settings).test_app():  # the next start finds nothing to do
        assert commit_count(folder) == 2


def test_the_test_content_is_at_this_release_s_version() -> None:
    """The tests run on content of the current shape, recorded as such (else every test's start
    would migrate it first)."""
    assert read_content_version(TEST_CONTENT) == CONTENT_VERSION


async def test_a_replica_does_not_migrate_and_says_it_waits_for_the_primary(
        tmp_path: Path, web_dist: Path) -> None:
    folder = make_content_copy(tmp_path / "content", RELEASES / "732fda6")
    app = create_app(Settings(content_dir=folder, web_dist=web_dist, watch=False,
                              instance_dir=tmp_path / "instance", read_only=True))
    async with app.test_app():
        response = await app.test_client().get("/healthz")
        body = await response.get_json()
    assert commit_count(folder) == 1 and not (folder / "version.json").exists()
    assert response.status_code == 503
    assert (f"the content is at version 1, this release reads version {CONTENT_VERSION}: "
            f"waiting for the primary's commit 'Migrate content to version {CONTENT_VERSION}'"
            in body["problems"])


async def test_a_replica_takes_the_primary_s_migration_when_it_pulls_and_is_healthy(
        tmp_path: Path, web_dist: Path) -> None:
    primary = make_content_copy(tmp_path / "primary", RELEASES / "732fda6")
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "--quiet", "--bare", "--initial-branch=main", str(remote))
    git(primary, "push", "--quiet", str(remote), "HEAD:refs/heads/main")
    replica = tmp_path / "replica"
    git(tmp_path, "clone", "--quiet", str(remote), str(replica))
    app = create_app(Settings(content_dir=replica, web_dist=web_dist, watch=False,
                              instance_dir=tmp_path / "instance", read_only=True,
                              git_remote=str(remote), pull_seconds=0.2))
    async with app.test_app():
        client = app.test_client()
        assert (await client.get("/healthz")).status_code == 503
        migrate_content(ContentStore(primary), "agency migrate")
        git(primary, "push", "--quiet", str(remote), "HEAD:refs/heads/main")
        await eventually(lambda: (replica / "version.json").exists(), seconds=20)
        for _ in range(200):  # the pull's refresh follows the files it moved
            if (await client.get("/healthz")).status_code == 200:
                break
            await asyncio.sleep(0.1)
        health = await (await client.get("/healthz")).get_json()
        assert (health["status"], health["problems"]) == ("ok", []), health
        assert await served_facts(client) == release_facts(RELEASES / "732fda6")
    assert git(replica, "log", "-1", "--format=%s").strip() == (
        f"Migrate content to version {CONTENT_VERSION}")
