"""Something a whole test run makes once, whichever xdist worker asks first, in a folder every
worker sees: the others wait for it and then read what it made."""

import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run's temporary folder every xdist worker sees (the run's own without xdist)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@contextmanager
def made_once(folder: Path) -> Iterator[bool]:
    """Held by one worker at a time; answers whether folder still has to be made. A worker whose
    making failed leaves it to be made again by the next."""
    done = folder.with_name(folder.name + ".done")
    with open(folder.with_name(folder.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield not done.exists()
            done.touch()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
