"""In-memory index of parsed content, refreshed when files change on disk (watchfiles)."""

import asyncio
import datetime as dt
import json
import logging
from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any

import aiofiles
from pydantic import BaseModel

from service.content import Post, post_sort_key
from service.content.copy import ProductAddress
from service.documents.embeds import served_facts
from service.html.policy import served_html
from service.posts.authors import Author, team_authors
from service.posts.index import Dumped, LoadedPosts, PostIndex
from service.posts.lists import (
    EncodedPost,
    FreshAnswers,
    PostLists,
    answer_content,
    encode_json,
    encode_post,
)
from service.posts.publishing import is_public, staff_document, utc_now
from service.routes import moved_address
from service.store.content_store import ContentStore, post_version
from service.store.loading import ContentFileError, Problem, parse_bytes
from service.store.watching import outside_changes

log = logging.getLogger(__name__)

WATCH_DEBOUNCE_MS = 50


def _dump(model: BaseModel | list[Any]) -> Any:
    if isinstance(model, list):
        return [item.model_dump(mode="json") for item in model]
    return model.model_dump(mode="json")


PRODUCT_ADDRESS_FIELDS = tuple(ProductAddress.model_fields)


class ContentCache:
    """Posts and other content parsed once, with their JSON answers encoded once per change."""

    def __init__(self, store: ContentStore,
                 clock: Callable[[], dt.datetime] = utc_now,
                 embed_origins: Collection[str] = ()) -> None:
        self.store = store
        self.clock = clock
        self.embed_origins = tuple(embed_origins)  # site.json's other embeds are withheld
        # Every valid post, drafts included; the answers below hold only what visitors see. A
        # public post is kept without its text, which the full list holds (served_content).
        self.posts: dict[str, Post] = {}
        self.post_versions: dict[str, str] = {}
        self.lists = PostLists()
        self.newest_first: list[Post] = []
        self.all_newest_first: list[Post] = []
        self.documents: dict[Path, bytes] = {}
        self.product_addresses: list[dict[str, str]] = []
        self.products_json = b"[]"
        self.authors_json = b"[]"
        self.problems: dict[Path, Problem] = {}
        self.version = 0
        self.public_slugs: frozenset[str] = frozenset()
        self._encoded: dict[str, EncodedPost] = {}
        self.index = PostIndex(store.posts_dir, store.state_dir)
        # While loading: each post loaded, whether served as stored, its dumped fields, version.
        self._loaded: dict[str, tuple[Post, bool, Dumped]] = {}
        self._listeners: list[Callable[[], None]] = []
        self.changed = asyncio.Event()  # set on every change (the schedule follower waits on it)

    # -- loading -------------------------------------------------------------
    async def load(self) -> LoadedPosts:
        """Read everything once (start-up): the posts in one go on a worker thread, unchanged
        files from the post index; the index is written again when anything differed."""
        loaded = await asyncio.to_thread(self.index.load, self.store.parse_post)
        self.posts = {post.slug: post for post in loaded.posts}
        self._loaded = {slug: (post, slug in loaded.served_as_stored, loaded.dumped[slug])
                        for slug, post in self.posts.items()}
        self.problems = {problem.path: problem for problem in loaded.problems}
        for problem in loaded.problems:
            log.warning("content file left out of the site (health reports it): %s", problem)
        for path in self.store.document_files():
            await self._load_document(path)
        self._rebuild()
        self._loaded = {}  # it would keep every post's text, which the lists now hold
        served = {slug for slug, encoded in self._encoded.items() if encoded.as_stored}
        await asyncio.to_thread(self.index.save, loaded, served)
        return loaded

    async def refresh(self, paths: set[Path]) -> None:
        """Re-read only the files that changed."""
        for path in sorted(paths):
            if path.parent == self.store.posts_dir and path.suffix == ".json":
                await self._load_post(path)
            elif self.store.document_adapter(path) is not None:
                await self._load_document(path)
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
            log.warning("content file left out of the site (health reports it): %s", error.problem)

    async def _load_document(self, path: Path) -> None:
        raw = await self._read(path)
        self.problems.pop(path, None)
        self.documents.pop(path, None)
        adapter = self.store.document_adapter(path)
        if raw is None or adapter is None:
            return
        try:
            value = _dump(parse_bytes(path, raw, adapter))
        except ContentFileError as error:
            self.problems[path] = error.problem
            log.warning("content file left out of the site (health reports it): %s", error.problem)
            return
        if path == self.store.site_file:
            value = served_facts(value, self.embed_origins)
        self.documents[path] = encode_json(value)

    async def _read(self, path: Path) -> bytes | None:
        try:
            async with aiofiles.open(path, "rb") as handle:
                return bytes(await handle.read())  # the very object: bytes(bytes) copies nothing
        except (FileNotFoundError, IsADirectoryError):
            return None

    def _rebuild(self) -> None:
        now = self.clock()
        ordered = sorted(self.posts.values(), key=post_sort_key, reverse=True)
        public = []
        for post in ordered:
            if is_public(post, now):
                public.append(post)
            elif self._without_text(post):
                self._read_text_again(post.slug)
        # Encoding puts a public post's text in the lists and keeps the post without it.
        fresh = [self._fresh_answers(p) for p in public]
        self.all_newest_first = [self.posts[p.slug] for p in ordered if p.slug in self.posts]
        self.newest_first = [self.posts[p.slug] for p in public]
        self.public_slugs = frozenset(p.slug for p in self.newest_first)
        for slug in self._encoded.keys() - self.posts.keys():
            del self._encoded[slug]
        self.post_versions = {p.slug: self._encoded[p.slug].version for p in self.newest_first}
        # The lists are the posts' own answers joined: one edit re-encodes one post.
        self.lists.rebuild(zip((p.slug for p in self.newest_first), fresh, strict=True))
        # Every product page's address: what /api/products answers and the site routes by.
        self.product_addresses = self._product_addresses()
        self.products_json = encode_json(self.product_addresses)
        self.authors_json = encode_json([author.model_dump() for author in self.authors()])
        self.version += 1
        self.changed.set()
        for listener in self._listeners:
            listener()

    def _fresh_answers(self, post: Post) -> FreshAnswers | None:
        """The post's answers encoded anew, or None when the lists hold this version already."""
        if self._without_text(post):
            return None  # the lists hold its answers (a post without its text is always listed)
        loaded, vouched, dumped = self._loaded.get(post.slug, (None, False, None))
        as_loaded = loaded is post  # else changed since: nothing is known about it
        encoded, fresh = encode_post(post, vouched and as_loaded, dumped if as_loaded else None)
        self._encoded[post.slug] = encoded
        self.posts[post.slug] = encoded.post
        return fresh

    def _without_text(self, post: Post) -> bool:
        """Whether the cache keeps this post without its text (the lists hold it)."""
        encoded = self._encoded.get(post.slug)
        return encoded is not None and encoded.post is post

    def _read_text_again(self, slug: str) -> None:
        """A post kept without its text that is no longer public (only a clock set back does
        that) is read from its file again: its text is nowhere else. Read here, on the event
        loop, as this is that rare and one small file."""
        path = self.store.post_path(slug)
        try:
            self.posts[slug] = self.store.parse_post(path, path.read_bytes())
        except (ContentFileError, OSError):
            del self.posts[slug]
            log.warning("post %s could not be read again", slug)

    # -- lookups -------------------------------------------------------------
    @property
    def posts_json(self) -> bytes:
        """Every public post, newest first, as the API answers the list."""
        return self.lists.full

    @property
    def summaries_json(self) -> bytes:
        """The same list without each post's content."""
        return self.lists.summaries

    @property
    def posts_digest(self) -> str:
        return self.lists.full_digest

    @property
    def summaries_digest(self) -> str:
        return self.lists.summaries_digest

    def document(self, path: Path) -> bytes | None:
        return self.documents.get(path)

    def post_answer(self, slug: str) -> bytes | None:
        """One public post as the API answers it, or None."""
        return self.lists.answer(slug)

    def staff_post(self, slug: str) -> dict[str, Any] | None:
        """One post, drafts and scheduled ones included, as staff screens read it."""
        post = self.posts.get(slug)
        if post is None:
            return None
        answer = self.lists.answer(slug) if self._without_text(post) else None
        content = answer_content(answer) if answer is not None else served_html(post.content)
        reviews = [review.model_dump() for review in post.wordingReviews]
        return staff_document(post, self.clock()) | {"content": content,
                                                      "wordingReviews": reviews}

    def stored_version(self, slug: str) -> str | None:
        """The version of a post's file as last read (the entity tag editors send back)."""
        post = self.posts.get(slug)
        if post is None:
            return None
        return self._encoded[slug].version if self._without_text(post) else post_version(post)

    def staff_summaries(self) -> list[dict[str, Any]]:
        """Every post, newest first, without content, with its status."""
        now = self.clock()
        return [{name: value for name, value in staff_document(p, now).items()
                 if name != "content"} for p in self.all_newest_first]

    def served_content(self, slug: str) -> str:
        """A public post's content as the API answers it (sanitised)."""
        answer = self.lists.answer(slug)
        return answer_content(answer) if answer is not None else ""

    def parsed(self, path: Path) -> Any:
        """A cached document decoded from JSON, or None when it is missing or invalid."""
        body = self.documents.get(path)
        return json.loads(body) if body is not None else None

    def redirects(self) -> dict[str, str]:
        """Old post addresses and the addresses they forward to (redirects.json), where they
        are now when the blog itself moved (routes.json's moved table)."""
        pairs = self.parsed(self.store.redirects_file) or []
        return {moved_address(r["from"]) or r["from"]: moved_address(r["to"]) or r["to"]
                for r in pairs}

    def _product_addresses(self) -> list[dict[str, str]]:
        """Every product page's slug, path, kind and title, by path."""
        pages = [self.parsed(path) for path in self.documents
                 if path.parent == self.store.products_dir]
        return sorted(({name: page[name] for name in PRODUCT_ADDRESS_FIELDS} for page in pages),
                      key=lambda address: address["path"])

    def authors(self) -> list[Author]:
        """The team's members as posts name them (GET /api/authors)."""
        return team_authors(self.parsed(self.store.copy_path("team")))

    def product_paths(self) -> list[str]:
        return [address["path"] for address in self.product_addresses]

    def service_slugs(self) -> list[str]:
        services = self.parsed(self.store.services_file) or []
        return [service["slug"] for service in services]

    def follow_the_clock(self) -> None:
        """Take in the posts the clock made public (or, set back, private) since the last change."""
        now = self.clock()
        if frozenset(p.slug for p in self.posts.values() if is_public(p, now)) != self.public_slugs:
            self._rebuild()

    # -- watching ------------------------------------------------------------
    async def watch(self, stop: asyncio.Event) -> None:
        """Follow outside changes (CLI, git pull, an editor) until stop is set."""
        async for paths in outside_changes(self.store.root, stop, WATCH_DEBOUNCE_MS):
            try:
                await self.refresh(paths)
            except Exception:  # the watcher must outlive any one bad refresh
                log.exception("content refresh failed")
