"""A post's versions from git: who changed what and when, and one version beside the one before."""

import datetime as dt
import re
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field, ValidationError

from service.content.errors import NoHistory, NotFound
from service.content.matching import Matching
from service.content.post import Post
from service.content.registry import POST_ADAPTER
from service.content.wording import WordingReview
from service.html.paragraphs import html_to_text
from service.posts.word_diff import Piece, word_diff
from service.store.content_store import ContentStore
from service.store.vcs import Change

Event = Literal["created", "changed", "deleted", "restored"]
COMPARED_FIELDS = ("title", "excerpt", "content", "imageUrl", "imageAlt", "author", "coverages",
                   "date", "slug", "status")
SHORT_REV = 7
# A version id as the API takes one: a commit id or a prefix of it, never "HEAD~2" or an option.
VERSION_ID = re.compile("[A-Za-z0-9]+")
REV_PATTERN = f"^(?:{VERSION_ID.pattern})$"  # as Matching states it in a body
REV_MAX_LENGTH = 64
# A version id as a request body names one, refused in words rather than with the pattern.
VersionRev = Annotated[str, Matching(VERSION_ID, "Choose a version from the history"),
                       Field(max_length=REV_MAX_LENGTH)]
# The first line of a restored version's commit (restore_message), which history reads back.
RESTORE_VERSION_PREFIX = "Restore post "


def restore_message(slug: str, short_rev: str) -> str:
    return f"{RESTORE_VERSION_PREFIX}'{slug}' to {short_rev}"


def is_version_id(text: str) -> bool:
    return len(text) <= REV_MAX_LENGTH and re.fullmatch(REV_PATTERN, text) is not None


@dataclass(frozen=True)
class Version:
    """One commit that touched the post, with the post as it stood after it (None: deleted) and
    the wording reviews it recorded."""

    rev: str
    at: dt.datetime
    author: str
    message: str
    event: Event
    changed: tuple[str, ...]
    post: Post | None
    path: str
    reviewed: tuple[WordingReview, ...] = ()

    @property
    def short_rev(self) -> str:
        return self.rev[:SHORT_REV]

    @property
    def title(self) -> str | None:
        return self.post.title if self.post else None


@dataclass(frozen=True)
class VersionDetail:
    version: Version
    previous: Post | None
    body_diff: list[Piece]


def require_history(store: ContentStore) -> None:
    if not store.git.enabled:
        raise NoHistory(f"{store.root} is not in a git repository, so posts have no history")


def post_versions(store: ContentStore, slug: str) -> list[Version]:
    """Every commit that touched the post's file (through renames), newest first."""
    require_history(store)
    changes = store.git.history(store.post_path(slug))
    if not changes:
        raise NotFound(f"History of post {slug!r}")
    blobs = store.git.files_at([(c.rev, c.path) for c in changes])
    posts = [None if c.status == "D" or raw is None else parse_version(raw)
             for c, raw in zip(changes, blobs, strict=True)]
    versions: list[Version] = []
    older: Post | None = None
    after_deletion = False
    for change, post in reversed(list(zip(changes, posts, strict=True))):
        versions.append(_version(change, post, older, after_deletion=after_deletion))
        older, after_deletion = post, change.status == "D"
    return versions[::-1]


def version_detail(store: ContentStore, slug: str, rev: str) -> VersionDetail:
    """One version (by full or abbreviated id) with the version before it and the body's diff."""
    versions = post_versions(store, slug)
    if len(rev) < SHORT_REV:
        raise NotFound(f"Version {rev!r} of post {slug!r}")
    for index, version in enumerate(versions):
        if version.rev.startswith(rev.lower()):
            previous = versions[index + 1].post if index + 1 < len(versions) else None
            return VersionDetail(version, previous,
                                 word_diff(_body_text(previous), _body_text(version.post)))
    raise NotFound(f"Version {rev!r} of post {slug!r}")


def parse_version(raw: bytes) -> Post | None:
    """A stored post as of some commit, or None when that file did not validate."""
    try:
        return POST_ADAPTER.validate_json(raw)
    except ValidationError:
        return None


def _version(change: Change, post: Post | None, older: Post | None, *,
             after_deletion: bool) -> Version:
    """What one commit did: a file that comes back after a deletion, or a version written back
    from History, is a restore, whatever its fields are."""
    changed: tuple[str, ...] = ()
    if change.status == "D":
        event: Event = "deleted"
    elif older is None:
        event = "restored" if after_deletion else "created"
    else:
        changed = tuple(name for name in COMPARED_FIELDS if _differs(older, post, name))
        event = "restored" if change.message.startswith(RESTORE_VERSION_PREFIX) else "changed"
    return Version(change.rev, dt.datetime.fromisoformat(change.date).astimezone(dt.UTC),
                   change.author, change.message, event, changed, post, change.path,
                   _reviews_added(older, post))


def _reviews_added(older: Post | None, post: Post | None) -> tuple[WordingReview, ...]:
    """The wording reviews a version recorded: those its post has and the one before had not."""
    if post is None:
        return ()
    before = older.wordingReviews if older else []
    return tuple(review for review in post.wordingReviews if review not in before)


def _differs(older: Post, newer: Post | None, name: str) -> bool:
    if newer is None:
        return False
    if name == "status":
        return (older.status, older.publishAt) != (newer.status, newer.publishAt)
    return bool(getattr(older, name) != getattr(newer, name))


def _body_text(post: Post | None) -> str:
    return html_to_text(post.content) if post else ""
