"""Refuses requests for hosts the site does not answer to, before any page, link or cache sees them.

With no public URL configured the pages, sitemap, feed and redirects build their links from the
Host header, and rendered pages are cached per origin: a forged Host would reach both. So only the
configured names are served (see Settings.accepted_hosts); any other Host, or none, is a 400.
"""

import json

from hypercorn.typing import (
    ASGIReceiveCallable,
    ASGISendCallable,
    HTTPResponseBodyEvent,
    HTTPResponseStartEvent,
    Scope,
)

from service.http.replay_cache import ASGIApp

UNKNOWN_HOST = json.dumps({"message": "This site is not served under that host name"}).encode()


def host_name(host: bytes) -> str | None:
    """The name in a Host header, lowercase, without port or IPv6 brackets; None if malformed."""
    try:
        text = host.decode("ascii").strip().lower()
    except UnicodeDecodeError:
        return None
    if text.startswith("["):
        name, bracket, rest = text[1:].partition("]")
        port = rest.removeprefix(":") if bracket and (not rest or rest.startswith(":")) else None
    else:
        name, _, port = text.partition(":")
    if port is None or (port and not port.isdigit()):
        return None
    return name or None


class HostGuard:
    """ASGI middleware: HTTP requests whose Host names an accepted host pass, others get 400."""

    def __init__(self, app: ASGIApp, accepted: frozenset[str]) -> None:
        self.app = app
        self.accepted = accepted

    async def __call__(self, scope: Scope, receive: ASGIReceiveCallable,
                       send: ASGISendCallable) -> None:
        if scope["type"] == "http":
            hosts = [value for name, value in scope["headers"] if name == b"host"]
            if len(hosts) != 1 or host_name(hosts[0]) not in self.accepted:
                await refuse(send)
                return
        await self.app(scope, receive, send)


async def refuse(send: ASGISendCallable) -> None:
    headers = [(b"content-type", b"application/json"),
               (b"content-length", str(len(UNKNOWN_HOST)).encode()),
               (b"cache-control", b"no-store"), (b"x-content-type-options", b"nosniff")]
    await send(HTTPResponseStartEvent(type="http.response.start", status=400, headers=headers))
    await send(HTTPResponseBodyEvent(type="http.response.body", body=UNKNOWN_HOST,
                                     more_body=False))
