"""The garbage collector held off while `python -m service` makes what it keeps for good: the
modules and the app (some 140,000 objects), then every post as first loaded. Each full pass over
them cost processor time at every start (some 50 ms for the imports, 40 ms for 5,000 posts)."""

import gc
from collections.abc import Iterator
from contextlib import contextmanager

_frozen_at_start = False


def pause() -> None:
    """Called by `python -m service` before it imports anything else."""
    gc.disable()


def freeze_and_resume() -> None:
    """Before serving: what was made so far frozen (no collection walks it again; an object
    dropped later is still freed by its count of references) and the collector on."""
    global _frozen_at_start
    gc.freeze()
    gc.enable()
    _frozen_at_start = True


@contextmanager
def held_for_first_load() -> Iterator[None]:
    """The collector off while the content first loads, and what it made frozen after. Only in
    the service started by `python -m service`, not in the tests' apps or the CLI's."""
    if not _frozen_at_start:
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()
