"""`python -m service`: serve the site with Hypercorn on the configured host and port."""

import asyncio
import logging

from hypercorn.asyncio import serve
from hypercorn.config import Config

from service.app import create_app
from service.auth.accounts import StaffDirectory
from service.config import Settings


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    settings = Settings.from_env()
    config = Config()
    config.bind = [f"{settings.host}:{settings.port}"]
    config.accesslog = "-"
    log = logging.getLogger(__name__)
    log.info("serving %s on http://%s:%s", settings.content_dir, settings.host, settings.port)
    if not StaffDirectory(settings.staff_database).has_members():
        log.warning("No staff account yet, so nobody can sign in to /admin/login. "
                    "Create one with: uv run agency staff add <name>")
    asyncio.run(serve(create_app(settings), config))


if __name__ == "__main__":
    main()
