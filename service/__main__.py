"""`python -m service`: serve the site with Uvicorn (or Hypercorn) on the configured address."""

import argparse
import asyncio
import logging

from quart import Quart

from service.app import create_app
from service.auth.accounts import StaffDirectory
from service.config import Settings

# Uvicorn (uvloop, httptools) answered cached JSON faster than Hypercorn in `make bench`.
SERVERS = ("uvicorn", "hypercorn")


def serve_uvicorn(app: Quart, settings: Settings) -> None:
    import uvicorn

    from service.server_protocol import guarded_protocol

    # log_config=None: access and error lines go through the root logger set up in main().
    # proxy_headers=False: only the app decides whether to trust X-Forwarded-* headers.
    uvicorn.run(app, host=settings.host, port=settings.port, log_config=None,
                lifespan="on", server_header=False, proxy_headers=False,
                http=guarded_protocol(settings.header_timeout, settings.max_connections))


def serve_hypercorn(app: Quart, settings: Settings) -> None:
    from hypercorn.asyncio import serve
    from hypercorn.config import Config

    config = Config()
    config.bind = [f"{settings.host}:{settings.port}"]
    config.accesslog = "-"
    # Hypercorn counts a connection idle until its headers are complete, so its keep-alive
    # timeout (5 s) also closes one that never finishes them. It has no cap on connections.
    asyncio.run(serve(app, config))


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m service", description=__doc__)
    parser.add_argument("--server", choices=SERVERS, default=SERVERS[0],
                        help="the ASGI server to run the app in")
    server = parser.parse_args().server
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    settings = Settings.from_env()
    log = logging.getLogger(__name__)
    log.info("serving %s on http://%s:%s (%s)", settings.content_dir, settings.host,
             settings.port, server)
    if not StaffDirectory(settings.staff_database).has_members():
        log.warning("No staff account yet, so nobody can sign in to /admin/login. "
                    "Create one with: uv run agency staff add <name>")
    app = create_app(settings)
    if server == "uvicorn":
        serve_uvicorn(app, settings)
    else:
        serve_hypercorn(app, settings)


if __name__ == "__main__":
    main()
