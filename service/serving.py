"""What the service does as it starts and stops serving: the instance made ready first, then its
background work (service/ops/lifecycle.py) started in order and stopped in reverse."""

import asyncio
import logging
from collections.abc import Callable
from functools import partial

from service.cache import ContentCache, publish_when_due
from service.instance import repair as repair_instance
from service.instance_lock import InstanceBusy, ServiceLock
from service.newsletter.sender import NewsletterSender
from service.ops import collector
from service.ops.command_hint import agency_command
from service.ops.content_upgrade import migrate_at_start
from service.ops.free_memory import release_freed_memory
from service.ops.lifecycle import Lifecycle
from service.ops.runtime import Runtime
from service.render.page_renderer import RenderWorker
from service.requests.desk import RequestDesk
from service.requests.digest_task import DigestTask
from service.requests.intake.renewal import RenewalTask
from service.sqlite_migrations import SchemaTooNew
from service.state import AppState
from service.store import ContentStore

log = logging.getLogger(__name__)


async def set_up_databases(set_ups: list[Callable[[], list[str]]]) -> None:
    """The instance databases made or migrated before anything else uses them, each migration
    logged; a file a newer release migrated stops the start."""
    for set_up in set_ups:
        try:
            applied = await asyncio.to_thread(set_up)
        except SchemaTooNew as error:
            log.error("cannot start: %s", error)
            raise
        for line in applied:
            log.info(line)


async def lock_instance(lock: ServiceLock) -> None:
    """Held before anything touches the instance folder: a restore under way stops the start."""
    try:
        await asyncio.to_thread(lock.take)
    except InstanceBusy as error:
        log.error("cannot start: %s", error)
        raise


async def prepare_instance(state: AppState, desk: RequestDesk) -> None:
    """Before any background work: the instance folder repaired, its databases ready, a change
    a killed writer left finished, and the content at this release's version."""
    settings = state.settings
    for line in await asyncio.to_thread(repair_instance, settings.instance_dir):
        log.warning(line)
    await set_up_databases([state.staff.set_up, desk.store.set_up])
    if not settings.read_only and not await asyncio.to_thread(state.staff.has_members):
        command = await asyncio.to_thread(agency_command, settings, "staff", "add", "<name>")
        log.warning("No staff account yet, so nobody can sign in to /admin/login. "
                    "Create one with: %s", command)
    await asyncio.to_thread(state.store.recover)
    await migrate_at_start(state.store, settings.read_only)


async def start_render_worker(worker: RenderWorker) -> None:
    """Up before the first visitor, and /healthz can tell. Started before the content is
    loaded: Node boots while Python parses, and spawning it then blocks nothing else."""
    try:
        await worker.start()
    except OSError as error:  # pages fall back to the app shell; /healthz says 503
        log.error("the render worker did not start: %s", error)


async def load_content(cache: ContentCache) -> None:
    with collector.held_for_first_load():
        await cache.load()
    await asyncio.to_thread(release_freed_memory)  # what parsing the posts needed meanwhile
    for problem in cache.problems.values():
        log.warning("content problem: %s", problem)


async def commit_left_over(store: ContentStore) -> None:
    """Commit files a failed commit left behind (kept in .store/pending-commit.json)."""
    if store.git.pending_file.exists():
        await asyncio.to_thread(_commit_left_over, store)


def _commit_left_over(store: ContentStore) -> None:
    with store.write_lock():
        if store.git.commit([], "Commit changes left by an earlier failed commit"):
            log.info("committed changes left by an earlier failed commit")


def background_work(state: AppState, desk: RequestDesk, runtime: Runtime,
                    newsletter: NewsletterSender | None = None) -> Lifecycle:
    """The jobs in the order they start; each stops after the ones started later."""
    work = Lifecycle()
    worker = state.renderer.worker
    if worker is not None:  # stops last: the live export renders through it
        work.add("render worker", start=partial(start_render_worker, worker), stop=worker.stop)
    work.add("content cache", start=partial(load_content, state.cache))
    work.add_loop("schedule follower", partial(publish_when_due, state.cache))
    if state.settings.watch:
        work.add_loop("content watcher", state.cache.watch)
    work.add("requests outbox", start=desk.outbox.start, stop=desk.outbox.stop)
    if state.settings.request_digest:
        digest = DigestTask(desk.store, state.settings, desk.clock,
                            partial(state.cache.parsed, state.store.site_file),
                            page_titles=desk.outbox.page_titles)
        work.add_loop("requests digest", digest.run, then=digest.release)
    if newsletter is not None and not state.settings.read_only:
        work.add("newsletter sender", start=newsletter.start, stop=newsletter.stop)
    if not state.settings.read_only:
        renewals = RenewalTask(desk.store, state.settings.intake_renewal_days, desk.clock)
        work.add_loop("renewal reminders", renewals.run)
    if runtime.backup is not None:
        work.add_loop("daily backup", runtime.backup.run)
    if runtime.pusher is not None:  # its last push takes the left-over commit, made before it
        work.add_loop("replication push", runtime.pusher.run, then=runtime.pusher.push_pending)
    if runtime.puller is not None:
        work.add_loop("replication pull", runtime.puller.run)
    if runtime.export is not None:
        work.add_loop("live export", runtime.export.run, then=runtime.export.stopped)
    if not state.settings.read_only:
        work.add("left-over commit", stop=partial(commit_left_over, state.store))
    return work
