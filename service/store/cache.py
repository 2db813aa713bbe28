"""In-memory index of parsed content, refreshed when files change on disk (watchfiles)."""

import asyncio
import hashlib
import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiofiles
from pydantic import BaseModel
from watchfiles import Change, awatch

from service.store.atomic import is_temp_file
from service.store.content_store import ContentStore, post_document, post_version
from service.store.html_policy import served_html
from service.store.loading import ContentFileError, Problem, parse_bytes
from service.store.models import Post, post_sort_key

log = logging.getLogger(__name__)

WATCH_DEBOUNCE_MS = 50


def _encode(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def body_digest(body: bytes) -> str:
    """A strong entity tag for an answer made of these bytes."""
    return hashlib.blake2b(body, digest_size=16).hexdigest()


def _dump(model: BaseModel | list[Any]) -> Any:
    if isinstance(model, list):
        return [item.model_dump(mode="json") for item in model]
    return model.model_dump(mode="json")


SUMMARY_FIELDS = ("id", "slug", "title", "date", "excerpt", "imageUrl")


def summary(document: dict[str, Any]) -> dict[str, Any]:
    """A post without its content: what lists (blog, sidebar, admin) need."""
    return {field: document[field] for field in SUMMARY_FIELDS}


class ContentCache:
    """Posts and other content parsed once, with their JSON answers encoded once per change."""

    def __init__(self, store: ContentStore) -> None:
        self.store = store
        self.posts: dict[str, Post] = {}
        self.post_json: dict[str, bytes] = {}
        self.post_versions: dict[str, str] = {}
        self.posts_json = b"[]"
        self.summaries_json = b"[]"
        self.posts_digest = body_digest(self.posts_json)
        self.summaries_digest = body_digest(self.summaries_json)
        self.newest_first: list[Post] = []
        self.documents: dict[Path, bytes] = {}
        self.problems: dict[Path, Problem] = {}
        self.version = 0
        self._listeners: list[Callable[[], None]] = []

    # -- loading -------------------------------------------------------------
    async def load(self) -> None:
        """Read everything once (start-up)."""
        for path in self.store.post_files():
            await self._load_post(path)
        for path in self.store.document_files():
            await self._load_document(path)
        self._rebuild()

    async def refresh(self, paths: set[Path]) -> None:
        """Re-read only the files that changed."""
        for path in sorted(paths):
            if path.parent == self.store.posts_dir and path.suffix == ".json":
                await self._load_post(path)
            elif self.store.document_adapter(path) is not None:
                await self._load_document(path)
        self._rebuild()

    def put_post(self, post: Post) -> None:
        """Record a write the service itself made, without waiting for the watcher."""
        path = self.store.post_path(post.slug)
        self.problems.pop(path, None)
        self.posts[post.slug] = post
        self._rebuild()

    def on_change(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    async def _load_post(self, path: Path) -> None:
        slug = path.stem
        raw = await self._read(path)
        self.problems.pop(path, None)
        if raw is None:
            self.posts.pop(slug, None)
            return
        try:
            self.posts[slug] = self.store.parse_post(path, raw)
        except ContentFileError as error:
            self.posts.pop(slug, None)
            self.problems[path] = error.problem
            log.warning("skipping malformed content file %s", error.problem)

    async def _load_document(self, path: Path) -> None:
        raw = await self._read(path)
        self.problems.pop(path, None)
        self.documents.pop(path, None)
        adapter = self.store.document_adapter(path)
        if raw is None or adapter is None:
            return
        try:
            self.documents[path] = _encode(_dump(parse_bytes(path, raw, adapter)))
        except ContentFileError as error:
            self.problems[path] = error.problem
            log.warning("skipping malformed content file %s", error.problem)

    async def _read(self, path: Path) -> bytes | None:
        try:
            async with aiofiles.open(path, "rb") as handle:
                data: bytes = await handle.read()
                return data
        except (FileNotFoundError, IsADirectoryError):
            return None

    def _rebuild(self) -> None:
        self.newest_first = sorted(self.posts.values(), key=post_sort_key, reverse=True)
        # Sanitised again when served: the CLI, git and text editors bypass the API's checks.
        documents = [post_document(p) | {"content": served_html(p.content)}
                     for p in self.newest_first]
        self.post_versions = {p.slug: post_version(p) for p in self.newest_first}
        self.post_json = {doc["slug"]: _encode(doc) for doc in documents}
        self.posts_json = _encode(documents)
        self.summaries_json = _encode([summary(doc) for doc in documents])
        # Hashed once per change: hashing the full list per request cost more than serving it.
        self.posts_digest = body_digest(self.posts_json)
        self.summaries_digest = body_digest(self.summaries_json)
        self.version += 1
        for listener in self._listeners:
            listener()

    # -- lookups -------------------------------------------------------------
    def document(self, path: Path) -> bytes | None:
        return self.documents.get(path)

    def served_content(self, slug: str) -> str:
        """A post's content as the API answers it (sanitised)."""
        content: str = json.loads(self.post_json[slug])["content"]
        return content

    def parsed(self, path: Path) -> Any:
        """A cached document decoded from JSON, or None when it is missing or invalid."""
        body = self.documents.get(path)
        return json.loads(body) if body is not None else None

    def product_paths(self) -> list[str]:
        return [self.parsed(path)["path"] for path in self.documents
                if path.parent == self.store.products_dir]

    def service_slugs(self) -> list[str]:
        services = self.parsed(self.store.services_file) or []
        return [service["slug"] for service in services]

    # -- watching ------------------------------------------------------------
    async def watch(self, stop: asyncio.Event) -> None:
        """Follow outside changes (CLI, git pull, an editor) until stop is set."""
        async for changes in awatch(self.store.root, stop_event=stop, debounce=WATCH_DEBOUNCE_MS,
                                    step=WATCH_DEBOUNCE_MS, watch_filter=self._relevant,
                                    recursive=True, ignore_permission_denied=True):
            try:
                await self.refresh({Path(path) for _, path in changes})
            except Exception:  # the watcher must outlive any one bad refresh
                log.exception("content refresh failed")

    def _relevant(self, change: Change, path: str) -> bool:
        candidate = Path(path)
        try:
            relative = candidate.relative_to(self.store.root).parts
        except ValueError:
            return False
        return (candidate.suffix == ".json" and not is_temp_file(candidate)
                and not any(part.startswith(".") for part in relative))
