"""Validators and compression for answers built in memory: ETag, 304, gzip for text."""

import gzip
import hashlib
from collections import OrderedDict

from quart import Request, Response
from quart.wrappers.response import DataBody

COMPRESSIBLE = ("text/html", "application/json", "application/xml", "application/atom+xml",
                "text/plain", "text/xml")
MIN_COMPRESS_BYTES = 1024
CACHE_ENTRIES = 256


class GzipCache:
    """Compressed bodies by digest, so a popular page is compressed once per change."""

    def __init__(self, entries: int = CACHE_ENTRIES) -> None:
        self._entries: OrderedDict[str, bytes] = OrderedDict()
        self._limit = entries

    def compress(self, digest: str, body: bytes) -> bytes:
        cached = self._entries.get(digest)
        if cached is None:
            cached = gzip.compress(body, compresslevel=6, mtime=0)
            self._entries[digest] = cached
            if len(self._entries) > self._limit:
                self._entries.popitem(last=False)
        else:
            self._entries.move_to_end(digest)
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
    digest = hashlib.blake2b(body, digest_size=16).hexdigest()
    if "ETag" not in response.headers:
        response.headers["ETag"] = f'"{digest}"'
    etag = response.headers["ETag"].strip('"')
    response.vary.add("Accept-Encoding")
    if request.if_none_match.contains(etag):
        response.status_code = 304
        response.set_data(b"")
        return response
    if len(body) >= MIN_COMPRESS_BYTES and request.accept_encodings["gzip"]:
        response.set_data(gzip_cache.compress(digest, body))
        response.headers["Content-Encoding"] = "gzip"
    return response
