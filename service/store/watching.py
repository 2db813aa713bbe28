"""Changes to the content folder made outside the service, followed on a thread of its own: the
watcher's set-up walks the whole folder (40 ms at 5,000 posts, several times that while the
service starts), which on the event loop held back the service's first answer."""

import asyncio
import contextlib
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path

from watchfiles import Change, watch

Changes = set[tuple[Change, str]]


async def outside_changes(root: Path, stop: asyncio.Event, relevant: Callable[[Change, str], bool],
                          debounce_ms: int) -> AsyncIterator[Changes]:
    """Each debounced group of relevant changes under root, until stop is set."""
    loop = asyncio.get_running_loop()
    arrived: asyncio.Queue[Changes | BaseException | None] = asyncio.Queue()
    finished = threading.Event()

    def hand_over(item: Changes | BaseException | None) -> None:
        with contextlib.suppress(RuntimeError):  # the loop closed: nobody is waiting
            loop.call_soon_threadsafe(arrived.put_nowait, item)

    def follow() -> None:
        try:
            for changes in watch(root, stop_event=finished, debounce=debounce_ms,
                                 step=debounce_ms, watch_filter=relevant, recursive=True,
                                 ignore_permission_denied=True, raise_interrupt=False):
                hand_over(changes)
            hand_over(None)
        except Exception as error:  # raised again on the loop, where the changes are awaited
            hand_over(error)

    thread = threading.Thread(target=follow, name="content-watcher", daemon=True)
    thread.start()
    stopped = asyncio.ensure_future(stop.wait())
    try:
        while True:
            next_item = asyncio.ensure_future(arrived.get())
            await asyncio.wait({next_item, stopped}, return_when=asyncio.FIRST_COMPLETED)
            if not next_item.done():
                next_item.cancel()
                return
            item = next_item.result()
            if item is None:
                return
            if isinstance(item, BaseException):
                raise item
            yield item
    finally:
        stopped.cancel()
        finished.set()
        await asyncio.to_thread(thread.join, 5)
