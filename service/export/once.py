"""`agency site export DIR`: the service started briefly on a free loopback port, the site
exported through its render worker, and the service stopped again."""

import asyncio
import dataclasses
import socket
from pathlib import Path

import uvicorn

from service.app import create_app
from service.config import Settings
from service.export.exporter import ExportReport
from service.export.setup import ExportUnavailable, make_exporter
from service.state import EXTENSION_KEY

START_SECONDS = 60.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


async def export_once(settings: Settings, target: Path) -> ExportReport:
    """Export the content folder of settings into target, with a private service instance."""
    private = dataclasses.replace(settings, host="127.0.0.1", port=free_port(), watch=False,
                                  export_dir=None, git_remote=None, read_only=True)
    app = create_app(private)
    exporter = make_exporter(app.extensions[EXTENSION_KEY], target)
    config = uvicorn.Config(app, host=private.host, port=private.port, log_config=None,
                            access_log=False, lifespan="on")
    server = uvicorn.Server(config)
    serving = asyncio.create_task(server.serve())
    try:
        async with asyncio.timeout(START_SECONDS):
            while not server.started:
                if serving.done():
                    serving.result()
                    raise ExportUnavailable("the service stopped while starting")
                await asyncio.sleep(0.02)
        return await exporter.export()
    finally:
        server.should_exit = True
        await serving
