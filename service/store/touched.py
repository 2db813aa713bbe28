"""The files a front end's writes touched, collected so its cache re-reads exactly those."""

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

# A context variable, not a thread-local: asyncio.to_thread runs a write in a copy of the
# caller's context, which shares this set with the handler that awaits it.
_COLLECTOR: ContextVar[set[Path] | None] = ContextVar("touched_paths", default=None)


@contextmanager
def collecting_touched_paths() -> Iterator[set[Path]]:
    """Every path the store's writes inside the block wrote or removed, as they commit."""
    touched: set[Path] = set()
    token = _COLLECTOR.set(touched)
    try:
        yield touched
    finally:
        _COLLECTOR.reset(token)


def note_touched(paths: Iterable[Path]) -> None:
    collector = _COLLECTOR.get()
    if collector is not None:
        collector.update(paths)
