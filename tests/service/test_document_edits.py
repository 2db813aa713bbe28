"""Staff change any document other than a post through the API: checked by its model, one commit
of that file by the staff member, no lost update (If-Match), history and restore."""

import json
from pathlib import Path
from typing import Any

from quart.typing import TestClientProtocol as QuartClient

from service.auth.session_guard import CSRF_HEADER
from tests.conftest import commit_count, files_in_commit, git, work_tree_status
from tests.service.conftest import ORIGIN, STAFF_USER, StaffClient

SITE = "/api/admin/documents/site"


def stored(content_dir: Path, name: str) -> Any:
    return json.loads((content_dir / f"{name}.json").read_text("utf-8"))


async def read(client: StaffClient, path: str = SITE) -> tuple[dict[str, Any], str]:
    response = await client.get(path)
    assert response.status_code == 200, await response.get_data()
    return await response.get_json(), response.headers["ETag"]


async def test_a_document_reads_as_stored_with_its_version(client: StaffClient,
                                                           content_dir: Path) -> None:
    answer, etag = await read(client, "/api/admin/documents/pages/about")
    assert answer == {"name": "pages/about", "value": stored(content_dir, "pages/about")}
    assert etag.startswith('"') and len(etag) > 10


async def test_a_change_is_one_commit_of_that_file_by_the_staff_member_and_shows_at_once(
        client: StaffClient, content_dir: Path) -> None:
    (site, etag), before = await read(client), commit_count(content_dir)
    changed = site["value"] | {"phone": "(203) 555-0199"}
    changed["hours"] = changed["hours"] | {"saturday": None, "note": "Saturdays by appointment"}
    response = await client.put(SITE, json=changed, headers={"If-Match": etag})
    assert response.status_code == 200, await response.get_data()
    assert (await response.get_json())["value"] == changed == stored(content_dir, "site")
    assert response.headers["ETag"] != etag
    assert commit_count(content_dir) == before + 1
    assert files_in_commit(content_dir) == ["site.json"]
    assert git(content_dir, "log", "-1", "--format=%an").strip() == STAFF_USER
    public = await (await client.get("/api/site")).get_json()
    assert public["phone"] == "(203) 555-0199" and public["hours"]["saturday"] is None


async def test_a_change_made_to_an_older_version_is_refused_and_nothing_is_lost(
        client: StaffClient, content_dir: Path) -> None:
    (site, etag), original = await read(client), stored(content_dir, "site")
    first = await client.put(SITE, json=site["value"] | {"fax": "(203) 555-0100"},
                             headers={"If-Match": etag})
    assert first.status_code == 200
    stale = await client.put(SITE, json=site["value"] | {"fax": "(203) 555-0111"},
                             headers={"If-Match": etag})
    assert stale.status_code == 412
    assert stored(content_dir, "site") == original | {"fax": "(203) 555-0100"}
    unnamed = await client.raw.put(SITE, json=site["value"], headers={
        "Origin": ORIGIN, CSRF_HEADER: client.csrf_token})
    assert unnamed.status_code == 428


async def test_a_document_the_model_refuses_changes_nothing(client: StaffClient,
                                                          content_dir: Path) -> None:
    site, _ = await read(client)
    before, original = commit_count(content_dir), stored(content_dir, "site")
    bad_hours = site["value"] | {"hours": site["value"]["hours"] | {
        "monday": {"opens": "17:00", "closes": "09:00"}}}
    for body, status, words in [(bad_hours, 422, "must be later than opens"),
                                (site["value"] | {"phone": 5}, 422, "phone"),
                                ([], 422, "site")]:
        response = await client.put(SITE, json=body)
        assert response.status_code == status, (body, await response.get_data())
        assert words in (await response.get_json())["message"]
    not_json = await client.put(SITE, data=b"{not json", headers={
        "Content-Type": "application/json"})
    assert not_json.status_code == 400
    assert commit_count(content_dir) == before and stored(content_dir, "site") == original
    assert work_tree_status(content_dir) == ""


async def test_only_the_documents_of_the_site_can_be_read_or_changed(client: StaffClient,
                                                                   content_dir: Path) -> None:
    for name in ("nothing", "posts/winter", "pages/../site", "copy/unknown", "pages/UPPER",
                 ".store/post-index"):
        assert (await client.get(f"/api/admin/documents/{name}")).status_code == 404, name
        assert (await client.put(f"/api/admin/documents/{name}", json={})).status_code == 404
    assert work_tree_status(content_dir) == ""


async def test_history_names_each_change_and_restore_brings_one_back_as_a_new_commit(
        client: StaffClient, content_dir: Path) -> None:
    original = stored(content_dir, "pages/contact")
    path = "/api/admin/documents/pages/contact"
    assert (await client.put(path, json=original | {"title": "Reach us"})).status_code == 200
    versions = (await (await client.get(f"{path}/history")).get_json())["versions"]
    assert [v["author"] for v in versions[:1]] == [STAFF_USER]
    assert versions[0]["value"]["title"] == "Reach us" and versions[1]["value"] == original
    restored = await client.post(f"{path}/restore", json={"rev": versions[1]["rev"]})
    assert restored.status_code == 200
    assert (await restored.get_json())["value"] == original == stored(content_dir, "pages/contact")
    assert git(content_dir, "log", "-1", "--format=%s").startswith("Restore pages/contact to ")
    unknown = await client.post(f"{path}/restore", json={"rev": "0" * 40})
    assert unknown.status_code == 422


async def test_visitors_cannot_read_or_change_documents_here(anonymous: QuartClient) -> None:
    assert (await anonymous.get(SITE)).status_code == 401
    assert (await anonymous.put(SITE, json={})).status_code == 401
