"""Where the documents' wording reviews are kept (wording-reviews.json), and one document's
reviews as they stood at an earlier commit."""

from pathlib import Path

from pydantic import TypeAdapter

from service.content.wording import DocumentWordingReviews, WordingReview
from service.store.content_store import ContentStore
from service.store.loading import ContentFileError, parse_bytes

REVIEWS_FILE = "wording-reviews.json"
REVIEWS_ADAPTER = TypeAdapter(DocumentWordingReviews)


def reviews_path(store: ContentStore) -> Path:
    return store.root / REVIEWS_FILE


def document_reviews_at(store: ContentStore, name: str, commit: str) -> list[WordingReview]:
    """The document's reviews in wording-reviews.json as of commit (a full id); none when the
    file was absent then or did not validate."""
    path = reviews_path(store)
    raw = store.git.file_at(path, commit)
    if raw is None:
        return []
    try:
        return list(parse_bytes(path, raw, REVIEWS_ADAPTER).documents.get(name, []))
    except ContentFileError:
        return []
