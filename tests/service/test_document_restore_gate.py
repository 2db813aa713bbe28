"""Restoring an earlier version of a document is held to the wording review a save is: refused
(409 with the findings, nothing written) until each risk finding is reviewed, the reviews kept in
the restore's own commit; reviews the version had, or the document has now, count."""

import json
from pathlib import Path
from typing import Any

from service.documents.history import restore_document
from service.documents.writes import change_document
from service.store.content_store import ContentStore
from tests.conftest import commit_count, files_in_commit, git
from tests.service.conftest import StaffClient

PAGE = "pages/about"
DOCUMENT = f"/api/admin/documents/{PAGE}"
RISKY = "<p>We guarantee the lowest price and complete coverage.</p>"
SENTENCE = "We guarantee the lowest price and complete coverage."
CLEAN = "<p>We compare quotes for you.</p>"
ALL_THREE = [{"rule": "promise-of-outcome", "phrase": "guarantee", "excerpt": SENTENCE},
             {"rule": "price-claim", "phrase": "lowest price", "excerpt": SENTENCE},
             {"rule": "promise-of-outcome", "phrase": "complete coverage", "excerpt": SENTENCE}]
REVIEWS = "wording-reviews.json"


def identities(findings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{key: f[key] for key in ("rule", "phrase", "excerpt")} for f in findings]


def head(content_dir: Path) -> str:
    return git(content_dir, "rev-parse", "HEAD").strip()


def kept_reviews(content_dir: Path) -> list[dict[str, Any]]:
    path = content_dir / REVIEWS
    if not path.is_file():
        return []
    return list(json.loads(path.read_text("utf-8"))["documents"].get(PAGE, []))


def page_with(store: ContentStore, content: str) -> dict[str, Any]:
    """The page as stored, with other content."""
    stored = json.loads(store.document_path(PAGE).read_text("utf-8"))
    return {**stored, "content": content}


async def save(client: StaffClient, store: ContentStore, content: str,
               acknowledge: list[dict[str, Any]] | None = None) -> None:
    page = page_with(store, content)
    body = {"data": page, "acknowledge": acknowledge} if acknowledge else page
    response = await client.put(DOCUMENT, json=body)
    assert response.status_code == 200, await response.get_data()


def unreviewed_version(store: ContentStore, content_dir: Path) -> str:
    """A version of the page with risk wording nobody reviewed (as one from before the review,
    or written with the CLI), then replaced by clean text: answers the risky version's rev."""
    change_document(store, PAGE, page_with(store, RISKY), author="Old Hand")
    risky = head(content_dir)
    change_document(store, PAGE, page_with(store, CLEAN), author="Old Hand")
    return risky


async def test_a_restore_with_wording_to_review_is_refused_until_acknowledged(
        client: StaffClient, store: ContentStore, content_dir: Path) -> None:
    risky = unreviewed_version(store, content_dir)
    before, page_bytes = head(content_dir), (content_dir / f"{PAGE}.json").read_bytes()
    refused = await client.post(f"{DOCUMENT}/restore", json={"rev": risky})
    assert refused.status_code == 409
    body = await refused.get_json()
    assert body["message"] == "This page has wording to review before it goes public."
    assert identities(body["findings"]) == ALL_THREE
    assert all(f["severity"] == "risk" and f["suggestion"] for f in body["findings"])
    assert head(content_dir) == before
    assert (content_dir / f"{PAGE}.json").read_bytes() == page_bytes
    assert not (content_dir / REVIEWS).exists()

    half = await client.post(f"{DOCUMENT}/restore", json={"rev": risky,
                                                          "acknowledge": ALL_THREE[:2]})
    assert half.status_code == 409
    assert identities((await half.get_json())["findings"]) == ALL_THREE[2:]
    assert head(content_dir) == before

    restored = await client.post(f"{DOCUMENT}/restore", json={"rev": risky,
                                                              "acknowledge": ALL_THREE})
    assert restored.status_code == 200, await restored.get_data()
    assert (await restored.get_json())["value"]["content"] == RISKY
    assert git(content_dir, "rev-parse", "HEAD~1").strip() == before
    assert sorted(files_in_commit(content_dir)) == [f"{PAGE}.json", REVIEWS]
    reviews = kept_reviews(content_dir)
    assert identities(reviews) == ALL_THREE and {r["by"] for r in reviews} == {"editor"}
    message = git(content_dir, "log", "-1", "--format=%B")
    short = git(content_dir, "rev-parse", "--short", risky).strip()
    assert message.startswith(f"Restore {PAGE} to {short}\n\n")
    assert 'Wording reviewed by editor: price-claim "lowest price"' in message
    assert message.count("Wording reviewed by editor:") == 3
    public = await (await client.get("/api/pages/about")).get_json()
    assert public["content"] == RISKY


async def test_the_reviews_a_version_had_come_back_with_it(
        client: StaffClient, store: ContentStore, content_dir: Path) -> None:
    await save(client, store, RISKY, ALL_THREE)
    reviewed, then = head(content_dir), kept_reviews(content_dir)
    await save(client, store, CLEAN)
    assert kept_reviews(content_dir) == []  # dropped with the wording
    restored = await client.post(f"{DOCUMENT}/restore", json={"rev": reviewed})
    assert restored.status_code == 200, await restored.get_data()
    assert kept_reviews(content_dir) == then  # who reviewed it, and when, as then
    assert sorted(files_in_commit(content_dir)) == [f"{PAGE}.json", REVIEWS]
    assert "Wording reviewed by" not in git(content_dir, "log", "-1", "--format=%B")


async def test_reviews_the_document_has_now_count_and_only_new_wording_is_asked_for(
        client: StaffClient, store: ContentStore, content_dir: Path) -> None:
    change_document(store, PAGE, page_with(store, RISKY), author="Old Hand")
    same_wording = head(content_dir)
    more = RISKY + "<p>Our experts find the cheapest policy.</p>"
    change_document(store, PAGE, page_with(store, more), author="Old Hand")
    more_wording = head(content_dir)
    await save(client, store, RISKY + CLEAN, ALL_THREE)
    before = head(content_dir)
    refused = await client.post(f"{DOCUMENT}/restore", json={"rev": more_wording})
    assert refused.status_code == 409
    assert {f["phrase"].lower() for f in (await refused.get_json())["findings"]} == \
        {"experts", "cheapest"}
    assert head(content_dir) == before
    restored = await client.post(f"{DOCUMENT}/restore", json={"rev": same_wording})
    assert restored.status_code == 200, await restored.get_data()
    assert (await restored.get_json())["value"]["content"] == RISKY
    assert identities(kept_reviews(content_dir)) == ALL_THREE
    assert files_in_commit(content_dir) == [f"{PAGE}.json"]  # the reviews kept as they were


async def test_the_store_restores_without_a_review_as_the_cli_does(
        client: StaffClient, store: ContentStore, content_dir: Path) -> None:
    risky = unreviewed_version(store, content_dir)
    commits = commit_count(content_dir)
    restore_document(store, PAGE, risky)
    assert json.loads(store.document_path(PAGE).read_text("utf-8"))["content"] == RISKY
    assert commit_count(content_dir) == commits + 1
    assert files_in_commit(content_dir) == [f"{PAGE}.json"]
