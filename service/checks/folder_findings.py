"""The checks over a whole content folder, as `agency check` reports them: every post's and
document's findings with their file, which are acknowledged, and which keep the folder from
passing (an unacknowledged risk in a public or scheduled post, or in any document)."""

import json
from dataclasses import dataclass, field
from pathlib import Path

from service.checks.context import check_context
from service.checks.document_checks import check_document
from service.checks.findings import Finding
from service.checks.post_checks import check_post, post_text
from service.checks.reviews import is_acknowledged, read_document_reviews
from service.content.registry import document_name
from service.content.wording import WordingReview
from service.documents.reviews import reviews_path
from service.posts.publishing import post_status, utc_now
from service.store.content_store import ContentStore
from service.store.loading import ContentFileError, Problem


@dataclass(frozen=True)
class FileFinding:
    path: Path
    finding: Finding
    acknowledged: bool
    blocking: bool  # a risk no review covers in text that is or will be public


@dataclass
class ContentFindings:
    findings: list[FileFinding] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    @property
    def blocking(self) -> list[FileFinding]:
        return [found for found in self.findings if found.blocking]


def content_findings(store: ContentStore) -> ContentFindings:
    """Every finding in the folder's posts and documents, and what keeps the checks from
    reading it as meant (rules or reviews that do not validate)."""
    context = check_context(store)
    result = ContentFindings()
    if context.rules_problem:
        result.problems.append(Problem(store.copy_path("wording-rules"), context.rules_problem))
    document_reviews = _document_reviews(store, result)
    posts, _problems = store.read_posts()  # the content check reports the files that fail
    now = utc_now()
    for post in posts:
        public = post_status(post, now) != "draft"
        _add(result, store.post_path(post.slug), check_post(post_text(post), context),
             post.wordingReviews, public)
    for path in store.document_files():
        name = document_name(store.root, path)
        data = _json(path)
        if name is not None and data is not None:
            _add(result, path, check_document(name, data, context),
                 document_reviews.get(name, []), True)
    return result


def _add(result: ContentFindings, path: Path, findings: list[Finding],
         reviews: list[WordingReview], public: bool) -> None:
    for finding in findings:
        acknowledged = finding.severity == "risk" and is_acknowledged(finding, reviews)
        blocking = public and finding.severity == "risk" and not acknowledged
        result.findings.append(FileFinding(path, finding, acknowledged, blocking))


def _document_reviews(store: ContentStore,
                      result: ContentFindings) -> dict[str, list[WordingReview]]:
    """wording-reviews.json's reviews by document; a file that does not validate, or a review of
    a document that is not there, is a problem."""
    try:
        reviews = read_document_reviews(store).documents
    except ContentFileError as error:
        result.problems.append(error.problem)
        return {}
    for name in reviews:
        if not (store.root / f"{name}.json").is_file() or \
                document_name(store.root, store.root / f"{name}.json") != name:
            result.problems.append(Problem(reviews_path(store), f"documents.{name}: no such "
                                                                "document"))
    return dict(reviews)


def _json(path: Path) -> object | None:
    """A document's JSON, valid for its model or not (the content check reports that)."""
    try:
        loaded: object = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
    return loaded
