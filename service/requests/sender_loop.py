"""The loop every background mail sender runs: a round, then a wait for the seconds the round
answers or until woken; stopped, it lets the round finish and gives its sender lock back."""

import asyncio
import contextlib
import logging
import threading

from service.requests.sender_lock import SenderLock

log = logging.getLogger(__name__)

IDLE_SECONDS = 60.0


class SenderLoop:
    """Started and stopped with the service; `wake()` after a change runs a round at once. A
    sender names itself in `what` and answers `one_round()`: the seconds until the next."""

    what = "mail sender"

    def __init__(self, sender_lock: SenderLock) -> None:
        self.sender_lock = sender_lock
        self._wake = asyncio.Event()
        # Read from worker threads too: a round in progress stops between two mails.
        self._stopping = threading.Event()
        self._task: asyncio.Task[None] | None = None

    async def one_round(self) -> float:
        raise NotImplementedError

    def stopped(self) -> None:
        """What the sender forgets once stopped (called after the lock is given back)."""

    async def start(self) -> None:
        self._stopping.clear()
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        """A mail being sent is let finish (at-least-once: cancelled at the shutdown deadline, it
        is sent again after the restart); the sender lock goes to another process either way."""
        self._stopping.set()
        self._wake.set()
        task, self._task = self._task, None
        try:
            if task is not None:
                await task
        finally:
            await asyncio.to_thread(self.sender_lock.release)
            self.stopped()

    def wake(self) -> None:
        self._wake.set()

    async def _run(self) -> None:
        while not self._stopping.is_set():
            self._wake.clear()  # before the round, so a wake-up during it is not lost
            try:
                idle = await self.one_round()
            except Exception:  # the loop must outlive a bad database moment
                log.exception("%s round failed", self.what)
                idle = IDLE_SECONDS
            if self._stopping.is_set():
                break
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), idle)
