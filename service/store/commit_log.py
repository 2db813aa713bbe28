"""The content folder's last commits: when, who, why and which files, newest first."""

import datetime as dt
from dataclasses import dataclass

from service.store.content_store import ContentStore


@dataclass(frozen=True)
class ContentChange:
    """One commit to the content folder, with the files it touched (relative to the folder)."""

    rev: str
    at: dt.datetime
    author: str
    message: str
    files: tuple[str, ...]


def recent_changes(store: ContentStore, limit: int) -> list[ContentChange]:
    """The last `limit` commits that touched the content folder (none without git)."""
    by_rev: dict[str, ContentChange] = {}
    for change in store.git.recent(limit):
        seen = by_rev.get(change.rev)
        if seen is None:
            at = dt.datetime.fromisoformat(change.date).astimezone(dt.UTC)
            by_rev[change.rev] = ContentChange(change.rev, at, change.author, change.message,
                                               (change.path,))
        else:
            by_rev[change.rev] = ContentChange(seen.rev, seen.at, seen.author, seen.message,
                                               (*seen.files, change.path))
    return list(by_rev.values())
