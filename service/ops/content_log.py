"""One log line per content change the service sees (its own saves, the CLI, a pull, a scheduled
post going live), naming what changed."""

import logging
from pathlib import Path

from service.cache import ContentCache
from service.content import Post

log = logging.getLogger("service.content")


class ContentLog:
    def __init__(self, cache: ContentCache) -> None:
        self.cache = cache
        self._posts: dict[str, Post] = {}
        self._versions: dict[str, str] = {}
        self._public: frozenset[str] = frozenset()
        self._documents: dict[Path, bytes] = {}
        self._started = False
        cache.on_change(self.changed)

    def changed(self) -> None:
        cache = self.cache
        posts = dict(cache.posts)
        versions = self._versions_of(posts)
        documents = dict(cache.documents)
        if self._started:
            self._report(versions, documents, cache.public_slugs)
        self._posts, self._versions = posts, versions
        self._public, self._documents = cache.public_slugs, documents
        self._started = True

    def _versions_of(self, posts: dict[str, Post]) -> dict[str, str]:
        """Each post's stored version: the cache keeps the same object for a file it did not
        re-read, so versions are looked up only for the few it did (re-hashing every post on
        every change cost tens of milliseconds at 5,000 posts)."""
        versions = {}
        for slug, post in posts.items():
            version = (self._versions.get(slug) if self._posts.get(slug) is post
                       else self.cache.stored_version(slug))
            if version is not None:
                versions[slug] = version
        return versions

    def _report(self, versions: dict[str, str], documents: dict[Path, bytes],
                public: frozenset[str]) -> None:
        root = self.cache.store.root
        before_versions = self._versions
        changes = [f"posts/{slug}.json {_how(before_versions.get(slug), versions.get(slug))}"
                   for slug in sorted(versions.keys() | before_versions.keys())
                   if before_versions.get(slug) != versions.get(slug)]
        before = self._documents
        changes += [f"{path.relative_to(root)} {_how(before.get(path), documents.get(path))}"
                    for path in sorted(documents.keys() | before.keys())
                    if before.get(path) != documents.get(path)]
        changes += [f"post {slug} now public" for slug in sorted(public - self._public)
                    if slug in before_versions and before_versions[slug] == versions.get(slug)]
        if changes:
            log.info("content changed (version %d): %s", self.cache.version, "; ".join(changes),
                     extra={"event": "content", "contentVersion": self.cache.version,
                            "changes": changes})


def _how(before: object, after: object) -> str:
    if before is None:
        return "added"
    return "removed" if after is None else "changed"
