"""The wording decision lives in the checks, usable without the web service: a post going public
with an unreviewed risk is refused, an acknowledged one is recorded with who and when, and a
review outlives a change of rules only while the text still says what it names."""

import pytest

from service.checks import post_reviewer, review_wording, worded_in
from service.checks.findings import Finding
from service.content import Acknowledgement, Post, WordingReview
from service.store import ContentStore, WordingToReview

RISKY = "<p>We guarantee the lowest price.</p>"


def risky_post(store: ContentStore) -> Post:
    posts, _ = store.read_posts()
    return posts[0].model_copy(update={"content": RISKY, "wordingReviews": []})


def test_a_post_going_public_with_an_unreviewed_risk_is_refused_from_the_store_alone(
        store: ContentStore) -> None:
    review = post_reviewer(store, None, by="cli")
    with pytest.raises(WordingToReview) as refused:
        review(risky_post(store), going_public=True)
    assert [(f.rule, f.phrase) for f in refused.value.findings] == [
        ("promise-of-outcome", "guarantee"), ("price-claim", "lowest price")]


def test_a_draft_keeps_its_risks_unreviewed_and_is_not_refused(store: ContentStore) -> None:
    post, result = post_reviewer(store, None, by="cli")(risky_post(store), going_public=False)
    assert post.wordingReviews == [] and result.added == []


def test_acknowledged_risks_are_recorded_with_who_and_when(store: ContentStore) -> None:
    sentence = "We guarantee the lowest price."
    acknowledge = [Acknowledgement(rule="promise-of-outcome", phrase="guarantee",
                                   excerpt=sentence),
                   Acknowledgement(rule="price-claim", phrase="lowest price", excerpt=sentence)]
    post, result = post_reviewer(store, acknowledge, by="ann")(risky_post(store),
                                                               going_public=True)
    assert [(r.rule, r.phrase, r.by) for r in post.wordingReviews] == [
        ("promise-of-outcome", "guarantee", "ann"), ("price-claim", "lowest price", "ann")]
    assert result.added == post.wordingReviews
    assert all(r.at.endswith("Z") for r in post.wordingReviews)


def test_a_review_without_its_finding_stays_only_while_the_text_says_it() -> None:
    earlier = WordingReview(rule="gone-rule", phrase="best", excerpt="The best … in town.",
                            by="ann", at="2026-01-01T00:00:00Z")
    finding = Finding(rule="kept", severity="advice", message="m", excerpt="x", suggestion=None,
                      phrase=None, field="content")
    kept = review_wording([finding], [earlier], [], by="bo", at="2026-01-02T00:00:00Z",
                          going_public=True, message="to review",
                          still_worded=worded_in(["The best   agents in town."]))
    dropped = review_wording([finding], [earlier], [], by="bo", at="2026-01-02T00:00:00Z",
                             going_public=True, message="to review",
                             still_worded=worded_in(["Other words."]))
    assert kept.reviews == [earlier] and dropped.reviews == []
