"""The wording review a write is held to, for the API and the CLI alike: each risk finding
acknowledged before a post or page goes public; reviews kept while the text says what they name."""

import datetime as dt
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from service.cache import ContentCache
from service.checks.context import check_context
from service.checks.document_checks import check_document
from service.checks.findings import Finding
from service.checks.html_text import read_html
from service.checks.post_checks import check_post, post_text
from service.checks.reviews import read_document_reviews, review_key
from service.checks.sentences import ELLIPSIS
from service.content import Acknowledgement, DocumentWordingReviews, Post, WordingReview
from service.documents import reviews_path
from service.posts import utc_now
from service.store import (
    ContentFileError,
    ContentStore,
    DocumentReviewer,
    PostReviewer,
    Review,
    WordingToReview,
    json_bytes,
)

POST_TO_REVIEW = "This post has wording to review before it goes public."
PAGE_TO_REVIEW = "This page has wording to review before it goes public."


def _identity(item: Any) -> tuple[str, str, str]:
    return review_key(item.rule, item.phrase, item.excerpt)


def review_wording(findings: Iterable[Finding], prior: Iterable[WordingReview],
                   acknowledge: Iterable[Acknowledgement], *, by: str, at: str,
                   going_public: bool, message: str,
                   still_worded: Callable[[WordingReview], bool] = lambda _review: False,
                   ) -> Review:
    """The review of a text about to be written, given its findings now.

    A risk finding is acknowledged by an earlier review of the same finding or by the write's
    `acknowledge`; going public with one that is neither raises WordingToReview naming them all.
    Reviews of findings the text no longer has are dropped, but for one whose wording the text
    still holds (`still_worded`: only the rules changed); advice never needs one.
    """
    risks = list({_identity(f): f for f in findings if f.severity == "risk"}.values())
    earlier = {_identity(review): review for review in prior}
    sent = {_identity(item) for item in acknowledge}
    open_risks = [f for f in risks if _identity(f) not in earlier and _identity(f) not in sent]
    if going_public and open_risks:
        raise WordingToReview(message, open_risks)
    reviews, added = [], []
    for finding in risks:
        key = _identity(finding)
        if key in earlier:
            reviews.append(earlier[key])
        elif key in sent:
            review = WordingReview(rule=finding.rule, phrase=finding.phrase or "",
                                   excerpt=finding.excerpt, by=by, at=at)
            reviews.append(review)
            added.append(review)
    # Who let a wording stand stays with the text while it says it, whatever the rules do since:
    # emptying them and saving must not erase the record, which counts again if they come back.
    found = {_identity(f) for f in risks}
    reviews += [review for key, review in earlier.items()
                if key not in found and still_worded(review)]
    return Review(reviews, added)


def worded_in(texts: Iterable[str]) -> Callable[[WordingReview], bool]:
    """Whether a review's excerpt (each part, where it was cut with "…") is still in one of the
    plain texts, spaces made single as an excerpt has them."""
    spaced = [" ".join(text.split()) for text in texts]

    def still_there(review: WordingReview) -> bool:
        parts = [part.strip() for part in review.excerpt.split(ELLIPSIS) if part.strip()]
        return bool(parts) and any(all(part in text for part in parts) for text in spaced)

    return still_there


def _post_texts(post: Post) -> list[str]:
    """The plain texts of a post the wording checks read (check_post's fields)."""
    return [post.title, post.excerpt, *read_html(post.content).blocks, post.imageAlt or ""]


def review_time(now: dt.datetime | None = None) -> str:
    """When a review is made, as reviews keep it: ISO 8601 in UTC, to the second, with Z."""
    return (now or utc_now()).astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def post_reviewer(source: ContentCache | ContentStore,
                  acknowledge: Sequence[Acknowledgement] | None, by: str) -> PostReviewer:
    """The review of a post a write leaves, with the rules and site as the source has them (the
    service's cache, or the store read now)."""
    context, at = check_context(source), review_time()

    def review(post: Post, *, going_public: bool) -> tuple[Post, Review]:
        result = review_wording(check_post(post_text(post), context), post.wordingReviews,
                                acknowledge or [], by=by, at=at, going_public=going_public,
                                message=POST_TO_REVIEW, still_worded=worded_in(_post_texts(post)))
        return post.model_copy(update={"wordingReviews": result.reviews}), result

    return review


def document_reviewer(source: ContentCache | ContentStore,
                      acknowledge: Sequence[Acknowledgement] | None,
                      by: str) -> DocumentReviewer:
    """The review of a document a write leaves (a document is always public)."""
    context, at = check_context(source), review_time()
    store = source.store if isinstance(source, ContentCache) else source

    def review(name: str, stored: Any, earlier: Sequence[WordingReview] = ()
               ) -> tuple[Review, dict[Path, bytes | None]]:
        kept = _kept_reviews(store)
        result = review_wording(check_document(name, stored, context),
                                [*earlier, *kept.documents.get(name, [])], acknowledge or [],
                                by=by, at=at, going_public=True, message=PAGE_TO_REVIEW)
        return result, _reviews_file(store, kept, name, result.reviews)

    return review


def _kept_reviews(store: ContentStore) -> DocumentWordingReviews:
    """The documents' reviews as stored; a file that does not validate counts as none (the
    write then replaces it with a valid one)."""
    try:
        return read_document_reviews(store)
    except ContentFileError:
        return DocumentWordingReviews()


def _reviews_file(store: ContentStore, kept: DocumentWordingReviews, name: str,
                  reviews: list[WordingReview]) -> dict[Path, bytes | None]:
    """wording-reviews.json with the document's reviews replaced, when that changes it."""
    documents = {other: list(found) for other, found in kept.documents.items() if other != name}
    if reviews:
        documents[name] = reviews
    if documents == kept.documents:
        return {}
    path = reviews_path(store)
    updated = DocumentWordingReviews(documents=dict(sorted(documents.items())))
    return {path: json_bytes(updated.model_dump(mode="json"))}
