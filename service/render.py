"""Server rendering: a long-lived Node worker renders routes, cached per content version."""

import asyncio
import contextlib
import itertools
import json
import logging
import sys
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

RENDER_TIMEOUT_SECONDS = 5.0
CACHE_ENTRIES = 500
CACHE_BYTES = 32 * 1024 * 1024
MAX_LINE_BYTES = 16 * 1024 * 1024

PageKey = tuple[int, str, str]


@dataclass(frozen=True)
class RenderedPage:
    """What the worker made of one URL: the page's head tags, its markup, data and status, and
    the API addresses its data came from (what a static export follows)."""

    status: int
    head: str
    html: str
    state: str
    fetched: tuple[str, ...] = ()

    @property
    def size(self) -> int:
        """The memory its text takes."""
        return sum(sys.getsizeof(text) for text in (self.head, self.html, self.state))


class RenderWorker:
    """One Node process, JSON lines: {id, url, origin, export} in, {id, status, head, html, state,
    fetched} out."""

    def __init__(self, command: list[str], env: dict[str, str]) -> None:
        self.command = command
        self.env = env
        self._process: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None
        self._pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._ids = itertools.count(1)
        self._start_lock = asyncio.Lock()

    @property
    def alive(self) -> bool:
        """The Node process is running (it starts with the first render, or start())."""
        return self._process is not None and self._process.returncode is None

    async def start(self) -> None:
        await self._ensure_started()

    async def render(self, url: str, origin: str, export: bool = False) -> RenderedPage:
        process = await self._ensure_started()
        request_id = next(self._ids)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        assert process.stdin is not None
        message = {"id": request_id, "url": url, "origin": origin, "export": export}
        process.stdin.write(json.dumps(message).encode() + b"\n")
        try:
            await process.stdin.drain()
            answer = await asyncio.wait_for(future, RENDER_TIMEOUT_SECONDS)
        finally:
            self._pending.pop(request_id, None)
        if "error" in answer:
            raise RuntimeError(f"render of {url} failed: {answer['error']}")
        return RenderedPage(status=int(answer.get("status", 200)), head=str(answer.get("head", "")),
                            html=str(answer.get("html", "")),
                            state=json.dumps(answer.get("state"), separators=(",", ":")),
                            fetched=tuple(str(url) for url in answer.get("fetched") or ()))

    async def _ensure_started(self) -> asyncio.subprocess.Process:
        async with self._start_lock:
            if self._process is None or self._process.returncode is not None:
                self._process = await asyncio.create_subprocess_exec(
                    *self.command, stdin=asyncio.subprocess.PIPE,
                    stdout=asyncio.subprocess.PIPE, env=self.env, limit=MAX_LINE_BYTES)
                self._reader = asyncio.create_task(self._read_answers(self._process))
            return self._process

    async def _read_answers(self, process: asyncio.subprocess.Process) -> None:
        assert process.stdout is not None
        while line := await process.stdout.readline():
            try:
                answer = json.loads(line)
                future = self._pending.get(int(answer["id"]))
            except (ValueError, KeyError, TypeError):
                log.warning("render worker said something unexpected: %.200r", line)
                continue
            if future is not None and not future.done():
                future.set_result(answer)
        for future in self._pending.values():
            if not future.done():
                future.set_exception(RuntimeError("render worker stopped"))

    async def stop(self) -> None:
        process, self._process = self._process, None
        if process is not None and process.returncode is None:
            process.terminate()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(process.wait(), 5)
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader


class PageRenderer:
    """Rendered pages by URL, dropped whenever the content changes (so edits show at once); at
    most max_entries pages and max_bytes of text, the least recently used going first."""

    def __init__(self, worker: RenderWorker | None, max_entries: int = CACHE_ENTRIES,
                 max_bytes: int = CACHE_BYTES) -> None:
        self.worker = worker
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.cached_bytes = 0
        self._cache: OrderedDict[PageKey, RenderedPage] = OrderedDict()
        self._inflight: dict[PageKey, asyncio.Task[RenderedPage]] = {}

    async def page(self, url: str, origin: str, version: int) -> RenderedPage | None:
        """The rendered page, or None when there is no worker or it failed (the shell is used)."""
        if self.worker is None:
            return None
        key = (version, origin, url)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        task = self._inflight.get(key)
        if task is None:
            task = asyncio.ensure_future(self.worker.render(url, origin))
            self._inflight[key] = task
        try:
            page = await asyncio.shield(task)
        except (RuntimeError, OSError, TimeoutError) as error:
            log.error("server rendering failed, serving the plain app shell: %s", error)
            return None
        finally:
            if task.done():
                self._inflight.pop(key, None)
        self._store(key, page)
        return page

    def _store(self, key: PageKey, page: RenderedPage) -> None:
        for stale in [k for k in self._cache if k[0] != key[0]]:
            self.cached_bytes -= self._cache.pop(stale).size
        if page.size > self.max_bytes:
            return
        previous = self._cache.pop(key, None)
        if previous is not None:
            self.cached_bytes -= previous.size
        self._cache[key] = page
        self.cached_bytes += page.size
        while len(self._cache) > self.max_entries or self.cached_bytes > self.max_bytes:
            self.cached_bytes -= self._cache.popitem(last=False)[1].size

    @property
    def cached_pages(self) -> int:
        return len(self._cache)
