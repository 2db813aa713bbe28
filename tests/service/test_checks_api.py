"""The checks' staff endpoints: a stored post's or document's findings, and an unsaved draft's."""

import json

from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.state import EXTENSION_KEY
from service.store.content_store import ContentStore
from tests.service.conftest import StaffClient

SENTENCE = "We guarantee the lowest price and complete coverage."


async def test_a_draft_lists_three_risks_with_suggestions_then_advice(
        client: StaffClient, store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    response = await client.post("/api/admin/blog-posts/checks", json={
        "title": post.title, "excerpt": "", "content": f"<p>{SENTENCE}</p>",
        "slug": post.slug})
    assert response.status_code == 200, await response.get_data()
    found = await response.get_json()
    risks = [(f["rule"], f["phrase"], f["excerpt"]) for f in found if f["severity"] == "risk"]
    assert risks == [("promise-of-outcome", "guarantee", SENTENCE),
                     ("price-claim", "lowest price", SENTENCE),
                     ("promise-of-outcome", "complete coverage", SENTENCE)]
    assert all(f["suggestion"] and f["message"] for f in found)
    assert [f["rule"] for f in found if f["severity"] == "advice"] == ["excerpt-missing"]


async def test_a_new_post_with_a_stored_title_is_told_so(client: StaffClient,
                                                         store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    response = await client.post("/api/admin/blog-posts/checks", json={
        "title": post.title, "excerpt": "Words.", "content": ""})
    assert [f["rule"] for f in await response.get_json()] == ["duplicate-title"]


async def test_a_stored_post_is_checked_by_its_slug(app: Quart, client: StaffClient,
                                                    store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    path = store.post_path(post.slug)
    data = json.loads(path.read_text("utf-8")) | {"content": "<p>Our specialists help.</p>"}
    path.write_text(json.dumps(data), "utf-8")
    await app.extensions[EXTENSION_KEY].cache.refresh({path})  # as the watcher would
    response = await client.get(f"/api/admin/blog-posts/{post.slug}/checks")
    assert response.status_code == 200
    assert [(f["rule"], f["phrase"], f["excerpt"], f["field"])
            for f in await response.get_json() if f["severity"] == "risk"] == [
        ("special-expertise", "specialists", "Our specialists help.", "content")]
    missing = await client.get("/api/admin/blog-posts/no-such-post/checks")
    assert missing.status_code == 404


async def test_documents_stored_and_unsaved(client: StaffClient) -> None:
    stored = await client.get("/api/admin/documents/copy/team/checks")
    assert stored.status_code == 200 and await stored.get_json() == []
    draft = await client.post("/api/admin/documents/copy/team/checks", json={
        "data": {"mission": "Fully covered, always.", "agents": "not a list"}})
    assert draft.status_code == 200
    assert [(f["field"], f["phrase"]) for f in await draft.get_json()] == [
        ("mission", "Fully covered")]
    gone = await client.get("/api/admin/documents/pages/no-such-page/checks")
    assert gone.status_code == 404


async def test_only_staff_read_checks(anonymous: QuartClient) -> None:
    response = await anonymous.get("/api/admin/documents/site/checks")
    assert response.status_code == 401


async def test_wording_reviews_are_kept_on_disk_and_never_shown_to_visitors(
        app: Quart, anonymous: QuartClient, store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    path = store.post_path(post.slug)
    review = {"rule": "special-expertise", "phrase": "experts", "excerpt": "Our experts.",
              "by": "agency", "at": "2026-11-26T00:00:00Z"}
    path.write_text(json.dumps(json.loads(path.read_text("utf-8")) | {
        "wordingReviews": [review]}), "utf-8")
    await app.extensions[EXTENSION_KEY].cache.refresh({path})
    assert [r.model_dump() for r in store.read_post(post.slug).wordingReviews] == [review]
    answer = await (await anonymous.get(f"/api/blog-posts/{post.slug}")).get_json()
    assert "wordingReviews" not in answer and answer["slug"] == post.slug
    listed = await (await anonymous.get("/api/blog-posts")).get_json()
    assert all("wordingReviews" not in entry for entry in listed)


async def test_a_bad_rule_is_refused_on_save_with_its_field_named(client: StaffClient) -> None:
    path = "/api/admin/documents/copy/wording-rules"
    rules = (await (await client.get(path)).get_json())["value"]
    rules["rules"][1]["patterns"][0] = "save (?=now)"
    response = await client.put(path, json=rules)
    assert response.status_code == 422
    fields = [error["field"] for error in (await response.get_json())["errors"]]
    assert fields == ["rules.1.patterns.0"]
    rules["rules"][1]["patterns"][0] = "save\\s+now"
    assert (await client.put(path, json=rules)).status_code == 200
    draft = await client.post("/api/admin/blog-posts/checks", json={
        "title": "Save now", "excerpt": "x", "content": ""})
    assert [f["phrase"] for f in await draft.get_json()] == ["Save now"]
