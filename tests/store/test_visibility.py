"""Visitors' answers hold only public posts; a scheduled post becomes public on time by itself."""

import asyncio
import datetime as dt
import json
import time
from typing import Any

import pytest

import service.cache.content_cache as cache_module
from service.cache.content_cache import ContentCache
from service.cache.schedule import publish_when_due
from service.content.post import NewPost, Post, PostChange
from service.posts.lists import SUMMARY_FIELDS, encode_post
from service.posts.writes import change_post, create_post
from service.store import ContentStore, post_version
from tests.conftest import eventually

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)


class HeldClock:
    """The time as of its making, standing still until started, then running with real time: the
    cache sees a post scheduled seconds ahead as not yet due however long a busy machine takes
    to load it."""

    def __init__(self) -> None:
        self.origin = dt.datetime.now(dt.UTC)
        self.started: float | None = None

    def start(self) -> None:
        self.started = time.monotonic()

    def __call__(self) -> dt.datetime:
        elapsed = 0.0 if self.started is None else time.monotonic() - self.started
        return self.origin + dt.timedelta(seconds=elapsed)


def scheduled_in(store: ContentStore, title: str, seconds: float, content: str = "") -> str:
    """A post due `seconds` from now (negative: already due), scheduled as of a minute ago."""
    post = create_post(store, NewPost(title=title, content=content))
    now = dt.datetime.now(dt.UTC)
    due = now + dt.timedelta(seconds=seconds)
    change_post(store, post.slug, PostChange(status="scheduled", publishAt=due.isoformat()),
                now=now - dt.timedelta(minutes=1))
    return post.slug


async def test_drafts_and_scheduled_posts_are_only_in_staff_answers(
        store: ContentStore) -> None:
    draft = create_post(store, NewPost(title="Secret Draft")).slug
    later = scheduled_in(store, "Next Week", 7 * 24 * 3600)
    cache = ContentCache(store)
    await cache.load()
    for slug in (draft, later):
        assert cache.post_answer(slug) is None and slug not in cache.public_slugs
        assert slug.encode() not in cache.posts_json + cache.summaries_json
    assert cache.staff_post(draft) is not None
    assert cache.staff_post(draft)["status"] == "draft"  # type: ignore[index]
    states = {s["slug"]: s["status"] for s in cache.staff_summaries()}
    assert (states[draft], states[later]) == ("draft", "scheduled")
    assert len(states) == len(cache.newest_first) + 2
    public = json.loads(cache.posts_json)
    assert all(set(post) == {"id", "slug", "title", "date", "excerpt", "content", "imageUrl",
                             "imageAlt", "author", "coverages"}
               for post in public)


async def test_a_scheduled_post_goes_public_when_due_with_no_request(
        store: ContentStore) -> None:
    clock = HeldClock()
    slug = scheduled_in(store, "Soon", 1.5)
    cache = ContentCache(store, clock=clock)
    await cache.load()
    clock.start()
    version = cache.version
    changes: list[int] = []
    cache.on_change(lambda: changes.append(cache.version))
    stop = asyncio.Event()
    task = asyncio.create_task(publish_when_due(cache, stop))
    try:
        assert slug not in cache.public_slugs
        await eventually(lambda: slug in cache.public_slugs, seconds=5)
        assert slug.encode() in cache.posts_json and cache.post_answer(slug) is not None
        assert cache.version > version and changes  # listeners (page caches) were told
    finally:
        stop.set()
        await asyncio.wait_for(task, timeout=5)


async def test_a_post_due_while_the_service_was_down_is_public_at_start(
        store: ContentStore) -> None:
    slug = scheduled_in(store, "Due during the night", -1)
    cache = ContentCache(store)
    await cache.load()
    assert slug in cache.public_slugs


async def test_the_follower_wakes_for_a_schedule_made_after_it_started(
        store: ContentStore) -> None:
    clock = HeldClock()
    cache = ContentCache(store, clock=clock)
    await cache.load()
    stop = asyncio.Event()
    task = asyncio.create_task(publish_when_due(cache, stop))
    try:
        await asyncio.sleep(0.1)
        slug = scheduled_in(store, "Planned later", 1.0)
        await cache.refresh({store.post_path(slug)})
        assert slug not in cache.public_slugs
        clock.start()
        await eventually(lambda: slug in cache.public_slugs, seconds=5)
    finally:
        stop.set()
        await asyncio.wait_for(task, timeout=5)


async def test_an_edit_re_encodes_only_the_post_it_changed(
        store: ContentStore, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = ContentCache(store)
    await cache.load()
    edited, other = cache.newest_first[0].slug, cache.newest_first[1].slug
    other_answer = cache.post_answer(other)
    encoded: list[str] = []

    def encode_and_note(post: Post, *options: Any) -> Any:
        encoded.append(post.slug)
        return encode_post(post, *options)

    monkeypatch.setattr(cache_module, "encode_post", encode_and_note)
    change_post(store, edited, PostChange(title="A fresh title"))
    await cache.refresh({store.post_path(edited)})
    assert encoded == [edited]  # the others' answers are taken from the lists as they were
    assert cache.post_answer(other) == other_answer
    assert b"A fresh title" in (cache.post_answer(edited) or b"")
    assert b"A fresh title" in cache.posts_json
    answers = [json.loads(cache.post_answer(p.slug) or b"") for p in cache.newest_first]
    assert json.loads(cache.posts_json) == answers
    assert json.loads(cache.summaries_json) == [
        {name: answer[name] for name in SUMMARY_FIELDS} for answer in answers]


class SetClock:
    """A clock that shows whatever time it was last set to."""

    def __init__(self, now: dt.datetime) -> None:
        self.now = now

    def __call__(self) -> dt.datetime:
        return self.now


async def test_public_posts_are_kept_without_their_text_which_staff_read_from_the_list(
        store: ContentStore) -> None:
    draft = create_post(store, NewPost(title="Still a draft", content="<p>Unfinished.</p>")).slug
    cache = ContentCache(store)
    await cache.load()
    public = cache.newest_first[0]
    stored = store.read_post(public.slug)
    assert cache.posts[public.slug].content == ""  # the full list holds it
    assert cache.posts[draft].content == "<p>Unfinished.</p>"
    assert cache.staff_post(public.slug)["content"] == stored.content  # type: ignore[index]
    assert cache.stored_version(public.slug) == post_version(stored)
    assert cache.stored_version(draft) == post_version(store.read_post(draft))
    assert cache.served_content(public.slug) == stored.content


async def test_a_clock_set_back_makes_a_post_private_again_with_its_text(
        store: ContentStore) -> None:
    slug = scheduled_in(store, "Due moments ago", -30, "<p>Words planned for the hour.</p>")
    stored = store.read_post(slug)
    assert stored.content == "<p>Words planned for the hour.</p>"
    clock = SetClock(dt.datetime.now(dt.UTC))
    cache = ContentCache(store, clock=clock)
    await cache.load()
    assert slug in cache.public_slugs and cache.posts[slug].content == ""
    clock.now -= dt.timedelta(minutes=2)
    cache.follow_the_clock()
    assert slug not in cache.public_slugs and cache.post_answer(slug) is None
    assert cache.posts[slug].content == stored.content
    assert cache.staff_post(slug)["content"] == stored.content  # type: ignore[index]
    assert cache.stored_version(slug) == post_version(stored)
    clock.now += dt.timedelta(minutes=2)
    cache.follow_the_clock()
    assert json.loads(cache.post_answer(slug) or b"")["content"] == stored.content
