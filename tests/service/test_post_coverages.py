"""The products a post is about (`coverages`): served with the post and its summary, written by
staff, held to the product pages the folder has, and reported by the content check."""

import json
from pathlib import Path
from typing import Any

from quart.typing import TestClientProtocol as QuartClient

from service.checks.content_check import check_content
from service.content.errors import FieldProblem
from service.content.post import PostChange
from service.posts.writes import change_post
from service.store.content_store import ContentStore
from tests.service.conftest import StaffClient

FLOOD_POST = "flood-insurance-basics-and-the-30-day-waiting-period"  # about flood in the fixture
RENEWAL_POST = "reviewing-your-policy-at-renewal"  # about no product in the fixture
FIELDS: dict[str, Any] = {"title": "Storm season", "excerpt": "", "content": "<p>A.</p>",
                          "imageUrl": None}


async def test_a_post_names_its_products_in_its_public_answers(anonymous: QuartClient) -> None:
    post = await (await anonymous.get(f"/api/blog-posts/{FLOOD_POST}")).get_json()
    assert post["coverages"] == ["flood-insurance"]
    summaries = await (await anonymous.get("/api/blog-posts?view=summary")).get_json()
    by_slug = {p["slug"]: p["coverages"] for p in summaries}
    assert by_slug[FLOOD_POST] == ["flood-insurance"]
    assert by_slug[RENEWAL_POST] == []


async def test_staff_set_keep_and_clear_a_posts_products(client: StaffClient,
                                                        content_dir: Path) -> None:
    added = await client.post("/api/admin/blog-posts", json={
        "title": "Storm season", "coverages": ["flood-insurance", "homeowners-insurance"]})
    assert added.status_code == 201
    slug = (await added.get_json())["slug"]
    kept = await client.patch(f"/api/admin/blog-posts/{slug}", json=FIELDS)
    assert (await kept.get_json())["coverages"] == ["flood-insurance", "homeowners-insurance"]
    changed = await client.patch(f"/api/admin/blog-posts/{slug}",
                                 json=FIELDS | {"coverages": ["condo-insurance"]})
    assert (await changed.get_json())["coverages"] == ["condo-insurance"]
    stored = content_dir / "posts" / f"{slug}.json"
    assert json.loads(stored.read_text("utf-8"))["coverages"] == ["condo-insurance"]
    cleared = await client.patch(f"/api/admin/blog-posts/{slug}", json=FIELDS | {"coverages": []})
    assert (await cleared.get_json())["coverages"] == []
    # None written to the file: a post about no product reads as every post did before.
    assert "coverages" not in json.loads(stored.read_text("utf-8"))


async def test_a_product_the_folder_lacks_or_named_twice_is_refused(client: StaffClient) -> None:
    for coverages in (["flood-insurance", "space-insurance"], ["flood-insurance"] * 2,
                      ["Not A Slug"]):
        refused = await client.patch(f"/api/admin/blog-posts/{RENEWAL_POST}",
                                     json=FIELDS | {"coverages": coverages})
        assert refused.status_code == 422, coverages
        assert [e["field"].split(".")[0] for e in (await refused.get_json())["errors"]] \
            == ["coverages"], coverages
    unknown = await client.post("/api/admin/blog-posts", json={"title": "X", "coverages": ["nope"]})
    assert unknown.status_code == 422
    post = await (await client.get(f"/api/blog-posts/{RENEWAL_POST}")).get_json()
    assert post["coverages"] == []


def test_a_product_removed_since_blocks_no_other_edit(store: ContentStore,
                                                      content_dir: Path) -> None:
    (content_dir / "products" / "flood-insurance.json").unlink()
    edited = change_post(store, FLOOD_POST, PostChange(title="Flood basics"))
    assert edited.coverages == ["flood-insurance"]
    try:
        change_post(store, RENEWAL_POST, PostChange(coverages=["flood-insurance"]))
    except FieldProblem as problem:
        assert problem.field == "coverages" and "flood-insurance" in str(problem)
    else:
        raise AssertionError("a coverage naming no product was written")


def test_the_content_check_names_a_post_about_no_such_product(store: ContentStore,
                                                              content_dir: Path) -> None:
    assert not [p for p in check_content(store).problems if "coverages" in p.reason]
    (content_dir / "products" / "flood-insurance.json").unlink()
    problems = sorted((p.path.name, p.reason) for p in check_content(store).problems
                      if "coverages" in p.reason)
    assert problems == [
        (f"{FLOOD_POST}.json", "coverages: 'flood-insurance' is not a product page (products/), "
                               "so no page lists the post for it"),
        ("preparing-a-shoreline-home-for-hurricanes-and-noreasters.json",
         "coverages: 'flood-insurance' is not a product page (products/), "
         "so no page lists the post for it")]
