"""Authors: the team answered as [{id, name, role}], a post's author written and served, staff
accounts linked to the member they write as, and a renamed member reaching the pages and feed."""

import json
from pathlib import Path
from typing import Any

from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.cache.content_cache import ContentCache
from service.render.read_changes import ReadChanges, affected
from service.store.content_store import ContentStore
from tests.addresses import post_address
from tests.service.conftest import CLERK_USER, StaffClient

TEAM = [
    {"id": "eleanor-whitcomb", "name": "Eleanor Whitcomb", "role": "Principal Agent"},
    {"id": "thomas-whitcomb", "name": "Thomas Whitcomb",
     "role": "Agent, Personal Lines and Life Insurance"},
]
SURETY = "a-contractors-guide-to-surety-bonds"  # written by eleanor-whitcomb in the fixture


def rename_member(content_dir: Path, member_id: str, name: str) -> Path:
    path = content_dir / "copy" / "team.json"
    team = json.loads(path.read_text("utf-8"))
    next(agent for agent in team["agents"] if agent["id"] == member_id)["name"] = name
    path.write_text(json.dumps(team, indent=2), "utf-8")
    return path


async def test_the_authors_are_the_team_by_id_name_and_role(anonymous: QuartClient) -> None:
    response = await anonymous.get("/api/authors")
    assert response.status_code == 200 and response.mimetype == "application/json"
    assert await response.get_json() == TEAM


async def test_a_post_names_its_author_in_its_public_answers(anonymous: QuartClient) -> None:
    post = await (await anonymous.get(f"/api/blog-posts/{SURETY}")).get_json()
    assert post["author"] == "eleanor-whitcomb"
    summaries = await (await anonymous.get("/api/blog-posts?view=summary")).get_json()
    assert {p["slug"]: p["author"] for p in summaries}[SURETY] == "eleanor-whitcomb"


async def test_staff_write_clear_and_keep_a_posts_author(client: StaffClient) -> None:
    added = await client.post("/api/admin/blog-posts", json={
        "title": "Who wrote this", "author": "thomas-whitcomb"})
    assert added.status_code == 201
    slug = (await added.get_json())["slug"]
    assert (await added.get_json())["author"] == "thomas-whitcomb"
    fields: dict[str, Any] = {"title": "Who wrote this", "excerpt": "", "content": "<p>A.</p>",
                              "imageUrl": None}
    kept = await client.patch(f"/api/admin/blog-posts/{slug}", json=fields)
    assert (await kept.get_json())["author"] == "thomas-whitcomb"  # left out: unchanged
    changed = await client.patch(f"/api/admin/blog-posts/{slug}",
                                 json=fields | {"author": "eleanor-whitcomb"})
    assert (await changed.get_json())["author"] == "eleanor-whitcomb"
    cleared = await client.patch(f"/api/admin/blog-posts/{slug}", json=fields | {"author": None})
    assert cleared.status_code == 200 and (await cleared.get_json())["author"] is None
    refused = await client.patch(f"/api/admin/blog-posts/{slug}",
                                 json=fields | {"author": "Not An Id"})
    assert refused.status_code == 422
    assert [e["field"] for e in (await refused.get_json())["errors"]] == ["author"]


async def test_the_session_says_which_member_the_account_writes_as(
        client: StaffClient, clerk: StaffClient) -> None:
    assert (await (await clerk.get("/api/auth/session")).get_json())["member"] is None
    linked = await client.patch(f"/api/admin/staff/{CLERK_USER}",
                                json={"member": "thomas-whitcomb"})
    assert linked.status_code == 200
    assert (await linked.get_json())["member"] == "thomas-whitcomb"
    session = await (await clerk.get("/api/auth/session")).get_json()
    assert session["member"] == "thomas-whitcomb"  # an open session reads the link at once
    accounts = await (await client.get("/api/admin/staff")).get_json()
    assert {a["username"]: a["member"] for a in accounts}[CLERK_USER] == "thomas-whitcomb"
    unlinked = await client.patch(f"/api/admin/staff/{CLERK_USER}", json={"member": None})
    assert (await unlinked.get_json())["member"] is None
    refused = await clerk.patch(f"/api/admin/staff/{CLERK_USER}", json={"member": None})
    assert refused.status_code == 403  # owners only


async def test_an_account_links_only_to_a_member_the_team_has(client: StaffClient) -> None:
    unknown = await client.patch(f"/api/admin/staff/{CLERK_USER}", json={"member": "nobody"})
    assert unknown.status_code == 422
    assert (await unknown.get_json())["message"] == (
        "No team member has the id 'nobody' (the team's ids: eleanor-whitcomb, thomas-whitcomb)")
    malformed = await client.patch(f"/api/admin/staff/{CLERK_USER}", json={"member": "Tom W"})
    assert malformed.status_code == 422
    added = await client.post("/api/admin/staff",
                              json={"username": "sam", "member": "eleanor-whitcomb"})
    assert added.status_code == 201 and (await added.get_json())["member"] == "eleanor-whitcomb"
    not_added = await client.post("/api/admin/staff", json={"username": "kim", "member": "nobody"})
    assert not_added.status_code == 422
    names = [a["username"] for a in await (await client.get("/api/admin/staff")).get_json()]
    assert "kim" not in names


async def test_a_renamed_member_changes_the_reads_of_the_pages_that_show_them(
        store: ContentStore, content_dir: Path) -> None:
    cache = ContentCache(store)
    await cache.load()
    changes = ReadChanges(cache)
    changes.catch_up()
    await cache.refresh({rename_member(content_dir, "eleanor-whitcomb", "Eleanor W. Hale")})
    changed = changes.catch_up()
    assert changed == {"/api/authors", "/api/copy/team"}
    post_page = ("/api/site", f"/api/blog-posts/{SURETY}", "/api/authors")
    assert affected(post_page, changed)
    assert not affected(("/api/site", f"/api/blog-posts/{SURETY}"), changed)
    assert json.loads(cache.authors_json)[0]["name"] == "Eleanor W. Hale"


async def test_the_feed_names_each_posts_author(app: Quart, anonymous: QuartClient,
                                                content_dir: Path) -> None:
    feed = await (await anonymous.get("/feed.xml")).get_data(as_text=True)
    assert 'xmlns:dc="http://purl.org/dc/elements/1.1/"' in feed
    entry = feed[feed.index(post_address(SURETY)):]
    entry = entry[:entry.index("</entry>")]
    assert ("<author><name>Eleanor Whitcomb</name>"
            "<uri>http://localhost/about/our-team#eleanor-whitcomb</uri></author>") in entry
    assert "<dc:creator>Eleanor Whitcomb</dc:creator>" in entry
    path = rename_member(content_dir, "eleanor-whitcomb", "Eleanor W. Hale")
    await app.extensions["agency_content"].cache.refresh({path})
    feed = await (await anonymous.get("/feed.xml")).get_data(as_text=True)
    assert "<dc:creator>Eleanor W. Hale</dc:creator>" in feed
