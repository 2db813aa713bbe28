"""Many posts and their images written as one commit, all or nothing: what an import writes."""

from collections.abc import Mapping, Sequence
from pathlib import Path

from pydantic import ValidationError

from service.content.errors import Conflict, InvalidContent, NotFound
from service.content.post import Post
from service.store.atomic import json_bytes
from service.store.content_store import ContentStore, post_document
from service.store.loading import describe_validation_error
from service.store.redirects import after_taking, redirect_changes
from service.store.staged_writes import BatchOutcome, Progress, write_all_or_nothing


def write_posts(store: ContentStore, posts: Sequence[Post], message: str, *,
                media: Mapping[str, bytes] | None = None, replace: bool = False,
                expected: Mapping[str, Post | None] | None = None,
                author: str | None = None, progress: Progress | None = None) -> BatchOutcome:
    """Write posts, and new files under media/, as one commit; stopped or killed, none of it.

    Every check runs before anything reaches the content folder, raising Conflict when a post
    exists and replace is False, when a media file exists with other bytes, or when a post named
    in expected is no longer what the caller read (None: absent), so a change made meanwhile is
    never overwritten unseen. A post at an address that forwarded elsewhere takes it back.
    """
    try:
        checked = [Post.model_validate(post.model_dump()) for post in posts]
    except ValidationError as error:
        raise InvalidContent(describe_validation_error(error)) from error
    post_files = {store.post_path(p.slug): json_bytes(post_document(p)) for p in checked}
    if len(post_files) != len(checked):
        raise InvalidContent("the same slug appears twice in one write")
    media_files = {store.media_target(name): data for name, data in (media or {}).items()}
    redirects = store.read_redirects()
    taken_back = redirects
    for post in checked:
        taken_back = after_taking(taken_back, post.slug)
    files: dict[Path, bytes | None] = {
        **media_files, **post_files,
        **redirect_changes(store.redirects_file, redirects, taken_back)}

    def check() -> None:
        """Under the write lock: nothing changed meanwhile that this batch would overwrite."""
        for slug, seen in (expected or {}).items():
            if _current(store, slug) != seen:
                raise Conflict(f"Post {slug!r} was changed elsewhere since it was read")
        existing = [path.stem for path in post_files if path.exists()]
        if existing and not replace:
            raise Conflict(f"A post with slug {existing[0]!r} already exists")
        # Ids are picked before the lock is taken; a writer that got in first wins them.
        owners = {post.id: post.slug for post in store.read_posts()[0]}
        for post in checked:
            if owners.get(post.id, post.slug) != post.slug:
                raise Conflict(f"Id {post.id} now belongs to {owners[post.id]!r}: try again")
        for path, data in media_files.items():
            if path.exists() and path.read_bytes() != data:
                raise Conflict(f"Media file {path.relative_to(store.media_dir)} already exists")
        if store.read_redirects() != redirects:
            raise Conflict("Addresses that forward were changed meanwhile: try again")

    return write_all_or_nothing(store, files, message, author=author, check=check,
                                progress=progress)


def _current(store: ContentStore, slug: str) -> Post | None:
    try:
        return store.read_post(slug)
    except NotFound:
        return None
    except InvalidContent as error:
        raise Conflict(f"Post {slug!r} was changed elsewhere and is now invalid: "
                       f"{error.reason}") from error
