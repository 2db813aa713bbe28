"""The API holds a post or page to its wording review: refused (409 with the findings) until each
risk finding is acknowledged; the acknowledgements kept, named in the commit, dropped when stale."""

import json
from pathlib import Path
from typing import Any

from service.content.post import PostChange
from service.posts.writes import change_post
from service.store.content_store import ContentStore
from tests.conftest import commit_count, files_in_commit, git
from tests.service.conftest import StaffClient

RISKY = "<p>We guarantee the lowest price and complete coverage.</p>"
SENTENCE = "We guarantee the lowest price and complete coverage."
ALL_THREE = [{"rule": "promise-of-outcome", "phrase": "guarantee", "excerpt": SENTENCE},
             {"rule": "price-claim", "phrase": "lowest price", "excerpt": SENTENCE},
             {"rule": "promise-of-outcome", "phrase": "complete coverage", "excerpt": SENTENCE}]
TO_REVIEW = "This post has wording to review before it goes public."


async def new_post(client: StaffClient, **fields: Any) -> Any:
    return await client.post("/api/admin/blog-posts", json={"title": "Storm season", **fields})


async def draft(client: StaffClient, content: str = RISKY) -> dict[str, Any]:
    response = await new_post(client, content=content)
    assert response.status_code == 201, await response.get_data()
    return dict(await response.get_json())


def update(post: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {"title": post["title"], "excerpt": post["excerpt"], "content": post["content"],
            "imageUrl": post["imageUrl"], **fields}


def identities(findings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{key: f[key] for key in ("rule", "phrase", "excerpt")} for f in findings]


def stored(content_dir: Path, slug: str) -> dict[str, Any]:
    return dict(json.loads((content_dir / "posts" / f"{slug}.json").read_text("utf-8")))


async def test_a_draft_saves_freely_and_publishing_it_is_refused_with_its_findings(
        client: StaffClient, content_dir: Path) -> None:
    post = await draft(client)
    assert post["status"] == "draft" and post["wordingReviews"] == []
    commits = commit_count(content_dir)
    response = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                  json=update(post, status="published"))
    assert response.status_code == 409
    body = await response.get_json()
    assert body["message"] == TO_REVIEW
    assert identities(body["findings"]) == ALL_THREE
    assert all(f["severity"] == "risk" and f["suggestion"] for f in body["findings"])
    assert commit_count(content_dir) == commits
    assert stored(content_dir, post["slug"]).get("status") == "draft"


async def test_publishing_with_every_finding_acknowledged_keeps_who_and_when(
        client: StaffClient, content_dir: Path) -> None:
    post = await draft(client)
    half = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                              json=update(post, status="published", acknowledge=ALL_THREE[:2]))
    assert half.status_code == 409
    assert identities((await half.get_json())["findings"]) == ALL_THREE[2:]
    response = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                  json=update(post, status="published", acknowledge=ALL_THREE))
    assert response.status_code == 200, await response.get_data()
    published = await response.get_json()
    assert published["status"] == "published"
    reviews = published["wordingReviews"]
    assert identities(reviews) == ALL_THREE
    assert {r["by"] for r in reviews} == {"editor"} and reviews[0]["at"].endswith("Z")
    assert stored(content_dir, post["slug"])["wordingReviews"] == reviews
    message = git(content_dir, "log", "-1", "--format=%B")
    assert 'Wording reviewed by editor: price-claim "lowest price"' in message
    assert message.count("Wording reviewed by editor:") == 3
    history = await (await client.get(f"/api/admin/blog-posts/{post['slug']}/history")).get_json()
    newest, first = history["versions"][0], history["versions"][-1]
    assert identities(newest["reviewed"]) == ALL_THREE and first["reviewed"] == []


async def test_a_new_post_published_or_scheduled_at_once_is_held_to_the_review(
        client: StaffClient) -> None:
    refused = await new_post(client, content=RISKY, status="published")
    assert refused.status_code == 409
    assert identities((await refused.get_json())["findings"]) == ALL_THREE
    scheduled = await new_post(client, content=RISKY, status="scheduled",
                               publishAt="2099-06-01T09:00:00Z")
    assert scheduled.status_code == 409
    created = await new_post(client, content=RISKY, status="scheduled",
                             publishAt="2099-06-01T09:00:00Z", acknowledge=ALL_THREE)
    assert created.status_code == 201
    assert len((await created.get_json())["wordingReviews"]) == 3


async def test_an_update_of_a_public_post_needs_new_wording_reviewed_but_not_the_old(
        client: StaffClient, content_dir: Path) -> None:
    post = await draft(client)
    await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                       json=update(post, status="published", acknowledge=ALL_THREE))
    again = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                               json=update(post, excerpt="What to check first."))
    assert again.status_code == 200  # the same findings, reviewed before
    added = RISKY + "<p>Our experts find the cheapest policy.</p>"
    commits = commit_count(content_dir)
    refused = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                 json=update(post, content=added))
    assert refused.status_code == 409
    assert {f["phrase"].lower() for f in (await refused.get_json())["findings"]} == \
        {"experts", "cheapest"}
    assert commit_count(content_dir) == commits


async def test_stale_acknowledgements_are_dropped_when_the_wording_goes(
        client: StaffClient, content_dir: Path) -> None:
    post = await draft(client)
    await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                       json=update(post, status="published", acknowledge=ALL_THREE))
    calmer = "<p>We guarantee the lowest price.</p><p>We compare quotes for you.</p>"
    response = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                  json=update(post, content=calmer))
    assert response.status_code == 409  # a new sentence is a new finding
    sentence = "We guarantee the lowest price."
    now = [{"rule": "promise-of-outcome", "phrase": "guarantee", "excerpt": sentence},
           {"rule": "price-claim", "phrase": "lowest price", "excerpt": sentence}]
    response = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                  json=update(post, content=calmer, acknowledge=now))
    assert response.status_code == 200
    assert identities((await response.get_json())["wordingReviews"]) == now
    clean = "<p>We compare quotes for you.</p>"
    response = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                  json=update(post, content=clean))
    assert (await response.get_json())["wordingReviews"] == []
    assert "wordingReviews" not in stored(content_dir, post["slug"])


async def test_acknowledging_a_phrase_in_another_case_or_advice_changes_nothing_else(
        client: StaffClient) -> None:
    post = await draft(client)
    shouted = [{**item, "phrase": item["phrase"].upper()} for item in ALL_THREE]
    response = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                  json=update(post, status="published", acknowledge=shouted))
    assert response.status_code == 200
    other = [{"rule": "price-claim", "phrase": "lowest price", "excerpt": "Another sentence."}]
    unpublish = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                   json=update(post, status="draft", acknowledge=other))
    assert unpublish.status_code == 200
    assert len((await unpublish.get_json())["wordingReviews"]) == 3


async def test_restoring_a_version_that_leaves_the_post_public_is_reviewed(
        client: StaffClient, content_dir: Path) -> None:
    post = await draft(client, content="<p>We compare quotes for you.</p>")
    published = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                   json=update(post, status="draft", content=RISKY))
    assert published.status_code == 200
    risky_rev = git(content_dir, "rev-parse", "HEAD").strip()
    await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                       json=update(post, status="published"))
    refused = await client.post(f"/api/admin/blog-posts/{post['slug']}/restore",
                                json={"rev": risky_rev})
    assert refused.status_code == 409
    assert identities((await refused.get_json())["findings"]) == ALL_THREE
    restored = await client.post(f"/api/admin/blog-posts/{post['slug']}/restore",
                                 json={"rev": risky_rev, "acknowledge": ALL_THREE})
    assert restored.status_code == 200
    assert len((await restored.get_json())["wordingReviews"]) == 3


async def test_the_cli_and_the_store_are_not_held_to_the_review(
        client: StaffClient, store: ContentStore) -> None:
    post = await draft(client)
    changed = change_post(store, post["slug"], PostChange(status="published"))
    assert changed.status is None and changed.wordingReviews == []


PAGE = "pages/about"


async def test_a_page_with_wording_to_review_is_refused_until_acknowledged(
        client: StaffClient, content_dir: Path) -> None:
    read = await client.get(f"/api/admin/documents/{PAGE}")
    page = (await read.get_json())["value"]
    page["content"] = RISKY
    commits = commit_count(content_dir)
    refused = await client.put(f"/api/admin/documents/{PAGE}", json=page)
    assert refused.status_code == 409
    body = await refused.get_json()
    assert body["message"] == "This page has wording to review before it goes public."
    assert identities(body["findings"]) == ALL_THREE
    assert commit_count(content_dir) == commits
    saved = await client.put(f"/api/admin/documents/{PAGE}",
                             json={"data": page, "acknowledge": ALL_THREE})
    assert saved.status_code == 200, await saved.get_data()
    assert (await saved.get_json())["value"]["content"] == RISKY
    assert sorted(files_in_commit(content_dir)) == ["pages/about.json", "wording-reviews.json"]
    kept = json.loads((content_dir / "wording-reviews.json").read_text("utf-8"))
    assert identities(kept["documents"][PAGE]) == ALL_THREE
    assert "Wording reviewed by editor: promise-of-outcome \"guarantee\"" in \
        git(content_dir, "log", "-1", "--format=%B")
    page["content"] = "<p>We compare quotes for you.</p>"
    assert (await client.put(f"/api/admin/documents/{PAGE}", json=page)).status_code == 200
    kept = json.loads((content_dir / "wording-reviews.json").read_text("utf-8"))
    assert PAGE not in kept["documents"]


async def test_a_page_acknowledgement_that_does_not_validate_is_refused(
        client: StaffClient) -> None:
    page = (await (await client.get(f"/api/admin/documents/{PAGE}")).get_json())["value"]
    response = await client.put(f"/api/admin/documents/{PAGE}",
                                json={"data": page, "acknowledge": [{"rule": "x"}]})
    assert response.status_code == 422
    fields = {error["field"] for error in (await response.get_json())["errors"]}
    assert fields == {"acknowledge.0.phrase", "acknowledge.0.excerpt"}


async def test_a_deleted_post_comes_back_public_only_with_its_wording_reviewed(
        client: StaffClient, store: ContentStore) -> None:
    reviewed = await draft(client)
    await client.patch(f"/api/admin/blog-posts/{reviewed['slug']}",
                       json=update(reviewed, status="published", acknowledge=ALL_THREE))
    assert (await client.delete(f"/api/admin/blog-posts/{reviewed['slug']}")).status_code == 200
    back = await client.post(f"/api/admin/blog-posts/{reviewed['slug']}/restore", json={})
    assert back.status_code == 200  # its reviews came back with it
    assert len((await back.get_json())["wordingReviews"]) == 3

    slipped = (await draft(client, RISKY.replace("We", "Here we")))["slug"]
    change_post(store, slipped, PostChange(status="published"))  # the CLI lets it through
    assert (await client.delete(f"/api/admin/blog-posts/{slipped}")).status_code == 200
    refused = await client.post(f"/api/admin/blog-posts/{slipped}/restore", json={})
    assert refused.status_code == 409
    assert len((await refused.get_json())["findings"]) == 3
