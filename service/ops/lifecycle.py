"""The service's background work, started in order when it starts serving and stopped in reverse
order on shutdown, all of it within one deadline (SHUTDOWN_SECONDS).

Each job is named and has a start, a stop or both. Jobs stop one after another, the last
started first, so a job that needs another (the live export renders through the render worker)
starts after it and stops before it. A stop still running when the deadline passes is cancelled
and logged, and the jobs after it are still told to stop: past the deadline, shutdown waits only
for cancelled jobs to unwind, never for one that does not end.
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from quart import Quart

log = logging.getLogger(__name__)

EXTENSION_KEY = "agency_lifecycle"

# Requests in flight get GRACEFUL_SECONDS (service/__main__.py, 30 s) first; with this the whole
# stop fits in the 45 s systemd allows (TimeoutStopSec in the unit docs/operating.md prints).
SHUTDOWN_SECONDS = 12.0
# A stop that takes longer than this is named in the log, so a slow shutdown says which job held it.
SLOW_STOP_SECONDS = 2.0

Step = Callable[[], Awaitable[object]]
Loop = Callable[[asyncio.Event], Coroutine[Any, Any, None]]


@dataclass(frozen=True)
class Job:
    name: str
    start: Step | None = None
    stop: Step | None = None


class LoopJob:
    """A job that runs as a task until its stop event is set; `then` runs once it has ended
    (a last push, a last export)."""

    def __init__(self, run: Loop, then: Step | None = None) -> None:
        self.run = run
        self.then = then
        self.stopping: asyncio.Event | None = None
        self.task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self.stopping = asyncio.Event()  # made on the loop that serves
        self.task = asyncio.create_task(self.run(self.stopping))

    async def stop(self) -> None:
        if self.stopping is not None:
            self.stopping.set()
        task, self.task = self.task, None
        if task is not None:
            await task  # cancelled with this stop at the deadline
        if self.then is not None:
            await self.then()


class Lifecycle:
    """The background jobs of one app, in the order they start."""

    def __init__(self, shutdown_seconds: float = SHUTDOWN_SECONDS) -> None:
        self.shutdown_seconds = shutdown_seconds
        self.jobs: list[Job] = []
        self._started: list[Job] = []

    def add(self, name: str, *, start: Step | None = None, stop: Step | None = None) -> None:
        self.jobs.append(Job(name, start, stop))

    def add_loop(self, name: str, run: Loop, *, then: Step | None = None) -> None:
        job = LoopJob(run, then)
        self.add(name, start=job.start, stop=job.stop)

    def serve_with(self, app: Quart) -> None:
        """Start with the app's serving and stop with it (after the hooks registered before)."""
        app.extensions[EXTENSION_KEY] = self
        app.before_serving(self.start)
        app.after_serving(self.stop)

    async def start(self) -> None:
        """Every job in order; if one fails to start, the ones started are stopped again."""
        for job in self.jobs:
            try:
                if job.start is not None:
                    await job.start()
            except BaseException:
                await self.stop()
                raise
            self._started.append(job)

    async def stop(self) -> None:
        """Every job started, last started first, all within the one deadline."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.shutdown_seconds
        while self._started:
            job = self._started.pop()
            if job.stop is not None:
                await self._stop_within(job, job.stop, deadline - loop.time())

    async def _stop_within(self, job: Job, stop: Step, seconds: float) -> None:
        # Past the deadline a stop still runs until it first waits: it is told to stop.
        started = asyncio.get_running_loop().time()
        stopping = asyncio.ensure_future(stop())
        await asyncio.wait({stopping}, timeout=max(seconds, 0.0))
        took = asyncio.get_running_loop().time() - started
        if stopping.done() and took > SLOW_STOP_SECONDS:
            log.warning("%s took %.1f s to stop", job.name, took,
                        extra={"event": "shutdown", "job": job.name, "seconds": round(took, 1)})
        if not stopping.done():
            log.error("%s did not stop within the shutdown deadline (%g s): cancelled",
                      job.name, self.shutdown_seconds,
                      extra={"event": "shutdown", "job": job.name, "ok": False})
            stopping.cancel()
            # As Quart does with its own background tasks: let the cancellation unwind.
            await asyncio.wait({stopping})
        if not stopping.cancelled() and (error := stopping.exception()) is not None:
            log.error("%s failed: %s: %s", job.name, type(error).__name__, error,
                      exc_info=error, extra={"event": "shutdown", "job": job.name, "ok": False})
