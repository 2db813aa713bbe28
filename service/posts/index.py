"""The validated post index: what start-up learnt from each post file, kept in the store's
git-ignored folder so the next start re-reads only the files that changed since."""

import datetime as dt
import hashlib
import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path
from typing import Any

import orjson
import pydantic

from service.content import (
    fields as content_fields,
    post as post_model,
    slugs,
    wording as wording_models,
)
from service.content.post import Post
from service.content.wording import WordingReview
from service.html import (
    cleaner as html_cleaner,
    policy as html_policy,
    rules as html_rules,
    sanitise as html_sanitise,
    shape as html_shape,
)
from service.store.atomic import TEMP_PREFIX, is_temp_name
from service.store.content_store import dumped_version
from service.store.loading import ContentFileError, Problem

log = logging.getLogger(__name__)

INDEX_NAME = "post-index.json"
# 2: each entry holds the post's version too (it was hashed again at every start).
FORMAT = 2
# A file changed this recently may change again within the clock's granularity with its size,
# times and inode unchanged ("racily clean", as git calls it): such files are not indexed.
RACY_NANOSECONDS = 2_000_000_000
# The code that decides what a post file means and how its content is served: an index made by
# other code (an upgrade, a changed HTML policy) is not trusted.
_SHAPING_SOURCES = (content_fields, post_model, wording_models, slugs, html_policy, html_rules,
                    html_cleaner, html_sanitise, html_shape)

FileKey = tuple[int, int, int, int]  # inode, size, mtime and ctime in nanoseconds
# A post's fields dumped as JSON (what its answers are made of) and the version they hash to.
Dumped = tuple[dict[str, Any], str]


@dataclass(repr=False)  # a repr of every post is megabytes (asyncio takes reprs of results)
class LoadedPosts:
    """Every post file's post or problem; which posts' content is known to be served as stored;
    each post's fields dumped and its version, which its answers are encoded from."""

    posts: list[Post] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    served_as_stored: set[str] = field(default_factory=set)
    dumped: dict[str, Dumped] = field(default_factory=dict)
    parsed: int = 0
    from_index: int = 0
    index_size: int = 0
    entries: dict[str, list[Any]] = field(default_factory=dict)

    def __repr__(self) -> str:
        return (f"LoadedPosts({len(self.posts)} posts, {len(self.problems)} problems, "
                f"{self.parsed} parsed, {self.from_index} from the index)")


def code_fingerprint() -> str:
    versions = f"{FORMAT} {pydantic.VERSION} {version('nh3')}"
    digest = hashlib.blake2b(versions.encode(), digest_size=16)
    for module in _SHAPING_SOURCES:
        digest.update(Path(str(module.__file__)).read_bytes())
    digest.update((Path(html_policy.__file__).parent / "html_policy.json").read_bytes())
    return digest.hexdigest()


def _key(stat: os.stat_result) -> FileKey:
    return (stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns)


def _indexed_post(fields: dict[str, Any]) -> Post:
    """A post rebuilt from its validated fields (stored as JSON) without validating again."""
    publish_at = fields["publishAt"]
    return Post.model_construct(**(fields | {
        "date": dt.date.fromisoformat(fields["date"]),
        "publishAt": dt.datetime.fromisoformat(publish_at) if publish_at is not None else None,
        "wordingReviews": [WordingReview.model_construct(**review)
                           for review in fields.get("wordingReviews", [])],
    }))


class PostIndex:
    """Reads the post files with the index's help and writes the index again afterwards."""

    def __init__(self, posts_dir: Path, state_dir: Path) -> None:
        self.posts_dir = posts_dir
        self.path = state_dir / INDEX_NAME
        self.fingerprint = code_fingerprint()
        self.racy_nanoseconds = RACY_NANOSECONDS

    def _read_index(self) -> dict[str, list[Any]]:
        try:
            index = orjson.loads(self.path.read_bytes())
        except (OSError, orjson.JSONDecodeError):
            return {}
        if not isinstance(index, dict) or index.get("fingerprint") != self.fingerprint:
            return {}
        files = index.get("files")
        return files if isinstance(files, dict) else {}

    def load(self, parse: Callable[[Path, bytes], Post]) -> LoadedPosts:
        """Every post file: unchanged ones from the index, the others through parse(path, raw)."""
        index = self._read_index()
        loaded = LoadedPosts(index_size=len(index))
        racy_after = time.time_ns() - self.racy_nanoseconds
        for name, stat in self._post_stats():
            key = _key(stat)
            entry = index.get(name)
            if entry is not None and tuple(entry[0]) == key:
                try:
                    post = _indexed_post(entry[1])
                except (KeyError, TypeError, ValueError):
                    post = None
                if post is not None:
                    loaded.posts.append(post)
                    loaded.from_index += 1
                    if entry[2]:
                        loaded.served_as_stored.add(post.slug)
                    loaded.dumped[post.slug] = (entry[1], entry[3])
                    loaded.entries[name] = entry
                    continue
            path = self.posts_dir / name
            try:
                post = parse(path, path.read_bytes())
            except ContentFileError as error:
                loaded.problems.append(error.problem)
                continue
            except OSError as error:
                loaded.problems.append(Problem(path, error.strerror or str(error)))
                continue
            loaded.posts.append(post)
            loaded.parsed += 1
            dumped = post.model_dump(mode="json")
            loaded.dumped[post.slug] = (dumped, dumped_version(dumped))
            if max(stat.st_mtime_ns, stat.st_ctime_ns) < racy_after:
                loaded.entries[name] = [list(key), dumped, None, loaded.dumped[post.slug][1]]
        return loaded

    def _post_stats(self) -> list[tuple[str, os.stat_result]]:
        try:
            entries = list(os.scandir(self.posts_dir))
        except (FileNotFoundError, NotADirectoryError):
            return []
        found = []
        for entry in entries:
            if not entry.name.endswith(".json") or is_temp_name(entry.name):
                continue
            try:
                if entry.is_file():
                    found.append((entry.name, entry.stat()))
            except OSError:
                continue
        return sorted(found)

    def save(self, loaded: LoadedPosts, served_as_stored: set[str]) -> None:
        """Write the index for next time (a cache: a failure is logged, never raised)."""
        if loaded.parsed == 0 and loaded.from_index == loaded.index_size:
            return  # nothing new and nothing gone
        for entry in loaded.entries.values():
            entry[2] = entry[1]["slug"] in served_as_stored
        body = orjson.dumps({"fingerprint": self.fingerprint, "files": loaded.entries})
        temp = self.path.with_name(f"{TEMP_PREFIX}{os.getpid()}-{self.path.name}")
        try:
            # Renamed into place but not fsynced: after a power cut the file is whole, empty or
            # cut short, and anything but whole is not JSON, so it is ignored.
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temp.write_bytes(body)
            os.replace(temp, self.path)
        except OSError as error:
            temp.unlink(missing_ok=True)
            log.info("post index not written (%s): the next start parses every post", error)
