"""`python -m service`: serve the site with Hypercorn on the configured host and port."""

import asyncio
import logging

from hypercorn.asyncio import serve
from hypercorn.config import Config

from service.app import create_app
from service.config import Settings


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    settings = Settings.from_env()
    config = Config()
    config.bind = [f"{settings.host}:{settings.port}"]
    config.accesslog = "-"
    logging.getLogger(__name__).info(
        "serving %s on http://%s:%s", settings.content_dir, settings.host, settings.port)
    asyncio.run(serve(create_app(settings), config))


if __name__ == "__main__":
    main()
