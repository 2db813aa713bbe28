"""A few threads of their own for argon2, and no queue: a sign-in finding them busy is refused.

Argon2 is slow on purpose. Run in asyncio's shared thread pool, a burst of sign-ins filled it and
every other blocking call (a staff member's session lookup among them) waited behind the hashes.
Here at most `slots` hashes run at once, on their own threads; one more is refused at once.
"""

import asyncio
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")


def default_slots() -> int:
    """Half the processor cores, at least one: the rest stays free for everything else."""
    return max(1, (os.cpu_count() or 2) // 2)


class HashingBusy(Exception):
    """Every password-check slot is taken; try again in a moment."""


class PasswordChecks:
    """Runs password checks on a bounded pool; `run` raises HashingBusy instead of waiting."""

    def __init__(self, slots: int | None = None) -> None:
        self.slots = slots or default_slots()
        self.running = 0
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=self.slots,
                                        thread_name_prefix="password-check")

    async def run(self, check: Callable[..., T], *args: object) -> T:
        with self._lock:
            if self.running >= self.slots:
                raise HashingBusy
            self.running += 1
        # The slot is freed when the hash ends, not when the caller stops waiting for it.
        try:
            future = self._pool.submit(check, *args)
        except RuntimeError:  # the interpreter is shutting down
            self._release(None)
            raise HashingBusy from None
        future.add_done_callback(self._release)
        return await asyncio.wrap_future(future)

    def _release(self, _: "Future[T] | None") -> None:
        with self._lock:
            self.running -= 1
