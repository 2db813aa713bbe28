"""Acknowledged findings: a post's wordingReviews and each document's in wording-reviews.json,
and which findings they cover."""

from collections.abc import Iterable

from service.checks.findings import Finding
from service.content.post import Post
from service.content.wording import DocumentWordingReviews, WordingReview
from service.documents.reviews import REVIEWS_ADAPTER, reviews_path
from service.store.content_store import ContentStore
from service.store.loading import ContentFileError, read_file


def post_reviews(post: Post) -> list[WordingReview]:
    return list(post.wordingReviews)


def read_document_reviews(store: ContentStore) -> DocumentWordingReviews:
    """Every document's reviews; none when the file is absent. ContentFileError when it does
    not validate (`agency check` reports it)."""
    path = reviews_path(store)
    if not path.is_file():
        return DocumentWordingReviews()
    return read_file(path, REVIEWS_ADAPTER)


def document_reviews(store: ContentStore, name: str) -> list[WordingReview]:
    """One document's reviews (none when the file is absent or does not validate)."""
    try:
        return list(read_document_reviews(store).documents.get(name, []))
    except ContentFileError:
        return []


def review_key(rule: str, phrase: str | None, excerpt: str) -> tuple[str, str, str]:
    """What identifies a finding for acknowledgement: the phrase compared without case."""
    return rule, (phrase or "").casefold(), excerpt


def is_acknowledged(finding: Finding, reviews: Iterable[WordingReview]) -> bool:
    key = review_key(finding.rule, finding.phrase, finding.excerpt)
    return any(review_key(r.rule, r.phrase, r.excerpt) == key for r in reviews)


def unacknowledged_risks(findings: Iterable[Finding],
                         reviews: Iterable[WordingReview]) -> list[Finding]:
    """The risk findings no review covers: what must be reviewed before the text goes public."""
    kept = list(reviews)
    return [f for f in findings if f.severity == "risk" and not is_acknowledged(f, kept)]


def reviews_still_matching(reviews: Iterable[WordingReview],
                           findings: Iterable[Finding]) -> list[WordingReview]:
    """The reviews that still cover a risk finding of the current text (what a write keeps);
    one review per finding, the first given."""
    current = {review_key(f.rule, f.phrase, f.excerpt) for f in findings if f.severity == "risk"}
    kept: dict[tuple[str, str, str], WordingReview] = {}
    for review in reviews:
        key = review_key(review.rule, review.phrase, review.excerpt)
        if key in current and key not in kept:
            kept[key] = review
    return list(kept.values())
