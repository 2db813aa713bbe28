"""Scheduled posts made public at their time, with no request or restart to prompt it."""

import asyncio

from service.cache.content_cache import ContentCache
from service.posts.publishing import next_due

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
        woken = asyncio.ensure_future(cache.changed.wait())
        stopped = asyncio.ensure_future(stop.wait())
        await asyncio.wait({woken, stopped}, timeout=wait, return_when=asyncio.FIRST_COMPLETED)
        woken.cancel()
        stopped.cancel()
        cache.follow_the_clock()
