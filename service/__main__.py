"""`python -m service`: serve the site with Uvicorn on the configured address."""

from service.ops import collector

# Paused while the start imports and wires the app; serve_uvicorn freezes what was made and
# turns the collector on again (service/ops/collector.py).
collector.pause()

import argparse
import logging
import socket
import sys

from quart import Quart

from service.app import create_app
from service.auth.staff_schema import STAFF_SCHEMA
from service.config import Settings
from service.config_file import SettingsError
from service.export.setup import ExportUnavailable
from service.http.keep_alive import SERVICE_KEEP_ALIVE_SECONDS
from service.ops.listen_socket import HandedSocketError, handed_socket, listening_address
from service.ops.log_format import configure_logging
from service.requests.schema import REQUESTS_SCHEMA
from service.sqlite_migrations import SchemaTooNew, refuse_newer
from service.store import ContentStore, ContentVersionError, MigrationFailed, plan_migration

# On SIGTERM the server stops taking connections and waits this long for requests in flight.
GRACEFUL_SECONDS = 30


def serve_uvicorn(app: Quart, settings: Settings, listening: socket.socket | None) -> None:
    import uvicorn

    from service.http.server_protocol import guarded_protocol

    # log_config=None: error lines go through the root logger set up in main(); the app logs
    # each request itself (service/ops/request_log.py), so uvicorn's access log is off.
    # proxy_headers=False: only the app decides whether to trust X-Forwarded-* headers.
    config = uvicorn.Config(
        app, host=settings.host, port=settings.port, log_config=None, access_log=False,
        lifespan="on", server_header=False, proxy_headers=False,
        timeout_graceful_shutdown=GRACEFUL_SECONDS, timeout_keep_alive=SERVICE_KEEP_ALIVE_SECONDS,
        http=guarded_protocol(settings.header_timeout, settings.max_connections,
                              settings.body_timeout))
    # uvicorn.Server rather than uvicorn.run(fd=...), which takes every descriptor for a Unix one.
    server = uvicorn.Server(config)
    collector.freeze_and_resume()
    server.run(sockets=[listening] if listening else None)
    if not server.started:
        sys.exit(3)  # as uvicorn.run() does when the start fails


def refuse_content_it_cannot_serve(settings: Settings, log: logging.Logger) -> None:
    """Content newer than this release, or that its migrations cannot carry, stops the start with
    its reasons (the app's start would stop too, after a traceback); nothing is written here."""
    try:
        plan_migration(ContentStore(settings.content_dir))
    except ContentVersionError as error:
        log.error("cannot start: %s", error)
        sys.exit(2)
    except MigrationFailed as error:
        if not settings.read_only:  # a replica takes the primary's migration instead
            for problem in error.problems:
                log.error("cannot start: cannot migrate the content: %s", problem)
            sys.exit(2)


def main() -> None:
    # No options: an argument left from an older release (`--server`) stops the start.
    argparse.ArgumentParser(prog="python -m service", description=__doc__).parse_args()
    try:
        settings = Settings.from_env()
    except SettingsError as error:
        configure_logging("text")
        logging.getLogger(__name__).error("cannot start: %s", error)
        sys.exit(2)
    configure_logging(settings.log_format)
    log = logging.getLogger(__name__)
    if refused := Settings.names_not_read():
        for sentence in refused:
            log.error("cannot start: %s", sentence)
        sys.exit(2)
    try:  # the start would refuse them too, after a traceback from the ASGI server
        refuse_newer(settings.staff_database, STAFF_SCHEMA)
        refuse_newer(settings.requests_database, REQUESTS_SCHEMA)
    except SchemaTooNew as error:
        log.error("cannot start: %s", error)
        sys.exit(2)
    refuse_content_it_cannot_serve(settings, log)
    try:
        listening = handed_socket()
    except HandedSocketError as error:
        log.error("cannot start: %s", error)
        sys.exit(2)
    if listening:  # its address is the one the render worker and the host check must know
        host, port = listening_address(listening)
        settings = settings.replace(host=host, port=port)
    log.info("serving %s on http://%s:%s%s", settings.content_dir, settings.host,
             settings.port, " (socket from systemd)" if listening else "")
    try:
        app = create_app(settings)
    except ExportUnavailable as error:
        log.error("cannot keep a static export in %s: %s", settings.export_dir, error)
        sys.exit(2)
    serve_uvicorn(app, settings, listening)


if __name__ == "__main__":
    main()
