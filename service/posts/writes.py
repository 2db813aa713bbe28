"""Adding, changing, publishing, renaming and deleting a post: checked, locked, one commit each."""

import datetime as dt
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from service.content.errors import Conflict, FieldProblem
from service.content.post import NewPost, Post, PostChange
from service.html.policy import keeping_to_policy
from service.posts.coverages import check_coverages
from service.posts.fields import next_free_id, slug_for_title
from service.posts.publishing import (
    agency_day,
    agency_today,
    describe_moment,
    is_public,
    parse_publish_time,
    utc_now,
)
from service.routes import post_address, post_slug
from service.store.atomic import json_bytes
from service.store.content_store import (
    ContentStore,
    check_version,
    post_document,
    post_version,
)
from service.store.redirects import after_rename, after_taking, redirect_changes
from service.store.review_gate import PostReviewer, reviewed_post, with_review_lines

CONTENT_FIELDS = ("title", "excerpt", "content", "imageUrl", "imageAlt", "date", "author",
                  "coverages")
# Fields whose null, when sent, is a value of its own (no image, no description, no byline),
# not "unchanged".
NULLABLE_FIELDS = frozenset({"imageUrl", "imageAlt", "author"})


@dataclass(frozen=True)
class DeletedPost:
    """What a deletion removed, enough to name it and bring it back."""

    slug: str
    id: int
    title: str
    deleted_at: dt.datetime
    deleted_by: str | None


def create_post(store: ContentStore, new: NewPost, *, author: str | None = None,
                media: Mapping[str, bytes] | None = None, via: str | None = None,
                now: dt.datetime | None = None, review: PostReviewer | None = None) -> Post:
    """Add a post with the next free id; its slug comes from the title unless one is given.
    With a reviewer (the API's), a post that goes out public must pass its wording review."""
    now = now or utc_now()
    media_files = _media_files(store, media)
    with store.write_lock():
        posts, _ = store.read_posts()
        redirects = store.read_redirects()
        taken = {path.stem for path in store.post_files()}
        if new.slug is not None:
            if new.slug in taken:
                raise Conflict(f"A post with the address {post_address(new.slug)} already exists")
            slug = new.slug
        else:
            # An address that forwards elsewhere keeps doing so unless asked for by name.
            forwarding = {post_slug(r.source) or r.source for r in redirects}
            slug = slug_for_title(new.title, taken | forwarding)
        fields: dict[str, Any] = {
            "id": next_free_id(p.id for p in posts), "slug": slug, "title": new.title,
            "date": new.date or agency_today(now), "excerpt": new.excerpt,
            "content": keeping_to_policy(new.content), "imageUrl": new.imageUrl,
            "imageAlt": new.imageAlt, "author": new.author, "coverages": new.coverages or [],
        }
        fields |= _publishing_fields(new.status or "draft", new.publishAt, None, new.date, now)
        post, reviewed = reviewed_post(review, Post.model_validate(fields))
        check_coverages(store, post)
        _check_media(store, media_files)
        path = store.post_path(slug)
        files: dict[Path, bytes | None] = {**media_files, path: json_bytes(post_document(post))}
        files |= redirect_changes(store.redirects_file, redirects, after_taking(redirects, slug))
        store.apply(files, with_review_lines(_named(via, _added_message(post, now)), reviewed),
                    author)
    return post


def change_post(store: ContentStore, slug: str, change: PostChange, *,
                author: str | None = None, expected_versions: Collection[str] | None = None,
                media: Mapping[str, bytes] | None = None, via: str | None = None,
                message: str | None = None, now: dt.datetime | None = None,
                review: PostReviewer | None = None) -> Post:
    """Edit, publish, schedule, unpublish or rename a post, all in one commit.

    With expected_versions, the post must still be at one of those versions (see post_version);
    checked under the write lock, so of two racing saves one wins. A published post that moves
    to a new slug leaves a redirect from its old address. With a reviewer (the API's), a post
    left published or scheduled must pass its wording review.
    """
    now = now or utc_now()
    media_files = _media_files(store, media)
    with store.write_lock():
        current = store.read_post(slug)
        check_version(post_version(current), expected_versions)
        post, reviewed = reviewed_post(review, _changed(current, change, now))
        if post == current:
            return current
        check_coverages(store, post, current)
        old_path, path = store.post_path(slug), store.post_path(post.slug)
        _check_media(store, media_files)
        files: dict[Path, bytes | None] = {**media_files, path: json_bytes(post_document(post))}
        if post.slug != slug:
            if path.exists():
                raise Conflict(f"A post with the address {post_address(post.slug)} already "
                               "exists")
            files[old_path] = None
            redirects = store.read_redirects()
            moved = after_taking(redirects, post.slug)
            if is_public(current, now):
                moved = after_rename(moved, slug, post.slug)
            files |= redirect_changes(store.redirects_file, redirects, moved)
        message = message or _named(via, _change_message(current, post, now))
        store.apply(files, with_review_lines(message, reviewed), author)
    return post


def publish_post(store: ContentStore, slug: str, at: str | None = None, *,
                 author: str | None = None, via: str | None = None) -> Post:
    """Make a post public now, or at a later moment when `at` is given."""
    change = PostChange(status="scheduled", publishAt=at) if at else PostChange(status="published")
    return change_post(store, slug, change, author=author, via=via)


def unpublish_post(store: ContentStore, slug: str, *, author: str | None = None,
                   via: str | None = None) -> Post:
    """Turn a post back into a draft that only staff see."""
    return change_post(store, slug, PostChange(status="draft"), author=author, via=via)


def rename_post(store: ContentStore, old: str, new: str, *, author: str | None = None,
                via: str | None = None) -> Post:
    """Move a post to a new slug; a published post's old address forwards to the new one."""
    return change_post(store, old, PostChange(slug=new), author=author, via=via)


def delete_post(store: ContentStore, slug: str, *, author: str | None = None,
                expected_versions: Collection[str] | None = None,
                via: str | None = None, now: dt.datetime | None = None) -> DeletedPost:
    """Remove a post's file as one commit; its history keeps it for restoring."""
    with store.write_lock():
        current = store.read_post(slug)
        check_version(post_version(current), expected_versions)
        store.apply({store.post_path(slug): None}, _named(via, f"Delete post '{slug}'"), author)
    return DeletedPost(slug, current.id, current.title, now or utc_now(), author)


def _media_files(store: ContentStore,
                 media: Mapping[str, bytes] | None) -> dict[Path, bytes | None]:
    return {store.media_target(name): data for name, data in (media or {}).items()}


def _check_media(store: ContentStore, files: Mapping[Path, bytes | None]) -> None:
    """New images go in under names of their own: another file's bytes are never replaced."""
    for path, data in files.items():
        if path.exists() and path.read_bytes() != data:
            raise Conflict(f"Media file {path.relative_to(store.media_dir)} already exists")


def _named(via: str | None, message: str) -> str:
    """A commit message, prefixed with the command that made the change when there is one."""
    return f"{via}: {message}" if via else message


def _changed(current: Post, change: PostChange, now: dt.datetime) -> Post:
    given = change.model_fields_set
    fields = current.model_dump()
    for name in CONTENT_FIELDS:
        value = getattr(change, name)
        if name in given and (value is not None or name in NULLABLE_FIELDS):
            fields[name] = keeping_to_policy(value) if name == "content" else value
    if fields["imageUrl"] != current.imageUrl and "imageAlt" not in given:
        fields["imageAlt"] = None  # a description is of one image: a new one needs its own
    if change.slug is not None:
        fields["slug"] = change.slug
    status = change.status or ("scheduled" if change.publishAt else None)
    if status is not None:
        fields |= _publishing_fields(status, change.publishAt, current,
                                     change.date if "date" in given else None, now)
    return Post.model_validate(fields)


def _publishing_fields(status: str, publish_at: str | None, current: Post | None,
                       date: dt.date | None, now: dt.datetime) -> dict[str, Any]:
    """The stored status, publishing time and date for a requested status."""
    if status == "draft":
        return {"status": "draft", "publishAt": None}
    if status == "scheduled":
        if not publish_at:
            raise FieldProblem("publishAt", "Choose when the post should appear.")
        moment = parse_publish_time(publish_at)
        if moment <= now:
            raise FieldProblem("publishAt", "Choose a time in the future, or publish now.")
        return {"status": None, "publishAt": moment, "date": agency_day(moment)}
    fields: dict[str, Any] = {"status": None}
    if current is None or current.publishAt is None or current.publishAt > now:
        fields["publishAt"] = None
    if current is not None and current.status == "draft" and date is None:
        fields["date"] = agency_today(now)  # a draft goes out dated the day it is published
    return fields


def _added_message(post: Post, now: dt.datetime) -> str:
    if post.status == "draft":
        return f"Add draft '{post.slug}'"
    if post.publishAt is not None and post.publishAt > now:
        return f"Add post '{post.slug}', scheduled for {describe_moment(post.publishAt)}"
    return f"Add post '{post.slug}'"


def _change_message(before: Post, after: Post, now: dt.datetime) -> str:
    """"Edit and publish post 'a'", "Schedule post 'a' for 2026-12-01 09:00 EST", ..."""
    verbs, details = [], []
    if any(getattr(before, name) != getattr(after, name) for name in CONTENT_FIELDS[:4]):
        verbs.append("edit")
    if after.status == "draft" and before.status != "draft":
        verbs.append("unpublish")
    elif after.publishAt != before.publishAt and after.publishAt and after.publishAt > now:
        verbs.append("schedule")
        details.append(f"for {describe_moment(after.publishAt)}")
    elif is_public(after, now) and not is_public(before, now):
        verbs.append("publish")
    if after.slug != before.slug:
        verbs.append("rename")
        details.append(f"to '{after.slug}'")
    sentence = " and ".join(verbs or ["edit"]).capitalize()  # a new date alone is an edit
    return " ".join([f"{sentence} post '{before.slug}'", *details])
