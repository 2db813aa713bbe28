"""Any document's versions from git, and an earlier version brought back as a new change."""

import datetime as dt
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from service.content.errors import InvalidContent, NoHistory, NotFound
from service.content.registry import known_document_adapter
from service.documents.change_rules import ChangeRules
from service.documents.reviews import document_reviews_at
from service.documents.writes import DocumentWrite, change_document, stored_form
from service.store.content_store import ContentStore
from service.store.loading import ContentFileError, parse_bytes
from service.store.review_gate import DocumentReviewer, also_reviewed_document


@dataclass(frozen=True)
class DocumentVersion:
    """One commit that touched the document, with the document after it (None: deleted or not
    valid then)."""

    rev: str
    at: dt.datetime
    author: str
    message: str
    deleted: bool
    value: Any


def document_versions(store: ContentStore, name: str) -> list[DocumentVersion]:
    """Every commit that touched the document's file, newest first."""
    path = store.document_path(name)
    _require_history(store)
    changes = store.git.history(path)
    if not changes:
        raise NotFound(f"History of document {name!r}")
    adapter = known_document_adapter(name)
    blobs = store.git.files_at([(c.rev, c.path) for c in changes])
    versions = []
    for change, raw in zip(changes, blobs, strict=True):
        try:
            value = None if raw is None else parse_bytes(path, raw, adapter)
        except ContentFileError:
            value = None
        at = dt.datetime.fromisoformat(change.date).astimezone(dt.UTC)
        versions.append(DocumentVersion(change.rev, at, change.author, change.message,
                                        change.status == "D", value))
    return versions


def restore_document(store: ContentStore, name: str, rev: str, *, author: str | None = None,
                     expected_versions: Collection[str] | None = None,
                     review: DocumentReviewer | None = None,
                     rules: ChangeRules | None = None) -> DocumentWrite:
    """The document as of rev (anything git understands) written back as a new commit.

    With a reviewer (the API's) the document must pass its wording review as any change does;
    the reviews it had as of rev (in wording-reviews.json then) count beside those kept now.
    """
    path = store.document_path(name)
    _require_history(store)
    commit = store.git.resolve(rev)
    if commit is None:
        raise InvalidContent(f"unknown revision {rev!r}")
    short = store.git.short(commit)
    raw = store.git.file_at(path, commit)
    if raw is None:
        raise NotFound(f"Document {name!r} at {short}")
    adapter = known_document_adapter(name)
    try:
        then = parse_bytes(path, raw, adapter)
    except ContentFileError as error:
        raise InvalidContent(f"{name} as of {short} does not validate: "
                             f"{error.problem.reason}") from error
    if review is not None:
        review = also_reviewed_document(review, document_reviews_at(store, name, commit))
    return change_document(store, name, stored_form(adapter, then),
                           author=author, expected_versions=expected_versions,
                           message=f"Restore {name} to {short}", review=review, rules=rules)


def _require_history(store: ContentStore) -> None:
    if not store.git.enabled:
        raise NoHistory(f"{store.root} is not in a git repository, so documents have no history")
