"""Bringing a post back: an earlier version as a new change, or a deleted post with its history."""

import datetime as dt
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path

from service.content import Post, PostChange
from service.content.errors import Conflict, InvalidContent, NotFound
from service.content.registry import POST_ADAPTER
from service.posts.history import parse_version, require_history, restore_message
from service.posts.writes import DeletedPost, change_post
from service.routes import post_address
from service.store.atomic import json_bytes
from service.store.content_store import ContentStore, post_document
from service.store.loading import ContentFileError, parse_bytes
from service.store.redirects import after_taking, redirect_changes
from service.store.review_gate import (
    PostReviewer,
    also_reviewed,
    reviewed_post,
    with_review_lines,
)

RECENTLY_DELETED_DAYS = 30


@dataclass(frozen=True)
class Restored:
    post: Post
    short_rev: str
    changed: bool


def restore_version(store: ContentStore, slug: str, rev: str, *, author: str | None = None,
                    expected_versions: Collection[str] | None = None,
                    review: PostReviewer | None = None) -> Restored:
    """The post's title, excerpt, body, image, its description, author and date as of rev,
    written as a new commit.

    rev is anything git understands (a commit id, HEAD~2). A post that is gone, or whose file
    no longer validates, comes back whole as it was then. With a reviewer, a post left public
    must pass its wording review; the reviews the version had count.
    """
    require_history(store)
    commit = store.git.resolve(rev)
    if commit is None:
        raise InvalidContent(f"unknown revision {rev!r}")
    short = store.git.short(commit)
    then = _post_at(store, slug, commit, short)
    message = restore_message(slug, short)
    try:
        current: Post | None = store.read_post(slug)
    except NotFound:
        current = None
    except InvalidContent:
        current = None  # restoring is how a broken file gets fixed
    if current is None:
        post = _bring_back(store, then.model_copy(update={"slug": slug}), message, author, review)
        return Restored(post, short, changed=True)
    change = PostChange(title=then.title, excerpt=then.excerpt, content=then.content,
                        imageUrl=then.imageUrl, imageAlt=then.imageAlt, author=then.author,
                        coverages=then.coverages, date=then.date)
    post = change_post(store, slug, change, author=author, expected_versions=expected_versions,
                       message=message, review=also_reviewed(review, then.wordingReviews))
    return Restored(post, short, changed=post != current)


def deleted_posts(store: ContentStore, days: int = RECENTLY_DELETED_DAYS) -> list[DeletedPost]:
    """Posts deleted in the last `days` days whose address is still free, newest first."""
    if not store.git.enabled:
        return []
    latest = {}
    for change in store.git.deletions(store.posts_dir, f"{days} days ago"):
        slug = change.path.removeprefix("posts/").removesuffix(".json")
        if change.path.endswith(".json") and slug not in latest \
                and not (store.posts_dir / f"{slug}.json").exists():
            latest[slug] = change
    blobs = store.git.files_at([(f"{c.rev}^", c.path) for c in latest.values()])
    found = []
    for (slug, change), raw in zip(latest.items(), blobs, strict=True):
        post = parse_version(raw) if raw is not None else None
        if post is not None:
            when = dt.datetime.fromisoformat(change.date).astimezone(dt.UTC)
            found.append(DeletedPost(slug, post.id, post.title, when, change.author))
    return found


def restore_deleted(store: ContentStore, slug: str, *, author: str | None = None,
                    review: PostReviewer | None = None) -> Post:
    """A deleted post back at its address as it was just before it was deleted (with a
    reviewer, one that comes back public must pass its wording review)."""
    require_history(store)
    path = store.post_path(slug)
    if path.exists():
        raise Conflict(f"A post already lives at {post_address(slug)}")
    deletion = next((c for c in store.git.history(path) if c.status == "D"), None)
    raw = store.git.files_at([(f"{deletion.rev}^", deletion.path)])[0] if deletion else None
    post = parse_version(raw) if raw is not None else None
    if post is None:
        raise NotFound(f"A deleted post at {post_address(slug)}")
    return _bring_back(store, post.model_copy(update={"slug": slug}),
                       f"Restore deleted post '{slug}'", author, review)


def _post_at(store: ContentStore, slug: str, commit: str, short: str) -> Post:
    """The post's file as of commit, at its address then (it may have been renamed since)."""
    path = store.post_path(slug)
    raw = store.git.file_at(path, commit)
    if raw is None and store.git.enabled:
        earlier = next((c for c in store.git.history(path) if c.rev == commit), None)
        if earlier is not None and earlier.status != "D":
            raw = store.git.files_at([(commit, earlier.path)])[0]
    if raw is None:
        raise NotFound(f"Post {slug!r} at {short}")
    try:
        return parse_bytes(path, raw, POST_ADAPTER)
    except ContentFileError as error:
        raise InvalidContent(f"the post as of {short} does not validate: "
                             f"{error.problem.reason}") from error


def _bring_back(store: ContentStore, post: Post, message: str, author: str | None,
                review: PostReviewer | None) -> Post:
    """Write a whole post back at its slug; an id taken meanwhile is replaced by a free one."""
    with store.write_lock():
        path = store.post_path(post.slug)
        if path.exists() and _valid(store, post.slug):
            raise Conflict(f"A post already lives at {post_address(post.slug)}")
        others = [p for p in store.read_posts()[0] if p.slug != post.slug]
        if any(p.id == post.id for p in others):
            post = post.model_copy(update={"id": max(p.id for p in others) + 1})
        post, reviewed = reviewed_post(review, Post.model_validate(post.model_dump()))
        redirects = store.read_redirects()
        files: dict[Path, bytes | None] = {path: json_bytes(post_document(post))}
        files |= redirect_changes(store.redirects_file, redirects,
                                  after_taking(redirects, post.slug))
        store.apply(files, with_review_lines(message, reviewed), author)
    return post


def _valid(store: ContentStore, slug: str) -> bool:
    try:
        store.read_post(slug)
    except (InvalidContent, NotFound):
        return False
    return True
