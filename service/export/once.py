"""`agency site export DIR`: the service started briefly on a free loopback port, the site
exported through its render worker, and the service stopped again.

The export needs only the content: the private service runs on an instance folder of its own,
made for it and removed after, so staff accounts and visitors' requests are never opened (a
damaged or missing requests database does not stop it). It reuses the image variants of the
instance folder when there is one this user may write to: they are made from the content alone.
"""

import asyncio
import contextlib
import os
import socket
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path

import uvicorn
from quart import Quart

from service.app import create_app
from service.config import Settings
from service.export.exporter import ExportReport
from service.export.setup import ExportUnavailable, make_exporter
from service.state import EXTENSION_KEY, AppState
from service.store import VARIANTS_FOLDER, VariantMaker

START_SECONDS = 60.0
ExportCall = Callable[[], Awaitable[ExportReport]]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


async def export_once(settings: Settings, target: Path) -> ExportReport:
    """Export the content folder of settings into target, with a private service instance;
    ExportUnavailable, in one sentence, when that service cannot start."""
    with tempfile.TemporaryDirectory(prefix="agency-export-") as scratch:
        private = private_settings(settings, Path(scratch))
        app = create_app(private)
        state: AppState = app.extensions[EXTENSION_KEY]
        if _may_write(settings.instance_dir):  # else not made here: that is the service's
            state.variants = VariantMaker(settings.instance_dir / VARIANTS_FOLDER)
        exporter = make_exporter(state, target)
        await _start(app)
        try:
            return await _serving(app, private, exporter.export)
        finally:
            await app.shutdown()


def private_settings(settings: Settings, scratch: Path) -> Settings:
    """The export's own service: on a loopback port and an instance folder in scratch, doing
    nothing but answer: no push or pull, no live export, no backup (it would be of the empty
    folder, and rotate a real one out) and no mail (its empty requests database would have a
    digest sent)."""
    return settings.replace(host="127.0.0.1", port=free_port(), watch=False,
                            export_dir=None, git_remote=None, read_only=True,
                            instance_dir=scratch / "instance", backup_dir=None,
                            smtp_host=None, request_digest=False)


def _may_write(folder: Path) -> bool:
    """Whether folder exists and this user may add files to it (a maintainer exporting on a
    server may not enter the service's instance folder: the variants are made afresh then)."""
    return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)


async def _start(app: Quart) -> None:
    """The app's start-up, run here rather than by uvicorn: a failure is one sentence, not a
    traceback logged by Quart and uvicorn on the way."""
    logger = app.logger
    logger.disabled = True
    try:
        async with asyncio.timeout(START_SECONDS):
            await app.startup()
    except Exception as error:
        with contextlib.suppress(Exception):  # what did start (the render worker) stops
            await app.shutdown()
        raise ExportUnavailable(f"the service could not start for the export: "
                                f"{error or type(error).__name__}") from None
    finally:
        logger.disabled = False


async def _serving(app: Quart, private: Settings, export: ExportCall) -> ExportReport:
    """Serve the started app on its loopback port while export runs."""
    config = uvicorn.Config(app, host=private.host, port=private.port, log_config=None,
                            access_log=False, lifespan="off")
    server = uvicorn.Server(config)
    serving = asyncio.create_task(server.serve())
    try:
        async with asyncio.timeout(START_SECONDS):
            while not server.started:
                if serving.done():
                    raise ExportUnavailable(f"the service could not listen on {private.host}:"
                                            f"{private.port} for the export")
                await asyncio.sleep(0.02)
        return await export()
    finally:
        server.should_exit = True
        await asyncio.gather(serving, return_exceptions=True)
