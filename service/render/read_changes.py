"""Which API reads a content change touched: the one rule by which the rendered-page cache and the
static export decide which pages to render again.

The render worker reports the reads each page was made from (`RenderedPage.fetched`). A page is
made again when one of them answers differently, when the site's facts changed (they are in every
page's shell), or when it read something that is neither content nor fixed while the service runs
(an address added to the app later: taken to change with everything, never to stay stale).
"""

import re
from collections import deque
from collections.abc import Iterable

from service.cache import ContentCache

SITE_READ = "/api/site"
LIST_READ = "/api/blog-posts"
SUMMARY_READ = "/api/blog-posts?view=summary"
PRODUCTS_READ = "/api/products"
AUTHORS_READ = "/api/authors"
# Reads whose answers come from the service's settings, not the content.
FIXED_READS = frozenset({"/api/requests/settings"})
CONTENT_READ = re.compile(r"/api/(?:blog-posts(?:\?view=summary|/[^/?]+)?|site|services|companies"
                          r"|products|authors|(?:pages|copy|products)/[^/?]+)")
# Content versions whose changes are remembered: enough for renders that began a few changes ago.
HISTORY = 64


def post_read(slug: str) -> str:
    return f"/api/blog-posts/{slug}"


def content_reads(cache: ContentCache) -> dict[str, bytes]:
    """Every public content read by its API address, encoded as the API answers it."""
    reads = _reads_besides_posts(cache)
    for slug in cache.post_versions:
        body = cache.post_answer(slug)
        if body is not None:
            reads[post_read(slug)] = body
    return reads


def _reads_besides_posts(cache: ContentCache) -> dict[str, bytes]:
    store = cache.store
    reads = {LIST_READ: cache.posts_json, SUMMARY_READ: cache.summaries_json,
             PRODUCTS_READ: cache.products_json, AUTHORS_READ: cache.authors_json}
    fixed = {store.site_file: SITE_READ, store.services_file: "/api/services",
             store.companies_file: "/api/companies"}
    folders = {store.pages_dir: "/api/pages/", store.copy_dir: "/api/copy/",
               store.products_dir: "/api/products/"}
    for path, body in cache.documents.items():
        if path in fixed:
            reads[fixed[path]] = body
        elif path.parent in folders:
            reads[folders[path.parent] + path.stem] = body
    return reads


def is_content_read(url: str) -> bool:
    """An address among content_reads' kinds, present or not (a missing post's read is one)."""
    return CONTENT_READ.fullmatch(url) is not None


def affected(reads: Iterable[str], changed: frozenset[str] | set[str]) -> bool:
    """Whether a page made from `reads` must be made again once the reads in `changed` changed."""
    if not changed:
        return False
    if SITE_READ in changed:
        return True
    return any(read in changed or (read not in FIXED_READS and not is_content_read(read))
               for read in reads)


class ReadChanges:
    """Follows a content cache: the reads each new content version answers differently.

    Each read is remembered by its bytes, or by a digest the cache already made: for the two full
    lists, so a superseded 15 MB list is not held on to, and for each post (the version of the
    stored post its answer is made from: the same string object while the post is unchanged, so
    most comparisons are identity checks).
    """

    def __init__(self, cache: ContentCache, history: int = HISTORY) -> None:
        self.cache = cache
        self.version: int | None = None
        self._answers: dict[str, bytes | str] = {}
        # (version, the version before it, reads changed between the two), oldest first.
        self._steps: deque[tuple[int, int, frozenset[str]]] = deque(maxlen=history)
        self._first: int | None = None

    def catch_up(self) -> frozenset[str]:
        """Bring the record to the cache's current version; answers the reads that step changed
        (none the first time: there is nothing before it)."""
        version = self.cache.version
        if version == self.version:
            return frozenset()
        answers = self._fingerprints()
        before, self._answers, previous = self._answers, answers, self.version
        self.version = version
        if previous is None:
            self._first = version
            return frozenset()
        changed = frozenset({url for url, answer in answers.items() if before.get(url) != answer}
                            | (before.keys() - answers.keys()))
        self._steps.append((version, previous, changed))
        return changed

    def since(self, version: int) -> frozenset[str] | None:
        """The reads changed after `version` up to the version last caught up with, or None when
        that is further back than the record goes."""
        if version == self.version:
            return frozenset()
        oldest = self._steps[0][1] if self._steps else self._first
        if oldest is None or self.version is None or not oldest <= version <= self.version:
            return None
        changed: set[str] = set()
        for step_version, _, reads in self._steps:
            if step_version > version:
                changed |= reads
        return frozenset(changed)

    def _fingerprints(self) -> dict[str, bytes | str]:
        answers: dict[str, bytes | str] = dict(_reads_besides_posts(self.cache))
        answers |= {post_read(slug): version for slug, version in self.cache.post_versions.items()}
        answers[LIST_READ] = self.cache.posts_digest
        answers[SUMMARY_READ] = self.cache.summaries_digest
        return answers
