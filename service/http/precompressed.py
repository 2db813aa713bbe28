"""Answers whose bytes are fixed for a content version (the post lists, sitemap.xml, robots.txt,
the feed): each built once per version with a strong ETag, and its gzip and brotli copies made
once each, on a worker thread, the first time a client asks for that coding.

Compressing the full list at 5,000 posts (16 MB) takes a few tenths of a second: done per request,
or on the event loop, it would hold up every other answer. Requests that arrive while a copy is
being made wait for that one compression.
"""

import asyncio
import gzip
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable

import brotli
from quart import Request, Response

from service.posts import body_digest

GZIP_LEVEL = 6
# Quality 5 is about as fast as gzip -6 and a good deal smaller; 11 is for build-time files.
BROTLI_QUALITY = 5
MIN_COMPRESS_BYTES = 1024
COMPRESSORS: dict[str, Callable[[bytes], bytes]] = {
    "br": lambda body: brotli.compress(body, quality=BROTLI_QUALITY),
    "gzip": lambda body: gzip.compress(body, compresslevel=GZIP_LEVEL, mtime=0),
}
# By preference: on equal quality in Accept-Encoding, the smaller one.
ENCODINGS = tuple(COMPRESSORS)
ENTRIES = 32


class Precompressed:
    """One answer's bytes, its strong entity tag, and its compressed copies by content coding."""

    def __init__(self, body: bytes, etag: str, counter: Callable[[], None]) -> None:
        self.body = body
        self.etag = etag
        self._copies: dict[str, asyncio.Future[bytes]] = {}
        self._counter = counter

    @property
    def codings(self) -> tuple[str, ...]:
        """The codings it is offered in (none under MIN_COMPRESS_BYTES: not worth a header)."""
        return ENCODINGS if len(self.body) >= MIN_COMPRESS_BYTES else ()

    async def copy(self, coding: str) -> bytes:
        """The body in `coding`, compressed on a worker thread the first time it is asked for."""
        future = self._copies.get(coding)
        if future is None:
            future = asyncio.ensure_future(asyncio.to_thread(COMPRESSORS[coding], self.body))
            self._copies[coding] = future
            self._counter()
        try:
            return await asyncio.shield(future)
        except Exception:
            if future.done() and self._copies.get(coding) is future:
                del self._copies[coding]  # a failed compression is tried again next time
            raise


class PrecompressedAnswers:
    """Precompressed answers by name, each holding the one version last asked for; names are
    few (one per list, per feed and origin), and at most `entries` are kept."""

    def __init__(self, entries: int = ENTRIES) -> None:
        self.entries = entries
        self.builds = 0
        self.compressions = 0
        self._answers: OrderedDict[Hashable, tuple[Hashable, Precompressed]] = OrderedDict()

    def get(self, name: Hashable, version: Hashable, body: Callable[[], bytes],
            etag: str | None = None) -> Precompressed:
        """The answer `name` at `version`: body() is called only the first time this version is
        asked for; without `etag`, the tag is the body's digest."""
        known = self._answers.get(name)
        if known is not None and known[0] == version:
            self._answers.move_to_end(name)
            return known[1]
        data = body()
        answer = Precompressed(data, etag or body_digest(data), self._count_compression)
        self.builds += 1
        self._answers[name] = (version, answer)
        self._answers.move_to_end(name)
        while len(self._answers) > self.entries:
            self._answers.popitem(last=False)
        return answer

    def _count_compression(self) -> None:
        self.compressions += 1


def pick_encoding(request: Request, offered: Iterable[str]) -> str | None:
    """The content coding to answer with among those offered (in order of preference), or None
    for the plain bytes: the one the client accepts with the highest quality."""
    best, best_quality = None, 0.0
    for encoding in offered:
        quality = request.accept_encodings[encoding]
        if quality > best_quality:
            best, best_quality = encoding, quality
    return best


async def precompressed_response(request: Request, answer: Precompressed,
                                 mimetype: str) -> Response:
    """The answer for this request: 304 when If-None-Match names it, else its smallest copy the
    client accepts. One tag for every coding, as for the API's other answers."""
    if request.if_none_match.contains(answer.etag):
        response = Response(b"", status=304, mimetype=mimetype)
    else:
        coding = pick_encoding(request, answer.codings)
        response = Response(await answer.copy(coding) if coding else answer.body,
                            mimetype=mimetype)
        if coding:
            response.headers["Content-Encoding"] = coding
    response.headers["ETag"] = f'"{answer.etag}"'
    response.vary.add("Accept-Encoding")
    return response
