"""One log line per request: client, method, path, status, time taken, the signed-in staff member
and the user agent; the request id on it, on every line written meanwhile and on the answer.

ASGI middleware around everything (answers the replay cache sends and static files included).
/healthz is logged at debug level only, so a load balancer polling it does not fill the log.
"""

import logging
import time
from typing import cast

from hypercorn.typing import (
    ASGIReceiveCallable,
    ASGIReceiveEvent,
    ASGISendCallable,
    ASGISendEvent,
    HTTPScope,
    Scope,
)

from service.http.replay_cache import ASGIApp
from service.ops.request_context import (
    REQUEST_ID_HEADER,
    RequestContext,
    close_request,
    open_request,
    request_id_from,
)

log = logging.getLogger("service.requests")

QUIET_PATHS = frozenset(("/healthz",))
# nginx's word for a client that closed the connection before its answer was complete.
CLIENT_CLOSED = 499
# A user agent is logged up to this many characters: enough for any real browser's.
USER_AGENT_LIMIT = 256
_ID_HEADER = REQUEST_ID_HEADER.lower().encode("latin-1")


class RequestLog:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: ASGIReceiveCallable,
                       send: ASGISendCallable) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        context, token = open_request(request_id_from(_header(scope, _ID_HEADER)))
        status = 500  # what the server answers when the app raises before answering
        answered = closed_early = False
        body_left: int | None = None  # bytes of the body still to send, when its length is told

        async def noting_send(message: ASGISendEvent) -> None:
            nonlocal status, answered, body_left
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = [*message["headers"], (_ID_HEADER, context.request_id.encode())]
                message = cast(ASGISendEvent, {**message, "headers": headers})
                body_left = _content_length(headers)
            elif message["type"] == "http.response.body":
                if body_left is not None:
                    body_left -= len(message.get("body", b""))
                # Quart ends a file with an empty last message a client that has read all the
                # bytes it was promised need not wait for.
                answered = not message.get("more_body") or body_left == 0
            await send(message)

        # A client gone shows as http.disconnect here: Quart then cancels the handler and
        # returns as if done (uvicorn drops whatever is sent after it).
        async def noting_receive() -> ASGIReceiveEvent:
            nonlocal closed_early
            message = await receive()
            if message["type"] == "http.disconnect" and not answered:
                closed_early = True
            return message

        try:
            await self.app(scope, noting_receive, noting_send)
        finally:
            self._log(scope, context, CLIENT_CLOSED if closed_early else status,
                      time.perf_counter() - started)
            close_request(token)

    def _log(self, scope: HTTPScope, context: RequestContext, status: int,
             seconds: float) -> None:
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
        agent = _bounded(_header(scope, b"user-agent") or "-")
        staff = f" staff={context.staff}" if context.staff else ""
        # The user agent comes last: whatever it holds cannot pass for another field.
        log.log(level, '%s "%s %s" %s %.1f ms%s "%s"', client, scope["method"], target, status,
                milliseconds, staff, agent,
                extra={"event": "request", "client": client, "method": scope["method"],
                       "path": target, "status": status, "ms": milliseconds,
                       "staff": context.staff, "user_agent": agent,
                       "request_id": context.request_id})


def _header(scope: HTTPScope, name: bytes) -> str | None:
    for key, value in scope["headers"]:
        if key == name:
            return value.decode("latin-1")
    return None


def _content_length(headers: list[tuple[bytes, bytes]]) -> int | None:
    for key, value in headers:
        if key == b"content-length" and value.isdigit():
            return int(value)
    return None


def _bounded(text: str) -> str:
    return text if len(text) <= USER_AGENT_LIMIT else text[:USER_AGENT_LIMIT] + "..."
