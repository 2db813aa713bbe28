"""The cache follows changes made outside the service (CLI, git pull, an editor)."""

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from service.cache.content_cache import ContentCache
from service.store.content_store import ContentStore
from tests.conftest import eventually


@pytest.fixture
async def watched(store: ContentStore) -> AsyncIterator[ContentCache]:
    cache = ContentCache(store)
    await cache.load()
    stop = asyncio.Event()
    task = asyncio.create_task(cache.watch(stop))
    await asyncio.sleep(0.3)  # let the watcher subscribe before the test edits files
    yield cache
    stop.set()
    await asyncio.wait_for(task, timeout=5)


async def test_outside_edit_of_a_post_is_picked_up(watched: ContentCache,
                                                   store: ContentStore) -> None:
    slug = watched.newest_first[0].slug
    path = store.post_path(slug)
    document = json.loads(path.read_text("utf-8"))
    document["title"] = "Edited in a text editor"
    path.write_text(json.dumps(document, indent=2) + "\n", "utf-8")
    await eventually(lambda: watched.posts[slug].title == "Edited in a text editor")
    assert b"Edited in a text editor" in watched.posts_json
    assert b"Edited in a text editor" in (watched.post_answer(slug) or b"")


async def test_outside_new_and_deleted_posts_are_picked_up(watched: ContentCache,
                                                           store: ContentStore) -> None:
    oldest = watched.newest_first[-1]
    document = oldest.model_dump(mode="json") | {"slug": "added-by-hand", "id": 9999,
                                                 "date": "2099-01-01"}
    store.post_path("added-by-hand").write_text(json.dumps(document, indent=2) + "\n", "utf-8")
    await eventually(lambda: watched.newest_first[0].slug == "added-by-hand")
    store.post_path(oldest.slug).unlink()
    await eventually(lambda: oldest.slug not in watched.posts)
    assert watched.post_answer(oldest.slug) is None


async def test_outside_edit_that_breaks_a_file_keeps_the_rest(watched: ContentCache,
                                                              store: ContentStore) -> None:
    slug = watched.newest_first[0].slug
    count = len(watched.posts)
    store.post_path(slug).write_text("{ half a file", "utf-8")
    await eventually(lambda: store.post_path(slug) in watched.problems)
    assert len(watched.posts) == count - 1


async def test_outside_edit_of_site_facts_is_picked_up(watched: ContentCache,
                                                       store: ContentStore) -> None:
    site: Path = store.site_file
    site.write_text(site.read_text("utf-8").replace("555-0142", "555-0199"), "utf-8")
    await eventually(lambda: b"555-0199" in (watched.document(site) or b""))
