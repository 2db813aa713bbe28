"""Who is asking, behind a proxy: X-Forwarded-For/-Proto believed from the named proxies only.

ASGI middleware around everything else. A connection from an address in AGENCY_TRUSTED_PROXIES has
its client and scheme replaced by what the proxy reports (uvicorn's ProxyHeadersMiddleware: the
nearest address in X-Forwarded-For that is not a trusted proxy). Any other connection has the
forwarded headers taken out of the request, so nothing after this can believe them: the request
limit, the sign-in lock, the log, secure cookies and the replay cache all see the connection.
"""

from collections.abc import Iterable
from typing import Any, cast

from hypercorn.typing import ASGIReceiveCallable, ASGISendCallable, Scope
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from service.http.replay_cache import ASGIApp

FORWARDED_HEADERS = frozenset((b"x-forwarded-for", b"x-forwarded-proto", b"x-forwarded-host",
                               b"x-forwarded-port", b"x-real-ip", b"forwarded"))


class ForwardedHeaders:
    """The real client and scheme from a trusted proxy; the headers dropped from anyone else."""

    def __init__(self, app: ASGIApp, trusted_proxies: Iterable[str]) -> None:
        self.app = app
        trusted = list(trusted_proxies)
        # Nothing named: no address is trusted (uvicorn's middleware would default to 127.0.0.1).
        self.believing = ProxyHeadersMiddleware(cast(Any, app), trusted) if trusted else None

    async def __call__(self, scope: Scope, receive: ASGIReceiveCallable,
                       send: ASGISendCallable) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        if self.believing is not None and client and client[0] in self.believing.trusted_hosts:
            await self.believing(cast(Any, scope), cast(Any, receive), cast(Any, send))
            return
        headers = scope["headers"]
        if any(name in FORWARDED_HEADERS for name, _ in headers):
            kept = [(name, value) for name, value in headers if name not in FORWARDED_HEADERS]
            scope = cast(Scope, {**scope, "headers": kept})
        await self.app(scope, receive, send)
