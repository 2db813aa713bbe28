"""Answers whose bytes are fixed for a content version (the post lists, sitemap.xml, robots.txt,
the feed), each with a strong ETag and gzip and brotli copies made once, on a worker thread.

Compressing the full list at 5,000 posts (16 MB) takes a few tenths of a second: done per request,
or on the event loop, it would hold up every other answer. Here it is done once per version of
the bytes; requests that arrive meanwhile wait for that one compression.
"""

import asyncio
import gzip
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field

import brotli
from quart import Request, Response

from service.store.cache import body_digest

GZIP_LEVEL = 6
# Quality 5 is about as fast as gzip -6 and a good deal smaller; 11 is for build-time files.
BROTLI_QUALITY = 5
MIN_COMPRESS_BYTES = 1024
# Encodings by preference: on equal quality in Accept-Encoding, the smaller one.
ENCODINGS = ("br", "gzip")
ENTRIES = 32


@dataclass(frozen=True)
class Precompressed:
    """One answer's bytes, its strong entity tag, and its compressed copies by content coding."""

    body: bytes
    etag: str
    copies: dict[str, bytes] = field(default_factory=dict)


def precompress(body: bytes, etag: str | None = None) -> Precompressed:
    """The body with its tag and copies (none under MIN_COMPRESS_BYTES: not worth a header)."""
    copies: dict[str, bytes] = {}
    if len(body) >= MIN_COMPRESS_BYTES:
        copies["br"] = brotli.compress(body, quality=BROTLI_QUALITY)
        copies["gzip"] = gzip.compress(body, compresslevel=GZIP_LEVEL, mtime=0)
    return Precompressed(body, etag or body_digest(body), copies)


class PrecompressedAnswers:
    """Precompressed answers by name, each holding the one version last asked for; names are
    few (an answer per list, per feed and origin), and at most `entries` are kept."""

    def __init__(self, entries: int = ENTRIES) -> None:
        self.entries = entries
        self.compressions = 0
        self._answers: OrderedDict[Hashable, tuple[Hashable, asyncio.Future[Precompressed]]] = \
            OrderedDict()

    async def get(self, name: Hashable, version: Hashable, body: Callable[[], bytes],
                  etag: str | None = None) -> Precompressed:
        """The answer `name` at `version`: body() is called (on the event loop: it reads the
        content cache) and compressed only the first time this version is asked for."""
        known = self._answers.get(name)
        if known is not None and known[0] == version:
            self._answers.move_to_end(name)
            future = known[1]
        else:
            future = asyncio.ensure_future(asyncio.to_thread(precompress, body(), etag))
            self.compressions += 1
            self._answers[name] = (version, future)
            self._answers.move_to_end(name)
            while len(self._answers) > self.entries:
                self._answers.popitem(last=False)
        try:
            return await asyncio.shield(future)
        except Exception:
            if future.done() and self._answers.get(name, (None, None))[1] is future:
                del self._answers[name]  # a failed compression is tried again next time
            raise


def pick_encoding(request: Request, offered: Iterable[str]) -> str | None:
    """The content coding to answer with among those offered (in order of preference), or None
    for the plain bytes: the one the client accepts with the highest quality."""
    best, best_quality = None, 0.0
    for encoding in offered:
        quality = request.accept_encodings[encoding]
        if quality > best_quality:
            best, best_quality = encoding, quality
    return best


def precompressed_response(request: Request, answer: Precompressed, mimetype: str) -> Response:
    """The answer for this request: 304 when If-None-Match names it, else its smallest copy the
    client accepts. One tag for every coding, as for the API's other answers."""
    if request.if_none_match.contains(answer.etag):
        response = Response(b"", status=304, mimetype=mimetype)
    else:
        encoding = pick_encoding(request, (name for name in ENCODINGS if name in answer.copies))
        response = Response(answer.copies[encoding] if encoding else answer.body,
                            mimetype=mimetype)
        if encoding:
            response.headers["Content-Encoding"] = encoding
    response.headers["ETag"] = f'"{answer.etag}"'
    response.vary.add("Accept-Encoding")
    return response
