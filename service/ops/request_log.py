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


def forwarded_client(scope: HTTPScope, trusted_proxy_hops: int) -> str:
    """The peer address, or the one a trusted proxy reports (as http/client_address.py does)."""
    if trusted_proxy_hops > 0:
        values = [value.decode("latin-1") for name, value in scope["headers"]
                  if name == b"x-forwarded-for"]
        chain = [part.strip() for part in ",".join(values).split(",") if part.strip()]
        if len(chain) >= trusted_proxy_hops:
            return chain[-trusted_proxy_hops]
    client = scope.get("client")
    return client[0] if client else "unknown"


class RequestLog:
    def __init__(self, app: ASGIApp, trusted_proxy_hops: int) -> None:
        self.app = app
        self.hops = trusted_proxy_hops

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
        client = forwarded_client(scope, self.hops)
        milliseconds = round(seconds * 1000, 1)
        log.log(level, '%s "%s %s" %s %.1f ms', client, scope["method"], target, status,
                milliseconds, extra={"event": "request", "client": client,
                                     "method": scope["method"], "path": target,
                                     "status": status, "ms": milliseconds})
