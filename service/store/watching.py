"""Changes to the content folder made outside the service, followed on a thread of its own: the
watcher's set-up walks the whole folder (40 ms at 5,000 posts, several times that while the
service starts), which on the event loop held back the service's first answer."""

import asyncio
import contextlib
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path

from watchfiles import Change, watch

from service.store.atomic import is_temp_file

Changes = set[tuple[Change, str]]


def content_filter(root: Path) -> Callable[[Change, str], bool]:
    """Whether a change is to a content file: JSON, not a temp file, not in a hidden folder."""

    def relevant(change: Change, path: str) -> bool:
        candidate = Path(path)
        try:
            relative = candidate.relative_to(root).parts
        except ValueError:
            return False
        return (candidate.suffix == ".json" and not is_temp_file(candidate)
                and not any(part.startswith(".") for part in relative))

    return relevant


async def outside_changes(root: Path, stop: asyncio.Event,
                          debounce_ms: int) -> AsyncIterator[set[Path]]:
    """The content files changed under root, a debounced group at a time, until stop is set."""
    relevant = content_filter(root)
    loop = asyncio.get_running_loop()
    arrived: asyncio.Queue[Changes | Exception | None] = asyncio.Queue()
    finished = threading.Event()

    def hand_over(item: Changes | Exception | None) -> None:
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
            if isinstance(item, Exception):
                raise item
            yield {Path(path) for _, path in item}
    finally:
        stopped.cancel()
        finished.set()
        await asyncio.to_thread(thread.join, 5)
