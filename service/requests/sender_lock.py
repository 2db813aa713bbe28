"""SenderLock: a lock file in the instance folder held by the one process sending a kind of mail."""

from pathlib import Path

from filelock import FileLock, Timeout

from service.instance import FILE_MODE, make_folder

LOCK_FILE = "outbox.lock"


class SenderLock:
    """Taken without waiting and kept until released (or the process ends, even by SIGKILL:
    the kernel drops an flock with its process), so a second process on the same instance
    folder, such as the service `agency site export` starts, never sends a mail too."""

    def __init__(self, instance_dir: Path, name: str = LOCK_FILE) -> None:
        self.path = instance_dir / name
        # Not thread-local: taken and released from worker threads, off the event loop.
        self._lock = FileLock(self.path, mode=FILE_MODE, thread_local=False)

    @property
    def held(self) -> bool:
        return self._lock.is_locked

    def try_hold(self) -> bool:
        """True when this process holds the lock, taking it now if nobody does; never waits."""
        if self._lock.is_locked:
            return True
        make_folder(self.path.parent)
        try:
            self._lock.acquire(timeout=0)
        except Timeout:
            return False
        return True

    def release(self) -> None:
        if self._lock.is_locked:
            self._lock.release()
