"""Staff publishing through the API: create, drafts, schedule, rename, delete, history, restore."""

import asyncio
import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest
from quart.typing import TestClientProtocol as QuartClient

from service.store.content_store import ContentStore
from tests.addresses import post_address
from tests.conftest import commit_count, files_in_commit, git, work_tree_status
from tests.service.conftest import ORIGIN, StaffClient

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

SPEC_FIELDS = {"id", "slug", "title", "date", "excerpt", "content", "imageUrl", "imageAlt",
               "author", "coverages"}


async def new_draft(client: StaffClient, title: str = "Winter Storm Checklist",
                    **fields: Any) -> tuple[dict[str, Any], str]:
    response = await client.post("/api/admin/blog-posts", json={"title": title, **fields})
    assert response.status_code == 201, await response.get_data()
    return await response.get_json(), response.headers["ETag"]


async def visible_to_visitors(anonymous: QuartClient, slug: str) -> dict[str, bool]:
    one = await anonymous.get(f"/api/blog-posts/{slug}")
    listed = await (await anonymous.get("/api/blog-posts")).get_data(as_text=True)
    summary = await (await anonymous.get("/api/blog-posts?view=summary")).get_data(as_text=True)
    sitemap = await (await anonymous.get("/sitemap.xml")).get_data(as_text=True)
    feed = await (await anonymous.get("/feed.xml")).get_data(as_text=True)
    return {"one": one.status_code == 200, "list": f'"{slug}"' in listed,
            "summary": f'"{slug}"' in summary, "sitemap": f"{post_address(slug)}<" in sitemap,
            "feed": f"{post_address(slug)}\"" in feed}


async def test_a_new_post_is_a_draft_only_staff_see(client: StaffClient,
                                                   anonymous: QuartClient,
                                                   content_dir: Path) -> None:
    post, etag = await new_draft(client, content="<p>Before the snow flies.</p>")
    assert post["slug"] == "winter-storm-checklist" and post["status"] == "draft"
    assert post["publishAt"] is None and etag
    assert files_in_commit(content_dir) == ["posts/winter-storm-checklist.json"]
    assert git(content_dir, "log", "-1", "--format=%an").strip() == "editor"
    assert not any((await visible_to_visitors(anonymous, post["slug"])).values())
    staff_list = await (await client.get("/api/admin/blog-posts")).get_json()
    assert staff_list[0]["slug"] == post["slug"] and "content" not in staff_list[0]
    one = await client.get(f"/api/admin/blog-posts/{post['slug']}")
    assert one.status_code == 200 and one.headers["ETag"] == etag
    assert (await one.get_json())["content"] == "<p>Before the snow flies.</p>"


async def test_publish_then_unpublish(client: StaffClient, anonymous: QuartClient) -> None:
    post, etag = await new_draft(client)
    body = {"title": post["title"], "excerpt": "Five steps.", "content": "<p>Go.</p>",
            "imageUrl": None, "status": "published"}
    response = await client.patch(f"/api/admin/blog-posts/{post['slug']}", json=body,
                                  headers={"If-Match": etag})
    assert response.status_code == 200
    published = await response.get_json()
    assert published["status"] == "published" and published["excerpt"] == "Five steps."
    assert all((await visible_to_visitors(anonymous, post["slug"])).values())
    public = await (await anonymous.get(f"/api/blog-posts/{post['slug']}")).get_json()
    assert set(public) == SPEC_FIELDS
    response = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                  json=body | {"status": "draft"},
                                  headers={"If-Match": response.headers["ETag"]})
    assert (await response.get_json())["status"] == "draft"
    assert not any((await visible_to_visitors(anonymous, post["slug"])).values())


async def test_schedule_in_connecticut_time_and_refusals_beside_the_field(
        client: StaffClient, content_dir: Path) -> None:
    post, etag = await new_draft(client)
    body = {"title": post["title"], "excerpt": "", "content": "", "imageUrl": None,
            "status": "scheduled", "publishAt": "2031-07-04T09:30"}
    response = await client.patch(f"/api/admin/blog-posts/{post['slug']}", json=body,
                                  headers={"If-Match": etag})
    scheduled = await response.get_json()
    assert scheduled["status"] == "scheduled"
    assert scheduled["publishAt"] == "2031-07-04T13:30:00Z"  # EDT is UTC-4
    assert scheduled["date"] == "2031-07-04"
    before = commit_count(content_dir)
    for when in ("2020-01-01T09:00", "soon"):
        refused = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                     json=body | {"publishAt": when})
        assert refused.status_code == 422
        answer = await refused.get_json()
        assert answer["errors"][0]["field"] == "publishAt" and answer["message"]
    assert commit_count(content_dir) == before


async def test_a_post_scheduled_seconds_ahead_appears_by_itself(
        client: StaffClient, anonymous: QuartClient, app: Any) -> None:
    due = (dt.datetime.now(dt.UTC) + dt.timedelta(seconds=3)).isoformat()
    post, _ = await new_draft(client, status="scheduled", publishAt=due)
    assert post["status"] == "scheduled"
    assert (await anonymous.get(f"/api/blog-posts/{post['slug']}")).status_code == 404
    state = app.extensions["agency_content"]
    for _ in range(200):
        if post["slug"] in state.cache.public_slugs:
            break
        await asyncio.sleep(0.05)
    assert all((await visible_to_visitors(anonymous, post["slug"])).values())


async def test_renaming_a_published_post_redirects_its_old_address(
        client: StaffClient, anonymous: QuartClient, store: ContentStore,
        content_dir: Path) -> None:
    old = store.read_posts()[0][0]
    response = await client.get(f"/api/admin/blog-posts/{old.slug}")
    body = {"title": old.title, "excerpt": old.excerpt, "content": old.content,
            "imageUrl": old.imageUrl, "slug": "a-better-address"}
    renamed = await client.patch(f"/api/admin/blog-posts/{old.slug}", json=body,
                                 headers={"If-Match": response.headers["ETag"]})
    assert renamed.status_code == 200
    assert (await renamed.get_json())["slug"] == "a-better-address"
    assert sorted(files_in_commit(content_dir)) == sorted(
        [f"posts/{old.slug}.json", "posts/a-better-address.json", "redirects.json"])
    moved = await anonymous.get(f"{post_address(old.slug)}?utm=x")
    assert moved.status_code == 301
    assert moved.headers["Location"] == f"{post_address('a-better-address')}?utm=x"
    sitemap = await (await anonymous.get("/sitemap.xml")).get_data(as_text=True)
    assert f"{post_address(old.slug)}<" not in sitemap
    assert f"{post_address('a-better-address')}<" in sitemap
    assert (await anonymous.get(f"/api/blog-posts/{old.slug}")).status_code == 404
    taken = await client.patch("/api/admin/blog-posts/a-better-address",
                               json=body | {"slug": store.read_posts()[0][1].slug})
    assert taken.status_code == 409


async def test_delete_and_undo_and_the_recently_deleted_list(
        client: StaffClient, anonymous: QuartClient, store: ContentStore,
        content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    response = await client.delete(f"/api/admin/blog-posts/{post.slug}")
    assert response.status_code == 200
    deleted = await response.get_json()
    assert (deleted["slug"], deleted["title"], deleted["deletedBy"]) == (post.slug, post.title,
                                                                       "editor")
    assert (await anonymous.get(f"/api/blog-posts/{post.slug}")).status_code == 404
    for staff_read in (f"/api/admin/blog-posts/{post.slug}", f"/api/blog-posts/{post.slug}"):
        assert (await client.get(staff_read)).status_code == 404
    edit = {"title": "Too late", "excerpt": "", "content": "", "imageUrl": None}
    assert (await client.patch(f"/api/admin/blog-posts/{post.slug}", json=edit)).status_code == 404
    listed = await (await client.get("/api/admin/deleted-posts")).get_json()
    assert [d["slug"] for d in listed] == [post.slug]
    undone = await client.post(f"/api/admin/blog-posts/{post.slug}/restore", json={})
    assert undone.status_code == 200
    assert (await undone.get_json())["title"] == post.title
    assert (await anonymous.get(f"/api/blog-posts/{post.slug}")).status_code == 200
    assert await (await client.get("/api/admin/deleted-posts")).get_json() == []
    again = await client.post(f"/api/admin/blog-posts/{post.slug}/restore", json={})
    assert again.status_code == 409
    missing = await client.post("/api/admin/blog-posts/never-was/restore", json={})
    assert missing.status_code == 404
    assert work_tree_status(content_dir) == ""


async def test_history_and_restoring_a_version(client: StaffClient, store: ContentStore,
                                               content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    body = {"title": "Edit one", "excerpt": post.excerpt, "content": "<p>Alpha beta.</p>",
            "imageUrl": post.imageUrl}
    assert (await client.patch(f"/api/admin/blog-posts/{post.slug}", json=body)).status_code == 200
    body |= {"title": "Edit two", "content": "<p>Alpha gamma beta.</p>"}
    assert (await client.patch(f"/api/admin/blog-posts/{post.slug}", json=body)).status_code == 200
    versions = (await (await client.get(f"/api/admin/blog-posts/{post.slug}/history")).get_json())[
        "versions"]
    assert [v["title"] for v in versions] == ["Edit two", "Edit one", post.title]
    assert versions[0]["author"] == "editor" and versions[0]["changed"] == ["title", "content"]
    assert versions[0]["at"].endswith("Z") and len(versions[0]["shortRev"]) == 7
    detail = await (await client.get(
        f"/api/admin/blog-posts/{post.slug}/history/{versions[0]['rev']}")).get_json()
    assert detail["previous"]["title"] == "Edit one" and detail["post"]["title"] == "Edit two"
    assert detail["bodyDiff"] == [{"op": "same", "text": "Alpha "},
                                  {"op": "added", "text": "gamma "},
                                  {"op": "same", "text": "beta."}]
    restored = await client.post(f"/api/admin/blog-posts/{post.slug}/restore",
                                 json={"rev": versions[1]["rev"]})
    assert restored.status_code == 200
    assert (await restored.get_json())["title"] == "Edit one"
    assert git(content_dir, "log", "-1", "--format=%s|%an").strip() == \
        f"Restore post '{post.slug}' to {versions[1]['shortRev']}|editor"
    unknown = await client.get(f"/api/admin/blog-posts/{post.slug}/history/{'0' * 40}")
    assert unknown.status_code == 404


async def test_the_free_slug_for_a_title(client: StaffClient, store: ContentStore) -> None:
    taken = store.read_posts()[0][0]
    answer = await (await client.get("/api/admin/slug", query_string={
        "title": "Café crème: été 2025"})).get_json()
    assert answer == {"slug": "cafe-creme-ete-2025"}
    answer = await (await client.get("/api/admin/slug", query_string={
        "title": taken.slug.replace("-", " ")})).get_json()
    assert answer == {"slug": f"{taken.slug}-2"}
    answer = await (await client.get("/api/admin/slug", query_string={
        "title": taken.slug.replace("-", " "), "except": taken.slug})).get_json()
    assert answer == {"slug": taken.slug}


STAFF_READS = ["/api/admin/blog-posts", "/api/admin/deleted-posts", "/api/admin/slug?title=x",
               "/api/admin/blog-posts/{slug}", "/api/admin/blog-posts/{slug}/history"]


@pytest.mark.parametrize("path", STAFF_READS)
async def test_staff_reads_need_a_session(anonymous: QuartClient, store: ContentStore,
                                          path: str) -> None:
    slug = store.read_posts()[0][0].slug
    response = await anonymous.get(path.format(slug=slug))
    assert response.status_code == 401
    assert "message" in await response.get_json()


def new_writes(slug: str) -> list[tuple[str, str, Any]]:
    body = {"title": "T", "excerpt": "", "content": "", "imageUrl": None}
    return [("POST", "/api/admin/blog-posts", {"title": "Unwanted"}),
            ("PATCH", f"/api/admin/blog-posts/{slug}", body | {"status": "draft"}),
            ("PATCH", f"/api/admin/blog-posts/{slug}", body | {"slug": "elsewhere"}),
            ("DELETE", f"/api/admin/blog-posts/{slug}", None),
            ("POST", f"/api/admin/blog-posts/{slug}/restore", {"rev": "HEAD"})]


async def test_new_writes_need_a_session_the_site_and_the_token(
        anonymous: QuartClient, client: StaffClient, store: ContentStore,
        content_dir: Path) -> None:
    slug = store.read_posts()[0][0].slug
    before = commit_count(content_dir)
    for method, path, body in new_writes(slug):
        response = await anonymous.open(path, method=method, json=body,
                                        headers={"Origin": ORIGIN})
        assert response.status_code == 401, (method, path)
        response = await client.raw.open(path, method=method, json=body,
                                         headers={"Origin": "https://evil.example"})
        assert response.status_code == 403, (method, path)
        response = await client.raw.open(path, method=method, json=body,
                                         headers={"Origin": ORIGIN})
        assert response.status_code == 403, (method, path)  # no CSRF token
    assert commit_count(content_dir) == before


async def test_new_writes_on_a_stale_version_are_412(client: StaffClient, store: ContentStore,
                                                     content_dir: Path) -> None:
    slug = store.read_posts()[0][0].slug
    before = commit_count(content_dir)
    for method, path, body in new_writes(slug)[1:]:
        response = await client.open(path, method=method, json=body,
                                     headers={"If-Match": '"not-the-version"'})
        assert response.status_code == 412, (method, path)
    assert commit_count(content_dir) == before
    assert json.loads(store.post_path(slug).read_text("utf-8"))["slug"] == slug
