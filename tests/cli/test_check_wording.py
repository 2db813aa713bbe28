"""`agency check` runs the pre-publish checks: wording to review in a public post fails it and
names the file and phrase; a review, a draft or advice does not; --json says it all."""

import json
from pathlib import Path
from typing import Any

from service.store.content_store import ContentStore
from tests.cli.conftest import Agency


def edit_by_hand(path: Path, **fields: Any) -> None:
    data = json.loads(path.read_text("utf-8"))
    path.write_text(json.dumps(data | fields, indent=2) + "\n", "utf-8")


def test_a_post_edited_by_hand_to_promise_fails_the_check_naming_its_file(
        agency: Agency, store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    path = store.post_path(post.slug)
    edit_by_hand(path, content="<p>Best price guaranteed.</p>")
    result = agency("check")
    assert result.exit_code == 1
    lines = [line for line in result.stderr.splitlines() if line.startswith(f"{path}: ")]
    assert any('price-claim: "Best price"' in line for line in lines), result.stderr
    assert any('promise-of-outcome: "guaranteed"' in line for line in lines), result.stderr
    assert "2 wording finding(s) to review" in result.stderr


def test_json_names_every_finding_with_its_file_and_whether_it_was_reviewed(
        agency: Agency, store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    path = store.post_path(post.slug)
    edit_by_hand(path, title="Best price guaranteed", wordingReviews=[{
        "rule": "price-claim", "phrase": "best PRICE", "excerpt": "Best price guaranteed",
        "by": "agency", "at": "2026-11-26T00:00:00Z"}])
    result = agency("check", "--json")
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert report["problems"] == []
    mine = [f for f in report["findings"] if f["file"] == str(path) and f["severity"] == "risk"]
    assert mine == [
        {"file": str(path), "rule": "price-claim", "severity": "risk",
         "message": mine[0]["message"], "excerpt": "Best price guaranteed",
         "phrase": "Best price", "suggestion": mine[0]["suggestion"], "field": "title",
         "phraseAt": 0, "acknowledged": True},
        {"file": str(path), "rule": "promise-of-outcome", "severity": "risk",
         "message": mine[1]["message"], "excerpt": "Best price guaranteed",
         "phrase": "guaranteed", "suggestion": mine[1]["suggestion"], "field": "title",
         "phraseAt": 11, "acknowledged": False}]
    assert "38a-816" in mine[1]["message"]
    assert any(f["severity"] == "advice" for f in report["findings"])


def test_reviewed_wording_and_drafts_pass(agency: Agency, store: ContentStore) -> None:
    first, second = store.read_posts()[0][:2]
    edit_by_hand(store.post_path(first.slug), content="<p>Our experts can help.</p>",
                 wordingReviews=[{"rule": "special-expertise", "phrase": "experts",
                                  "excerpt": "Our experts can help.", "by": "agency",
                                  "at": "2026-11-26T00:00:00Z"}])
    edit_by_hand(store.post_path(second.slug), status="draft",
                 content="<p>The cheapest cover in town.</p>")
    result = agency("check")
    assert result.exit_code == 0, result.output
    assert f'{store.post_path(first.slug)}: risk (reviewed) special-expertise: "experts"' in \
        result.stdout
    assert f'{store.post_path(second.slug)}: risk price-claim: "cheapest"' in result.stdout


def test_a_document_with_wording_fails_until_reviewed_in_wording_reviews_json(
        agency: Agency, content_dir: Path) -> None:
    team_path = content_dir / "copy" / "team.json"
    team = json.loads(team_path.read_text("utf-8"))
    team["mission"] = "We are your trusted advisor."
    team_path.write_text(json.dumps(team), "utf-8")
    result = agency("check")
    assert result.exit_code == 1
    assert f'{team_path}: risk special-expertise: "trusted advisor" in mission' in result.stderr
    reviews = content_dir / "wording-reviews.json"
    reviews.write_text(json.dumps({"documents": {"copy/team": [{
        "rule": "special-expertise", "phrase": "trusted advisor",
        "excerpt": "We are your trusted advisor.", "by": "agency",
        "at": "2026-11-26T00:00:00Z"}]}}), "utf-8")
    assert agency("check").exit_code == 0
    reviews.write_text(json.dumps({"documents": {"copy/nothing": []}}), "utf-8")
    result = agency("check")
    assert result.exit_code == 1 and f"{reviews}: documents.copy/nothing" in result.stderr


def test_broken_rules_are_reported_and_the_last_committed_ones_still_apply(
        agency: Agency, store: ContentStore, content_dir: Path) -> None:
    rules_path = content_dir / "copy" / "wording-rules.json"
    rules_path.write_text('{"rules": [{"id": "x"}]}', "utf-8")
    post = store.read_posts()[0][0]
    edit_by_hand(store.post_path(post.slug), content="<p>Complete coverage.</p>")
    result = agency("check")
    assert result.exit_code == 1
    assert f"{rules_path}: " in result.stderr and "last good wording rules" in result.stderr
    assert '"Complete coverage"' in result.stderr


def test_disguised_wording_fails_the_check_quoted_as_written(
        agency: Agency, store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    path = store.post_path(post.slug)
    # A zero-width space, a Cyrillic a (U+0430), a vertical tab and an em space.
    edit_by_hand(path, content="<p>Best pri\u200bce, gu\u0430ranteed\u000b\u2003here.</p>",
                 title="Approval guaranteed.Co-signed loans")
    result = agency("check", "--json")
    assert result.exit_code == 1
    mine = [(f["field"], f["rule"], f["phrase"]) for f in json.loads(result.stdout)["findings"]
            if f["file"] == str(path) and f["severity"] == "risk"]
    assert mine == [("title", "promise-of-outcome", "guaranteed"),
                    ("content", "price-claim", "Best pri\u200bce"),
                    ("content", "promise-of-outcome", "gu\u0430ranteed")]
