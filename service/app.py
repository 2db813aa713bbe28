"""create_app(settings): wires config, store, cache watcher, blueprints, error handlers and the
background work of service/ops (replication, the live export, health)."""

import asyncio
import contextlib
import logging
import os
from collections.abc import Callable

from quart import Quart, Response, request
from quart_schema import Info, QuartSchema

from service.api import auth, documents, posts, requests, staff_posts, writes
from service.api.openapi import ApiDocument
from service.api.uploads import MULTIPART_OVERHEAD_BYTES
from service.auth.access import enforce_access
from service.auth.accounts import StaffDirectory
from service.auth.password_checks import PasswordChecks
from service.auth.throttle import LoginThrottle
from service.config import Settings
from service.http.conditional import GzipCache, finish_response
from service.http.errors import register_error_handlers
from service.http.forwarded import ForwardedHeaders
from service.http.headers import ContentSecurityPolicy, add_security_headers
from service.http.host_guard import HostGuard
from service.http.precompressed import PrecompressedAnswers
from service.http.replay_cache import ReplayCache
from service.http.request_body import StrictJSONProvider, body_limited_request
from service.instance import repair as repair_instance
from service.ops import health
from service.ops.free_memory import release_freed_memory
from service.ops.read_only import refuse_writes
from service.ops.request_log import RequestLog
from service.ops.runtime import make_runtime
from service.render.app_shell import ShellRenderer
from service.render.page_renderer import PageRenderer, RenderWorker
from service.render.read_changes import ReadChanges
from service.requests.desk import EXTENSION_KEY as REQUESTS_KEY, make_desk
from service.site import discovery
from service.site.spa import blueprint as site_blueprint
from service.sqlite_migrations import SchemaTooNew
from service.state import EXTENSION_KEY, AppState
from service.store.cache import ContentCache
from service.store.content_store import ContentStore
from service.store.schedule import publish_when_due
from service.store.variants import VariantMaker

log = logging.getLogger(__name__)


def render_worker(settings: Settings) -> RenderWorker | None:
    """The Node render worker, fetching data from this service's own address."""
    command = settings.render_worker_command
    if command is None:
        return None
    host = "127.0.0.1" if settings.host in ("", "0.0.0.0", "::") else settings.host
    base = f"http://{host}:{settings.port}"
    return RenderWorker(command, {**os.environ, "AGENCY_RENDER_API_BASE": base,
                                  "NODE_ENV": "production"})


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


def create_app(settings: Settings | None = None) -> Quart:
    settings = settings or Settings.from_env()
    app = Quart(__name__)
    app.config["MAX_CONTENT_LENGTH"] = settings.max_upload_bytes + MULTIPART_OVERHEAD_BYTES
    app.config["JSON_SORT_KEYS"] = False
    app.request_class = body_limited_request(settings.max_json_bytes)
    QuartSchema(app, info=Info(title="Agency content API", version="1"),
                openapi_path="/openapi.json" if settings.public_api_docs else None,
                swagger_ui_path=None, redoc_ui_path=None, scalar_ui_path=None,
                openapi_provider_class=ApiDocument)
    app.json = StrictJSONProvider(app, app.json)

    store = ContentStore(settings.content_dir)
    cache = ContentCache(store)
    state = AppState(settings=settings, store=store, cache=cache,
                     shell=ShellRenderer(), staff=StaffDirectory(settings.staff_database),
                     throttle=LoginThrottle(), password_checks=PasswordChecks(),
                     csp=ContentSecurityPolicy(),
                     variants=VariantMaker(settings.instance_dir / "media-variants"),
                     renderer=PageRenderer(render_worker(settings), ReadChanges(cache)),
                     answers=PrecompressedAnswers())
    app.extensions[EXTENSION_KEY] = state
    desk = make_desk(settings, lambda: str((state.cache.parsed(store.site_file) or {})
                                           .get("name") or "Agency website"))
    app.extensions[REQUESTS_KEY] = desk

    if settings.read_only:
        refuse_writes(app)
    runtime = make_runtime(app, state, settings)
    for module in (posts, staff_posts, documents, auth, writes, requests, discovery, health):
        app.register_blueprint(module.blueprint)
    app.register_blueprint(site_blueprint)  # last: its catch-all must not shadow the API
    register_error_handlers(app)
    enforce_access(app)  # after refuse_writes: a replica refuses writes before any access check

    gzip_cache = GzipCache()

    @app.after_request
    async def finish(response: Response) -> Response:
        policy = state.csp.value(state.cache.document(store.site_file))
        add_security_headers(response, request, policy)
        return await finish_response(response, request, gzip_cache)

    stop = asyncio.Event()
    watcher: list[asyncio.Task[None]] = []

    @app.before_serving
    async def start() -> None:
        for line in await asyncio.to_thread(repair_instance, settings.instance_dir):
            log.warning(line)
        await set_up_databases([state.staff.set_up, desk.store.set_up])
        if not settings.read_only and not await asyncio.to_thread(state.staff.has_members):
            log.warning("No staff account yet, so nobody can sign in to /admin/login. "
                        "Create one with: uv run agency staff add <name>")
        await asyncio.to_thread(store.recover)  # a change a killed writer left is finished first
        await runtime.start_render_worker()
        await state.cache.load()
        await asyncio.to_thread(release_freed_memory)  # what parsing the posts needed meanwhile
        for problem in state.cache.problems.values():
            log.warning("content problem: %s", problem)
        stop.clear()
        watcher.append(asyncio.create_task(publish_when_due(state.cache, stop)))
        if settings.watch:
            watcher.append(asyncio.create_task(state.cache.watch(stop)))
        desk.outbox.start()
        await runtime.start()

    @app.after_serving
    async def shutdown() -> None:
        # Requests in flight have finished (the server waits for them before this runs).
        await runtime.shut_down()
        stop.set()
        await desk.outbox.stop()
        if state.renderer.worker is not None:
            await state.renderer.worker.stop()
        for task in watcher:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(task, timeout=5)
        watcher.clear()

    # Quart's documented place for middleware: every server and the test client call asgi_app.
    app.asgi_app = HostGuard(ReplayCache(app.asgi_app, state.cache),  # type: ignore[method-assign]
                             settings.accepted_hosts)
    app.asgi_app = RequestLog(app.asgi_app)  # type: ignore[method-assign]
    # Outermost, so the log and everything after it see the client a trusted proxy names.
    app.asgi_app = ForwardedHeaders(app.asgi_app,  # type: ignore[method-assign]
                                    settings.trusted_proxies)
    return app
