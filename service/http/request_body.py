"""What a request body may be: how large for its type, and which JSON is read at all.

Only an image upload (multipart) may be as large as the upload cap; every other body, whatever
its declared type, is held to the JSON cap, so no endpoint parses megabytes it never needs.
JSON nested beyond what Python's parser recurses into, and text that cannot be UTF-8 (lone
surrogates written as \\ud800 escapes), are refused as unreadable instead of failing later.
"""

import json
import re
from typing import Any

from quart import Quart, Request
from quart.json.provider import JSONProvider
from werkzeug.exceptions import BadRequest, RequestEntityTooLarge

UPLOAD_TYPE = "multipart/form-data"
# A \\uXXXX escape of a surrogate: the only way a lone surrogate gets into parsed text.
SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


async def capped_body(request: Request, most: int) -> bytes:
    """The request body, refused with RequestEntityTooLarge as soon as it passes `most` bytes
    (declared or received): a form's own cap, below the app's."""
    if (request.content_length or 0) > most:
        raise RequestEntityTooLarge()
    received = bytearray()
    async for chunk in request.body:
        received += chunk
        if len(received) > most:
            raise RequestEntityTooLarge()
    return bytes(received)


def strict_json_loads(text: str | bytes) -> Any:
    """json.loads, raising ValueError (never RecursionError) and refusing lone surrogates."""
    try:
        value = json.loads(text)
    except RecursionError as error:
        raise ValueError("JSON is nested too deeply") from error
    source = text if isinstance(text, str) else text.decode("utf-8", "replace")
    if SURROGATE_ESCAPE.search(source) and not _encodable(value):
        raise ValueError("JSON text holds characters that are not valid UTF-8")
    return value


def _encodable(value: Any) -> bool:
    """True when every string in a parsed JSON value encodes as UTF-8 (walked without recursion)."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return False
    return True


class StrictJSONProvider(JSONProvider):
    """The app's JSON provider (what `request.get_json` calls), reading with strict_json_loads
    and leaving writing to the provider it wraps."""

    def __init__(self, app: Quart, inner: JSONProvider) -> None:
        super().__init__(app)
        self.inner = inner

    def loads(self, s: str | bytes, **_: Any) -> Any:
        return strict_json_loads(s)

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return self.inner.dumps(obj, **kwargs)

    def response(self, *args: Any, **kwargs: Any) -> Any:
        return self.inner.response(*args, **kwargs)


def body_limited_request(json_limit: int) -> type[Request]:
    """A Request class holding every body but an upload to json_limit bytes (413 beyond)."""

    class BodyLimitedRequest(Request):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            if self.mimetype != UPLOAD_TYPE:
                # No body has been received yet: the body is filled after the request is made.
                self.body = self.body_class(self.content_length, json_limit)

        def on_json_loading_failed(self, error: Exception) -> Any:
            raise BadRequest("Request body is not valid JSON") from error

    return BodyLimitedRequest
