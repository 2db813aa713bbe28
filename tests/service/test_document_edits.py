"""Staff change any document other than a post through the API: checked by its model, one commit
of that file by the staff member, no lost update (If-Match), history and restore."""

import json
from pathlib import Path
from typing import Any

from quart.typing import TestClientProtocol as QuartClient

from service.auth.session_guard import CSRF_HEADER
from service.content.copy import COPY_MODELS
from service.content.document_kind import GROUPS
from service.content.registry import DOCUMENT_TITLES
from tests.conftest import commit_count, files_in_commit, git, work_tree_status
from tests.service.conftest import ORIGIN, STAFF_USER, StaffClient

DOCUMENTS = "/api/admin/documents"
SITE = f"{DOCUMENTS}/site"


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


async def test_the_list_names_every_editable_document_with_a_title_for_staff(
        client: StaffClient, content_dir: Path) -> None:
    response = await client.get(DOCUMENTS)
    assert response.status_code == 200
    listed = {item["name"]: item for item in await response.get_json()}
    on_disk = {path.relative_to(content_dir).with_suffix("").as_posix()
               for folder in ("pages", "copy", "products")
               for path in (content_dir / folder).glob("*.json")}
    assert set(listed) == {"site", "services", "companies"} | on_disk
    assert listed["site"] == {"name": "site", "title": "Agency facts", "group": "Agency",
                              "problem": None}
    assert listed["companies"]["title"] == "Companies we represent"
    assert listed["copy/faq"]["title"] == "FAQ"
    product = stored(content_dir, "products/flood-insurance")
    assert listed["products/flood-insurance"]["title"] == product["title"]
    assert listed["pages/about"]["title"] == stored(content_dir, "pages/about")["title"]
    assert [item for item in listed.values() if item["problem"] is not None] == []


def test_every_kind_of_copy_has_a_title_for_staff() -> None:
    assert {f"copy/{name}" for name in COPY_MODELS} <= set(DOCUMENT_TITLES)


async def test_a_file_broken_by_hand_is_listed_with_its_problem_and_the_rest_of_the_site_works(
        client: StaffClient, content_dir: Path) -> None:
    faq = stored(content_dir, "copy/faq")
    (content_dir / "copy/faq.json").write_text(json.dumps(faq | {"title": ""}), "utf-8")
    listed = {item["name"]: item for item in await (await client.get(DOCUMENTS)).get_json()}
    assert listed["copy/faq"]["title"] == "FAQ"
    assert "title" in listed["copy/faq"]["problem"]
    assert listed["copy/team"]["problem"] is None
    broken = await client.get(f"{DOCUMENTS}/copy/faq")
    assert broken.status_code == 409 and "title" in (await broken.get_json())["message"]
    assert (await client.get("/api/site")).status_code == 200
    posts = await client.get("/api/blog-posts?view=summary")
    assert posts.status_code == 200
    slug = (await posts.get_json())[0]["slug"]
    assert (await client.get(f"/api/blog-posts/{slug}")).status_code == 200
    assert (await client.get("/api/copy/team")).status_code == 200
    # Saving a valid FAQ puts the file right.
    assert (await client.put(f"{DOCUMENTS}/copy/faq", json=faq)).status_code == 200
    assert (await client.get(f"{DOCUMENTS}/copy/faq")).status_code == 200


async def refusal(client: StaffClient, name: str, body: Any) -> list[dict[str, str]]:
    response = await client.put(f"{DOCUMENTS}/{name}", json=body)
    assert response.status_code == 422, await response.get_data()
    answer = await response.get_json()
    assert answer["message"] and all(e["message"] for e in answer["errors"])
    return answer["errors"]


def fields(errors: list[dict[str, str]]) -> list[str]:
    return [error["field"] for error in errors]


async def test_a_refusal_names_each_field_as_a_dotted_path_into_the_document(
        client: StaffClient, content_dir: Path) -> None:
    site, companies = stored(content_dir, "site"), stored(content_dir, "companies")
    team = stored(content_dir, "copy/team")
    before = commit_count(content_dir)
    assert fields(await refusal(client, "site", site | {"phone": 5})) == ["phone"]
    late = site | {"hours": site["hours"] | {"monday": {"opens": "17:00", "closes": "09:00"}}}
    [error] = await refusal(client, "site", late)
    assert error == {"field": "hours.monday.closes",
                     "message": "closes (09:00) must be later than opens (17:00)"}
    companies[2] = companies[2] | {"claimUrl": "http://example.com", "website": None}
    website, claim = await refusal(client, "companies", companies)
    assert (website["field"], claim["field"]) == ("2.website", "2.claimUrl")
    assert claim["message"] == "Use an https:// address, like https://www.example.com"
    team["agents"][1] = team["agents"][1] | {"name": "", "email": "x@example", "fax": "none"}
    assert fields(await refusal(client, "copy/team", team)) == [
        "agents.1.name", "agents.1.email", "agents.1.fax"]
    # The agency's own numbers and address are held to the request forms' rules and words.
    phone, email = await refusal(client, "site", site | {"phone": "call us", "email": "info@"})
    assert phone == {"field": "phone",
                     "message": "Enter a 10-digit phone number, like (203) 555-0142."}
    assert email == {"field": "email", "message": "This e-mail address doesn't look complete."}
    companies = stored(content_dir, "companies")
    companies[0] = companies[0] | {"claimsPhone": "555-01"}
    assert fields(await refusal(client, "companies", companies)) == ["0.claimsPhone"]
    assert commit_count(content_dir) == before


async def test_special_hours_are_a_closure_or_other_hours_once_per_date(
        client: StaffClient, content_dir: Path) -> None:
    site = stored(content_dir, "site")
    assert site.get("specialHours", []) == []
    closed = {"date": "2026-11-26", "notice": "Closed for Thanksgiving", "closed": True}
    short = {"date": "2026-12-24", "notice": "Open 9 to noon", "opens": "09:00", "closes": "12:00"}
    both = closed | {"opens": "09:00", "closes": "12:00"}
    for days, field, words in [
            ([closed, closed | {"notice": "Again"}], "specialHours", "2026-11-26 is listed twice"),
            ([both], "specialHours.0", "one or the other"),
            ([{"date": "2026-11-26", "notice": "Closed"}], "specialHours.0", "either closed"),
            ([short | {"notice": " "}], "specialHours.0.notice", "Write the notice"),
            ([short | {"closes": "08:00"}], "specialHours.0.closes", "later than opens"),
            ([short | {"date": "2026-02-30"}], "specialHours.0.date", "date"),
            ([short | {"date": 20261224}], "specialHours.0.date", "YYYY-MM-DD"),
            ([short | {"opens": "9am"}], "specialHours.0.opens", "HH:MM")]:
        [error] = await refusal(client, "site", site | {"specialHours": days})
        assert error["field"] == field and words in error["message"], (days, error)
    saved = await client.put(SITE, json=site | {"specialHours": [closed, short]})
    assert saved.status_code == 200, await saved.get_data()
    assert stored(content_dir, "site")["specialHours"] == [closed, short]
    public = await (await client.get("/api/site")).get_json()
    assert public["specialHours"] == [closed | {"opens": None, "closes": None},
                                      short | {"closed": None}]


async def test_companies_carry_their_self_service_links_and_claims_line(
        client: StaffClient, content_dir: Path) -> None:
    companies = stored(content_dir, "companies")
    with_links = [c for c in companies if c["name"] != "RLI"]
    assert all(c["claimsPhone"].startswith("(800) 555-01") and c["payBillUrl"] == c["website"]
               == c["claimUrl"] for c in with_links)
    # The test content keeps one company without them, as an insurer may have none.
    [rli] = [c for c in companies if c["name"] == "RLI"]
    assert not {"payBillUrl", "claimUrl", "claimsPhone"} & rli.keys()
    companies[0] = companies[0] | {"claimsPhone": "(800) 555-0190",
                                   "claimUrl": "https://claims.example.com/report"}
    del companies[1]["payBillUrl"]
    assert (await client.put(f"{DOCUMENTS}/companies", json=companies)).status_code == 200
    assert stored(content_dir, "companies") == companies
    public = await (await client.get("/api/companies")).get_json()
    assert public[0]["claimsPhone"] == "(800) 555-0190" and public[1]["payBillUrl"] is None



async def test_each_document_is_listed_with_its_group_in_the_groups_order(
        client: StaffClient) -> None:
    listed = await (await client.get(DOCUMENTS)).get_json()
    group = {item["name"]: item["group"] for item in listed}
    assert group["site"] == group["companies"] == group["copy/team"] == "Agency"
    assert group["pages/about"] == group["copy/faq"] == group["copy/privacy"] == "Pages"
    assert group["services"] == group["copy/categories"] == "Insurance"
    assert group["products/flood-insurance"] == "Insurance products"
    order = [item["group"] for item in listed]
    assert order == sorted(order, key=GROUPS.index)
