"""One log line per content change the service sees (its own saves, the CLI, a pull, a scheduled
post going live), naming what changed."""

import logging
from pathlib import Path

from service.store.cache import ContentCache
from service.store.content_store import post_version
from service.store.models import Post

log = logging.getLogger("service.content")


class ContentLog:
    def __init__(self, cache: ContentCache) -> None:
        self.cache = cache
        self._posts: dict[str, Post] = {}
        self._public: frozenset[str] = frozenset()
        self._documents: dict[Path, bytes] = {}
        self._started = False
        cache.on_change(self.changed)

    def changed(self) -> None:
        cache = self.cache
        posts = dict(cache.posts)
        documents = dict(cache.documents)
        if self._started:
            self._report(posts, documents, cache.public_slugs)
        self._posts, self._public, self._documents = posts, cache.public_slugs, documents
        self._started = True

    def _report(self, posts: dict[str, Post], documents: dict[Path, bytes],
                public: frozenset[str]) -> None:
        root = self.cache.store.root
        changes = [f"posts/{slug}.json {_how(self._posts.get(slug), posts.get(slug))}"
                   for slug in sorted(posts.keys() | self._posts.keys())
                   if _differ(self._posts.get(slug), posts.get(slug))]
        before = self._documents
        changes += [f"{path.relative_to(root)} {_how(before.get(path), documents.get(path))}"
                    for path in sorted(documents.keys() | before.keys())
                    if before.get(path) != documents.get(path)]
        changes += [f"post {slug} now public" for slug in sorted(public - self._public)
                    if slug in self._posts and not _differ(self._posts[slug], posts.get(slug))]
        if changes:
            log.info("content changed (version %d): %s", self.cache.version, "; ".join(changes),
                     extra={"event": "content", "contentVersion": self.cache.version,
                            "changes": changes})


def _how(before: object, after: object) -> str:
    if before is None:
        return "added"
    return "removed" if after is None else "changed"


def _differ(before: Post | None, after: Post | None) -> bool:
    """Whether a post changed: the cache keeps the same object for a file it did not re-read, so
    versions are compared only for the few it did (re-hashing every post on every change cost
    tens of milliseconds at 5,000 posts)."""
    if before is after:
        return False
    if before is None or after is None:
        return True
    return post_version(before) != post_version(after)
