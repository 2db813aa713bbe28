"""create_app(settings): wires config, store, blueprints, error handlers, middleware and the
background work (service/serving.py: what starts and stops with serving)."""

import os
from functools import partial

from quart import Quart, Response, request
from quart_schema import Info, QuartSchema

from service.api import (
    auth,
    booking_links,
    changes,
    checks,
    document_edits,
    documents,
    edit_targets,
    intake_files,
    intake_resume,
    invites,
    newsletter_feedback,
    newsletter_mailing,
    newsletter_sends,
    public_bookings,
    public_intake,
    public_newsletter,
    public_newsletter_links,
    public_posts,
    public_requests,
    request_contacts,
    request_reports,
    review_link,
    staff_accounts,
    staff_booking_actions,
    staff_booking_hours,
    staff_bookings,
    staff_intake,
    staff_newsletter_subscribers,
    staff_post_writes,
    staff_posts,
    staff_requests,
    uploads,
)
from service.api.openapi import ApiDocument
from service.api.query_once import refuse_repeated_query_parameters
from service.api.uploads import MULTIPART_OVERHEAD_BYTES
from service.auth.access import enforce_access
from service.auth.accounts import StaffDirectory
from service.auth.password_checks import PasswordChecks
from service.auth.throttle import LoginThrottle
from service.cache import ContentCache
from service.config import Settings
from service.http.conditional import GzipCache, finish_response
from service.http.errors import register_error_handlers
from service.http.forwarded import ForwardedHeaders
from service.http.headers import add_security_headers, build_policy
from service.http.host_guard import HostGuard
from service.http.lazy_rules import LazyRule
from service.http.precompressed import PrecompressedAnswers
from service.http.replay_cache import ReplayCache
from service.http.request_body import StrictJSONProvider, body_limited_request
from service.instance_lock import ServiceLock
from service.newsletter.desk import EXTENSION_KEY as NEWSLETTER_KEY, make_newsletter
from service.ops import health
from service.ops.read_only import refuse_writes
from service.ops.request_log import RequestLog
from service.ops.runtime import make_runtime
from service.own_address import local_address
from service.render.app_shell import ShellRenderer
from service.render.page_renderer import PageRenderer, RenderWorker
from service.render.read_changes import ReadChanges
from service.requests.agency_store import facts_from
from service.requests.desk import EXTENSION_KEY as REQUESTS_KEY, make_desk
from service.requests.page_titles import cache_titles
from service.serving import background_work, lock_instance, prepare_instance
from service.site import discovery
from service.site.spa import blueprint as site_blueprint
from service.state import EXTENSION_KEY, AppState
from service.store import VARIANTS_FOLDER, ContentStore, VariantMaker


def render_worker(settings: Settings) -> RenderWorker | None:
    """The Node render worker, fetching data from this service's own address."""
    command = settings.render_worker_command
    if command is None:
        return None
    base = f"http://{local_address(settings.host)}:{settings.port}"
    return RenderWorker(command, {**os.environ, "AGENCY_RENDER_API_BASE": base,
                                  "NODE_ENV": "production"}, settings.render_timeout)


def create_app(settings: Settings | None = None) -> Quart:
    settings = settings or Settings.from_env()
    # The build web/dist names now (a link, web/tools/build-dist.mjs): a build made while this
    # service runs is served from its next start, with the code it was built with.
    settings = settings.replace(web_dist=settings.web_dist.resolve())
    app = quart_app(settings)
    state = make_state(settings)
    app.extensions[EXTENSION_KEY] = state
    site_file = state.store.site_file
    desk = make_desk(settings, facts_from(lambda: state.cache.parsed(site_file), site_file),
                     partial(cache_titles, state.cache))
    app.extensions[REQUESTS_KEY] = desk
    newsletter = make_newsletter(settings, state.cache, desk)
    app.extensions[NEWSLETTER_KEY] = newsletter
    if settings.read_only:
        refuse_writes(app)
    runtime = make_runtime(app, state, settings)
    register_routes(app)
    finish_responses(app, state)
    lock = ServiceLock(settings.instance_dir)  # `agency restore` tells by it that we run
    app.before_serving(partial(lock_instance, lock))
    app.before_serving(partial(prepare_instance, state, desk))  # before the background work
    background_work(state, desk, runtime, newsletter.sender).serve_with(app)
    app.after_serving(lock.release)  # once the background work has stopped
    add_middleware(app, state)
    return app


def quart_app(settings: Settings) -> Quart:
    """The Quart app with the request limits, the API document and strict JSON."""
    app = Quart(__name__)
    app.url_rule_class = LazyRule
    app.config["MAX_CONTENT_LENGTH"] = settings.max_upload_bytes + MULTIPART_OVERHEAD_BYTES
    app.config["JSON_SORT_KEYS"] = False
    app.request_class = body_limited_request(settings.max_json_bytes)
    QuartSchema(app, info=Info(title="Agency content API", version="1"),
                openapi_path="/openapi.json" if settings.public_api_docs else None,
                swagger_ui_path=None, redoc_ui_path=None, scalar_ui_path=None,
                openapi_provider_class=ApiDocument)
    app.json = StrictJSONProvider(app, app.json)
    return app


def make_state(settings: Settings) -> AppState:
    store = ContentStore(settings.content_dir)
    cache = ContentCache(store, embed_origins=settings.embed_origins)
    return AppState(settings=settings, store=store, cache=cache,
                    shell=ShellRenderer(), staff=StaffDirectory(settings.staff_database),
                    throttle=LoginThrottle(), password_checks=PasswordChecks(),
                    csp=build_policy(settings.embed_origins),
                    variants=VariantMaker(settings.instance_dir / VARIANTS_FOLDER),
                    renderer=PageRenderer(render_worker(settings), ReadChanges(cache)),
                    answers=PrecompressedAnswers())


def register_routes(app: Quart) -> None:
    for module in (public_posts, staff_posts, documents, document_edits, edit_targets, changes,
                   auth, staff_accounts, invites, staff_post_writes, uploads, checks,
                   public_requests, public_bookings, public_intake, staff_requests, staff_intake,
                   request_contacts, request_reports, discovery, health):
        app.register_blueprint(module.blueprint)
    app.register_blueprint(intake_resume.blueprint)
    app.register_blueprint(intake_files.blueprint)
    app.register_blueprint(booking_links.blueprint)
    app.register_blueprint(review_link.blueprint)
    for newsletter in (newsletter_sends, newsletter_mailing, newsletter_feedback):
        app.register_blueprint(newsletter.blueprint)
    for booking_staff in (staff_bookings, staff_booking_hours, staff_booking_actions):
        app.register_blueprint(booking_staff.blueprint)
    for newsletter in (public_newsletter, public_newsletter_links, staff_newsletter_subscribers):
        app.register_blueprint(newsletter.blueprint)
    app.register_blueprint(site_blueprint)  # last: its catch-all must not shadow the API
    register_error_handlers(app)
    enforce_access(app)  # after refuse_writes: a replica refuses writes before any access check
    refuse_repeated_query_parameters(app)  # after the access check: tells nobody barred more


def finish_responses(app: Quart, state: AppState) -> None:
    """Security headers, the content security policy, ETags and gzip on every answer."""
    gzip_cache = GzipCache()

    @app.after_request
    async def finish(response: Response) -> Response:
        add_security_headers(response, request, state.csp)
        return await finish_response(response, request, gzip_cache)


def add_middleware(app: Quart, state: AppState) -> None:
    settings = state.settings
    # Quart's documented place for middleware: every server and the test client call asgi_app.
    app.asgi_app = HostGuard(ReplayCache(app.asgi_app, state.cache),  # type: ignore[method-assign]
                             settings.accepted_hosts)
    app.asgi_app = RequestLog(app.asgi_app)  # type: ignore[method-assign]
    # Outermost, so the log and everything after it see the client a trusted proxy names.
    app.asgi_app = ForwardedHeaders(app.asgi_app,  # type: ignore[method-assign]
                                    settings.trusted_proxies)
