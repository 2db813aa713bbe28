"""The seam through which a write is held to a wording review (the API passes a reviewer, the CLI
does not): the refusal, what a review answers and the commit lines naming new acknowledgements."""

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from service.content.errors import Conflict
from service.content.post import Post
from service.content.wording import WordingReview


class FindingLike(Protocol):
    """A finding of the checks, as a refusal carries it back to the client."""

    def model_dump(self, *, mode: str) -> dict[str, Any]: ...


class WordingToReview(Conflict):
    """Risk findings nobody acknowledged stand in the way of the text going public."""

    def __init__(self, message: str, findings: Sequence[FindingLike]) -> None:
        super().__init__(message)
        self.reason = message
        self.findings = list(findings)


@dataclass(frozen=True)
class Review:
    """The acknowledgements to store with the text, and which of them this write added."""

    reviews: list[WordingReview]
    added: list[WordingReview]

    def commit_lines(self) -> list[str]:
        return [f'Wording reviewed by {review.by}: {review.rule} "{review.phrase}"'
                for review in self.added]


def with_review_lines(message: str, review: Review | None) -> str:
    """A commit message with one line per acknowledgement the write added, after a blank line."""
    lines = review.commit_lines() if review else []
    return "\n\n".join([message, "\n".join(lines)]) if lines else message


class PostReviewer(Protocol):
    """Reviews a post about to be written: answers it with its wordingReviews brought up to date,
    or raises WordingToReview. The API passes one; the CLI and the importers do not."""

    def __call__(self, post: Post, *, going_public: bool) -> tuple[Post, Review]: ...


def reviewed_post(reviewer: PostReviewer | None, post: Post) -> tuple[Post, Review | None]:
    """The post as it will be written; a post going out published or scheduled must pass."""
    if reviewer is None:
        return post, None
    return reviewer(post, going_public=post.status != "draft")


def also_reviewed(reviewer: PostReviewer | None,
                  earlier: Sequence[WordingReview]) -> PostReviewer | None:
    """A reviewer that also counts reviews an earlier version had (a version being restored)."""
    if reviewer is None or not earlier:
        return reviewer
    wrapped = reviewer

    def review(post: Post, *, going_public: bool) -> tuple[Post, Review]:
        known = post.model_copy(update={"wordingReviews": [*earlier, *post.wordingReviews]})
        return wrapped(known, going_public=going_public)

    return review


class DocumentReviewer(Protocol):
    """Reviews a document about to be written (always public): answers the review and the files
    that keep it (wording-reviews.json), written in the same commit, or raises
    WordingToReview. Reviews in `earlier` count beside the ones kept for the document."""

    def __call__(self, name: str, stored: Any, earlier: Sequence[WordingReview] = ()
                 ) -> tuple[Review, dict[Path, bytes | None]]: ...


def also_reviewed_document(reviewer: DocumentReviewer | None,
                           earlier: Sequence[WordingReview]) -> DocumentReviewer | None:
    """A document reviewer that also counts reviews an earlier version had (one being
    restored), as also_reviewed does for a post."""
    if reviewer is None or not earlier:
        return reviewer
    wrapped, then = reviewer, list(earlier)

    def review(name: str, stored: Any, earlier: Sequence[WordingReview] = ()
               ) -> tuple[Review, dict[Path, bytes | None]]:
        return wrapped(name, stored, [*then, *earlier])

    return review
