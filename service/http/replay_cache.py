"""Replay of the post API's cached GET answers, in front of Quart's request cycle.

Quart's request cycle and the after-request hook (security headers, ETag/304, gzip) cost about
half a millisecond per answer even when the body is pre-encoded bytes. For the three hot reads
(`/api/blog-posts`, `/api/blog-posts?view=summary`, `/api/blog-posts/<slug>`) the answer is a
function of the content version and a few request headers only, so the first answer Quart builds
for a key is recorded as sent (status, headers, body) and later requests with the same key get
those exact bytes back.

What the answer depends on, and so what the key holds:
- method, path and query string;
- Accept-Encoding (which copy: brotli, gzip or none) and If-None-Match (200 or 304), as their raw
  values;
- the scheme and X-Forwarded-Proto (Strict-Transport-Security is sent on HTTPS only);
- the content: every answer, CSP included (built from site facts), comes from the ContentCache,
  whose `version` goes up on every change, so the whole record is dropped when it moves.
Nothing in the hooks varies per request (no Date, nonce or request id: the server adds Date
itself, outside the app). Requests with a Cookie or Authorization header (staff), a body, or a
repeated key header always go to Quart; only complete 200 and 304 answers without Set-Cookie or
trailers are recorded. Everything else (404s, other paths, other methods) goes to Quart.
"""

from typing import Protocol, cast

from hypercorn.typing import (
    ASGIReceiveCallable,
    ASGIReceiveEvent,
    ASGISendCallable,
    ASGISendEvent,
    HTTPResponseBodyEvent,
    HTTPResponseStartEvent,
    HTTPScope,
    Scope,
)

from service.cache import ContentCache

LIST_PATH = "/api/blog-posts"
POST_PREFIX = LIST_PATH + "/"
LIST_QUERIES = (b"", b"view=summary")
RECORDED_STATUSES = (200, 304)
MAX_ANSWERS = 512

# Request headers the answer depends on (kept in the key) and ones that send a request to Quart.
KEYED_HEADERS = {b"accept-encoding": 0, b"if-none-match": 1, b"x-forwarded-proto": 2}
PASS_THROUGH_HEADERS = frozenset((b"cookie", b"authorization", b"transfer-encoding"))

Key = tuple[str, str, bytes, str, bytes | None, bytes | None, bytes | None]
Headers = tuple[tuple[bytes, bytes], ...]
Answer = tuple[int, Headers, bytes]


class ASGIApp(Protocol):
    """The callable shape of an ASGI application (Quart's `asgi_app`)."""

    async def __call__(self, scope: Scope, receive: ASGIReceiveCallable,
                       send: ASGISendCallable) -> None: ...


def answer_key(scope: HTTPScope) -> Key | None:
    """The replay key of a request for one of the hot reads, or None when Quart must answer it."""
    method = scope["method"]
    if method != "GET" and method != "HEAD":
        return None
    path = scope["path"]
    query = scope["query_string"]
    if path == LIST_PATH:
        if query not in LIST_QUERIES:
            return None
    elif not path.startswith(POST_PREFIX) or query or "/" in path[len(POST_PREFIX):] \
            or len(path) == len(POST_PREFIX):
        return None
    if scope.get("root_path"):
        return None
    values: list[bytes | None] = [None, None, None]
    for name, value in scope["headers"]:
        index = KEYED_HEADERS.get(name)
        if index is not None:
            if values[index] is not None:
                return None  # a repeated header: let Quart combine it
            values[index] = value
        elif name in PASS_THROUGH_HEADERS or (name == b"content-length" and value != b"0"):
            return None
    return (method, path, query, scope.get("scheme", "http"), values[0], values[1], values[2])


class ReplayCache:
    """ASGI middleware: answers the hot post reads from answers Quart built earlier."""

    def __init__(self, app: ASGIApp, cache: ContentCache, limit: int = MAX_ANSWERS) -> None:
        self.app = app
        self.cache = cache
        self.limit = limit
        self.answers: dict[Key, Answer] = {}
        self.version = cache.version
        self.replayed = 0

    async def __call__(self, scope: Scope, receive: ASGIReceiveCallable,
                       send: ASGISendCallable) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        key = answer_key(scope)
        if key is None:
            await self.app(scope, receive, send)
            return
        receive, empty = await self._no_body(receive)
        if not empty:
            await self.app(scope, receive, send)
            return
        version = self.cache.version
        if version != self.version:
            self.answers.clear()
            self.version = version
        answer = self.answers.get(key)
        if answer is None:
            await self._record(key, version, scope, receive, send)
            return
        status, headers, body = answer
        self.replayed += 1
        await send(HTTPResponseStartEvent(type="http.response.start", status=status,
                                          headers=list(headers)))
        await send(HTTPResponseBodyEvent(type="http.response.body", body=body, more_body=False))

    async def _no_body(self, receive: ASGIReceiveCallable) -> tuple[ASGIReceiveCallable, bool]:
        """Read request messages up to the end of the body or its first byte (HTTP/2 needs no
        Content-Length for a body), and a receive callable that gives them back first."""
        read: list[ASGIReceiveEvent] = []
        empty = True
        while True:
            message = await receive()
            read.append(message)
            if message["type"] != "http.request":
                empty = False
                break
            if message.get("body"):
                empty = False
                break
            if not message.get("more_body", False):
                break
        read.reverse()

        async def receive_again() -> ASGIReceiveEvent:
            return read.pop() if read else await receive()

        return receive_again, empty

    async def _record(self, key: Key, version: int, scope: HTTPScope,
                      receive: ASGIReceiveCallable, send: ASGISendCallable) -> None:
        """Let Quart answer, keeping a copy of what it sent if it may be replayed."""
        start: HTTPResponseStartEvent | None = None
        chunks: list[bytes] = []
        complete = False
        replayable = True

        async def recording_send(message: ASGISendEvent) -> None:
            nonlocal start, complete, replayable
            kind = message["type"]
            if kind == "http.response.start":
                start = cast(HTTPResponseStartEvent, message)
            elif kind == "http.response.body":
                body_event = cast(HTTPResponseBodyEvent, message)
                chunks.append(body_event.get("body", b""))
                complete = not body_event.get("more_body", False)
            else:  # trailers, pushes, early hints: not something to replay
                replayable = False
            await send(message)

        await self.app(scope, receive, recording_send)
        if not (replayable and complete and start is not None
                and start["status"] in RECORDED_STATUSES and not start.get("trailers")):
            return
        headers = tuple((bytes(name), bytes(value)) for name, value in start["headers"])
        if any(name.lower() == b"set-cookie" for name, _ in headers):
            return
        # The content may have changed while Quart answered: keep only an answer for the
        # version the record currently holds.
        if version != self.cache.version or version != self.version:
            return
        if len(self.answers) >= self.limit:
            del self.answers[next(iter(self.answers))]
        # Quart sends a cached body as one chunk, the cache's own bytes object: keeping that
        # object, not a copy, costs no memory however many keys (ETags, encodings) share it.
        parts = [chunk for chunk in chunks if chunk]
        body = parts[0] if len(parts) == 1 else b"".join(parts)
        self.answers[key] = (start["status"], headers, body)
