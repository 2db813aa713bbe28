"""AGENCY_EXPORT_DIR: the running service keeps a static export current as the content changes."""

import asyncio
import contextlib
import datetime as dt
import logging
from dataclasses import dataclass

from service.export.exporter import ExportReport, SiteExporter
from service.store.cache import ContentCache

log = logging.getLogger(__name__)

SERVING_WAIT_SECONDS = 60.0


@dataclass
class ExportStatus:
    """What /healthz says about the export: when it was last brought up to date, and problems."""

    version: int = 0
    updated_at: str | None = None
    failed_pages: int = 0
    error: str | None = None

    def as_json(self) -> dict[str, object]:
        return {"contentVersion": self.version, "updatedAt": self.updated_at,
                "failedPages": self.failed_pages, "error": self.error}


class LiveExport:
    """Runs the full export once the service answers, then one update per burst of changes."""

    def __init__(self, exporter: SiteExporter, cache: ContentCache, host: str, port: int) -> None:
        self.exporter = exporter
        self.cache = cache
        self.address = (host, port)
        self.status = ExportStatus()
        self._changed = asyncio.Event()
        self._ready = False
        cache.on_change(self._changed.set)

    async def run(self, stop: asyncio.Event) -> None:
        # The render worker reads its data from this service: wait until it is listening.
        if not await self._wait_until_serving(stop):
            return
        await self._once(full=True)
        self._ready = True
        while not stop.is_set():
            changed = asyncio.ensure_future(self._changed.wait())
            stopped = asyncio.ensure_future(stop.wait())
            await asyncio.wait({changed, stopped}, return_when=asyncio.FIRST_COMPLETED)
            changed.cancel()
            stopped.cancel()
            if self._changed.is_set():
                await self._once(full=False)

    async def flush(self) -> None:
        """At shutdown: a change not yet exported is exported before the service exits (unless
        the shutdown deadline passes first)."""
        if self._ready and self._changed.is_set():
            await self._once(full=False)

    async def _once(self, full: bool) -> None:
        self._changed.clear()
        version = self.cache.version
        try:
            report = await (self.exporter.export() if full else self.exporter.update())
        except Exception as error:  # the service keeps serving; /healthz shows the problem
            log.exception("static export failed")
            self.status.error = f"{type(error).__name__}: {error}"
            return
        self._record(version, report, full)

    def _record(self, version: int, report: ExportReport, full: bool) -> None:
        problems = [f"{len(report.failed)} pages failed to render"] if report.failed else []
        if report.refused:
            problems.append(f"{len(report.refused)} files refused, as they would be outside "
                            f"the export folder: {', '.join(report.refused[:5])}")
        self.status = ExportStatus(version=version, updated_at=_now(),
                                   failed_pages=len(report.failed),
                                   error="; ".join(problems) or None)
        log.info("static export %s: %d pages rendered, %d files written, %d removed in %.2f s",
                 "made" if full else "updated", report.rendered, len(report.written),
                 len(report.removed), report.seconds,
                 extra={"event": "export", "written": report.written[:20],
                        "removed": report.removed[:20], "contentVersion": version})

    async def _wait_until_serving(self, stop: asyncio.Event) -> bool:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + SERVING_WAIT_SECONDS
        while not stop.is_set() and loop.time() < deadline:
            try:
                _, writer = await asyncio.open_connection(*self.address)
            except OSError:
                await asyncio.sleep(0.05)
                continue
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()
            return True
        if not stop.is_set():
            log.error("static export: the service never answered on %s:%s", *self.address)
            self.status.error = "the service did not start listening"
        return False


def _now() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")
