"""Rendering a set of the export's pages: a few at a time, the failed ones tried again one by
one, and the rest given up quietly once the service stops answering (it is shutting down, and
every render would fail, each with a warning)."""

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from service.export.pages import ExportedPage, RenderFailed

log = logging.getLogger(__name__)

RENDER_CONCURRENCY = 4
RENDER_RETRIES = 2

# Whether the service still answers (service_answers); None where it cannot stop meanwhile.
Answering = Callable[[], Awaitable[bool]]


@dataclass
class RenderRun:
    """The pages not rendered, and whether that is because the service stopped answering (then
    they are left as they were, for the next pass, rather than reported as failed)."""

    missing: list[str] = field(default_factory=list)
    halted: bool = False


class PageBatches:
    """Renders paths with render, hands each page to keep, and stops when answering says no."""

    def __init__(self, render: Callable[[str], Awaitable[ExportedPage]],
                 keep: Callable[[ExportedPage], None], answering: Answering | None) -> None:
        self.render = render
        self.keep = keep
        self.answering = answering
        self.halted = False

    async def render_all(self, paths: list[str]) -> RenderRun:
        """Render paths a few at a time; pages that failed (a busy machine can make a render
        time out) are tried again one by one before they count as failed."""
        missing = await self._batch(paths, RENDER_CONCURRENCY)
        for _ in range(RENDER_RETRIES):
            if not missing or self.halted:
                break
            missing = await self._batch(missing, 1)
        if not self.halted:
            for path in missing:
                log.error("static export: could not render %s", path)
        return RenderRun(missing, self.halted)

    async def _batch(self, paths: list[str], concurrency: int) -> list[str]:
        limit = asyncio.Semaphore(concurrency)
        missing: list[str] = []

        async def one(path: str) -> None:
            async with limit:
                if self.halted:
                    missing.append(path)
                    return
                try:
                    page = await self.render(path)
                except RenderFailed as error:
                    missing.append(path)
                    if await self._still_answering():
                        log.warning("static export: %s (will try again)", error)
                    return
            self.keep(page)

        await asyncio.gather(*(one(path) for path in paths))
        return missing

    async def _still_answering(self) -> bool:
        if not self.halted and self.answering is not None and not await self.answering():
            self.halted = True
        return not self.halted
