"""Server rendering: a Node worker renders routes; a page is cached until what it shows changes."""

import asyncio
import contextlib
import contextvars
import itertools
import json
import logging
import sys
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from service.render.read_changes import ReadChanges, affected

log = logging.getLogger(__name__)

CACHE_ENTRIES = 500
CACHE_BYTES = 32 * 1024 * 1024
MAX_LINE_BYTES = 16 * 1024 * 1024
# How a failed query shows in the compact state JSON: quotes in strings are escaped, so only a key.
FAILED_QUERY = '"status":"error"'
# The app's error message for a read answered 404 (web/src/lib/api-client.ts): a true answer.
NOT_THERE = "404:"

PageKey = tuple[str, str]


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
    def missed_reads(self) -> list[object]:
        """The query keys whose data the render could not get for a reason other than its not
        being there (a busy or restarting service): the page shows an error it should not keep."""
        if FAILED_QUERY not in self.state:  # the usual case, without parsing the state
            return []
        missed = []
        for query in (json.loads(self.state) or {}).get("queries", []):
            state = query.get("state") or {}
            message = str((state.get("error") or {}).get("message", ""))
            if state.get("status") == "error" and not message.startswith(NOT_THERE):
                missed.append(query.get("queryKey"))
        return missed

    @property
    def size(self) -> int:
        """The memory its text takes."""
        return sum(sys.getsizeof(text) for text in (self.head, self.html, self.state))


class RenderWorker:
    """One Node process, JSON lines: {id, url, origin, export} in, {id, status, head, html, state,
    fetched} out."""

    def __init__(self, command: list[str], env: dict[str, str], timeout: float) -> None:
        """`timeout`: seconds a render may take before `render` raises TimeoutError."""
        self.command = command
        self.env = env
        self.timeout = timeout
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

    async def render(self, url: str, origin: str, export: bool = False,
                     posted: dict[str, Any] | None = None) -> RenderedPage:
        """`posted`: a refused form post the page's form shows again (its answers and problems)."""
        process = await self._ensure_started()
        request_id = next(self._ids)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        assert process.stdin is not None
        message: dict[str, Any] = {"id": request_id, "url": url, "origin": origin, "export": export}
        if posted is not None:
            message["posted"] = posted
        process.stdin.write(json.dumps(message).encode() + b"\n")
        try:
            await process.stdin.drain()
            answer = await asyncio.wait_for(future, self.timeout)
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
                # Outlives the request that started it: its log lines carry no request's id.
                self._reader = asyncio.create_task(self._read_answers(self._process),
                                                   context=contextvars.Context())
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
            try:
                await process.wait()
            except asyncio.CancelledError:  # the shutdown deadline passed: no more waiting
                with contextlib.suppress(ProcessLookupError):
                    process.kill()
                raise
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader


class PageRenderer:
    """Rendered pages by origin and URL, each kept until a read it was made from changes (an edit
    to one post re-renders the pages that read that post or a list, not the product pages); at
    most max_entries pages and max_bytes of text, the least recently used going first."""

    def __init__(self, worker: RenderWorker | None, changes: ReadChanges,
                 max_entries: int = CACHE_ENTRIES, max_bytes: int = CACHE_BYTES) -> None:
        self.worker = worker
        self.changes = changes
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.cached_bytes = 0
        self.renders = 0
        # Every page here is valid at changes.version: older ones are dropped as it moves.
        self._cache: OrderedDict[PageKey, RenderedPage] = OrderedDict()
        self._inflight: dict[tuple[int, str, str], asyncio.Task[RenderedPage]] = {}

    async def page(self, url: str, origin: str) -> RenderedPage | None:
        """The rendered page, or None when there is no worker or it failed (the shell is used)."""
        if self.worker is None:
            return None
        version = self._catch_up()
        key = (origin, url)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        flight = (version, origin, url)
        task = self._inflight.get(flight)
        if task is None:
            task = asyncio.ensure_future(self.worker.render(url, origin))
            self._inflight[flight] = task
            self.renders += 1
        try:
            page = await asyncio.shield(task)
        except (RuntimeError, OSError, TimeoutError) as error:
            log.error("server rendering failed, serving the plain app shell: %s", error)
            return None
        finally:
            if task.done():
                self._inflight.pop(flight, None)
        if self._still_valid(page, version) and not page.missed_reads:
            self._store(key, page)
        return page

    async def page_once(self, url: str, origin: str,
                        posted: dict[str, Any]) -> RenderedPage | None:
        """A page made for one answer only (a form showing a visitor's refused post): never cached
        nor shared; None when there is no worker or it failed."""
        if self.worker is None:
            return None
        try:
            return await self.worker.render(url, origin, posted=posted)
        except (RuntimeError, OSError, TimeoutError) as error:
            log.error("server rendering failed, serving the plain refusal page: %s", error)
            return None

    def _catch_up(self) -> int:
        """Follow the content to its current version, dropping the pages its changes affect."""
        changed = self.changes.catch_up()
        if changed:
            for key in [k for k, page in self._cache.items() if affected(page.fetched, changed)]:
                self.cached_bytes -= self._cache.pop(key).size
        assert self.changes.version is not None
        return self.changes.version

    def _still_valid(self, page: RenderedPage, version: int) -> bool:
        """A page whose render began at `version` holds for the current one (the content may have
        moved while it rendered)."""
        if self._catch_up() == version:
            return True
        changed = self.changes.since(version)
        return changed is not None and not affected(page.fetched, changed)

    def _store(self, key: PageKey, page: RenderedPage) -> None:
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
