"""AGENCY_GIT_REMOTE on a primary: every content commit pushed there, off the request path.

The pusher wakes when the content changes (a save is committed before the cache sees it) and
every few seconds besides (commits made by the CLI in another process), and pushes whatever the
remote lacks. A failure is retried with backoff; saves never wait for it and lose nothing, since
the commits stay in the local repository until a push succeeds.
"""

import asyncio
import logging
from pathlib import Path

from service.replication.git_remote import GitFailed, GitRemote
from service.replication.shown_remote import shown_remote
from service.replication.status import ReplicationStatus

log = logging.getLogger(__name__)

SWEEP_SECONDS = 5.0
FIRST_RETRY_SECONDS = 1.0
LONGEST_RETRY_SECONDS = 300.0


class Pusher:
    def __init__(self, git: GitRemote, state_dir: Path, sweep_seconds: float = SWEEP_SECONDS,
                 first_retry_seconds: float = FIRST_RETRY_SECONDS) -> None:
        self.git = git
        self.state_dir = state_dir
        self.sweep_seconds = sweep_seconds
        self.first_retry_seconds = first_retry_seconds
        self.status = ReplicationStatus(role="primary", remote=shown_remote(git.url))
        self._poked = asyncio.Event()
        self._lock = asyncio.Lock()

    def poke(self) -> None:
        """Something may have been committed: look soon (safe to call from the event loop)."""
        self._poked.set()

    async def run(self, stop: asyncio.Event) -> None:
        retry = self.first_retry_seconds
        while not stop.is_set():
            pushed = await self.push_pending()
            if pushed is False:
                wait = retry
                retry = min(retry * 2, LONGEST_RETRY_SECONDS)
            else:
                wait, retry = self.sweep_seconds, self.first_retry_seconds
            await self._sleep(wait, stop, wake_on_poke=pushed is not False)

    async def push_pending(self) -> bool | None:
        """Push what the remote lacks: True pushed, None nothing to push, False it failed."""
        async with self._lock:
            self._poked.clear()
            try:
                branch = self.status.branch = await self.git.branch()
                head = await self.git.head()
                if head is None:
                    return None
                pending = await self.git.count_between(await self.git.tracking(branch), head)
                self.status.pending_commits = pending
                if pending == 0:
                    return None
                await self.git.push(head, branch)
            except GitFailed as error:
                first = self.status.failing_since is None
                self.status.failed(str(error))
                (log.error if first else log.warning)(
                    "push to %s failed (%d commits wait; retrying): %s", self.status.remote,
                    self.status.pending_commits, error,
                    extra={"event": "push", "ok": False, "pending": self.status.pending_commits})
                await self._save()
                return False
            self.status.succeeded(head)
            self.status.pending_commits = 0
            log.info("pushed %d commits to %s (%s)", pending, self.status.remote, head[:12],
                     extra={"event": "push", "ok": True, "rev": head, "commits": pending})
            await self._save()
            return True

    async def _sleep(self, seconds: float, stop: asyncio.Event, wake_on_poke: bool) -> None:
        waits = {asyncio.ensure_future(stop.wait())}
        if wake_on_poke:
            waits.add(asyncio.ensure_future(self._poked.wait()))
        await asyncio.wait(waits, timeout=seconds, return_when=asyncio.FIRST_COMPLETED)
        for waiter in waits:
            waiter.cancel()

    async def _save(self) -> None:
        try:
            await asyncio.to_thread(self.status.save, self.state_dir)
        except OSError as error:
            log.warning("could not record the replication status: %s", error)
