"""AGENCY_EXPORT_DIR: the running service keeps a static export current as the content changes."""

import asyncio
import datetime as dt
import logging
from dataclasses import dataclass

from service.cache import ContentCache
from service.export.exporter import ExportReport, SiteExporter
from service.export.service_answers import service_answers
from service.waiting import first_of, stopped_within

log = logging.getLogger(__name__)

SERVING_WAIT_SECONDS = 60.0
ANSWER_POLL_SECONDS = 0.2


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
    """Runs the full export once the service answers, then one update per burst of changes.

    It renders through the service, so it stops when the service stops answering (SIGTERM closes
    the socket well before the background work is told to stop): what changes then is left for
    the full export the next start makes, without a failed render logged per page."""

    def __init__(self, exporter: SiteExporter, cache: ContentCache, host: str, port: int) -> None:
        self.exporter = exporter
        self.cache = cache
        self.address = (host, port)
        self.status = ExportStatus()
        self._changed = asyncio.Event()
        self._halted = False  # the last pass stopped short: the service stopped answering
        cache.on_change(self._changed.set)

    async def run(self, stop: asyncio.Event) -> None:
        if not await self._wait_until_answering(stop, SERVING_WAIT_SECONDS):
            if not stop.is_set():
                log.error("static export: the service never answered on %s:%s", *self.address)
                self.status.error = "the service did not start listening"
            return
        await self._once(full=True)
        while not stop.is_set():
            if self._halted:  # again once the service answers (if it was not shutting down)
                if not await self._wait_until_answering(stop):
                    return
                self._changed.set()
            await first_of(self._changed, stop)
            if self._changed.is_set() and not stop.is_set():
                await self._once(full=False)

    async def stopped(self) -> None:
        """Once stopped with the service: what it did not export waits for the next start."""
        if self._halted or self._changed.is_set():
            log.info("static export: changes since its last update are exported when the service "
                     "starts again")

    async def _once(self, full: bool) -> None:
        self._changed.clear()
        version = self.cache.version
        try:
            report = await (self.exporter.export(self._answering) if full
                            else self.exporter.update(self._answering))
        except Exception as error:  # the service keeps serving; /healthz shows the problem
            log.exception("static export failed")
            self.status.error = f"{type(error).__name__}: {error}"
            self._halted = False  # tried again with the next change, not at once
            return
        self._halted = report.halted
        if not report.halted:  # else the status keeps the version the export fully holds
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

    async def _answering(self) -> bool:
        return await service_answers(*self.address)

    async def _wait_until_answering(self, stop: asyncio.Event,
                                    seconds: float | None = None) -> bool:
        """Until the service answers (True), stop is set or seconds have passed (False)."""
        loop = asyncio.get_running_loop()
        deadline = None if seconds is None else loop.time() + seconds
        while not stop.is_set() and (deadline is None or loop.time() < deadline):
            if await self._answering():
                return True
            await stopped_within(stop, ANSWER_POLL_SECONDS)
        return False


def _now() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")
