"""The wording rules are the owner's to change, as embeds and staff accounts are: a staff member
cannot empty them, publish a flagged claim and put them back; and who acknowledged which finding
stays with the post, through rule changes, in its file, its answer and its history."""

import json
from pathlib import Path
from typing import Any

from tests.conftest import commit_count
from tests.service.conftest import CLERK_USER, StaffClient

RULES = "/api/admin/documents/copy/wording-rules"
CLAIM = "<p>We guarantee the lowest price and complete coverage.</p>"
SENTENCE = "We guarantee the lowest price and complete coverage."
FINDINGS = [{"rule": "promise-of-outcome", "phrase": "guarantee", "excerpt": SENTENCE},
            {"rule": "price-claim", "phrase": "lowest price", "excerpt": SENTENCE},
            {"rule": "promise-of-outcome", "phrase": "complete coverage", "excerpt": SENTENCE}]


async def rules(client: StaffClient) -> dict[str, Any]:
    return dict((await (await client.get(RULES)).get_json())["value"])


async def draft(client: StaffClient) -> dict[str, Any]:
    response = await client.post("/api/admin/blog-posts", json={"title": "Storm season",
                                                          "content": CLAIM})
    assert response.status_code == 201
    return dict(await response.get_json())


async def publish(client: StaffClient, post: dict[str, Any], **more: Any) -> Any:
    return await client.patch(f"/api/admin/blog-posts/{post['slug']}", json={
        "title": post["title"], "excerpt": post["excerpt"], "content": post["content"],
        "imageUrl": post["imageUrl"], "status": "published", **more})


def identities(reviews: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{key: r[key] for key in ("rule", "phrase", "excerpt")} for r in reviews]


async def test_staff_cannot_empty_the_rules_publish_a_claim_and_put_them_back(
        clerk: StaffClient, content_dir: Path) -> None:
    kept, commits = await rules(clerk), commit_count(content_dir)
    emptied = await clerk.put(RULES, json={"rules": []})
    assert emptied.status_code == 403
    body = await emptied.get_json()
    assert "copy/wording-rules" in body["message"] and body["errors"][0]["field"] == "rules"
    post = await draft(clerk)
    refused = await publish(clerk, post)
    assert refused.status_code == 409  # the rules still hold
    one_rule_less = {"rules": [rule for rule in kept["rules"] if rule["id"] != "price-claim"]}
    assert (await clerk.put(RULES, json=one_rule_less)).status_code == 403
    assert await rules(clerk) == kept
    assert commit_count(content_dir) == commits + 1  # the draft alone


async def test_staff_cannot_restore_an_older_version_of_the_rules(
        client: StaffClient, clerk: StaffClient) -> None:
    kept = await rules(client)
    assert (await client.put(RULES, json={"rules": kept["rules"][:1]})).status_code == 200
    history = await (await client.get(f"{RULES}/history")).get_json()
    response = await clerk.post(f"{RULES}/restore", json={"rev": history["versions"][1]["rev"]})
    assert response.status_code == 403
    assert (await rules(client))["rules"] == kept["rules"][:1]
    # Sent back unchanged, the rules are no change at all, and a staff save of them is fine.
    assert (await clerk.put(RULES, json=await rules(client))).status_code == 200


async def test_an_owner_changes_the_rules(client: StaffClient, content_dir: Path) -> None:
    kept = await rules(client)
    response = await client.put(RULES, json={"rules": kept["rules"][1:]})
    assert response.status_code == 200, await response.get_data()
    stored = json.loads((content_dir / "copy" / "wording-rules.json").read_text("utf-8"))
    assert stored["rules"] == kept["rules"][1:]


async def test_who_acknowledged_a_finding_stays_with_the_post_through_rule_changes(
        client: StaffClient, clerk: StaffClient, content_dir: Path) -> None:
    post = await draft(clerk)
    published = await publish(clerk, post, acknowledge=FINDINGS)
    assert published.status_code == 200
    slug = post["slug"]
    kept = await rules(client)
    # The owner empties the rules; a later save by staff no longer finds the claim...
    assert (await client.put(RULES, json={"rules": []})).status_code == 200
    edited = await clerk.patch(f"/api/admin/blog-posts/{slug}", json={
        "title": post["title"], "excerpt": "What to check first.", "content": post["content"],
        "imageUrl": None})
    assert edited.status_code == 200
    reviews = (await edited.get_json())["wordingReviews"]
    # ...but the record of who let it stand stays in the post, its file and its answer.
    assert identities(reviews) == FINDINGS and {r["by"] for r in reviews} == {CLERK_USER}
    on_disk = json.loads((content_dir / "posts" / f"{slug}.json").read_text("utf-8"))
    assert identities(on_disk["wordingReviews"]) == FINDINGS
    # With the rules back, the claim counts as reviewed: nothing to acknowledge again.
    assert (await client.put(RULES, json=kept)).status_code == 200
    again = await clerk.patch(f"/api/admin/blog-posts/{slug}", json={
        "title": post["title"], "excerpt": "What to check.", "content": post["content"],
        "imageUrl": None})
    assert again.status_code == 200, await again.get_data()
    assert identities((await again.get_json())["wordingReviews"]) == FINDINGS
    # The history names the version in which the clerk acknowledged them.
    history = await (await clerk.get(f"/api/admin/blog-posts/{slug}/history")).get_json()
    reviewed = [v for v in history["versions"] if v["reviewed"]]
    assert len(reviewed) == 1 and reviewed[0]["author"] == CLERK_USER
    assert identities(reviewed[0]["reviewed"]) == FINDINGS
    staff_view = await (await clerk.get(f"/api/admin/blog-posts/{slug}")).get_json()
    assert identities(staff_view["wordingReviews"]) == FINDINGS


async def test_a_review_goes_with_its_wording_even_while_the_rules_are_empty(
        client: StaffClient, clerk: StaffClient) -> None:
    post = await draft(clerk)
    assert (await publish(clerk, post, acknowledge=FINDINGS)).status_code == 200
    assert (await client.put(RULES, json={"rules": []})).status_code == 200
    rewritten = await clerk.patch(f"/api/admin/blog-posts/{post['slug']}", json={
        "title": post["title"], "excerpt": "", "content": "<p>We compare quotes for you.</p>",
        "imageUrl": None})
    assert (await rewritten.get_json())["wordingReviews"] == []
