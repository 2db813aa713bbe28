"""Gives the system back the memory a content load or change freed: glibc keeps freed heap pages
for reuse, so without this the service stays as big as its largest moment (after loading 5,000
posts, 17 MiB more resident than once they are given back)."""

import asyncio
import ctypes
from collections.abc import Callable

from service.cache import ContentCache


def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's malloc_trim, or None on a C library without it (musl, macOS). Looked up among the
    symbols the process has loaded already: ctypes.util.find_library ran `ldconfig -p` in a
    child process at every start (some 50 ms, more on a busy machine)."""
    try:
        trim: Callable[[int], int] = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError, TypeError):
        return None
    return trim


_TRIM = _malloc_trim()


def release_freed_memory() -> None:
    """Return free heap pages to the system (a few milliseconds: call it off the event loop)."""
    if _TRIM is not None:
        _TRIM(0)


def release_after_changes(cache: ContentCache) -> None:
    """After each content change the cache takes in, a release on a worker thread."""

    def changed() -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # a change made outside the service's loop
            return
        loop.run_in_executor(None, release_freed_memory)

    if _TRIM is not None:
        cache.on_change(changed)
