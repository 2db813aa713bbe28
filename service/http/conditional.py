"""Validators and compression for answers built in memory: ETag, 304, gzip for text."""

import gzip
from collections import OrderedDict

from quart import Request, Response
from quart.wrappers.response import DataBody

from service.posts import body_digest

COMPRESSIBLE = ("text/html", "application/json", "application/xml", "application/atom+xml",
                "text/plain", "text/xml")
MIN_COMPRESS_BYTES = 1024
CACHE_ENTRIES = 256


class GzipCache:
    """Compressed bodies by a key naming one version of one answer, compressed once per change."""

    def __init__(self, entries: int = CACHE_ENTRIES) -> None:
        self._entries: OrderedDict[str, bytes] = OrderedDict()
        self._limit = entries

    def compress(self, key: str, body: bytes) -> bytes:
        cached = self._entries.get(key)
        if cached is None:
            cached = gzip.compress(body, compresslevel=6, mtime=0)
            self._entries[key] = cached
            if len(self._entries) > self._limit:
                self._entries.popitem(last=False)
        else:
            self._entries.move_to_end(key)
        return cached


async def finish_response(response: Response, request: Request, gzip_cache: GzipCache) -> Response:
    """Tag a GET answer with a strong ETag, answer 304 when it matches, else gzip text bodies."""
    if request.method not in ("GET", "HEAD") or response.status_code != 200:
        return response
    if not isinstance(response.response, DataBody) or response.headers.get("Content-Encoding"):
        return response
    if response.mimetype not in COMPRESSIBLE:
        return response
    body = await response.get_data(as_text=False)
    tagged = response.headers.get("ETag")
    if tagged is None:
        digest = body_digest(body)
        response.headers["ETag"] = f'"{digest}"'
        key = digest
    else:
        # A strong ETag set by the handler names these exact bytes at this address, so it keys
        # the compressed copy without hashing the body on every request.
        key = f"{request.full_path} {tagged}"
    etag = response.headers["ETag"].strip('"')
    response.vary.add("Accept-Encoding")
    if request.if_none_match.contains(etag):
        response.status_code = 304
        response.set_data(b"")
        return response
    if len(body) >= MIN_COMPRESS_BYTES and request.accept_encodings["gzip"]:
        response.set_data(gzip_cache.compress(key, body))
        response.headers["Content-Encoding"] = "gzip"
    return response
