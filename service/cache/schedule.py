"""Scheduled posts made public at their time, with no request or restart to prompt it."""

import asyncio

from service.cache.content_cache import ContentCache
from service.posts.publishing import next_due
from service.waiting import first_of

# The longest the follower sleeps before looking again (a clock set forward, say).
RECHECK_SECONDS = 30.0


async def publish_when_due(cache: ContentCache, stop: asyncio.Event) -> None:
    """Until stop is set: sleep until the next post is due (or the content changes), then let
    the cache take in what the clock made public."""
    while not stop.is_set():
        cache.changed.clear()
        due = next_due(list(cache.posts.values()), cache.clock())
        wait = RECHECK_SECONDS
        if due is not None:
            wait = min(wait, max((due - cache.clock()).total_seconds(), 0.0) + 0.01)
        await first_of(cache.changed, stop, seconds=wait)
        cache.follow_the_clock()
