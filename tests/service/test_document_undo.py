"""A document's history lists each field a version changed with its old and new value, and one
change is undone alone: a new commit with that field back, the version's other changes kept,
through a save's checks (owner-only fields, wording review, the stored version), refused with
409 when the field changed since."""

import json
from pathlib import Path
from typing import Any

from service.documents.field_changes import SEPARATOR
from service.documents.writes import change_document
from service.store.content_store import ContentStore
from tests.conftest import commit_count, git
from tests.service.conftest import StaffClient

COMPANIES = "/api/admin/documents/companies"
SITE = "/api/admin/documents/site"
S = SEPARATOR.strip()  # the mark between the labels of a place


def stored(content_dir: Path, name: str) -> Any:
    return json.loads((content_dir / f"{name}.json").read_text("utf-8"))


def travelers(companies: list[dict[str, Any]]) -> dict[str, Any]:
    return next(company for company in companies if company["name"] == "Travelers")


def two_field_version(store: ContentStore, content_dir: Path) -> list[dict[str, Any]]:
    """A version changing Travelers' claims phone and website: answers the document before it."""
    before = stored(content_dir, "companies")
    after = json.loads(json.dumps(before))
    travelers(after).update(claimsPhone="(800) 555-0199", website="https://claims.example.com")
    change_document(store, "companies", after, author="Anna")
    return before


async def history(client: StaffClient, path: str = COMPANIES) -> list[dict[str, Any]]:
    response = await client.get(f"{path}/history")
    assert response.status_code == 200, await response.get_data()
    return list((await response.get_json())["versions"])


async def test_the_history_lists_each_changed_field_by_the_items_name_with_old_and_new(
        client: StaffClient, store: ContentStore, content_dir: Path) -> None:
    before = two_field_version(store, content_dir)
    index = before.index(travelers(before))
    newest = (await history(client))[0]
    assert newest["author"] == "Anna"
    assert newest["changes"] == [
        {"path": [index, "website"], "place": f"Travelers {S} Website",
         "old": travelers(before)["website"], "new": "https://claims.example.com"},
        {"path": [index, "claimsPhone"], "place": f"Travelers {S} 24-hour claims phone",
         "old": travelers(before)["claimsPhone"], "new": "(800) 555-0199"}]


async def test_one_change_is_undone_alone_as_a_new_commit_and_the_others_stay(
        client: StaffClient, store: ContentStore, content_dir: Path) -> None:
    before = two_field_version(store, content_dir)
    newest, commits = (await history(client))[0], commit_count(content_dir)
    phone = next(c for c in newest["changes"] if c["place"].endswith("claims phone"))
    response = await client.post(f"{COMPANIES}/undo", json={"rev": newest["rev"],
                                                            "path": phone["path"]})
    assert response.status_code == 200, await response.get_data()
    now = travelers(stored(content_dir, "companies"))
    assert now["claimsPhone"] == travelers(before)["claimsPhone"]
    assert now["website"] == "https://claims.example.com"
    assert travelers((await response.get_json())["value"]) == now
    assert commit_count(content_dir) == commits + 1
    assert git(content_dir, "log", "-1", "--format=%s").startswith(
        f"Undo Travelers {S} 24-hour claims phone (")
    undone = (await history(client))[0]
    assert [(c["old"], c["new"]) for c in undone["changes"]] == [
        ("(800) 555-0199", travelers(before)["claimsPhone"])]


async def test_a_field_changed_since_is_refused_with_409_and_nothing_is_written(
        client: StaffClient, store: ContentStore, content_dir: Path) -> None:
    two_field_version(store, content_dir)
    version = (await history(client))[0]
    later = stored(content_dir, "companies")
    travelers(later)["claimsPhone"] = "(800) 555-0777"
    change_document(store, "companies", later, author="Ben")
    commits = commit_count(content_dir)
    phone = next(c for c in version["changes"] if c["place"].endswith("claims phone"))
    refused = await client.post(f"{COMPANIES}/undo", json={"rev": version["rev"],
                                                           "path": phone["path"]})
    assert refused.status_code == 409
    assert (await refused.get_json())["message"] == (
        f"Travelers {S} 24-hour claims phone has changed since that version, so the change was "
        "not undone. Open the document to see it as it is now.")
    assert commit_count(content_dir) == commits
    assert travelers(stored(content_dir, "companies"))["claimsPhone"] == "(800) 555-0777"


async def test_a_path_the_version_did_not_change_or_a_bad_body_is_refused(
        client: StaffClient, store: ContentStore, content_dir: Path) -> None:
    two_field_version(store, content_dir)
    rev = (await history(client))[0]["rev"]
    commits = commit_count(content_dir)
    unchanged = await client.post(f"{COMPANIES}/undo", json={"rev": rev, "path": [0, "name"]})
    assert unchanged.status_code == 422
    assert "did not change" in (await unchanged.get_json())["message"]
    for body in ({"rev": "0" * 40, "path": [0, "name"]}, {"rev": rev}, {"rev": rev, "path": [-1]},
                 {"rev": rev, "path": [{"a": 1}]}, {"rev": "--all", "path": []}):
        assert (await client.post(f"{COMPANIES}/undo", json=body)).status_code == 422, body
    assert commit_count(content_dir) == commits


async def test_an_owner_only_change_is_undone_only_by_an_owner(
        client: StaffClient, clerk: StaffClient, store: ContentStore, content_dir: Path) -> None:
    site = stored(content_dir, "site")
    site["features"] = {"inlinePostEditing": not site["features"].get("inlinePostEditing", False)}
    change_document(store, "site", site, author="Owner")
    version = (await history(client, SITE))[0]
    flag = next(c for c in version["changes"] if c["path"][0] == "features")
    body = {"rev": version["rev"], "path": flag["path"]}
    refused = await clerk.post(f"{SITE}/undo", json=body)
    assert refused.status_code == 403, await refused.get_data()
    assert stored(content_dir, "site")["features"] == site["features"]
    assert (await client.post(f"{SITE}/undo", json=body)).status_code == 200
    assert stored(content_dir, "site")["features"] != site["features"]
