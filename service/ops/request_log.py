"""One log line per request: method, path, status, time taken and the client's address.

ASGI middleware around everything (answers the replay cache sends included). /healthz is logged at
debug level only, so a load balancer polling it does not fill the log.
"""

import logging
import time

from hypercorn.typing import (
    ASGIReceiveCallable,
    ASGISendCallable,
    ASGISendEvent,
    HTTPScope,
    Scope,
)

from service.http.replay_cache import ASGIApp

log = logging.getLogger("service.requests")

QUIET_PATHS = frozenset(("/healthz",))


class RequestLog:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: ASGIReceiveCallable,
                       send: ASGISendCallable) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500

        async def noting_send(message: ASGISendEvent) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, noting_send)
        finally:
            self._log(scope, status, time.perf_counter() - started)

    def _log(self, scope: HTTPScope, status: int, seconds: float) -> None:
        path = scope["path"]
        level = logging.DEBUG if path in QUIET_PATHS else logging.INFO
        if not log.isEnabledFor(level):
            return
        query = scope["query_string"].decode("latin-1")
        target = f"{path}?{query}" if query else path
        # The connection's, or the one a trusted proxy named (http/forwarded.py runs first).
        peer = scope.get("client")
        client = peer[0] if peer else "unknown"
        milliseconds = round(seconds * 1000, 1)
        log.log(level, '%s "%s %s" %s %.1f ms', client, scope["method"], target, status,
                milliseconds, extra={"event": "request", "client": client,
                                     "method": scope["method"], "path": target,
                                     "status": status, "ms": milliseconds})
