"""The post index: start-up re-reads only changed files and never serves what a file no longer
says."""

import asyncio
import json
import os
import time
from pathlib import Path

from service.cache.content_cache import ContentCache
from service.posts.index import INDEX_NAME, LoadedPosts
from service.store.content_store import ContentStore, post_version
from tests.conftest import work_tree_status

HOUR_NS = 3_600_000_000_000


def age_post_files(store: ContentStore) -> None:
    """Files last modified an hour ago (their change time stays now: see loaded)."""
    old = time.time_ns() - HOUR_NS
    for path in store.post_files():
        os.utime(path, ns=(old, old))


def loaded(store: ContentStore, racy_nanoseconds: int = 0) -> tuple[ContentCache, LoadedPosts]:
    """A start-up. Files are indexed however recently they changed unless racy_nanoseconds says
    otherwise: a test's files were all changed moments ago, and a change time cannot be set."""
    cache = ContentCache(store)
    cache.index.racy_nanoseconds = racy_nanoseconds
    return cache, asyncio.run(cache.load())


def answers(cache: ContentCache) -> tuple[bytes, bytes, dict[str, str]]:
    return cache.posts_json, cache.summaries_json, dict(cache.post_versions)


def without_index(store: ContentStore) -> ContentCache:
    (store.state_dir / INDEX_NAME).unlink(missing_ok=True)
    cache, result = loaded(store)
    assert result.from_index == 0
    return cache


def test_a_second_start_reads_unchanged_posts_from_the_index_with_the_same_answers(
        store: ContentStore) -> None:
    age_post_files(store)
    first, first_load = loaded(store)
    count = len(store.post_files())
    assert (first_load.parsed, first_load.from_index) == (count, 0)
    assert (store.state_dir / INDEX_NAME).is_file()

    second, second_load = loaded(store)
    assert (second_load.parsed, second_load.from_index) == (0, count)
    assert answers(second) == answers(first)
    assert {slug: post.model_dump() for slug, post in second.posts.items()} == \
        {slug: post.model_dump() for slug, post in first.posts.items()}
    assert work_tree_status(store.root) == ""  # the index is local state, never content


def test_each_post_comes_from_the_index_with_the_version_its_file_has(
        store: ContentStore) -> None:
    """The index keeps each post's version (not hashed again at each start): the version staff
    edits are checked against, as the stored file gives it."""
    loaded(store)
    cache, result = loaded(store)
    assert result.from_index == len(store.post_files())
    public = {post.slug for post in cache.newest_first}
    assert public and cache.post_versions == {
        slug: post_version(store.parse_post(store.post_path(slug),
                                            store.post_path(slug).read_bytes()))
        for slug in public}


def test_an_edit_keeping_size_and_modification_time_is_still_read(store: ContentStore) -> None:
    age_post_files(store)
    loaded(store)
    path = store.post_files()[0]
    stat = path.stat()
    document = json.loads(path.read_text("utf-8"))
    title = document["title"]
    document["title"] = ("Z" if title[0] != "Z" else "Y") + title[1:]  # same length
    with path.open("r+b") as handle:  # in place: same inode, same size
        handle.write(json.dumps(document, indent=2, ensure_ascii=False).encode() + b"\n")
        handle.truncate()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    while path.stat().st_ctime_ns == stat.st_ctime_ns:  # the clock's tick had not moved on yet
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert (path.stat().st_size, path.stat().st_mtime_ns) == (stat.st_size, stat.st_mtime_ns)

    cache, result = loaded(store)
    assert result.parsed == 1
    assert cache.posts[document["slug"]].title == document["title"]


def test_new_changed_and_removed_files_are_read_again(store: ContentStore) -> None:
    age_post_files(store)
    loaded(store)
    gone, changed = store.post_files()[:2]
    gone.unlink()
    document = json.loads(changed.read_text("utf-8"))
    document["excerpt"] = "Rewritten in a text editor."
    changed.write_text(json.dumps(document), "utf-8")

    cache, result = loaded(store)
    assert gone.stem not in cache.posts
    assert cache.posts[changed.stem].excerpt == "Rewritten in a text editor."
    assert result.parsed == 1
    assert answers(cache) == answers(without_index(store))


def test_a_file_changed_moments_ago_is_not_indexed(store: ContentStore) -> None:
    age_post_files(store)
    fresh = store.post_files()[0]
    fresh.touch()
    loaded(store, racy_nanoseconds=HOUR_NS // 2)
    index = json.loads((store.state_dir / INDEX_NAME).read_bytes())
    assert fresh.name not in index["files"]  # and neither are the others: their change time is
    assert index["files"] == {}                # now too (utime sets it), so nothing is indexed


def test_hand_written_html_is_cleaned_whether_or_not_it_came_from_the_index(
        store: ContentStore) -> None:
    path = store.post_files()[0]
    document = json.loads(path.read_text("utf-8"))
    document["content"] = '<p onclick="steal()">Hello</p><script>alert(1)</script>'
    path.write_text(json.dumps(document), "utf-8")
    age_post_files(store)
    first, _ = loaded(store)
    second, result = loaded(store)
    assert result.parsed == 0
    assert "script" not in second.served_content(path.stem)
    assert "onclick" not in second.served_content(path.stem)
    assert answers(second) == answers(first)


def test_a_damaged_or_foreign_index_is_ignored_and_replaced(store: ContentStore) -> None:
    age_post_files(store)
    loaded(store)
    index_file = store.state_dir / INDEX_NAME
    reference = answers(without_index(store))
    count = len(store.post_files())

    index_file.write_bytes(b'{"fingerprint": "')
    cache, result = loaded(store)
    assert (result.parsed, answers(cache)) == (count, reference)

    index = json.loads(index_file.read_bytes())
    index["fingerprint"] = "made by other code"
    for entry in index["files"].values():
        entry[1]["title"] = "Not what the file says"
    index_file.write_text(json.dumps(index), "utf-8")
    cache, result = loaded(store)
    assert (result.parsed, answers(cache)) == (count, reference)
    assert loaded(store)[1].from_index == count


def test_malformed_files_are_reported_at_every_start(store: ContentStore) -> None:
    broken = store.posts_dir / "broken.json"
    broken.write_text("{", "utf-8")
    age_post_files(store)
    for _ in range(2):
        cache, result = loaded(store)
        assert broken in cache.problems
        assert len(result.problems) == 1


def test_an_unwritable_store_folder_only_costs_the_index(store: ContentStore,
                                                          tmp_path: Path) -> None:
    age_post_files(store)
    store.state_dir.mkdir(exist_ok=True)
    (store.state_dir / INDEX_NAME).mkdir()  # cannot be replaced by a file
    cache, result = loaded(store)
    assert result.parsed == len(store.post_files())
    assert cache.posts_json != b"[]"
