"""AGENCY_GIT_REMOTE on a primary: every content commit pushed there, off the request path.

The pusher wakes when the content changes (a save is committed before the cache sees it; a CLI
commit reaches the cache through the watcher) and every few seconds besides, and pushes whatever
the remote lacks. A failure is retried after a short, capped delay, and every change tries again
at once: a save made after the remote returns goes out with it. Saves never wait for a push and
lose nothing, since the commits stay in the local repository until a push succeeds.
`agency push` pushes through the same code, one push at a time with the service's (push_lock).
"""

import asyncio
import logging
from pathlib import Path

from filelock import FileLock, Timeout

from service.instance import FILE_MODE
from service.replication.git_remote import NETWORK_SECONDS, GitFailed, GitRemote
from service.replication.shown_remote import shown_remote
from service.replication.status import ReplicationStatus, read_status
from service.waiting import first_of

log = logging.getLogger(__name__)

SWEEP_SECONDS = 5.0
# The waits after the 1st, 2nd, 3rd ... failed push; LONGEST_RETRY_SECONDS after that. The cap
# keeps a returned remote's catch-up within 30 s at a replica: this wait, the push itself and the
# replica's pull (every 5 s by default), with room for a slow network.
RETRY_SECONDS = (1.0, 2.0, 5.0, 10.0)
LONGEST_RETRY_SECONDS = 15.0
PUSH_LOCK_FILE = "push.lock"


def retry_delay(failures: int) -> float:
    """The wait after `failures` failed pushes in a row."""
    return RETRY_SECONDS[failures - 1] if failures <= len(RETRY_SECONDS) else LONGEST_RETRY_SECONDS


def push_lock(state_dir: Path) -> FileLock:
    """One push at a time per content repository, across processes (the service, `agency push`),
    so the last-pushed ref never moves back. Not the store's write lock: a push may take a minute
    on a slow network, and saves must not wait for it. Not thread-local: taken in a worker."""
    return FileLock(state_dir / PUSH_LOCK_FILE, mode=FILE_MODE, thread_local=False)


class Pusher:
    def __init__(self, git: GitRemote, state_dir: Path,
                 status: ReplicationStatus | None = None, log_failures: bool = True) -> None:
        self.git = git
        self.log_failures = log_failures
        self.state_dir = state_dir
        self.status = status or ReplicationStatus(role="primary", remote=shown_remote(git.url))
        self.failures = 0
        self._poked = asyncio.Event()
        self._lock = asyncio.Lock()
        self._push_lock = push_lock(state_dir)

    def poke(self) -> None:
        """Something may have been committed: look now (safe to call from the event loop)."""
        self._poked.set()

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            pushed = await self.push_pending()
            # Until stop, a poke (a change: try now, whatever the delay) or the time is up.
            await first_of(stop, self._poked, seconds=SWEEP_SECONDS if pushed is not None
                           else retry_delay(self.failures))

    async def push_pending(self) -> int | None:
        """Push what the remote lacks: the commits pushed (0 when none waited), None: it failed."""
        async with self._lock:
            self._poked.clear()
            if not await asyncio.to_thread(self._take_push_lock):
                return 0  # another process's push hangs: look again at the next sweep
            try:
                return await self._push_pending()
            finally:
                self._push_lock.release()

    def _take_push_lock(self) -> bool:
        self.state_dir.mkdir(parents=True, exist_ok=True)
        try:
            self._push_lock.acquire(timeout=NETWORK_SECONDS * 2)
        except Timeout:
            return False
        return True

    async def _push_pending(self) -> int | None:
        try:
            branch = self.status.branch = await self.git.branch()
            head = await self.git.head()
            if head is None:
                return 0
            pending = await self.git.count_between(await self.git.tracking(branch), head)
            self.status.pending_commits = pending
            if pending == 0:
                await self._pushed_elsewhere(head)
                return 0
            await self.git.push(head, branch)
        except GitFailed as error:
            self.failures += 1
            self.status.failed(str(error), retry_delay(self.failures))
            if self.log_failures:
                self._log_failure(error)
            await self._save()
            return None
        self.failures = 0
        self.status.succeeded(head)
        self.status.pending_commits = 0
        log.info("pushed %d commits to %s (%s)", pending, self.status.remote, head[:12],
                 extra={"event": "push", "ok": True, "rev": head, "commits": pending})
        await self._save()
        return pending

    def _log_failure(self, error: GitFailed) -> None:
        (log.error if self.failures == 1 else log.warning)(
            "push to %s failed (%d commits wait; retrying): %s", self.status.remote,
            self.status.pending_commits, error,
            extra={"event": "push", "ok": False, "pending": self.status.pending_commits})

    async def _pushed_elsewhere(self, head: str) -> None:
        """Nothing waits while this pusher was failing: another process (`agency push`) pushed."""
        if self.status.failing_since is not None:
            self.failures = 0
            self.status.succeeded(head)
            await self._save()

    async def _save(self) -> None:
        try:
            await asyncio.to_thread(self.status.save, self.state_dir)
        except OSError as error:
            log.warning("could not record the replication status: %s", error)


async def push_now(root: Path, state_dir: Path,
                   url: str) -> tuple[int | None, ReplicationStatus]:
    """`agency push`: one push of what the remote lacks, recorded where `agency status` reads it;
    answers the commits pushed (None when it failed) and the status."""
    recorded = await asyncio.to_thread(read_status, state_dir)
    status = (ReplicationStatus.from_json(recorded)
              if recorded and recorded.get("role") == "primary" else None)
    pusher = Pusher(GitRemote(root, url), state_dir, status, log_failures=False)  # it says so
    pusher.status.remote = shown_remote(url)
    return await pusher.push_pending(), pusher.status
