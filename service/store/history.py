"""A post's git history, and bringing a post back as it was at an earlier commit."""

from dataclasses import dataclass

from service.store.content_store import ContentStore
from service.store.errors import InvalidContent, NotFound, StoreError
from service.store.loading import ContentFileError
from service.store.models import Post


class NoHistory(StoreError):
    """The content folder is not in a git work tree, so there is no history to read."""


@dataclass(frozen=True)
class Restored:
    post: Post
    short_rev: str
    changed: bool


def post_history(store: ContentStore, slug: str) -> list[dict[str, str]]:
    """The commits that touched the post's file, newest first (rev, date, author, message)."""
    path = store.post_path(slug)
    if not store.git.enabled:
        raise NoHistory(f"{store.root} is not in a git repository, so posts have no history")
    history = store.git.history(path)
    if not history:
        raise NotFound(f"History of post {slug!r}")
    return history


def restore_post(store: ContentStore, slug: str, rev: str) -> Restored:
    """Write the post back as it was at rev (validated) as a new commit, unless it already is."""
    path = store.post_path(slug)
    if not store.git.enabled:
        raise NoHistory(f"{store.root} is not in a git repository, so posts have no history")
    commit = store.git.resolve(rev)
    if commit is None:
        raise InvalidContent(f"unknown revision {rev!r}")
    short = store.git.short(commit)
    raw = store.git.file_at(path, commit)
    if raw is None:
        raise NotFound(f"Post {slug!r} at {short}")
    try:
        post = store.parse_post(path, raw)
    except ContentFileError as error:
        raise InvalidContent(f"the post as of {short} does not validate: "
                             f"{error.problem.reason}") from error
    posts, _ = store.read_posts()
    if any(other.id == post.id and other.slug != slug for other in posts):
        raise InvalidContent(f"id {post.id} of the post as of {short} now belongs to another post")
    current: Post | None = next((p for p in posts if p.slug == slug), None)
    if current == post:
        return Restored(post, short, changed=False)
    # A current file that does not validate is simply replaced: restoring is how it gets fixed.
    expected = {slug: current} if current is not None or not path.exists() else None
    store.write_posts([post], f"Restore post '{slug}' to {short}", replace=True,
                      expected=expected)
    return Restored(post, short, changed=True)
