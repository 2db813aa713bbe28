"""The service's background work besides serving: pushing or pulling the content's git history,
keeping a static export current and the daily backup, which /healthz reports on;
service/serving.py starts and stops them."""

from dataclasses import dataclass
from typing import TYPE_CHECKING

from quart import Quart

from service.config import Settings
from service.ops.content_log import ContentLog
from service.ops.free_memory import release_after_changes
from service.own_address import local_address
from service.state import AppState

if TYPE_CHECKING:
    from service.export.live import LiveExport
    from service.ops.backup_task import DailyBackup
    from service.replication.puller import Puller
    from service.replication.pusher import Pusher

EXTENSION_KEY = "agency_runtime"


@dataclass
class Runtime:
    state: AppState
    pusher: "Pusher | None" = None
    puller: "Puller | None" = None
    export: "LiveExport | None" = None
    backup: "DailyBackup | None" = None


def make_runtime(app: Quart, state: AppState, settings: Settings) -> Runtime:
    runtime = Runtime(state)
    ContentLog(state.cache)
    release_after_changes(state.cache)
    # Each imported only where it is set up: a start without it skips its modules (issue 42).
    if settings.git_remote:
        from service.replication.git_remote import GitRemote
        from service.replication.puller import Puller
        from service.replication.pusher import Pusher

        git = GitRemote(state.store.root, settings.git_remote)
        if settings.read_only:
            runtime.puller = Puller(git, state.store, state.cache.refresh, settings.pull_seconds)
        else:
            runtime.pusher = Pusher(git, state.store.state_dir)
            state.cache.on_change(runtime.pusher.poke)
    if settings.export_dir is not None:
        from service.export.live import LiveExport
        from service.export.setup import make_exporter

        exporter = make_exporter(state, settings.export_dir)
        runtime.export = LiveExport(exporter, state.cache, local_address(settings.host),
                                    settings.port)
    if settings.backup_dir is not None:
        from service.ops.backup_task import DailyBackup

        runtime.backup = DailyBackup(settings, state.store, settings.backup_dir)
    app.extensions[EXTENSION_KEY] = runtime
    return runtime
