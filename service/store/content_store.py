"""ContentStore: reads and writes the content folder; atomic, locked across processes, committed."""

import hashlib
import logging
import os
from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from filelock import FileLock
from pydantic import TypeAdapter, ValidationError

from service.store.atomic import (
    is_temp_file,
    json_bytes,
    remove_file,
    remove_stale_temp_files,
    write_bytes_atomic,
)
from service.store.copy_models import COPY_MODELS, ProductPage
from service.store.errors import Conflict, InvalidContent, NotFound, StaleVersion
from service.store.html_policy import keeping_to_policy
from service.store.images import normalise_image
from service.store.loading import (
    ContentFileError,
    Problem,
    describe_validation_error,
    parse_bytes,
    read_file,
)
from service.store.models import (
    MEDIA_URL_PATTERN,
    Company,
    Page,
    Post,
    PostUpdate,
    Service,
    SiteFacts,
    post_sort_key,
)
from service.store.slugs import check_slug
from service.store.vcs import GitRecorder

log = logging.getLogger(__name__)
T = TypeVar("T")

POST_ADAPTER = TypeAdapter(Post)
SITE_ADAPTER = TypeAdapter(SiteFacts)
PAGE_ADAPTER = TypeAdapter(Page)
SERVICES_ADAPTER = TypeAdapter(list[Service])
COMPANIES_ADAPTER = TypeAdapter(list[Company])
PRODUCT_ADAPTER = TypeAdapter(ProductPage)
COPY_ADAPTERS: dict[str, TypeAdapter[Any]] = {
    name: TypeAdapter(model) for name, model in COPY_MODELS.items()
}
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
        self.state_dir = self.root / ".store"
        self.git = GitRecorder(self.root, self.state_dir / "pending-commit.json")

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
        folders = (self.pages_dir, self.copy_dir, self.products_dir)
        return fixed + [path for folder in folders for path in _json_files(folder)]

    def document_adapter(self, path: Path) -> TypeAdapter[Any] | None:
        """How to validate a non-post content file, or None when the path holds no content."""
        fixed: dict[Path, TypeAdapter[Any]] = {
            self.site_file: SITE_ADAPTER,
            self.services_file: SERVICES_ADAPTER,
            self.companies_file: COMPANIES_ADAPTER,
        }
        if path in fixed:
            return fixed[path]
        if path.suffix != ".json" or is_temp_file(path):
            return None
        if path.parent == self.pages_dir:
            return PAGE_ADAPTER
        if path.parent == self.products_dir:
            return PRODUCT_ADAPTER
        if path.parent == self.copy_dir:
            return COPY_ADAPTERS.get(path.stem)
        return None

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

    def read_services(self) -> list[Service]:
        return self._read_checked(self.services_file, SERVICES_ADAPTER)

    def read_companies(self) -> list[Company]:
        return self._read_checked(self.companies_file, COMPANIES_ADAPTER)

    def read_page(self, name: str) -> Page:
        path = self.page_path(name)
        if not path.is_file():
            raise NotFound("Page")
        return self._read_checked(path, PAGE_ADAPTER)

    def read_document(self, path: Path) -> Any:
        """Validate any non-post content file (pages, copy, products, site facts...)."""
        adapter = self.document_adapter(path)
        if adapter is None:
            raise NotFound("Content file")
        if not path.is_file():
            raise NotFound("Content file")
        return self._read_checked(path, adapter)

    def _read_checked(self, path: Path, adapter: TypeAdapter[T]) -> T:
        try:
            return read_file(path, adapter)
        except ContentFileError as error:
            raise InvalidContent(error.problem.reason, path) from error

    # -- writing -------------------------------------------------------------
    @contextmanager
    def write_lock(self) -> Iterator[None]:
        """Serialise writers across processes; clears litter a killed writer left behind."""
        self.state_dir.mkdir(parents=True, exist_ok=True)
        with FileLock(self.state_dir / "write.lock", timeout=LOCK_TIMEOUT_SECONDS):
            for folder in (self.posts_dir, self.pages_dir, self.media_dir, self.root):
                for path in remove_stale_temp_files(folder):
                    log.warning("removed temp file left by an interrupted write: %s", path)
            yield

    def update_post(self, slug: str, update: PostUpdate, author: str | None = None,
                    expected_versions: Collection[str] | None = None) -> Post:
        """Apply the editable fields to an existing post and commit it.

        With expected_versions, the post must still be at one of those versions (see
        post_version); checked under the write lock, so of two racing saves one wins.
        """
        path = self.post_path(slug)
        with self.write_lock():
            current = self.read_post(slug)
            if expected_versions is not None and post_version(current) not in expected_versions:
                raise StaleVersion(post_version(current))
            fields = update.model_dump() | {"content": keeping_to_policy(update.content)}
            post = Post.model_validate(current.model_dump() | fields)
            if post == current:
                return current
            self._write_json(path, post_document(post))
            self.git.commit([path], f"Edit post '{slug}'", author)
        return post

    def create_post(self, post: Post, author: str | None = None, overwrite: bool = False) -> Post:
        path = self.post_path(post.slug)
        with self.write_lock():
            if path.exists() and not overwrite:
                raise Conflict(f"A post with slug {post.slug!r} already exists")
            self._write_json(path, post_document(post))
            self.git.commit([path], f"Add post '{post.slug}'", author)
        return post

    def delete_post(self, slug: str, author: str | None = None) -> None:
        path = self.post_path(slug)
        with self.write_lock():
            if not path.is_file():
                raise NotFound("Blog post")
            remove_file(path)
            self.git.commit([path], f"Delete post '{slug}'", author)

    def next_post_id(self) -> int:
        posts, _ = self.read_posts()
        return max((p.id for p in posts), default=0) + 1

    def add_image(self, data: bytes, author: str | None = None) -> str:
        """Check and re-encode an uploaded image, store it, and answer its URL."""
        clean, image_format = normalise_image(data)
        return self.add_media(clean, image_format.extension, author)

    def add_media(self, data: bytes, extension: str, author: str | None = None) -> str:
        """Store an image under a random name and answer its site-relative URL."""
        name = f"{os.urandom(12).hex()}.{extension}"
        path = self.media_dir / "uploads" / name
        with self.write_lock():
            write_bytes_atomic(path, data)
            self.git.commit([path], f"Upload image '{name}'", author)
        return f"/media/uploads/{name}"

    def media_file(self, relative: str) -> Path:
        """The file behind a /media/ URL path, refusing anything outside the media folder."""
        candidate = (self.media_dir / relative).resolve()
        if not candidate.is_relative_to(self.media_dir.resolve()) or not candidate.is_file():
            raise NotFound("Media file")
        if any(part.startswith(".") for part in candidate.relative_to(self.media_dir).parts):
            raise NotFound("Media file")
        return candidate

    def _write_json(self, path: Path, document: dict[str, Any]) -> None:
        write_bytes_atomic(path, json_bytes(document))

    # -- batch writes (the command line) ---------------------------------------
    def write_posts(self, posts: Sequence[Post], message: str, *,
                    media: Mapping[str, bytes] | None = None, replace: bool = False,
                    expected: Mapping[str, Post | None] | None = None,
                    author: str | None = None) -> None:
        """Write posts, and new files under media/, as one commit.

        Every check runs before the first byte is written, raising Conflict when a post exists
        and replace is False, when a media file exists with other bytes, or when a post named in
        expected is no longer what the caller read (None: absent), so a change made meanwhile is
        never overwritten unseen.
        """
        try:
            checked = [Post.model_validate(post.model_dump()) for post in posts]
        except ValidationError as error:
            raise InvalidContent(describe_validation_error(error)) from error
        post_files = [(self.post_path(p.slug), json_bytes(post_document(p))) for p in checked]
        if len({path for path, _ in post_files}) != len(post_files):
            raise InvalidContent("the same slug appears twice in one write")
        media_files = [(self.media_target(name), data) for name, data in (media or {}).items()]
        with self.write_lock():
            for slug, seen in (expected or {}).items():
                try:
                    current: Post | None = self.read_post(slug)
                except NotFound:
                    current = None
                except InvalidContent as error:
                    raise Conflict(f"Post {slug!r} was changed elsewhere and is now invalid: "
                                   f"{error.reason}") from error
                if current != seen:
                    raise Conflict(f"Post {slug!r} was changed elsewhere since it was read")
            existing = [path.stem for path, _ in post_files if path.exists()]
            if existing and not replace:
                raise Conflict(f"A post with slug {existing[0]!r} already exists")
            # Ids are picked before the lock is taken; a writer that got in first wins them.
            owners = {post.id: post.slug for post in self.read_posts()[0]}
            for post in checked:
                if owners.get(post.id, post.slug) != post.slug:
                    raise Conflict(f"Id {post.id} now belongs to {owners[post.id]!r}: try again")
            for path, data in media_files:
                if path.exists() and path.read_bytes() != data:
                    raise Conflict(f"Media file {path.relative_to(self.media_dir)} already exists")
            for path, data in [*media_files, *post_files]:
                write_bytes_atomic(path, data)
            self.git.commit([path for path, _ in [*media_files, *post_files]], message, author)

    def remove_post(self, slug: str, message: str, author: str | None = None) -> None:
        """Delete a post as one commit with the caller's message."""
        path = self.post_path(slug)
        with self.write_lock():
            if not path.is_file():
                raise NotFound("Blog post")
            remove_file(path)
            self.git.commit([path], message, author)

    def media_target(self, relative: str) -> Path:
        """Where a new file under media/ goes: plain names only, never outside the folder."""
        if ".." in relative or not MEDIA_URL_PATTERN.fullmatch(f"/media/{relative}"):
            raise InvalidContent(f"invalid media path {relative!r}")
        return self.media_dir.joinpath(*relative.split("/"))


def _json_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.json") if not is_temp_file(p))


def post_document(post: Post) -> dict[str, Any]:
    """A post as written to disk and answered by the API (fields in spec order)."""
    return post.model_dump(mode="json")


def post_version(post: Post) -> str:
    """A digest of the stored post: the entity tag editors send back to avoid lost updates."""
    return hashlib.sha256(json_bytes(post_document(post))).hexdigest()[:32]
