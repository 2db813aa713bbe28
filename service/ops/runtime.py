"""The service's background work besides serving: pushing or pulling the content's git history,
keeping a static export current, and winding all of it down on shutdown (SIGTERM)."""

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field

from quart import Quart

from service.config import Settings
from service.export.live import LiveExport
from service.export.setup import make_exporter
from service.ops.content_log import ContentLog
from service.ops.free_memory import release_after_changes
from service.replication.git_remote import GitRemote
from service.replication.puller import Puller
from service.replication.pusher import Pusher
from service.state import AppState

log = logging.getLogger(__name__)

EXTENSION_KEY = "agency_runtime"
STOP_SECONDS = 15.0


@dataclass
class Runtime:
    state: AppState
    pusher: Pusher | None = None
    puller: Puller | None = None
    export: LiveExport | None = None
    tasks: list[asyncio.Task[None]] = field(default_factory=list)
    stop: asyncio.Event = field(default_factory=asyncio.Event)

    async def start_render_worker(self) -> None:
        """Up before the first visitor, and /healthz can tell. Started before the content is
        loaded: Node boots while Python parses, and spawning it then blocks nothing else."""
        worker = self.state.renderer.worker
        if worker is not None:
            try:
                await worker.start()
            except OSError as error:  # pages fall back to the app shell; /healthz says 503
                log.error("the render worker did not start: %s", error)

    async def start(self) -> None:
        self.stop.clear()
        for job in (self.pusher, self.puller, self.export):
            if job is not None:
                self.tasks.append(asyncio.create_task(job.run(self.stop)))

    async def shut_down(self) -> None:
        """After the last request: a commit left pending is made, pushed, and exported."""
        self.stop.set()
        for task in self.tasks:
            with contextlib.suppress(asyncio.CancelledError, TimeoutError):
                await asyncio.wait_for(task, STOP_SECONDS)
        self.tasks.clear()
        store = self.state.store
        if not self.state.settings.read_only and store.git.pending_file.exists():
            await asyncio.to_thread(commit_left_over, self.state)
        if self.pusher is not None:
            await self.pusher.final_push()
        if self.export is not None:
            await self.export.flush()


def commit_left_over(state: AppState) -> None:
    """Commit files a failed commit left behind (kept in .store/pending-commit.json)."""
    store = state.store
    with store.write_lock():
        if store.git.commit([], "Commit changes left by an earlier failed commit"):
            log.info("committed changes left by an earlier failed commit")


def make_runtime(app: Quart, state: AppState, settings: Settings) -> Runtime:
    runtime = Runtime(state)
    ContentLog(state.cache)
    release_after_changes(state.cache)
    if settings.git_remote:
        git = GitRemote(state.store.root, settings.git_remote)
        if settings.read_only:
            runtime.puller = Puller(git, state.store, state.cache.refresh, settings.pull_seconds)
        else:
            runtime.pusher = Pusher(git, state.store.state_dir)
            state.cache.on_change(runtime.pusher.poke)
    if settings.export_dir is not None:
        exporter = make_exporter(state, settings.export_dir)
        host = "127.0.0.1" if settings.host in ("", "0.0.0.0", "::") else settings.host
        runtime.export = LiveExport(exporter, state.cache, host, settings.port)
    app.extensions[EXTENSION_KEY] = runtime
    return runtime
