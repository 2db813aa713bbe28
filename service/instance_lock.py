"""The instance folder's lock: a running service holds it shared, `agency restore` exclusive.

An flock on the folder itself (no lock file to leave behind or back up): the kernel drops it
when the process ends, however it ends, so a killed service never leaves a stale lock, and a
restore can tell a running service from a stopped one without guessing from a pid or a port.
Shared, so two services on one folder (as the tests run) do not exclude each other.
"""

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

from service.instance import make_folder


class InstanceBusy(RuntimeError):
    """Another process holds the lock in a way that excludes this one."""


def _locked(folder: Path, operation: int) -> int:
    descriptor = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)  # not inherited (PEP 446)
    try:
        fcntl.flock(descriptor, operation | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(descriptor)
        raise InstanceBusy(str(folder)) from None
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


class ServiceLock:
    """What the service holds from before it touches the instance folder until it has stopped."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.descriptor: int | None = None

    def take(self) -> None:
        """InstanceBusy while a restore is writing the folder."""
        if self.descriptor is None:
            make_folder(self.folder)
            try:
                self.descriptor = _locked(self.folder, fcntl.LOCK_SH)
            except InstanceBusy:
                raise InstanceBusy(f"agency restore is writing the instance folder "
                                   f"{self.folder}; start the service when it has finished") \
                    from None

    def release(self) -> None:
        descriptor, self.descriptor = self.descriptor, None
        if descriptor is not None:
            os.close(descriptor)


@contextlib.contextmanager
def no_service_running(folder: Path) -> Iterator[None]:
    """Hold the folder so that no service starts on it; InstanceBusy when one runs on it."""
    if not folder.is_dir():  # a service makes the folder before it takes the lock
        yield
        return
    try:
        descriptor = _locked(folder, fcntl.LOCK_EX)
    except InstanceBusy:
        raise InstanceBusy(f"the service is running on {folder}: stop it first "
                           "(a running service holds the folder's lock)") from None
    try:
        yield
    finally:
        os.close(descriptor)
