"""AGENCY_READ_ONLY=1 with AGENCY_GIT_REMOTE: a replica pulls the primary's commits every few
seconds, fast-forward only. A replica whose history has diverged logs it loudly and keeps
serving what it has until someone sorts it out by hand."""

import asyncio
import logging
import subprocess
from collections.abc import Awaitable, Callable
from pathlib import Path

from service.replication.git_remote import GitFailed, GitRemote
from service.replication.shown_remote import shown_remote
from service.replication.status import ReplicationStatus
from service.store import ContentStore
from service.waiting import stopped_within

log = logging.getLogger(__name__)

Refresh = Callable[[set[Path]], Awaitable[None]]


class Puller:
    def __init__(self, git: GitRemote, store: ContentStore, refresh: Refresh,
                 interval_seconds: float) -> None:
        self.git = git
        self.store = store
        self.refresh = refresh
        self.interval = interval_seconds
        self.status = ReplicationStatus(role="replica", remote=shown_remote(git.url))
        self._reported: tuple[str, str] | None = None

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            await self.pull_once()
            await stopped_within(stop, self.interval)

    async def pull_once(self) -> bool:
        """Fetch, and fast-forward when the remote is ahead; answers whether anything came."""
        came = await self._pull()
        await self._save()
        return came

    async def _pull(self) -> bool:
        try:
            branch = self.status.branch = await self.git.branch()
            remote = await self.git.fetch(branch)
            local = await self.git.head()
            if local == remote:
                self._ok(remote)
                return False
            if local is None:
                raise GitFailed("the content folder has no commit: make a replica by cloning "
                                "the remote (git clone URL DIR)")
            if not await self.git.is_ancestor(local, remote):
                self._diverged(local, remote)
                return False
            await asyncio.to_thread(self._fast_forward, remote)
            changed = await self.git.changed_files(local, remote)
        except GitFailed as error:
            if self.status.failing_since is None:
                log.error("pull from %s failed: %s", self.status.remote, error)
            self.status.failed(str(error), self.interval)
            return False
        await self.refresh(set(changed))
        log.info("pulled %s from %s", remote[:12], self.status.remote,
                 extra={"event": "pull", "rev": remote})
        self._ok(remote)
        return True

    def _fast_forward(self, rev: str) -> None:
        """Move the work tree to rev under the store's write lock (a CLI may be writing)."""
        with self.store.write_lock():
            result = subprocess.run(["git", "-C", str(self.store.root), "merge", "--ff-only",
                                     "--quiet", "--end-of-options", rev],
                                    capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise GitFailed(result.stderr.strip() or "git merge --ff-only failed")

    def _diverged(self, local: str, remote: str) -> None:
        ahead = "has commits the remote lacks"
        self.status.diverged = True
        self.status.failed(f"this copy {ahead}: fast-forward impossible; still serving "
                           f"{local[:12]}")
        if self._reported != (local, remote):
            self._reported = (local, remote)
            log.error("REPLICA DIVERGED: %s (here %s, remote %s) %s; keeping what is here. "
                      "Fix by hand, e.g. git -C %s reset --hard %s", self.status.remote, local[:12],
                      remote[:12], ahead, self.store.root, remote[:12],
                      extra={"event": "pull", "diverged": True})

    def _ok(self, rev: str) -> None:
        self.status.diverged = False
        self._reported = None
        self.status.succeeded(rev)

    async def _save(self) -> None:
        try:
            await asyncio.to_thread(self.status.save, self.store.state_dir)
        except OSError as error:
            log.warning("could not record the replication status: %s", error)
