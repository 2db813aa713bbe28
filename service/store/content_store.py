"""ContentStore: reads and writes the content folder; atomic, locked across processes, committed."""

import hashlib
import logging
import os
from collections.abc import Collection, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import orjson
from filelock import FileLock
from pydantic import TypeAdapter

from service.content.addresses import MEDIA_URL
from service.content.errors import InvalidContent, NotFound, StaleVersion
from service.content.post import PUBLIC_POST_FIELDS, Post, post_sort_key
from service.content.registry import (
    POST_ADAPTER,
    REDIRECTS_ADAPTER,
    SITE_ADAPTER,
    document_adapter as named_adapter,
    document_name,
    known_document_adapter,
)
from service.content.site import Redirect, SiteFacts
from service.content.slugs import check_slug
from service.store.atomic import (
    is_temp_file,
    is_temp_name,
    remove_stale_temp_files,
    write_bytes_atomic,
)
from service.store.images import normalise_image
from service.store.journal import ChangeJournal
from service.store.loading import ContentFileError, Problem, parse_bytes, read_file
from service.store.media_files import file_under
from service.store.pending_uploads import uploads_named
from service.store.staged_writes import finish_staged_batches
from service.store.touched import note_touched
from service.store.vcs import GitRecorder

log = logging.getLogger(__name__)
T = TypeVar("T")

LOCK_TIMEOUT_SECONDS = 30


class ContentStore:
    """The one gateway to a content folder, shared by the service and the CLI."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root).resolve()
        self.posts_dir = self.root / "posts"
        self.pages_dir = self.root / "pages"
        self.media_dir = self.root / "media"
        self.site_file = self.root / "site.json"
        self.services_file = self.root / "services.json"
        self.companies_file = self.root / "companies.json"
        self.copy_dir = self.root / "copy"
        self.products_dir = self.root / "products"
        self.redirects_file = self.root / "redirects.json"
        self.state_dir = self.root / ".store"
        self.git = GitRecorder(self.root, self.state_dir / "pending-commit.json")
        self.journal = ChangeJournal(self.root, self.state_dir, self.git)

    # -- paths ---------------------------------------------------------------
    def post_path(self, slug: str) -> Path:
        return self.posts_dir / f"{check_slug(slug)}.json"

    def page_path(self, name: str) -> Path:
        return self.pages_dir / f"{check_slug(name)}.json"

    def copy_path(self, name: str) -> Path:
        return self.copy_dir / f"{check_slug(name)}.json"

    def product_path(self, slug: str) -> Path:
        return self.products_dir / f"{check_slug(slug)}.json"

    def post_files(self) -> list[Path]:
        return _json_files(self.posts_dir)

    def document_files(self) -> list[Path]:
        """Every content file other than posts and media."""
        fixed = [self.site_file, self.services_file, self.companies_file]
        if self.redirects_file.is_file():
            fixed.append(self.redirects_file)
        folders = (self.pages_dir, self.copy_dir, self.products_dir)
        return fixed + [path for folder in folders for path in _json_files(folder)]

    def document_adapter(self, path: Path) -> TypeAdapter[Any] | None:
        """How to validate a non-post content file, or None when the path holds no content."""
        if is_temp_file(path):
            return None
        name = document_name(self.root, path)
        return None if name is None else named_adapter(name)

    def document_path(self, name: str) -> Path:
        """The file of the document called name ('site', 'pages/about'); NotFound: no such."""
        known_document_adapter(name)
        return self.root / f"{name}.json"

    # -- reading -------------------------------------------------------------
    def read_post(self, slug: str) -> Post:
        path = self.post_path(slug)
        if not path.is_file():
            raise NotFound("Blog post")
        return self._read_checked(path, POST_ADAPTER)

    def parse_post(self, path: Path, raw: bytes) -> Post:
        """Validate one post file's bytes, including that its slug matches its file name."""
        post = parse_bytes(path, raw, POST_ADAPTER)
        if post.slug != path.stem:
            raise ContentFileError(Problem(path, f"slug {post.slug!r} does not match file name"))
        return post

    def read_posts(self) -> tuple[list[Post], list[Problem]]:
        """Every valid post, newest first, and the problems of the files that are not."""
        posts, problems = [], []
        for path in self.post_files():
            try:
                posts.append(self.parse_post(path, path.read_bytes()))
            except ContentFileError as error:
                problems.append(error.problem)
            except OSError as error:
                problems.append(Problem(path, str(error)))
        posts.sort(key=post_sort_key, reverse=True)
        return posts, problems

    def read_site(self) -> SiteFacts:
        return self._read_checked(self.site_file, SITE_ADAPTER)

    def read_redirects(self) -> list[Redirect]:
        """The old post addresses that forward to new ones; none when the file is absent."""
        if not self.redirects_file.is_file():
            return []
        return self._read_checked(self.redirects_file, REDIRECTS_ADAPTER)

    def read_document(self, path: Path) -> Any:
        """Validate any non-post content file (pages, copy, products, site facts...)."""
        if not path.is_file():
            raise NotFound("Content file")
        adapter = self.document_adapter(path)
        if adapter is None:
            raise InvalidContent("no document of the site has this name (a slug, or a known "
                                 "kind of copy), so nothing reads it", path)
        return self._read_checked(path, adapter)

    def _read_checked(self, path: Path, adapter: TypeAdapter[T]) -> T:
        try:
            return read_file(path, adapter)
        except ContentFileError as error:
            raise InvalidContent(error.problem.reason, path) from error

    # -- writing -------------------------------------------------------------
    @contextmanager
    def write_lock(self) -> Iterator[None]:
        """Serialise writers across processes; first finishes what a killed writer left: its
        journalled change (journal.py) or its sealed batch (staged_writes.py)."""
        self.state_dir.mkdir(parents=True, exist_ok=True)
        with FileLock(self.state_dir / "write.lock", timeout=LOCK_TIMEOUT_SECONDS):
            for folder in (self.posts_dir, self.pages_dir, self.media_dir, self.root,
                           self.state_dir):
                for path in remove_stale_temp_files(folder):
                    log.warning("removed temp file left by an interrupted write: %s", path)
            self.journal.recover()
            finish_staged_batches(self)
            yield

    def recover(self) -> None:
        """Complete or sweep away a change a killed writer left (the service calls it at start)."""
        with self.write_lock():
            pass

    def apply(self, files: Mapping[Path, bytes | None], message: str,
              author: str | None = None) -> frozenset[Path]:
        """Write (bytes) or remove (None) each file, commit exactly those as one change, and
        answer the paths touched (also noted for collecting_touched_paths).

        Call under write_lock, after every check has passed: nothing here refuses a change. A
        crash at any point leaves the change either not begun or completed by the next writer.
        """
        files = {**files, **uploads_named(self.media_dir / "uploads", self.git, files)}
        self.journal.apply(files, message, author)
        touched = frozenset(files)
        note_touched(touched)
        return touched

    def add_image(self, data: bytes) -> str:
        """Check and re-encode an uploaded image, store it, and answer its URL."""
        clean, extension = normalise_image(data)
        return self.add_media(clean, extension)

    def add_media(self, data: bytes, extension: str) -> str:
        """Store an image under a random name and answer its site-relative URL. It is committed
        with the first save that names it (pending_uploads), by whoever saves, never alone."""
        name = f"{os.urandom(12).hex()}.{extension}"
        path = self.media_dir / "uploads" / name
        with self.write_lock():
            path.parent.mkdir(parents=True, exist_ok=True)
            write_bytes_atomic(path, data)
        return f"/media/uploads/{name}"

    def media_file(self, relative: str) -> Path:
        """The regular file behind a /media/ URL path (media_files.file_under: no hidden or ".."
        names, no symbolic link on the way, media/ itself included)."""
        return file_under(self.media_dir, relative)

    def media_target(self, relative: str) -> Path:
        """Where a new file under media/ goes: plain names only, never outside the folder."""
        if ".." in relative or not MEDIA_URL.fullmatch(f"/media/{relative}"):
            raise InvalidContent(f"invalid media path {relative!r}")
        return self.media_dir.joinpath(*relative.split("/"))


def _json_files(folder: Path) -> list[Path]:
    """The folder's JSON files by name (names sorted as text: comparing paths is slow)."""
    try:
        names = sorted(entry.name for entry in os.scandir(folder)
                       if entry.name.endswith(".json") and entry.is_file())
    except (FileNotFoundError, NotADirectoryError):
        return []
    return [folder / name for name in names if not is_temp_name(name)]


def post_document(post: Post) -> dict[str, Any]:
    """A post as written to disk: spec fields in spec order, then the image's description, the
    author, the products it is about, status, time and wording reviews only when set."""
    document = post.model_dump(mode="json")
    if document["status"] in (None, "published"):
        del document["status"]
    if document["publishAt"] is None:
        del document["publishAt"]
    if document["author"] is None:
        del document["author"]
    if not document["coverages"]:
        del document["coverages"]
    if not document["wordingReviews"]:
        del document["wordingReviews"]
    if document["imageAlt"] is None:
        del document["imageAlt"]
    return document


def public_document(post: Post) -> dict[str, Any]:
    """A post as visitors' answers carry it: the spec's fields only."""
    return public_fields(post.model_dump(mode="json", include=set(PUBLIC_POST_FIELDS)))


def public_fields(dumped: dict[str, Any]) -> dict[str, Any]:
    """The spec's fields, in the spec's order, of a post dumped as JSON."""
    return {name: dumped[name] for name in PUBLIC_POST_FIELDS}


def post_version(post: Post) -> str:
    """A digest of the stored post: the entity tag editors send back to avoid lost updates."""
    return dumped_version(post.model_dump(mode="json"))


def check_version(current: str | None, expected_versions: Collection[str] | None,
                  what: str = "post") -> None:
    """Refuse a change based on another version than the stored one (None: stored, not valid)."""
    if expected_versions is not None and current not in expected_versions:
        raise StaleVersion(current or "", what)


def dumped_version(dumped: dict[str, Any]) -> str:
    """post_version of a post already dumped as JSON (every field)."""
    return hashlib.blake2b(orjson.dumps(dumped), digest_size=16).hexdigest()
